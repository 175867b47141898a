import { escapeHtml } from '../common/html-escape';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#18181b">${body}<p style="color:#71717a;font-size:12px">FilmCollab — connecting filmmakers and creatives to bring stories to life together.</p></body></html>`;

export function verificationMail(fullName: string, link: string, validHours: number): MailContent {
  return {
    subject: 'Verify your FilmCollab email address',
    text: [
      `Hi ${fullName},`,
      '',
      'Welcome to FilmCollab! Confirm your email address by opening this link:',
      link,
      '',
      `The link works once and expires in ${validHours} hours. If you did not create an account, ignore this email.`,
    ].join('\n'),
    html: layout(
      `<p>Hi ${escapeHtml(fullName)},</p><p>Welcome to FilmCollab! Confirm your email address:</p>` +
        `<p><a href="${escapeHtml(link)}">Verify my email address</a></p>` +
        `<p>The link works once and expires in ${validHours} hours. If you did not create an account, ignore this email.</p>`,
    ),
  };
}

export function passwordResetMail(
  code: string,
  resetLink: string,
  validMinutes: number,
): MailContent {
  return {
    subject: 'Your FilmCollab password reset code',
    text: [
      `Your one-time code is ${code}`,
      '',
      `It expires in ${validMinutes} minutes and works once. Enter it with your new password at:`,
      resetLink,
      '',
      'If you did not ask to reset your password, ignore this email: your password stays the same.',
    ].join('\n'),
    html: layout(
      `<p>Your one-time code is</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>` +
        `<p>It expires in ${validMinutes} minutes and works once. <a href="${escapeHtml(resetLink)}">Reset my password</a> and enter it there with your new password.</p>` +
        '<p>If you did not ask to reset your password, ignore this email: your password stays the same.</p>',
    ),
  };
}
