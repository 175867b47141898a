import { isIP } from 'node:net';
import type { BaseConfig } from '@filmcollab/service-kit';
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

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Loopback and private ranges: where the gateway (dev gateway, Kong, an ingress) runs. */
const PRIVATE_RANGES = '127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

const commaSeparatedSubnets = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((subnet) => subnet.trim())
      .filter((subnet) => subnet.length > 0),
  )
  .pipe(
    z.array(
      z.string().refine(isSubnet, 'must be an IPv4 or IPv6 address or CIDR range (10.0.0.0/8)'),
    ),
  );

function isSubnet(value: string): boolean {
  const [address = '', prefix] = value.split('/');
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

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
  /** Password-reset code guesses allowed per e-mail address per day, across codes. */
  PASSWORD_RESET_MAX_GUESSES_PER_DAY: count(10),
  /** Password-reset code guesses allowed per client address per day, across addresses. */
  PASSWORD_RESET_MAX_GUESSES_PER_CLIENT_PER_DAY: count(30),
  /** Sign-up attempts allowed per client address per minute. */
  SIGN_UP_MAX_PER_CLIENT_PER_MINUTE: count(10),
  /** Wrong passwords for one e-mail address before its sign-ins are locked for a while (Keycloak's failure factor). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count(5),
  /** Wrong passwords from one client address, across e-mail addresses, before it is locked for a while. */
  LOGIN_MAX_FAILURES_PER_CLIENT: count(20),
  /** A lockout lasts this long times (failures ÷ the limit), at most LOGIN_MAX_LOCKOUT_SECONDS. */
  LOGIN_LOCKOUT_INCREMENT_SECONDS: seconds(60),
  LOGIN_MAX_LOCKOUT_SECONDS: seconds(900),
  /** Failures are forgotten after this long without a new one (and an account's on a right password). */
  LOGIN_FAILURE_RESET_SECONDS: seconds(43_200),
  /** Password hashes computed at once (each scrypt takes 32 MiB and a thread); others wait. */
  PASSWORD_HASH_CONCURRENCY: count(2),
  /**
   * scrypt's cost as a power of two (N = 2^cost): 15 is OWASP's setting. The test runs lower it
   * to spend seconds instead of minutes on the accounts they create; production refuses less than
   * 15 (password-hasher.factory.ts). Stored hashes carry their own cost, so changing it never locks
   * anyone out.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); the client address is
   * the right-most one not among them. Default: loopback and private ranges, where the gateway runs.
   */
  TRUSTED_PROXIES: commaSeparatedSubnets.default(PRIVATE_RANGES.split(',')),
  ACCOUNT_ADAPTER: z.enum(['local', 'keycloak']).default('local'),
  KEYCLOAK_URL: z.url().optional(),
  KEYCLOAK_REALM: z.string().min(1).default('filmcollab'),
  KEYCLOAK_ADMIN_CLIENT_ID: z.string().min(1).optional(),
  KEYCLOAK_ADMIN_CLIENT_SECRET: z.string().min(1).optional(),
});

/** Identity's validated configuration: the kit's shared variables and its own. */
export type IdentityConfig = BaseConfig & z.infer<typeof IdentityConfigSchema>;
