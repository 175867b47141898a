/** What the base query needs from sign-in; the store passes it as the thunk extra argument. */
export interface ApiAuth {
  getToken(): string | undefined;
  /** Refreshes the access token; resolves false when the session is gone. */
  refresh(): Promise<boolean>;
}

export interface ApiExtra {
  auth: ApiAuth;
}
