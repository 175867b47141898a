import { createHash, timingSafeEqual } from 'node:crypto';

/** SHA-256 (base64url) of a high-entropy secret (verification token) or of salt + code; only hashes are stored. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
