import { Controller, Post } from '@nestjs/common';
import { SignUpRequestSchema, type SignUpResponse } from '@filmcollab/contracts';
import type { z } from 'zod';
import { ZodBody } from '@filmcollab/service-kit';
import { SignUpService } from './sign-up.service';

/** `POST /api/identity/sign-up` (public): 201 with the spec's success text; errors carry the spec's texts. */
@Controller('sign-up')
export class SignUpController {
  constructor(private readonly signUpService: SignUpService) {}

  @Post()
  signUp(
    @ZodBody(SignUpRequestSchema, { message: 'first-issue' })
    body: z.output<typeof SignUpRequestSchema>,
  ): Promise<SignUpResponse> {
    return this.signUpService.signUp(body);
  }
}
