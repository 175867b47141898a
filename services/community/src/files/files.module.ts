import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ModerationModule, ObjectStorageModule } from '@filmcollab/service-kit';
import { CommunityFileRepository } from './community-file.repository';
import { COMMUNITY_FILE_MODEL, CommunityFileSchema } from './community-file.schema';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [
    ObjectStorageModule,
    ModerationModule,
    MongooseModule.forFeature([{ name: COMMUNITY_FILE_MODEL, schema: CommunityFileSchema }]),
  ],
  controllers: [UploadsController],
  providers: [CommunityFileRepository, UploadsService],
  exports: [UploadsService],
})
export class FilesModule {}
