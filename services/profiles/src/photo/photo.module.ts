import { Module } from '@nestjs/common';
import { ModerationModule } from '../moderation/moderation.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { PhotoController } from './photo.controller';
import { PhotoService } from './photo.service';
import { PhotoStorage } from './photo-storage';

@Module({
  imports: [ProfilesModule, ModerationModule],
  controllers: [PhotoController],
  providers: [PhotoStorage, PhotoService],
})
export class PhotoModule {}
