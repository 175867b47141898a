import { SignedReadVerifier } from './signed-read-verifier';
import { StorageRefusal } from './storage-refusal';

/**
 * AWS's worked example of a presigned GET ("Authenticating Requests: Using Query Parameters",
 * Signature Version 4): a signature computed by S3's own documentation, not by minio's signer.
 */
const AWS_EXAMPLE = {
  credentials: {
    accessKey: 'AKIAIOSFODNN7EXAMPLE',
    secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
  },
  host: 'examplebucket.s3.amazonaws.com',
  path: '/test.txt',
  query:
    'X-Amz-Algorithm=AWS4-HMAC-SHA256' +
    '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
    '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
    '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
  signedAt: Date.parse('2013-05-24T00:00:00Z'),
};

/** Why the verifier refused, or null when it accepted. */
function refusalHint(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof StorageRefusal) return error.hint ?? '';
    throw error;
  }
}

describe('SignedReadVerifier', () => {
  const verifier = new SignedReadVerifier(AWS_EXAMPLE.credentials);
  const verify =
    (
      change: { method?: string; host?: string; path?: string; query?: string } = {},
      afterSeconds = 60,
    ) =>
    () =>
      verifier.verify(
        {
          method: change.method ?? 'GET',
          host: change.host ?? AWS_EXAMPLE.host,
          path: change.path ?? AWS_EXAMPLE.path,
          query: new URLSearchParams(change.query ?? AWS_EXAMPLE.query),
        },
        new Date(AWS_EXAMPLE.signedAt + afterSeconds * 1000),
      );

  it("accepts AWS's own example until it expires", () => {
    expect(refusalHint(verify())).toBeNull();
    expect(refusalHint(verify({}, 86_399))).toBeNull();
    expect(refusalHint(verify({}, 86_400))).toBe('The link has expired.');
  });

  it.each([
    ['another method', { method: 'HEAD' }],
    ['another host', { host: 'localhost:8000' }],
    ['another key', { path: '/test2.txt' }],
    [
      'a longer validity',
      { query: AWS_EXAMPLE.query.replace('X-Amz-Expires=86400', 'X-Amz-Expires=86401') },
    ],
    ['an extra parameter', { query: `${AWS_EXAMPLE.query}&response-content-type=text%2Fhtml` }],
    ['a repeated parameter', { query: `${AWS_EXAMPLE.query}&X-Amz-Expires=86400` }],
    ['no signature', { query: AWS_EXAMPLE.query.replace(/&X-Amz-Signature=.*$/, '') }],
  ])('refuses %s', (_case, change) => {
    expect(refusalHint(verify(change))).toEqual(expect.any(String));
  });

  it('refuses a link dated more than 15 minutes ahead', () => {
    expect(refusalHint(verify({}, -15 * 60))).toBeNull();
    expect(refusalHint(verify({}, -15 * 60 - 1))).toBe('The link is not valid yet.');
  });
});
