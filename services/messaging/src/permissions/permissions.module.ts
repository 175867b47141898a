import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RealtimeModule } from '@filmcollab/service-kit';
import { MessagingPermissionsService } from './messaging-permissions.service';
import { RelationshipEventsHandler } from './relationship-events.handler';
import { RelationshipLinkRepository } from './relationship-link.repository';
import { RELATIONSHIP_LINK_MODEL, RelationshipLinkSchema } from './relationship-link.schema';

@Module({
  imports: [
    RealtimeModule,
    MongooseModule.forFeature([{ name: RELATIONSHIP_LINK_MODEL, schema: RelationshipLinkSchema }]),
  ],
  providers: [RelationshipLinkRepository, MessagingPermissionsService, RelationshipEventsHandler],
  exports: [MessagingPermissionsService],
})
export class PermissionsModule {}
