import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RealtimeModule } from '@filmcollab/service-kit';
import { MembershipEventsHandler } from './membership-events.handler';
import { MembershipRepository } from './membership.repository';
import { MEMBERSHIP_MODEL, MembershipSchema } from './membership.schema';
import { MembershipService } from './membership.service';
import { ProjectCardRepository } from './project-card.repository';
import { PROJECT_CARD_MODEL, ProjectCardSchema } from './project-card.schema';
import { WorkspaceRoomAccessController } from './workspace-room-access.controller';

@Module({
  imports: [
    RealtimeModule,
    MongooseModule.forFeature([
      { name: MEMBERSHIP_MODEL, schema: MembershipSchema },
      { name: PROJECT_CARD_MODEL, schema: ProjectCardSchema },
    ]),
  ],
  controllers: [WorkspaceRoomAccessController],
  providers: [
    MembershipRepository,
    ProjectCardRepository,
    MembershipService,
    MembershipEventsHandler,
  ],
  exports: [MembershipService],
})
export class MembershipModule {}
