import type { Notification } from '@filmcollab/contracts';
import { escapeHtml } from '../mail/escape-html';
import type { OutgoingMail } from '../mail/mail-sender';

/** Items listed in one digest; the rest are counted. */
export const DIGEST_MAX_ITEMS = 20;

/** One e-mail for all of a user's unread notifications older than a day. */
export function digestMail(
  to: string,
  name: string | null,
  items: readonly Notification[],
  publicUrl: string,
): OutgoingMail {
  const count = items.length;
  const listed = items.slice(0, DIGEST_MAX_ITEMS);
  const more = count - listed.length;
  const link = publicUrl.replace(/\/$/, '') + '/';
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const intro = `You have ${count} unread ${count === 1 ? 'notification' : 'notifications'} on FilmCollab:`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...listed.map((item) => `- ${item.title}: ${item.message}`),
    ...(more > 0 ? [`- and ${more} more`] : []),
    '',
    `Open FilmCollab: ${link}`,
    'You can choose which notifications come by e-mail in your notification settings.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...listed.map(
      (item) => `<li><strong>${escapeHtml(item.title)}</strong>: ${escapeHtml(item.message)}</li>`,
    ),
    ...(more > 0 ? [`<li>and ${more} more</li>`] : []),
    '</ul>',
    `<p><a href="${escapeHtml(link)}">Open FilmCollab</a></p>`,
  ].join('\n');
  return {
    to,
    subject: `You have ${count} unread ${count === 1 ? 'notification' : 'notifications'} on FilmCollab`,
    text,
    html,
  };
}
