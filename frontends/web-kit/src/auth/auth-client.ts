import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions } from 'keycloak-js';
import type { AuthConfig } from './auth-config';
import type { AuthUser } from './auth-user';
import { tokenClaims, tokenValidityMs } from './token-claims';
import type { StoredTokens, TokenStorage } from './token-storage';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export interface LoginOptions {
  rememberMe: boolean;
}

/** The part of keycloak-js the client uses (a fake stands in for it in tests). */
export type KeycloakLike = Pick<
  Keycloak,
  'init' | 'login' | 'logout' | 'updateToken' | 'token' | 'refreshToken' | 'idToken' | 'tokenParsed'
> &
  Partial<
    Pick<
      Keycloak,
      'onAuthRefreshSuccess' | 'onAuthRefreshError' | 'onAuthLogout' | 'onTokenExpired'
    >
  >;

export interface AuthClientDeps {
  storage: TokenStorage;
  /** Holds the "remember me" choice across the sign-in redirect. */
  session: Storage;
  origin: string;
  createKeycloak?: (config: AuthConfig) => KeycloakLike;
  /**
   * When keycloak-js may start behind a session restored from a stored, still valid access token
   * (default: at once). The shell waits for the page's content, so keycloak-js and its refresh
   * are off the page's critical path. A refresh or a sign-out asked for earlier starts it then.
   */
  restoreWhen?: () => Promise<void>;
}

const REMEMBER_KEY = 'filmcollab.auth.rememberMe';

/**
 * A stored access token still valid this long is used at once while keycloak-js refreshes the
 * session in the background (it starts within seconds: `restoreWhen`); a shorter-lived one
 * waits for the refresh. One that expires in use anyway costs a 401 and a refresh, no more.
 */
export const RESTORE_MIN_VALIDITY_MS = 10_000;

/**
 * Owns the one keycloak-js instance of the page: restores stored tokens, persists every
 * refreshed token, and exposes the signed-in user to React and the API base query.
 *
 * keycloak-js is fetched (a chunk of its own) only when there is a session to restore, a
 * sign-in to finish or one to start, and so are the checks of the session's data (zod): a
 * signed-out visitor's pages do without them. A stored session whose access token is still
 * valid is used at once: keycloak-js (its chunk, then the refresh it makes on start) follows in
 * the background instead of holding the page's first render.
 */
export class AuthClient {
  private keycloak: KeycloakLike | null = null;
  /** The stored access token in use until keycloak-js has restored the session. */
  private restoredToken: string | null = null;
  /** keycloak-js starting in the background after a restore without waiting. */
  private starting: Promise<void> | null = null;
  /** Starts it now (it may be waiting for `restoreWhen`). */
  private startNow: () => void = () => undefined;
  private validation: typeof import('./session-validation') | null = null;
  private state: AuthState = { status: 'loading', user: null };
  private readonly listeners = new Set<() => void>();
  private readonly createKeycloak: (config: AuthConfig) => Promise<KeycloakLike>;

  constructor(
    readonly config: AuthConfig,
    private readonly deps: AuthClientDeps,
  ) {
    const create = deps.createKeycloak;
    this.createKeycloak = create
      ? async (c) => create(c)
      : async (c) => new (await import('keycloak-js')).default(c);
  }

  /**
   * Call once before rendering routes. A failed restore means signed out; it rejects only when
   * there is a session and the IdP's configuration is invalid.
   */
  async init(): Promise<void> {
    const stored = await this.deps.storage.load();
    // A sign-in under way set REMEMBER_KEY before leaving for the IdP: keycloak-js finishes it.
    const signingIn = this.deps.session.getItem(REMEMBER_KEY) !== null;
    if (stored && !signingIn && (await this.restoreWithoutWaiting(stored))) return;
    if (stored || signingIn) await this.startKeycloak(stored ?? undefined);
    this.syncState();
  }

