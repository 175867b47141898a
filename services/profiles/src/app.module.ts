import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@filmcollab/service-kit';
import { ProfilesConfigSchema } from './config/profiles-config.schema';
import { ConnectionsModule } from './connections/connections.module';
import { FeedbackModule } from './feedback/feedback.module';
import { PhotoModule } from './photo/photo.module';
import { ProfilesModule } from './profiles/profiles.module';
import { RatingsModule } from './ratings/ratings.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ service: 'profiles', configSchema: ProfilesConfigSchema }),
    ProfilesModule,
    PhotoModule,
    ConnectionsModule,
    RatingsModule,
    FeedbackModule,
  ],
})
export class AppModule {}
