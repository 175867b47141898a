import { Injectable } from '@nestjs/common';
import { Client, PostPolicy } from 'minio';
import { InjectConfig } from '../config/service-config';
import type { ObjectStorageConfig } from './object-storage-config';

export interface StoredObjectInfo {
  size: number;
  contentType: string | null;
}

export interface UploadPolicy {
  bucket: string;
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
}

/** The object store through the S3 API (s3rver in the embedded stack, MinIO in production). */
@Injectable()
export class ObjectStorage {
  private readonly client: Client;
  private readonly publicUrl: string;

  constructor(@InjectConfig() config: ObjectStorageConfig) {
    const endpoint = new URL(config.S3_ENDPOINT);
    const useSSL = endpoint.protocol === 'https:';
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      // Set, so signing never asks the store for the bucket's region.
      region: config.S3_REGION,
      pathStyle: true,
    });
    this.publicUrl = config.S3_PUBLIC_URL.replace(/\/$/, '');
  }

  /**
   * A signed S3 POST policy: the store (or gateway/dev in front of s3rver) refuses a form whose
   * key, content type or size differs, or that arrives after `expiresAt`.
   */
  async presignedPost(
    policy: UploadPolicy,
  ): Promise<{ url: string; fields: Record<string, string> }> {
    const post = new PostPolicy();
    post.setBucket(policy.bucket);
    post.setKey(policy.key);
    post.setContentType(policy.contentType);
    post.setContentLengthRange(1, policy.maxBytes);
    post.setExpires(policy.expiresAt);
    const { formData } = await this.client.presignedPostPolicy(post);
    return { url: `${this.publicUrl}/${policy.bucket}`, fields: formData };
  }

  /**
   * A presigned GET of one object, signed (query string, AWS Signature Version 4) for this
   * service's endpoint: `S3_ENDPOINT`'s host and the path `/<bucket>/<key>`.
   */
  presignedGet(bucket: string, key: string, ttlSeconds: number, signedAt: Date): Promise<string> {
    return this.client.presignedGetObject(bucket, key, ttlSeconds, undefined, signedAt);
  }

  /** Size and content type, or null when there is no such object. */
  async stat(bucket: string, key: string): Promise<StoredObjectInfo | null> {
    try {
      const stat = await this.client.statObject(bucket, key);
      const meta = stat.metaData as Record<string, string | undefined>;
      return { size: stat.size, contentType: meta['content-type'] ?? meta['Content-Type'] ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The whole object, or null when it is missing or longer than `maxBytes`. */
  async read(bucket: string, key: string, maxBytes: number): Promise<Buffer | null> {
    let stream;
    try {
      stream = await this.client.getObject(bucket, key);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Uint8Array).length;
      if (size > maxBytes) {
        stream.destroy();
        return null;
      }
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    return Buffer.concat(chunks);
  }

  async write(bucket: string, key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(bucket, key, bytes, bytes.length, { 'Content-Type': contentType });
  }

  async remove(bucket: string, key: string): Promise<void> {
    try {
      await this.client.removeObject(bucket, key);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}
