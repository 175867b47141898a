import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConnectionsModule } from '../connections/connections.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { RatingsController } from './ratings.controller';
import { RatingsService } from './ratings.service';
import { SharedProjectsClient } from './shared-projects.client';
import { UserRatingRepository } from './user-rating.repository';
import { USER_RATING_MODEL, UserRatingSchema } from './user-rating.schema';

@Module({
  imports: [
    ProfilesModule,
    ConnectionsModule,
    MongooseModule.forFeature([{ name: USER_RATING_MODEL, schema: UserRatingSchema }]),
  ],
  controllers: [RatingsController],
  providers: [UserRatingRepository, SharedProjectsClient, RatingsService],
})
export class RatingsModule {}
