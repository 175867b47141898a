import { expect } from '@playwright/test';

/** The e2e stack's maildev REST API (web inbox on :1080). */
const MAILDEV_URL = process.env.E2E_MAILDEV_URL ?? 'http://localhost:1080';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  date: string;
}

/** The newest mail to `address` whose subject matches, waiting until it arrives. */
export async function waitForMail(address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILDEV_URL}/email`);
        const mails = (await response.json()) as CaughtMail[];
        found = mails
          .filter(
            (mail) =>
              mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) &&
              subject.test(mail.subject),
          )
          .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail "${subject}" to ${address}` },
    )
    .toBe(true);
  return found as CaughtMail;
}

export function verificationLinkIn(mail: CaughtMail): string {
  const link = /(https?:\/\/\S+\/api\/identity\/email-verification\?token=\S+)/.exec(
    mail.text,
  )?.[1];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

export function resetCodeIn(mail: CaughtMail): string {
  const code = /one-time code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

export function resetLinkIn(mail: CaughtMail): string {
  const link = /(https?:\/\/\S+\/reset-password\?email=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}
