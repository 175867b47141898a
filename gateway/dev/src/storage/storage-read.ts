import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  PENDING_UPLOAD_PREFIX,
  PUBLIC_MEDIA_TYPES,
  STORAGE_BUCKETS,
  StorageErrors,
} from '@filmcollab/contracts';
import { sendJson } from '../http/send-json';
import { StorageRefusal } from './storage-refusal';
import type { StorageUpstream } from './storage-upstream';

/** Request headers a read passes on (conditional and range requests). */
const FORWARDED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-match', 'if-range'];
/** Response headers of the store that reach the browser; no x-amz-meta-*, no server details. */
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
];
/** The cache-busting parameter of profile photo URLs; every other query (listings, ?acl, …) is refused. */
const ALLOWED_QUERY = new Set(['v']);

/**
 * Public reads as MinIO's bucket policies allow them in production: single objects of public
 * buckets only — no listing, nothing under `pending/`, no private bucket, no subresource — and
 * only of the media types the services accept, served so that a browser never runs them
 * (`nosniff`, a sandboxing Content-Security-Policy).
 */
export class StorageRead {
  constructor(private readonly upstream: StorageUpstream) {}

  static headersOfServedObjects(): Record<string, string> {
    return {
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-site',
    };
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    key: string,
    query: URLSearchParams,
  ): Promise<void> {
    const refusal = refusalOf(bucket, key, query);
    if (refusal) {
      sendJson(res, refusal.status, refusal.body);
      return;
    }
    const answer = await this.fetch(req, bucket, key);
    const status = answer.statusCode ?? 502;
    const mediaType = (answer.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const served =
      status === 304 ||
      ((status === 200 || status === 206) &&
        (PUBLIC_MEDIA_TYPES as readonly string[]).includes(mediaType));
    if (!served && status !== 416) {
      answer.resume();
      const notFound = new StorageRefusal(StorageErrors.STORAGE_OBJECT_NOT_FOUND);
      sendJson(res, notFound.status, notFound.body, StorageRead.headersOfServedObjects());
      return;
    }
    res.statusCode = status;
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    for (const [name, value] of Object.entries(StorageRead.headersOfServedObjects())) {
      res.setHeader(name, value);
    }
    answer.pipe(res);
  }

  private fetch(req: IncomingMessage, bucket: string, key: string): Promise<IncomingMessage> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return new Promise((resolve, reject) => {
      request({
        ...this.upstream.address(),
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        path: this.upstream.objectPath(bucket, key),
        headers,
      })
        .once('response', resolve)
        .once('error', reject)
        .end();
    });
  }
}

function refusalOf(bucket: string, key: string, query: URLSearchParams): StorageRefusal | null {
  const rules = (STORAGE_BUCKETS as Record<string, { publicRead: boolean }>)[bucket];
  const denied = (hint: string) => new StorageRefusal(StorageErrors.STORAGE_ACCESS_DENIED, hint);
  if (!rules?.publicRead) return denied('Only single files of public buckets can be read here.');
  if (!key || key.endsWith('/')) return denied('Listings are not public.');
  if (key.startsWith(PENDING_UPLOAD_PREFIX)) return denied('Unchecked uploads are not public.');
  for (const name of query.keys()) {
    if (!ALLOWED_QUERY.has(name)) return denied(`The query parameter ${name} is not allowed.`);
  }
  return null;
}
