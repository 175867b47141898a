import { Injectable } from '@nestjs/common';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ConcurrencyLimit } from '../../common/concurrency-limit';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** One of OWASP's scrypt settings (2^15, 8, 3): 32 MiB per hash, memory-hard. */
export const OWASP_COST = 15;
const DEFAULT_PARAMETERS: ScryptParameters = { N: 2 ** OWASP_COST, r: 8, p: 3 };

/** The default parameters with N = 2^cost. */
export function scryptParameters(cost: number): ScryptParameters {
  return { ...DEFAULT_PARAMETERS, N: 2 ** cost };
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Two hashes at once by default: 64 MiB and two of libuv's four threads, whatever the load. */
const DEFAULT_CONCURRENCY = 2;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt password hashes, stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be
 * raised later without invalidating existing hashes.
 */
@Injectable()
export class PasswordHasher {
  private readonly parameters: ScryptParameters;
  private readonly limit: ConcurrencyLimit;
  private decoyHash: Promise<string> | undefined;

  constructor(
    parameters: ScryptParameters = DEFAULT_PARAMETERS,
    concurrency = DEFAULT_CONCURRENCY,
  ) {
    this.parameters = parameters;
    this.limit = new ConcurrencyLimit(concurrency);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await this.limit.run(() => derive(password, salt, this.parameters));
    const { N, r, p } = this.parameters;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, expected] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !expected) {
      return false;
    }
    const expectedKey = Buffer.from(expected, 'base64url');
    const key = await this.limit.run(() =>
      derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      }),
    );
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  }

  /** Spends the same work as a real check, so an unknown e-mail answers as slowly as a wrong password. */
  async verifyAgainstDecoy(password: string): Promise<false> {
    this.decoyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.decoyHash);
    return false;
  }
}