  /**
   * Signs in from the stored access token when it is valid for RESTORE_MIN_VALIDITY_MS more and
   * names a user, and starts keycloak-js behind it; false (nothing done) otherwise.
   */
  private async restoreWithoutWaiting(stored: StoredTokens): Promise<boolean> {
    if ((tokenValidityMs(stored.token) ?? 0) < RESTORE_MIN_VALIDITY_MS) return false;
    this.validation ??= await import('./session-validation');
    const user = this.validation.authUserFromClaims(tokenClaims(stored.token));
    if (!user) return false;
    this.restoredToken = stored.token;
    this.setState({ status: 'authenticated', user });
    const mayStart = new Promise<void>((resolve) => {
      this.startNow = resolve;
    });
    void (this.deps.restoreWhen?.() ?? Promise.resolve()).then(this.startNow, this.startNow);
    this.starting = mayStart
      .then(() => this.startKeycloak(stored))
      .catch((error: unknown) => console.error('keycloak-js could not restore the session', error))
      .then(() => {
        this.restoredToken = null;
        this.syncState();
      });
    return true;
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getToken(): string | undefined {
    return this.keycloak?.token ?? this.restoredToken ?? undefined;
  }

  /** Forces a token refresh; resolves false when the session is gone. */
  async refresh(): Promise<boolean> {
    this.startNow();
    await this.starting;
    if (!this.keycloak?.refreshToken) return false;
    try {
      await this.keycloak.updateToken(-1);
      return true;
    } catch {
      return false;
    }
  }

  /** Sends the browser to the authorization endpoint; it comes back to `<origin>/`. */
  async login({ rememberMe }: LoginOptions): Promise<void> {
    this.deps.session.setItem(REMEMBER_KEY, rememberMe ? '1' : '0');
    await (await this.startedKeycloak()).login({ redirectUri: `${this.deps.origin}/` });
  }

  async logout(): Promise<void> {
    this.deps.storage.clear();
    this.deps.session.removeItem(REMEMBER_KEY);
    await (await this.startedKeycloak()).logout({ redirectUri: `${this.deps.origin}/auth` });
  }

  private async startedKeycloak(): Promise<KeycloakLike> {
    this.startNow();
    await this.starting;
    if (!this.keycloak) await this.startKeycloak(undefined);
    return this.keycloak as KeycloakLike;
  }

  /** Creates and inits keycloak-js, with `tokens` when restoring a session. */
  private async startKeycloak(
    tokens: { token: string; refreshToken: string; idToken?: string } | undefined,
  ): Promise<void> {
    this.validation ??= await import('./session-validation');
    const config = this.validation.AuthConfigSchema.parse(this.config);
    try {
      this.keycloak = await this.createKeycloak(config);
      await this.initKeycloak(this.keycloak, tokens);
    } catch {
      // Stored tokens that can no longer be refreshed (expired or revoked session).
      this.deps.storage.clear();
      this.keycloak = await this.createKeycloak(config);
      try {
        await this.initKeycloak(this.keycloak, undefined);
      } catch {
        this.keycloak = await this.createKeycloak(config);
      }
    }
    if (this.keycloak.token) this.persistTokens();
  }

  private async initKeycloak(
    keycloak: KeycloakLike,
    tokens: { token: string; refreshToken: string; idToken?: string } | undefined,
  ) {
    keycloak.onAuthRefreshSuccess = () => {
      this.persistTokens();
      this.syncState();
    };
    keycloak.onAuthRefreshError = () => {
      this.deps.storage.clear();
      this.syncState(true);
    };
    keycloak.onAuthLogout = () => {
      this.deps.storage.clear();
      this.syncState(true);
    };
    keycloak.onTokenExpired = () => {
      void this.refresh();
    };
    const options: KeycloakInitOptions = {
      pkceMethod: 'S256',
      checkLoginIframe: false,
      redirectUri: `${this.deps.origin}/`,
      ...tokens,
    };
    await keycloak.init(options);
  }

  private persistTokens(): void {
    if (!this.keycloak) return;
    const { token, refreshToken, idToken } = this.keycloak;
    if (!token || !refreshToken) return;
    const pending = this.deps.session.getItem(REMEMBER_KEY);
    const remember = pending === null ? this.deps.storage.isRemembered() : pending === '1';
    this.deps.storage.save({ token, refreshToken, idToken }, remember);
    this.deps.session.removeItem(REMEMBER_KEY);
  }

  private syncState(signedOut = false): void {
    // Without keycloak-js (and so without its checks) there is no session.
    const user =
      signedOut || !this.validation
        ? null
        : this.validation.authUserFromClaims(this.keycloak?.tokenParsed);
    this.setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  }

  /**
   * Tells every listener (a refreshed token is news to the realtime socket), but keeps the state
   * object when nothing in it changed, so React does not render the page again for a refresh.
   */
  private setState(next: AuthState): void {
    if (!sameState(this.state, next)) this.state = next;
    for (const listener of this.listeners) listener();
  }
}

function sameState(a: AuthState, b: AuthState): boolean {
  if (a.status !== b.status) return false;
  if (!a.user || !b.user) return a.user === b.user;
  return (
    a.user.id === b.user.id &&
    a.user.username === b.user.username &&
    a.user.email === b.user.email &&
    a.user.name === b.user.name
  );
}
