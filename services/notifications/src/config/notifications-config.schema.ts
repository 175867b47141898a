import { z } from 'zod';

const commaSeparatedOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url().transform((url) => new URL(url).origin)).min(1));

/** The notifications service's own variables (the shared ones come from the service kit's `baseConfigSchema`). */
export const NotificationsConfigSchema = z.object({
  /** Where outgoing e-mail goes: maildev in the embedded stack, the SMTP relay in production. */
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(1025),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('FilmCollab <no-reply@filmcollab.local>'),
  /** Where browsers reach the platform: links in e-mails. */
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  /** Pages allowed to open `/realtime` (their `Origin`); a socket from another origin is closed 4403. */
  WEB_ORIGINS: commaSeparatedOrigins.default(['http://localhost:8000']),
  /** How long past its token's expiry a socket waits for the refreshed token before closing 4408. */
  REALTIME_TOKEN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** How often open sockets are checked for expired tokens and ended sessions. */
  REALTIME_SWEEP_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** The hour (UTC) of the daily digest e-mail of unread notifications older than a day. */
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(8),
  /** How often replicas check whether the digest is due (the schedule itself is in the database). */
  DIGEST_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** WebSocket ping interval; a socket that missed the previous pong is dropped. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
});

export type NotificationsConfig = z.infer<typeof NotificationsConfigSchema>;
