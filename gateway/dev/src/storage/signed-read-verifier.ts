import { timingSafeEqual } from 'node:crypto';
import { StorageErrors } from '@filmcollab/contracts';
import { presignSignatureV4 } from 'minio/dist/main/signing.js';
import { parseAmzDate } from './parse-amz-date';
import type { StorageCredentials } from './storage-credentials';
import { StorageRefusal } from './storage-refusal';

/** A request as the store receives it: what a query-string signature covers. */
export interface SignedRequest {
  method: string;
  /** The `Host` the store sees (the upstream's, as Kong forwards it). */
  host: string;
  /** The canonical, percent-encoded path: `/<bucket>/<key>`. */
  path: string;
  query: URLSearchParams;
}

/** The query of a presigned request, and nothing else (no `response-*` overrides, no `v`). */
const SIGNED_QUERY = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
] as const;
/** S3's limit on a presigned request's validity. */
const MAX_EXPIRES_SECONDS = 604_800;
/** How far a signing date may lie ahead of this clock (MinIO's allowed skew). */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/**
 * A presigned request (AWS Signature Version 4 in the query string) as MinIO checks it: signed
 * with the store's key and secret for exactly this method, host and path, only the `host` header
 * signed, and within its validity.
 */
export class SignedReadVerifier {
  constructor(private readonly credentials: StorageCredentials) {}

  verify(request: SignedRequest, now: Date): void {
    const param = (name: (typeof SIGNED_QUERY)[number]): string => {
      const values = request.query.getAll(name);
      if (values.length !== 1) throw denied(`The link needs exactly one ${name}.`);
      return values[0];
    };
    for (const name of request.query.keys()) {
      if (!(SIGNED_QUERY as readonly string[]).includes(name)) {
        throw denied(`The query parameter ${name} is not allowed.`);
      }
    }
    if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
      throw denied('Only AWS4-HMAC-SHA256 is accepted.');
    }
    if (param('X-Amz-SignedHeaders') !== 'host') throw denied('Only the host may be signed.');
    const amzDate = param('X-Amz-Date');
    const signedAt = parseAmzDate(amzDate);
    const [accessKey, day, region, service, terminator, ...rest] =
      param('X-Amz-Credential').split('/');
    if (
      accessKey !== this.credentials.accessKey ||
      region !== this.credentials.region ||
      service !== 's3' ||
      terminator !== 'aws4_request' ||
      rest.length > 0 ||
      !signedAt ||
      day !== amzDate.slice(0, 8)
    ) {
      throw denied('The link credential is not valid.');
    }
    const expiresText = param('X-Amz-Expires');
    const expires = Number(expiresText);
    if (!/^\d+$/.test(expiresText) || expires < 1 || expires > MAX_EXPIRES_SECONDS) {
      throw denied('The link validity is not valid.');
    }
    if (signedAt.getTime() - now.getTime() > MAX_CLOCK_SKEW_MS) {
      throw denied('The link is not valid yet.');
    }
    if (now.getTime() >= signedAt.getTime() + expires * 1000) throw denied('The link has expired.');

    const presigned = presignSignatureV4(
      {
        protocol: 'http:',
        method: request.method,
        path: request.path,
        headers: { host: request.host },
      },
      accessKey,
      this.credentials.secretKey,
      undefined,
      region,
      signedAt,
      expires,
    );
    const expected = new URL(presigned).searchParams.get('X-Amz-Signature') ?? '';
    const given = param('X-Amz-Signature');
    if (
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    ) {
      throw denied('The link signature does not match.');
    }
  }
}

function denied(hint: string): StorageRefusal {
  return new StorageRefusal(StorageErrors.STORAGE_ACCESS_DENIED, hint);
}
