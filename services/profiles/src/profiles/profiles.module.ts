import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProfileQueriesController } from './profile-queries.controller';
import { ProfileRepository } from './profile.repository';
import { ProfileCardBackfill } from './profile-card-backfill';
import { ProfileReadCache } from './profile-read-cache';
import { ProfileUpdatesListener } from './profile-updates.listener';
import { PROFILE_MODEL, ProfileSchema } from './profile.schema';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';
import { UserRegisteredHandler } from './user-registered.handler';

@Module({
  imports: [MongooseModule.forFeature([{ name: PROFILE_MODEL, schema: ProfileSchema }])],
  controllers: [ProfileQueriesController, ProfilesController],
  providers: [
    ProfileRepository,
    ProfileCardBackfill,
    ProfileReadCache,
    ProfileUpdatesListener,
    ProfilesService,
    UserRegisteredHandler,
  ],
  exports: [ProfilesService],
})
export class ProfilesModule {}
