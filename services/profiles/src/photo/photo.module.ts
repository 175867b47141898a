import { Module } from '@nestjs/common';
import { ObjectStorageModule } from '@filmcollab/service-kit';
import { ModerationModule } from '../moderation/moderation.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { PhotoController } from './photo.controller';
import { PhotoService } from './photo.service';

@Module({
  imports: [ProfilesModule, ModerationModule, ObjectStorageModule],
  controllers: [PhotoController],
  providers: [PhotoService],
})
export class PhotoModule {}
