import { Clock } from '@filmcollab/service-kit';
import { Injectable } from '@nestjs/common';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { SigningKeyRepository, type StoredSigningKey } from './signing-key.repository';

export const SIGNING_ALGORITHM = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** The realm's signing key: generated once, persisted in the identity database, loaded on first use. */
@Injectable()
export class SigningKeyService {
  private loading: Promise<SigningKey> | undefined;

  constructor(
    private readonly repository: SigningKeyRepository,
    private readonly clock: Clock,
  ) {}

  current(): Promise<SigningKey> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    const { publicJwk } = await this.current();
    return { keys: [publicJwk] };
  }

  private async load(): Promise<SigningKey> {
    const stored =
      (await this.repository.findActive()) ??
      (await this.repository.saveActiveIfAbsent(await this.generate()));
    const [privateKey, publicKey] = await Promise.all([
      importJWK(stored.privateJwk, SIGNING_ALGORITHM),
      importJWK(stored.publicJwk, SIGNING_ALGORITHM),
    ]);
    if (!('type' in privateKey) || !('type' in publicKey)) {
      throw new Error('The stored signing key is not an RSA key pair');
    }
    return { kid: stored.kid, privateKey, publicKey, publicJwk: stored.publicJwk };
  }

  private async generate(): Promise<StoredSigningKey> {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, {
      extractable: true,
      modulusLength: 2048,
    });
    const publicParts = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicParts);
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
    const publicJwk: JWK = {
      kty: publicParts.kty,
      n: publicParts.n,
      e: publicParts.e,
      kid,
      alg: SIGNING_ALGORITHM,
      use: 'sig',
    };
    return { kid, privateJwk, publicJwk, createdAt: this.clock.now() };
  }
}
