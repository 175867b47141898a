import type { EventPayload, ExternalInvitationSentEvent } from '@filmcollab/contracts';
import { escapeHtml } from './escape-html';
import type { OutgoingMail } from './mail-sender';

export const PRODUCT_DESCRIPTION =
  'FilmCollab is where independent filmmakers and creatives build profiles, find collaborators, run film projects together and enter a monthly one-scene short-film contest.';

type Invitation = EventPayload<typeof ExternalInvitationSentEvent>;

/**
 * The e-mail to someone invited by address. Its first line is the preview inbox lists show: who
 * invites, to which project, and what FilmCollab is.
 */
export function invitationMail(invitation: Invitation, publicUrl: string): OutgoingMail {
  const inviter = invitation.inviterName?.trim() || 'A FilmCollab member';
  const project = invitation.projectTitle;
  const preview = `${inviter} invited you to collaborate on "${project}". ${PRODUCT_DESCRIPTION}`;
  const signUp = `${publicUrl.replace(/\/$/, '')}/auth`;
  const personal = invitation.message?.trim();
  const greeting = `Hi ${invitation.name},`;
  const text = [
    preview,
    '',
    greeting,
    '',
    `${inviter} would like you to join the film project "${project}" on FilmCollab.`,
    ...(personal ? ['', `Their message: ${personal}`] : []),
    '',
    `Create your free account to accept: ${signUp}`,
  ].join('\n');
  const html = [
    // Hidden preheader: the preview text inbox lists show next to the subject.
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(inviter)} would like you to join the film project <strong>${escapeHtml(project)}</strong> on FilmCollab.</p>`,
    ...(personal ? [`<blockquote>${escapeHtml(personal)}</blockquote>`] : []),
    `<p>${escapeHtml(PRODUCT_DESCRIPTION)}</p>`,
    `<p><a href="${escapeHtml(signUp)}">Create your free account</a></p>`,
  ].join('\n');
  return {
    to: invitation.email,
    subject: `${inviter} invited you to join "${project}" on FilmCollab`,
    text,
    html,
  };
}
