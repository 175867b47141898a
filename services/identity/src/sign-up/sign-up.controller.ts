import { Body, Controller, Post } from '@nestjs/common';
import { SignUpRequestSchema, type SignUpResponse } from '@filmcollab/contracts';
import type { z } from 'zod';
import { SpecOrderedValidationPipe } from '../common/spec-ordered-validation.pipe';
import { SignUpService } from './sign-up.service';

/** `POST /api/identity/sign-up` (public): 201 with the spec's success text; errors carry the spec's texts. */
@Controller('sign-up')
export class SignUpController {
  constructor(private readonly signUpService: SignUpService) {}

  @Post()
  signUp(
    @Body(new SpecOrderedValidationPipe(SignUpRequestSchema))
    body: z.output<typeof SignUpRequestSchema>,
  ): Promise<SignUpResponse> {
    return this.signUpService.signUp(body);
  }
}
