export interface InviteMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The invitation e-mail: who invites, and the sign-up link. */
export function inviteMail(
  name: string,
  inviterName: string | null,
  signUpUrl: string,
): InviteMail {
  const inviter = inviterName ?? 'A filmmaker';
  const subject = `${inviter} invited you to FilmCollab`;
  const text = [
    `Hi ${name},`,
    '',
    `${inviter} invited you to join FilmCollab, where independent filmmakers find collaborators, run film projects together and enter the monthly One-Scene Challenge.`,
    '',
    `Sign up here: ${signUpUrl}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(inviter)} invited you to join FilmCollab, where independent filmmakers find collaborators, run film projects together and enter the monthly One-Scene Challenge.</p>`,
    `<p><a href="${escapeHtml(signUpUrl)}">Sign up for FilmCollab</a></p>`,
  ].join('\n');
  return { subject: subject.slice(0, 200), text, html };
}
