import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43–128 characters of [A-Z a-z 0-9 - . _ ~]; the S256 challenge is the 43-character base64url of a SHA-256. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
export const S256_CHALLENGE_PATTERN = /^[A-Za-z0-9\-_]{43}$/;

/** Whether `verifier` hashes (S256) to `challenge`. */
export function verifyS256(verifier: string, challenge: string): boolean {
  if (!CODE_VERIFIER_PATTERN.test(verifier)) {
    return false;
  }
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
