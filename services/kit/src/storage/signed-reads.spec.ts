import { presignSignatureV4 } from 'minio/dist/main/signing.js';
import type { Clock } from '../time/clock';
import { ObjectStorage } from './object-storage';
import { objectStorageConfigSchema } from './object-storage-config';
import { SignedReads } from './signed-reads';

const SIGNED_AT = new Date('2026-01-02T03:04:05.000Z');
const fixedClock = { now: () => new Date(SIGNED_AT) } as Clock;

/** The kit as production configures it: MinIO on the service network, Kong's /storage for browsers. */
function signedReads(env: Record<string, string> = {}): SignedReads {
  const config = objectStorageConfigSchema.parse({
    S3_ENDPOINT: 'http://minio:9000',
    S3_PUBLIC_URL: 'https://filmcollab.example/storage/',
    S3_ACCESS_KEY: 'filmcollab',
    S3_SECRET_KEY: 'a-long-secret',
    ...env,
  });
  return new SignedReads(new ObjectStorage(config), fixedClock, config);
}

/**
 * The signature the store computes for the request Kong forwards: the browser's path without
 * `/storage`, the same query, `Host` of the upstream.
 */
function signatureAsTheStoreSees(
  url: string,
  publicBase: string,
  host: string,
  secret = 'a-long-secret',
) {
  const forwarded = url.slice(publicBase.length);
  const [path, query] = forwarded.split('?');
  const params = new URLSearchParams(query);
  const expected = presignSignatureV4(
    { protocol: 'http:', method: 'GET', path, headers: { host } },
    params.get('X-Amz-Credential')!.split('/')[0],
    secret,
    undefined,
    'us-east-1',
    SIGNED_AT,
    Number(params.get('X-Amz-Expires')),
  );
  return {
    given: params.get('X-Amz-Signature'),
    expected: new URL(expected).searchParams.get('X-Amz-Signature'),
  };
}

describe('SignedReads', () => {
  it('hands the browser the signed path and query under the public storage base', async () => {
    const url = await signedReads().urlFor('project-files', 'p1/f1.pdf');

    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(
      'https://filmcollab.example/storage/project-files/p1/f1.pdf',
    );
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'filmcollab/20260102/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20260102T030405Z',
      'X-Amz-Expires': '300',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('is signed for the store as Kong reaches it (S3_ENDPOINT host, /<bucket>/<key>)', async () => {
    const url = await signedReads().urlFor('project-files', 'p1/f1.pdf', { ttlSeconds: 60 });
    const base = 'https://filmcollab.example/storage';

    const asForwarded = signatureAsTheStoreSees(url, base, 'minio:9000');
    expect(asForwarded.given).toBe(asForwarded.expected);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');

    // Any other host, key or secret gives another signature: the store would refuse it.
    const publicHost = signatureAsTheStoreSees(url, base, 'filmcollab.example');
    expect(publicHost.given).not.toBe(publicHost.expected);
    const otherKey = signatureAsTheStoreSees(url.replace('/f1.pdf', '/f2.pdf'), base, 'minio:9000');
    expect(otherKey.given).not.toBe(otherKey.expected);
    const otherSecret = signatureAsTheStoreSees(url, base, 'minio:9000', 'guessed');
    expect(otherSecret.given).not.toBe(otherSecret.expected);
  });

  it('signs for the embedded endpoint with its port, under the dev gateway', async () => {
    const reads = signedReads({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'http://localhost:8000/storage',
    });
    const url = await reads.urlFor('project-files', 'p1/f1.pdf');

    expect(url.startsWith('http://localhost:8000/storage/project-files/p1/f1.pdf?X-Amz-')).toBe(
      true,
    );
    const { given, expected } = signatureAsTheStoreSees(
      url,
      'http://localhost:8000/storage',
      '127.0.0.1:9000',
    );
    expect(given).toBe(expected);
  });

  it.each([
    ['a public bucket', 'profile-images', 'u1.png'],
    ['an unknown bucket', 'elsewhere', 'p1/f1.pdf'],
    ['a listing', 'project-files', 'p1/'],
    ['a dot segment', 'project-files', 'p1/../p2/f1.pdf'],
    ['an empty segment', 'project-files', 'p1//f1.pdf'],
    ['a character proxies may rewrite', 'project-files', 'p1/f 1.pdf'],
    ['an unchecked upload', 'project-files', 'pending/f1.pdf'],
  ])('refuses to sign %s', async (_case, bucket, key) => {
    await expect(signedReads().urlFor(bucket, key)).rejects.toThrow(RangeError);
  });

  it.each([0, -1, 1.5, 3601])('refuses a validity of %s seconds', async (ttlSeconds) => {
    await expect(
      signedReads().urlFor('project-files', 'p1/f1.pdf', { ttlSeconds }),
    ).rejects.toThrow(RangeError);
  });
});
