import { randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@filmcollab/contracts';
import { hashSecret, sameHash } from '../common/secret-hash';

/** A random numeric code of `OTP_LENGTH` digits, with a fresh salt for its stored hash. */
export function newOneTimeCode(): { code: string; salt: string; codeHash: string } {
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('base64url');
  return { code, salt, codeHash: hashOneTimeCode(salt, code) };
}

export function hashOneTimeCode(salt: string, code: string): string {
  return hashSecret(`${salt}:${code}`);
}

export function oneTimeCodeMatches(salt: string, code: string, codeHash: string): boolean {
  return sameHash(hashOneTimeCode(salt, code), codeHash);
}
