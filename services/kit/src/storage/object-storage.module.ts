import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ObjectStorage } from './object-storage';
import { PENDING_UPLOAD_MODEL, PendingUploadSchema } from './pending-upload.schema';
import { PendingUploadSweeper } from './pending-upload-sweeper';
import { PendingUploads } from './pending-uploads';
import { PendingUploadsRepository } from './pending-uploads.repository';
import { SignedReads } from './signed-reads';

/**
 * Files in object storage: `ObjectStorage` and browser uploads under the shared rules
 * (`PendingUploads`, swept by `PendingUploadSweeper`). The service's `configSchema` must include
 * `objectStorageConfigSchema`. Private objects are read through short-lived links (`SignedReads`).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: PENDING_UPLOAD_MODEL, schema: PendingUploadSchema }])],
  providers: [
    ObjectStorage,
    PendingUploadsRepository,
    PendingUploads,
    PendingUploadSweeper,
    SignedReads,
  ],
  exports: [ObjectStorage, PendingUploads, PendingUploadSweeper, SignedReads],
})
export class ObjectStorageModule {}
