import {
  type EventPayload,
  type ExternalInvitationSentEvent,
  PRODUCT_DESCRIPTION,
} from '@filmcollab/contracts';
import { escapeHtml } from './escape-html';
import type { OutgoingMail } from './mail-sender';

type Invitation = EventPayload<typeof ExternalInvitationSentEvent>;

/**
 * The e-mail to someone invited by address. Its first line is the preview inbox lists show, built
 * from the project, its creator and what FilmCollab is (spec 03 §7); the body says who invites.
 * Events stored before they carried the creator's name preview the inviter's.
 */
export function invitationMail(invitation: Invitation, publicUrl: string): OutgoingMail {
  const inviter = invitation.inviterName?.trim() || 'A FilmCollab member';
  const creator = invitation.creatorName?.trim() || inviter;
  const project = invitation.projectTitle;
  const preview = `${creator} invited you to collaborate on "${project}". ${PRODUCT_DESCRIPTION}`;
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
