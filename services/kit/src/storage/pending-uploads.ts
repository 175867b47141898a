import { Injectable } from '@nestjs/common';
import { Clock } from '../time/clock';
import { ObjectStorage } from './object-storage';
import { PendingUploadsRepository } from './pending-uploads.repository';
import { UploadRefusedError } from './upload-refused-error';
import type { UploadRule } from './upload-rule';
import type { UploadTicket } from './upload-ticket';

/** How long after its upload window closes an upload may still be confirmed. */
export const CONFIRM_GRACE_SECONDS = 300;

export interface UploadRequest {
  bucket: string;
  key: string;
  contentType: string;
  /** The size the browser declared: the signed policy refuses a larger file. */
  size: number;
}

/** An upload's bytes after the checks every upload gets: within its rules, read once. */
export interface CheckedUpload {
  bucket: string;
  key: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Uploads straight from browsers to object storage, the same for every service: a signed POST
 * policy pins key, content type and size; each issued upload is recorded so that one nobody
 * confirms is deleted after its expiry (`PendingUploadSweeper`); confirming reads the bytes
 * once, and what is published is exactly those checked bytes, so a later swap of the pending
 * object changes nothing.
 */
@Injectable()
export class PendingUploads {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly repository: PendingUploadsRepository,
    private readonly clock: Clock,
  ) {}

  async issue(request: UploadRequest, rule: UploadRule): Promise<UploadTicket> {
    if (!(request.contentType in rule.contentTypes)) {
      throw new RangeError(`${request.contentType} is not an accepted type for this upload`);
    }
    if (!Number.isInteger(request.size) || request.size < 1 || request.size > rule.maxBytes) {
      throw new RangeError(`An upload of ${request.size} bytes is outside 1..${rule.maxBytes}`);
    }
    const now = this.clock.now().getTime();
    const windowEndsAt = new Date(now + rule.ttlSeconds * 1000);
    await this.repository.save({
      bucket: request.bucket,
      key: request.key,
      contentType: request.contentType,
      maxBytes: request.size,
      expiresAt: new Date(windowEndsAt.getTime() + CONFIRM_GRACE_SECONDS * 1000),
    });
    const { url, fields } = await this.storage.presignedPost({
      bucket: request.bucket,
      key: request.key,
      contentType: request.contentType,
      maxBytes: request.size,
      expiresAt: windowEndsAt,
    });
    return { url, method: 'POST', fields, key: request.key, expiresInSeconds: rule.ttlSeconds };
  }

  /**
   * The uploaded bytes, when they keep the rules they were issued with; otherwise the object is
   * deleted and `UploadRefusedError` says why.
   */
  async check(bucket: string, key: string): Promise<CheckedUpload> {
    const issued = await this.repository.find(bucket, key);
    if (!issued) throw new UploadRefusedError('not-uploaded');
    if (issued.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.discard(bucket, key);
      throw new UploadRefusedError('expired');
    }
    const info = await this.storage.stat(bucket, key);
    if (!info) throw new UploadRefusedError('not-uploaded');
    if (info.contentType !== issued.contentType) return this.refuse(bucket, key, 'wrong-type');
    if (info.size > issued.maxBytes) return this.refuse(bucket, key, 'too-large');
    // Bounded again: the object may have been replaced since it was looked at.
    const bytes = await this.storage.read(bucket, key, issued.maxBytes);
    if (!bytes) return this.refuse(bucket, key, 'too-large');
    return { bucket, key, contentType: issued.contentType, bytes };
  }

  /** Stores the checked bytes under their final key, then forgets the pending upload. */
  async publish(upload: CheckedUpload, targetKey: string): Promise<void> {
    await this.storage.write(upload.bucket, targetKey, upload.bytes, upload.contentType);
    await this.discard(upload.bucket, upload.key);
  }

  /** Deletes a pending upload's object and its record. */
  async discard(bucket: string, key: string): Promise<void> {
    const issued = await this.repository.find(bucket, key);
    await this.storage.remove(bucket, key);
    if (issued) await this.repository.delete(issued);
  }

  private async refuse(
    bucket: string,
    key: string,
    reason: 'wrong-type' | 'too-large',
  ): Promise<never> {
    await this.discard(bucket, key);
    throw new UploadRefusedError(reason);
  }
}
