import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface TestTokenOptions {
  /** Seconds from now; negative for an already expired token. Default 300. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
}

export interface TestIssuer {
  issuer: string;
  jwksUri: string;
  audience: string;
  /** An RS256 access token signed with the issuer's key (Keycloak claim names go in `claims`). */
  sign(claims: JWTPayload, options?: TestTokenOptions): Promise<string>;
  stop(): Promise<void>;
}

const AUDIENCE = 'filmcollab-api';
const KEY_ID = 'test-key';

/** An RS256 key pair whose JWKS is served on a free port, for guard tests. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url?.endsWith('/certs')) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/realms/filmcollab`;
  return {
    issuer,
    jwksUri: `${issuer}/protocol/openid-connect/certs`,
    audience: AUDIENCE,
    sign: (claims, options = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? AUDIENCE)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + (options.expiresIn ?? 300))
        .sign(privateKey);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
