import { Controller, Get, UseGuards } from '@nestjs/common';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { MeResponseSchema, type MeResponse } from '@filmcollab/contracts';
import { MeService } from './me.service';

@Controller('me')
export class MeController {
  constructor(private readonly meService: MeService) {}

  @Get()
  @UseGuards(JwtAuthGuard)
  @ZodResponse(200, MeResponseSchema)
  me(@CurrentUser() user: AuthenticatedUser): Promise<MeResponse> {
    return this.meService.me(user);
  }
}
