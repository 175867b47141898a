import { Injectable } from '@nestjs/common';
import { PENDING_UPLOAD_PREFIX, STORAGE_BUCKETS } from '@filmcollab/contracts';
import { InjectConfig } from '../config/service-config';
import { Clock } from '../time/clock';
import { ObjectStorage } from './object-storage';
import type { ObjectStorageConfig } from './object-storage-config';

/** How long a signed read stays valid unless the caller asks otherwise. */
export const DEFAULT_SIGNED_READ_SECONDS = 300;
/** Signed reads are handed to one browser for one download, never kept. */
export const MAX_SIGNED_READ_SECONDS = 3600;

/**
 * Unreserved characters only, in non-empty segments: proxies on the way (Kong) may normalise
 * percent-escapes and dot segments, and a path changed in transit no longer matches its signature.
 */
const SIGNABLE_KEY = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/;

export interface SignedReadOptions {
  /** Validity in seconds (1 … `MAX_SIGNED_READ_SECONDS`); `DEFAULT_SIGNED_READ_SECONDS` if unset. */
  ttlSeconds?: number;
}

/**
 * Short-lived download links for objects of private buckets (`project-files`): a presigned GET
 * the browser opens under the public storage base. It is signed for the store as the gateway
 * reaches it — Kong strips `/storage` and forwards the same path and query to `S3_ENDPOINT` with
 * that host — so the store (MinIO, or gateway/dev in front of s3rver) verifies exactly that GET.
 */
@Injectable()
export class SignedReads {
  private readonly publicUrl: string;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
    @InjectConfig() config: ObjectStorageConfig,
  ) {
    this.publicUrl = config.S3_PUBLIC_URL.replace(/\/$/, '');
  }

  /** `<S3_PUBLIC_URL>/<bucket>/<key>?X-Amz-…`, valid for `ttlSeconds` from now. */
  async urlFor(bucket: string, key: string, options: SignedReadOptions = {}): Promise<string> {
    const ttlSeconds = options.ttlSeconds ?? DEFAULT_SIGNED_READ_SECONDS;
    const rules = (STORAGE_BUCKETS as Record<string, { publicRead: boolean }>)[bucket];
    if (!rules || rules.publicRead) {
      throw new RangeError(`${bucket} is not a private bucket; its objects need no signed read`);
    }
    if (!SIGNABLE_KEY.test(key) || key.split('/').some((segment) => /^\.+$/.test(segment))) {
      throw new RangeError(`The key ${JSON.stringify(key)} cannot be signed for a read`);
    }
    if (key.startsWith(PENDING_UPLOAD_PREFIX)) {
      throw new RangeError('Unchecked uploads are never readable');
    }
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_SIGNED_READ_SECONDS) {
      throw new RangeError(`A signed read lasts 1..${MAX_SIGNED_READ_SECONDS} seconds`);
    }
    const signed = await this.storage.presignedGet(bucket, key, ttlSeconds, this.clock.now());
    const pathAndQuery = signed.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
    return `${this.publicUrl}${pathAndQuery}`;
  }
}
