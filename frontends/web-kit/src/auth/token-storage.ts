import { z } from 'zod';

const STORAGE_KEY = 'filmcollab.auth.tokens';

const StoredTokensSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  idToken: z.string().min(1).optional(),
});
export type StoredTokens = z.infer<typeof StoredTokensSchema>;

/**
 * Keeps the keycloak-js tokens between page loads: in localStorage when the user chose
 * "remember me" (survives closing the browser), otherwise in sessionStorage (this tab only).
 */
export class TokenStorage {
  constructor(
    private readonly local: Storage,
    private readonly session: Storage,
  ) {}

  load(): StoredTokens | null {
    return this.read(this.local) ?? this.read(this.session);
  }

  /** Whether the stored tokens live in localStorage ("remember me"). */
  isRemembered(): boolean {
    return this.read(this.local) !== null;
  }

  save(tokens: StoredTokens, remember: boolean): void {
    const [target, other] = remember ? [this.local, this.session] : [this.session, this.local];
    target.setItem(STORAGE_KEY, JSON.stringify(StoredTokensSchema.parse(tokens)));
    other.removeItem(STORAGE_KEY);
  }

  clear(): void {
    this.local.removeItem(STORAGE_KEY);
    this.session.removeItem(STORAGE_KEY);
  }

  private read(storage: Storage): StoredTokens | null {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
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
