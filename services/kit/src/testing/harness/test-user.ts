export interface TestUserDetails {
  id?: string;
  /** Default `user_<random>`. */
  username?: string;
  /** Default `<username>@filmcollab.test`. */
  email?: string;
  /** Default `<username> Person`; null for none. */
  fullName?: string | null;
  /** Realm roles; default `['user']`. */
  roles?: string[];
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  roles: string[];
  /** An access token of the test issuer, as Keycloak would issue it. */
  token: string;
}
