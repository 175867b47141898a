import { z } from 'zod';

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
});

export type NotificationsConfig = z.infer<typeof NotificationsConfigSchema>;
