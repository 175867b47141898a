import { Controller, Get, Res } from '@nestjs/common';
import { ZodQuery, ZodResponse } from '@filmcollab/service-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EmailVerificationService } from './email-verification.service';

const VerificationLinkQuerySchema = z.object({ token: z.string().max(200).default('') });

/** The link of the verification e-mail: verifies, then lands on `/auth?verified=true` (or `false`). */
@Controller('email-verification')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Get()
  @ZodResponse(302, undefined, { description: 'Redirects to /auth?verified=true (or false)' })
  async verify(
    @ZodQuery(VerificationLinkQuerySchema) query: z.infer<typeof VerificationLinkQuerySchema>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const location = await this.verification.verify(query.token);
    reply.status(302).header('cache-control', 'no-store').header('location', location).send();
  }
}
