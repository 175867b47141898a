import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const commaSeparatedOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
  )
  .pipe(z.array(z.url()).min(1));

/** The identity service's own variables (the shared ones come from the service kit's `baseConfigSchema`). */
export const IdentityConfigSchema = z.object({
  /** Where browsers reach the platform; the IdP's login page is `<PUBLIC_URL>/auth`. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  /** Origins of the browser client `filmcollab-web`: redirect URI `<origin>/`, post-logout URI `<origin>/auth`. */
  WEB_ORIGINS: commaSeparatedOrigins.default(['http://localhost:8000']),
  ACCESS_TOKEN_TTL_SECONDS: seconds(300),
  /** Idle lifetime of a refresh token (Keycloak's SSO session idle). */
  REFRESH_TOKEN_TTL_SECONDS: seconds(1800),
  /** Longest IdP session without "remember me" (Keycloak's SSO session max). */
  SSO_SESSION_MAX_SECONDS: seconds(36_000),
  /** Longest IdP session with "remember me"; also the lifetime of its persistent cookie. */
  REMEMBER_ME_SESSION_MAX_SECONDS: seconds(2_592_000),
  AUTH_CODE_TTL_SECONDS: z.coerce.number().int().positive().max(60).default(60),
  /** Marks the session cookie Secure; defaults to whether PUBLIC_URL is https. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Lifetime of the one-time link in the verification e-mail. */
  EMAIL_VERIFICATION_TTL_SECONDS: seconds(86_400),
  /** Password-reset code requests allowed per e-mail address within `PASSWORD_RESET_WINDOW_SECONDS`. */
  PASSWORD_RESET_MAX_REQUESTS: z.coerce.number().int().positive().default(3),
  PASSWORD_RESET_WINDOW_SECONDS: seconds(900),
  ACCOUNT_ADAPTER: z.enum(['local', 'keycloak']).default('local'),
  KEYCLOAK_URL: z.url().optional(),
  KEYCLOAK_REALM: z.string().min(1).default('filmcollab'),
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().min(1).optional(),
  KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().min(1).optional(),
});

/** The shared variables the identity service reads (a subset of the kit's `baseConfigSchema`). */
export const IdentitySharedConfigSchema = z.object({
  MONGO_URL: z.string().min(1),
  MONGO_DB: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().default('http://localhost:8000/realms/filmcollab'),
  OIDC_AUDIENCE: z.string().min(1).default('filmcollab-api'),
});

export type IdentityConfig = z.infer<typeof IdentityConfigSchema> &
  z.infer<typeof IdentitySharedConfigSchema>;
