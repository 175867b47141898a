import { Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  SignUpRequestSchema,
  SignUpResponseSchema,
  type SignUpResponse,
} from '@filmcollab/contracts';
import type { z } from 'zod';
import { ZodBody, ZodResponse } from '@filmcollab/service-kit';
import { ClientAddress } from '../throttling/client-address';
import { SignUpService } from './sign-up.service';

/** `POST /api/identity/sign-up` (public): 201 with the spec's success text; errors carry the spec's texts. */
@Controller('sign-up')
export class SignUpController {
  constructor(
    private readonly signUpService: SignUpService,
    private readonly clientAddress: ClientAddress,
  ) {}

  @Post()
  @ZodResponse(201, SignUpResponseSchema)
  signUp(
    @ZodBody(SignUpRequestSchema, { message: 'first-issue' })
    body: z.output<typeof SignUpRequestSchema>,
    @Req() request: FastifyRequest,
  ): Promise<SignUpResponse> {
    return this.signUpService.signUp(body, this.clientAddress.of(request));
  }
}
