import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  PENDING_UPLOAD_PREFIX,
  PUBLIC_MEDIA_TYPES,
  STORAGE_BUCKETS,
  StorageErrors,
} from '@filmcollab/contracts';
import { sendJson } from '../http/send-json';
import { SignedReadVerifier } from './signed-read-verifier';
import type { StorageCredentials } from './storage-credentials';
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
/** Private files may be of any type: downloaded, never shown on the platform's origin, never cached. */
const HEADERS_OF_PRIVATE_OBJECTS = {
  'content-disposition': 'attachment',
  'cache-control': 'private, no-store',
};

/**
 * Reads as MinIO allows them in production. Public buckets (bucket policies): single objects
 * only — no listing, nothing under `pending/`, no subresource — and only of the media types the
 * services accept. Private buckets: single objects for a presigned GET only (`SignedReadVerifier`,
 * signed for the store's host as Kong forwards to it), as attachments. Everything is served so
 * that a browser never runs it (`nosniff`, a sandboxing Content-Security-Policy).
 */
export class StorageRead {
  private readonly signedReads: SignedReadVerifier;

  constructor(
    credentials: StorageCredentials,
    private readonly upstream: StorageUpstream,
  ) {
    this.signedReads = new SignedReadVerifier(credentials);
  }

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
    const rules = (STORAGE_BUCKETS as Record<string, { publicRead: boolean } | undefined>)[bucket];
    const isPublic = rules?.publicRead === true;
    const refusal = !rules
      ? denied('Only single files of known buckets can be read here.')
      : isPublic
        ? publicReadRefusal(key, query)
        : this.privateReadRefusal(req, bucket, key, query);
    if (refusal) {
      sendJson(res, refusal.status, refusal.body, StorageRead.headersOfServedObjects());
      return;
    }
    const answer = await this.fetch(req, bucket, key);
    const status = answer.statusCode ?? 502;
    const mediaType = (answer.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const found = status === 200 || status === 206;
    const served =
      status === 304 ||
      (found && (!isPublic || (PUBLIC_MEDIA_TYPES as readonly string[]).includes(mediaType)));
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
    const added = {
      ...StorageRead.headersOfServedObjects(),
      ...(isPublic ? {} : HEADERS_OF_PRIVATE_OBJECTS),
    };
    for (const [name, value] of Object.entries(added)) res.setHeader(name, value);
    answer.pipe(res);
  }

  private privateReadRefusal(
    req: IncomingMessage,
    bucket: string,
    key: string,
    query: URLSearchParams,
  ): StorageRefusal | null {
    const refusal = singleObjectRefusal(key);
    if (refusal) return refusal;
    if (!query.has('X-Amz-Signature')) return denied('This file is read through a signed link only.');
    try {
      this.signedReads.verify(
        {
          method: req.method ?? 'GET',
          host: this.upstream.hostHeader(),
          path: this.upstream.objectPath(bucket, key),
          query,
        },
        new Date(),
      );
      return null;
    } catch (error) {
      if (error instanceof StorageRefusal) return error;
      throw error;
    }
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

function publicReadRefusal(key: string, query: URLSearchParams): StorageRefusal | null {
  const refusal = singleObjectRefusal(key);
  if (refusal) return refusal;
  for (const name of query.keys()) {
    if (!ALLOWED_QUERY.has(name)) return denied(`The query parameter ${name} is not allowed.`);
  }
  return null;
}

/** What no bucket serves: listings and unchecked uploads. */
function singleObjectRefusal(key: string): StorageRefusal | null {
  if (!key || key.endsWith('/')) return denied('Listings are not public.');
  if (key.startsWith(PENDING_UPLOAD_PREFIX)) return denied('Unchecked uploads are not public.');
  return null;
}

function denied(hint: string): StorageRefusal {
  return new StorageRefusal(StorageErrors.STORAGE_ACCESS_DENIED, hint);
}
