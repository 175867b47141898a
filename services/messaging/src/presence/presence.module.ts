import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PresenceRepository } from './presence.repository';
import { PRESENCE_MODEL, UserPresenceSchema } from './presence.schema';
import { PresenceService } from './presence.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: PRESENCE_MODEL, schema: UserPresenceSchema }])],
  providers: [PresenceRepository, PresenceService],
  exports: [PresenceService],
})
export class PresenceModule {}
