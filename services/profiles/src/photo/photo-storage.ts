import { Injectable } from '@nestjs/common';
import { Client, CopyDestinationOptions, CopySourceOptions } from 'minio';
import { InjectConfig } from '@filmcollab/service-kit';
import type { ProfilesConfig } from '../config/profiles-config.schema';

export interface StoredObjectInfo {
  size: number;
  contentType: string | null;
}

function clientFor(url: string, config: ProfilesConfig): Client {
  const parsed = new URL(url);
  const useSSL = parsed.protocol === 'https:';
  return new Client({
    endPoint: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
    pathStyle: true,
  });
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

/** The profile-images bucket through the S3 API (s3rver or MinIO). */
@Injectable()
export class PhotoStorage {
  /** Reaches the store from this service. */
  private readonly internal: Client;
  /** Only signs URLs: the host browsers reach (signing needs no round trip when the region is set). */
  private readonly publicSigner: Client;
  readonly bucket: string;

  constructor(@InjectConfig() private readonly config: ProfilesConfig) {
    this.internal = clientFor(config.S3_ENDPOINT, config);
    this.publicSigner = clientFor(config.S3_PUBLIC_URL, config);
    this.bucket = config.PROFILE_IMAGES_BUCKET;
  }

  presignedPutUrl(key: string): Promise<string> {
    return this.publicSigner.presignedPutObject(
      this.bucket,
      key,
      this.config.PHOTO_UPLOAD_URL_TTL_SECONDS,
    );
  }

  /** Size and content type, or null when there is no such object. */
  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const stat = await this.internal.statObject(this.bucket, key);
      const meta = stat.metaData as Record<string, string | undefined>;
      return { size: stat.size, contentType: meta['content-type'] ?? meta['Content-Type'] ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Reads a small object whole (photos are at most a few MB). */
  async read(key: string): Promise<Buffer> {
    const stream = await this.internal.getObject(this.bucket, key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async copy(sourceKey: string, targetKey: string): Promise<void> {
    await this.internal.copyObject(
      new CopySourceOptions({ Bucket: this.bucket, Object: sourceKey }),
      new CopyDestinationOptions({ Bucket: this.bucket, Object: targetKey }),
    );
  }

  async remove(key: string): Promise<void> {
    try {
      await this.internal.removeObject(this.bucket, key);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /** The address browsers read the object at, through the gateway's `/storage` route. */
  publicUrl(key: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/storage/${this.bucket}/${key}`;
  }
}
