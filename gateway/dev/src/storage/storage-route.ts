import type { IncomingMessage, ServerResponse } from 'node:http';
import { STORAGE_BUCKETS, StorageErrors } from '@filmcollab/contracts';
import { sendJson } from '../http/send-json';
import type { StorageCredentials } from './storage-credentials';
import { StorageRead } from './storage-read';
import { StorageRefusal } from './storage-refusal';
import { StorageUpload } from './storage-upload';
import { StorageUpstream } from './storage-upstream';

/** The kong.yml service that gateway/dev answers with these rules instead of a plain proxy. */
export const STORAGE_SERVICE = 'storage';

/**
 * `/storage` in the embedded stack, where s3rver stands in for MinIO but checks neither
 * signatures nor bucket policies: this route does, so that nothing is stored or served that
 * production would refuse. Reads (public, or presigned GETs of private buckets): `StorageRead`;
 * browser uploads (POST policy): `StorageUpload`.
 */
export class StorageRoute {
  private readonly read: StorageRead;
  private readonly upload: StorageUpload;

  constructor(credentials: StorageCredentials, host: string, port: number) {
    const upstream = new StorageUpstream(host, port);
    this.read = new StorageRead(credentials, upstream);
    this.upload = new StorageUpload(credentials, upstream);
  }

  /** `upstreamPath` is the path after the route's prefix: `/<bucket>/<key>`. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    upstreamPath: string,
    query: string,
  ): Promise<void> {
    const [bucket = '', ...rest] = upstreamPath.replace(/^\/+/, '').split('/');
    const key = decodedKey(rest.join('/'));
    const method = req.method ?? 'GET';
    if (key === null) {
      const refusal = new StorageRefusal(StorageErrors.STORAGE_OBJECT_NOT_FOUND);
      sendJson(res, refusal.status, refusal.body);
      return;
    }
    if (method === 'POST' && rest.length === 0 && bucket in STORAGE_BUCKETS) {
      await this.upload.handle(req, res, bucket);
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      await this.read.handle(req, res, bucket, key, new URLSearchParams(query.replace(/^\?/, '')));
      return;
    }
    const refusal = new StorageRefusal(StorageErrors.STORAGE_ACCESS_DENIED);
    sendJson(res, refusal.status, refusal.body);
  }
}

function decodedKey(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
