import { Injectable } from '@nestjs/common';
import { Client, CopyDestinationOptions, CopySourceOptions } from 'minio';
import { InjectConfig, ObjectStorage } from '@filmcollab/service-kit';
import type { ContestConfig } from '../config/contest-config.schema';

/**
 * What films need from object storage beyond the kit's `ObjectStorage`: reads of byte ranges
 * (a 2 GB video is never held in memory) and a server-side copy pinned to the checked version.
 */
@Injectable()
export class FilmStorage {
  private readonly client: Client;

  constructor(
    readonly objects: ObjectStorage,
    @InjectConfig() config: ContestConfig,
  ) {
    const endpoint = new URL(config.S3_ENDPOINT);
    const useSSL = endpoint.protocol === 'https:';
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
  }

  async etag(bucket: string, key: string): Promise<string> {
    return (await this.client.statObject(bucket, key)).etag;
  }

  /** Up to `length` bytes from `offset`. */
  async readRange(bucket: string, key: string, offset: number, length: number): Promise<Buffer> {
    const stream = await this.client.getPartialObject(bucket, key, offset, length);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async stream(bucket: string, key: string): Promise<NodeJS.ReadableStream> {
    return this.client.getObject(bucket, key);
  }

  /**
   * Joins stored chunks, in order, into one object with an S3 multipart upload done by the
   * service (one chunk in memory at a time); the chunks stay where they are.
   */
  async assemble(bucket: string, target: string, chunks: { key: string; size: number }[], contentType: string): Promise<void> {
    const uploadID = await this.client.initiateNewMultipartUpload(bucket, target, { 'Content-Type': contentType });
    try {
      const etags: { part: number; etag: string }[] = [];
      for (const [index, chunk] of chunks.entries()) {
        const bytes = await this.objects.read(bucket, chunk.key, chunk.size);
        if (!bytes || bytes.length !== chunk.size) throw new Error(`chunk ${chunk.key} changed`);
        const part = await this.client.uploadPart(
          { bucketName: bucket, objectName: target, uploadID, partNumber: index + 1, headers: {} },
          bytes,
        );
        etags.push({ part: index + 1, etag: part.etag });
      }
      await this.client.completeMultipartUpload(bucket, target, uploadID, etags);
    } catch (error) {
      await this.client.abortMultipartUpload(bucket, target, uploadID).catch(() => undefined);
      throw error;
    }
  }

  /** Copies `from` to `to` only while `from` is still the version whose ETag was checked. */
  async copyChecked(bucket: string, from: string, to: string, etag: string): Promise<void> {
    await this.client.copyObject(
      new CopySourceOptions({ Bucket: bucket, Object: from, MatchETag: etag }),
      new CopyDestinationOptions({ Bucket: bucket, Object: to }),
    );
  }
}
