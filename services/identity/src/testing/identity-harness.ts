import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServiceHarness, startServiceHarness } from '@filmcollab/service-kit/testing';
import { TokenResponseSchema, type TokenResponse } from '@filmcollab/contracts';
import { AppModule } from '../app.module';
import { identityService } from '../service-definition';
import { LocalAccountAdapter } from '../accounts/local/local-account.adapter';
import type { Account } from '../accounts/account';

export const ISSUER = 'http://idp.test/realms/filmcollab';
export const ORIGIN = 'http://app.test';
export const REDIRECT_URI = `${ORIGIN}/`;
export const CLIENT_ID = 'filmcollab-web';
export const PASSWORD = 'Demo-Passw0rd!';
const OIDC = '/realms/filmcollab/protocol/openid-connect';

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkcePair(): Pkce {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The identity service on the kit's harness, trusting its own embedded IdP instead of the test
 * issuer, with helpers that act like a browser running keycloak-js. The kit's guard fetches the
 * JWKS through a small forwarder, because the service's own port is only known after it started.
 */
export class IdentityHarness {
  private constructor(
    readonly service: ServiceHarness,
    private readonly jwksForwarder: Server,
  ) {}

  static async start(extraEnv: Record<string, string> = {}): Promise<IdentityHarness> {
    let certsUrl = '';
    const forwarder = createServer((request, response) => {
      fetch(certsUrl)
        .then(async (upstream) =>
          response
            .writeHead(upstream.status, { 'content-type': 'application/json' })
            .end(await upstream.text()),
        )
        .catch(() => response.writeHead(502).end());
    });
    await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
    const { port } = forwarder.address() as AddressInfo;
    try {
      const service = await startServiceHarness(AppModule, {
        service: identityService,
        env: {
          OIDC_ISSUER: ISSUER,
          OIDC_JWKS_URI: `http://127.0.0.1:${port}/certs`,
          OIDC_AUDIENCE: 'filmcollab-api',
          PUBLIC_URL: ORIGIN,
          WEB_ORIGINS: ORIGIN,
          // A cheap scrypt: the suites create hundreds of accounts (the cost is PasswordHasher's spec).
          PASSWORD_HASH_COST: '10',
          ...extraEnv,
        },
      });
      certsUrl = `${service.url}${OIDC}/certs`;
      return new IdentityHarness(service, forwarder);
    } catch (error) {
      forwarder.close();
      throw error;
    }
  }

  async stop(): Promise<void> {
    await this.service.stop();
    await new Promise((resolve) => this.jwksForwarder.close(resolve));
  }

  get<T>(token: string | symbol | (abstract new (...args: never[]) => T)): T {
    return this.service.get<T>(token);
  }

  createAccount(username: string, emailVerified = true): Promise<Account> {
    return this.get(LocalAccountAdapter).create({
      email: `${username}@filmcollab.local`,
      username,
      password: PASSWORD,
      emailVerified,
    });
  }

  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.service.url}${path}`, { redirect: 'manual', ...init });
  }

  /** POSTs the login form as the `/auth` page does; answers the session cookie (`name=value`) on success. */
  async signIn(
    email: string,
    password = PASSWORD,
    rememberMe = true,
    headers: Record<string, string> = {},
  ): Promise<{ response: Response; cookie?: string }> {
    const response = await this.fetch('/realms/filmcollab/login-actions/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
      body: JSON.stringify({ email, password, rememberMe }),
    });
    const setCookie = response.headers.get('set-cookie');
    return { response, cookie: setCookie?.split(';')[0] };
  }

  /** GET …/auth as keycloak-js builds it; `overrides` replace or (with undefined) drop parameters. */
  authorize(
    pkce: Pkce,
    cookie: string | undefined,
    overrides: Record<string, string | undefined> = {},
  ): Promise<Response> {
    const params: Record<string, string | undefined> = {
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      state: randomUUID(),
      response_mode: 'fragment',
      response_type: 'code',
      scope: 'openid',
      nonce: randomUUID(),
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      ...overrides,
    };
    const query = new URLSearchParams(
      Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
    );
    return this.fetch(`${OIDC}/auth?${query.toString()}`, { headers: cookie ? { cookie } : {} });
  }

  /** The callback parameters of a redirect to REDIRECT_URI (fragment or query). */
  static callbackParams(response: Response): URLSearchParams {
    const location = new URL(response.headers.get('location') ?? 'http://missing.test/');
    return new URLSearchParams(location.hash ? location.hash.slice(1) : location.search);
  }

  token(form: Record<string, string | undefined>): Promise<Response> {
    const body = new URLSearchParams(
      Object.entries(form).filter((e): e is [string, string] => e[1] !== undefined),
    );
    return this.fetch(`${OIDC}/token`, { method: 'POST', body });
  }

  exchangeCode(
    code: string,
    verifier: string,
    overrides: Record<string, string | undefined> = {},
  ): Promise<Response> {
    return this.token({
      code,
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      ...overrides,
    });
  }

  refresh(refreshToken: string): Promise<Response> {
    return this.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
    });
  }

  /** The whole keycloak-js journey: sign in, authorize, exchange the code. */
  async signInWithCode(
    email: string,
  ): Promise<{ tokens: TokenResponse; cookie: string; nonce: string }> {
    const { cookie } = await this.signIn(email);
    if (!cookie) throw new Error(`sign-in of ${email} failed`);
    const pkce = pkcePair();
    const nonce = randomUUID();
    const callback = IdentityHarness.callbackParams(await this.authorize(pkce, cookie, { nonce }));
    const response = await this.exchangeCode(callback.get('code') ?? '', pkce.verifier);
    if (response.status !== 200)
      throw new Error(`code exchange answered ${response.status}: ${await response.text()}`);
    return { tokens: TokenResponseSchema.parse(await response.json()), cookie, nonce };
  }
}
