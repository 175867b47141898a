import { Controller, Get, UseGuards } from '@nestjs/common';
import { MySpaceProjectListSchema, type MySpaceProjectList } from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { MySpaceService } from './myspace.service';

@Controller('myspace')
@UseGuards(JwtAuthGuard)
export class MySpaceController {
  constructor(private readonly mySpace: MySpaceService) {}

  @Get('created')
  @ZodResponse(200, MySpaceProjectListSchema)
  created(@CurrentUser() user: AuthenticatedUser): Promise<MySpaceProjectList> {
    return this.mySpace.created(user.id);
  }

  @Get('collaborated')
  @ZodResponse(200, MySpaceProjectListSchema)
  collaborated(@CurrentUser() user: AuthenticatedUser): Promise<MySpaceProjectList> {
    return this.mySpace.collaborated(user.id);
  }
}
