import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ObjectStorage } from './object-storage';
import { PENDING_UPLOAD_MODEL, PendingUploadSchema } from './pending-upload.schema';
import { PendingUploadSweeper } from './pending-upload-sweeper';
import { PendingUploads } from './pending-uploads';
import { PendingUploadsRepository } from './pending-uploads.repository';

/**
 * Files in object storage: `ObjectStorage` and browser uploads under the shared rules
 * (`PendingUploads`, swept by `PendingUploadSweeper`). The service's `configSchema` must include
 * `objectStorageConfigSchema`.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: PENDING_UPLOAD_MODEL, schema: PendingUploadSchema }])],
  providers: [ObjectStorage, PendingUploadsRepository, PendingUploads, PendingUploadSweeper],
  exports: [ObjectStorage, PendingUploads, PendingUploadSweeper],
})
export class ObjectStorageModule {}
