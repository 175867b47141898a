import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
  type PasswordResetResponse,
} from '@filmcollab/contracts';
import type { z } from 'zod';
import { ZodBody, ZodResponse } from '@filmcollab/service-kit';
import { ClientAddress } from '../throttling/client-address';
import { PasswordResetService } from './password-reset.service';

/** The forgot tab's two steps (public). */
@Controller('password-reset')
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    private readonly clientAddress: ClientAddress,
  ) {}

  @Post('request')
  @HttpCode(200)
  @ZodResponse(200, PasswordResetResponseSchema)
  request(
    @ZodBody(PasswordResetRequestSchema, { message: 'first-issue' })
    body: z.output<typeof PasswordResetRequestSchema>,
  ): Promise<PasswordResetResponse> {
    return this.passwordReset.requestCode(body.email);
  }

  @Post('confirm')
  @HttpCode(200)
  @ZodResponse(200, PasswordResetResponseSchema)
  confirm(
    @ZodBody(PasswordResetConfirmSchema, { message: 'first-issue' })
    body: z.output<typeof PasswordResetConfirmSchema>,
    @Req() request: FastifyRequest,
  ): Promise<PasswordResetResponse> {
    return this.passwordReset.confirm(
      body.email,
      body.code,
      body.newPassword,
      this.clientAddress.of(request),
    );
  }
}
