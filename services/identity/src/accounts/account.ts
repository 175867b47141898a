/** An account as every part of the service sees it, whichever adapter stores it. */
export interface Account {
  id: string;
  email: string;
  username: string;
  emailVerified: boolean;
  roles: string[];
  /** The name people see (Keycloak: first and last name); accounts made before sign-up asked for it have none. */
  fullName?: string;
}

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  emailVerified: boolean;
  fullName?: string;
  /** Realm roles beyond `user` (demo judges and contest operators; sign-up never sets them). */
  extraRoles?: string[];
}
