import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  type PasswordResetResponse,
} from '@filmcollab/contracts';
import type { z } from 'zod';
import { ZodBody } from '@filmcollab/service-kit';
import { PasswordResetService } from './password-reset.service';

/** The forgot tab's two steps (public). */
@Controller('password-reset')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post('request')
  @HttpCode(200)
  request(
    @ZodBody(PasswordResetRequestSchema, { message: 'first-issue' })
    body: z.output<typeof PasswordResetRequestSchema>,
  ): Promise<PasswordResetResponse> {
    return this.passwordReset.requestCode(body.email);
  }

  @Post('confirm')
  @HttpCode(200)
  confirm(
    @ZodBody(PasswordResetConfirmSchema, { message: 'first-issue' })
    body: z.output<typeof PasswordResetConfirmSchema>,
  ): Promise<PasswordResetResponse> {
    return this.passwordReset.confirm(body.email, body.code, body.newPassword);
  }
}
