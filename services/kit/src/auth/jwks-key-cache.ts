import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { z } from 'zod';

export interface JwksKeyCacheOptions {
  /** After this long the JWKS is fetched again, so keys the IdP dropped stop verifying. */
  maxAgeMs: number;
  /** Fetches (even failed ones) are at least this far apart, whatever kids tokens name. */
  cooldownMs: number;
  timeoutMs: number;
  now: () => number;
  /** Called when a fetch brought a different set of keys (tokens verified before may not verify now). */
  onKeysReplaced: () => void;
}

const DEFAULT_OPTIONS: JwksKeyCacheOptions = {
  maxAgeMs: 10 * 60 * 1000,
  cooldownMs: 5_000,
  timeoutMs: 5_000,
  now: () => Date.now(),
  onKeysReplaced: () => {},
};

const JwksSchema = z.object({
  keys: z.array(
    z.looseObject({
      kid: z.string().min(1).optional(),
      kty: z.string(),
      use: z.string().optional(),
      alg: z.string().optional(),
    }),
  ),
});

/**
 * The IdP's RS256 signing keys by `kid`, imported once per JWKS fetch: verifying a token then
 * costs one signature check instead of rebuilding the public key on every request.
 */
export class JwksKeyCache {
  private readonly logger = new Logger('JwksKeyCache');
  private readonly options: JwksKeyCacheOptions;
  private keys = new Map<string, KeyObject>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private attemptedAt = Number.NEGATIVE_INFINITY;
  private pendingFetch: Promise<void> | undefined;

  constructor(
    private readonly jwksUri: string,
    options: Partial<JwksKeyCacheOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  /** The key that verifies tokens carrying `kid`; undefined when the IdP does not publish it. */
  async keyFor(kid: string): Promise<KeyObject | undefined> {
    if (this.pendingFetch) await this.pendingFetch;
    else if (this.isStale() && !this.isCoolingDown()) await this.refetch();
    const known = this.keys.get(kid);
    if (known || this.isCoolingDown()) return known;
    // A kid we never saw: the IdP may have rotated its key since the last fetch.
    await this.refetch();
    return this.keys.get(kid);
  }

  private isStale(): boolean {
    return this.options.now() - this.fetchedAt >= this.options.maxAgeMs;
  }

  private isCoolingDown(): boolean {
    return this.options.now() - this.attemptedAt < this.options.cooldownMs;
  }

  /** One fetch at a time: concurrent callers wait for the same answer. */
  private refetch(): Promise<void> {
    this.pendingFetch ??= this.fetchKeys().finally(() => {
      this.pendingFetch = undefined;
    });
    return this.pendingFetch;
  }

  private async fetchKeys(): Promise<void> {
    this.attemptedAt = this.options.now();
    try {
      const response = await fetch(this.jwksUri, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`the JWKS endpoint answered ${response.status}`);
      const previous = this.keys;
      this.keys = importSigningKeys(JwksSchema.parse(await response.json()));
      this.fetchedAt = this.options.now();
      if (!sameKeyIds(previous, this.keys)) this.options.onKeysReplaced();
    } catch (error) {
      // The keys we have keep verifying until the IdP answers again.
      this.logger.warn(
        `cannot fetch the JWKS from ${this.jwksUri}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

function importSigningKeys(jwks: z.infer<typeof JwksSchema>): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const jwk of jwks.keys) {
    const signsRs256 =
      jwk.kty === 'RSA' &&
      (jwk.use === undefined || jwk.use === 'sig') &&
      (jwk.alg === undefined || jwk.alg === 'RS256');
    if (!signsRs256 || jwk.kid === undefined) continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }));
    } catch {
      // A malformed key verifies nothing; the others still do.
    }
  }
  return keys;
}

function sameKeyIds(a: Map<string, KeyObject>, b: Map<string, KeyObject>): boolean {
  return a.size === b.size && [...a.keys()].every((kid) => b.has(kid));
}
