const STORAGE_KEY = 'filmcollab.auth.tokens';

export interface StoredTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
}

/**
 * Keeps the keycloak-js tokens between page loads: in localStorage when the user chose
 * "remember me" (survives closing the browser), otherwise in sessionStorage (this tab only).
 * What it writes comes from keycloak-js; what it reads may be anything, so reading checks it
 * (`StoredTokensSchema`, loaded only when something is stored).
 */
export class TokenStorage {
  constructor(
    private readonly local: Storage,
    private readonly session: Storage,
  ) {}

  async load(): Promise<StoredTokens | null> {
    return (await this.read(this.local)) ?? (await this.read(this.session));
  }

  /** Whether anything is stored (unchecked: `load` reads it), without loading the checks. */
  hasTokens(): boolean {
    return this.local.getItem(STORAGE_KEY) !== null || this.session.getItem(STORAGE_KEY) !== null;
  }

  /** Whether the tokens live in localStorage ("remember me"). */
  isRemembered(): boolean {
    return this.local.getItem(STORAGE_KEY) !== null;
  }

  save(tokens: StoredTokens, remember: boolean): void {
    const [target, other] = remember ? [this.local, this.session] : [this.session, this.local];
    target.setItem(STORAGE_KEY, JSON.stringify(tokens));
    other.removeItem(STORAGE_KEY);
  }

  clear(): void {
    this.local.removeItem(STORAGE_KEY);
    this.session.removeItem(STORAGE_KEY);
  }

  private async read(storage: Storage): Promise<StoredTokens | null> {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const { StoredTokensSchema } = await import('./session-validation');
    try {
      const parsed = StoredTokensSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: fall through and drop it
    }
    storage.removeItem(STORAGE_KEY);
    return null;
  }
}
