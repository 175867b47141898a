import { Module } from '@nestjs/common';
import { ModerationModule, ObjectStorageModule } from '@filmcollab/service-kit';
import { ProfilesModule } from '../profiles/profiles.module';
import { PhotoController } from './photo.controller';
import { PhotoService } from './photo.service';

@Module({
  imports: [ProfilesModule, ModerationModule, ObjectStorageModule],
  controllers: [PhotoController],
  providers: [PhotoService],
})
export class PhotoModule {}
