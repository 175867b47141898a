import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { ConnectionsModule } from './connections/connections.module';
import { CreditsModule } from './credits/credits.module';
import { FeedbackModule } from './feedback/feedback.module';
import { PhotoModule } from './photo/photo.module';
import { ProfilesModule } from './profiles/profiles.module';
import { RatingsModule } from './ratings/ratings.module';
import { profilesService } from './service-definition';

@Module({
  imports: [
    ServiceKitModule.forRoot(profilesService),
    ProfilesModule,
    PhotoModule,
    ConnectionsModule,
    RatingsModule,
    FeedbackModule,
    CreditsModule,
  ],
})
export class AppModule {}
