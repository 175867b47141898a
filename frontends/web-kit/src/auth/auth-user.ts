/** The signed-in user, from the access token's claims (session-validation.ts). */
export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
  name: string | null;
}
