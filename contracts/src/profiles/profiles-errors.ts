import { defineErrors } from '../errors/define-errors';
import { FEEDBACK_LOGIN_REQUIRED_MESSAGE } from './feedback-http';
import type { PhotoRejectionReason } from './photo-http';

/** The profiles service's coded errors and their user-facing texts. */
export const ProfilesErrors = defineErrors({
  PROFILE_NOT_FOUND: { status: 404, message: "The user profile you're looking for doesn't exist." },
  USERNAME_TAKEN: { status: 409, message: 'Username is already taken. Please choose another.' },
  PHOTO_KEY_INVALID: { status: 400, message: 'This upload does not belong to your profile photo.' },
  PHOTO_NOT_UPLOADED: {
    status: 400,
    message: 'The photo has not been uploaded yet. Please try again.',
  },
  PHOTO_TOO_LARGE: { status: 400, message: 'The photo must be 5 MB or smaller.' },
  PHOTO_NOT_AN_IMAGE: {
    status: 400,
    message: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  },
  PHOTO_REJECTED: {
    status: 422,
    message: "This photo can't be used because it appears to contain unsuitable content.",
  },
  MODERATION_UNAVAILABLE: {
    status: 503,
    message: "We couldn't check your photo right now. Please try again in a moment.",
  },
  CANNOT_RATE_SELF: { status: 400, message: 'You cannot rate yourself.' },
  NOT_A_COLLABORATOR: {
    status: 403,
    message: 'You can only rate people you share a project with.',
  },
  ALREADY_RATED: { status: 409, message: 'You have rated this collaborator.' },
  CANNOT_CONNECT_TO_SELF: {
    status: 400,
    message: 'You cannot send a connection request to yourself.',
  },
  ALREADY_CONNECTED: { status: 409, message: 'You are already connected with this user.' },
  CONNECTION_REQUEST_PENDING: {
    status: 409,
    message: 'You have already sent a connection request to this user.',
  },
  CONNECTION_REQUEST_NOT_FOUND: { status: 404, message: 'This connection request does not exist.' },
  NOT_REQUEST_RECEIVER: {
    status: 403,
    message: 'Only the person this request was sent to can answer it.',
  },
  NOT_CONNECTED: { status: 404, message: 'You are not connected with this user.' },
  CONNECTION_REQUEST_ALREADY_ANSWERED: {
    status: 409,
    message: 'This connection request has already been answered.',
  },
  LOGIN_REQUIRED: { status: 403, message: FEEDBACK_LOGIN_REQUIRED_MESSAGE },
});

/** CONNECTION_REQUEST_PENDING when the other user asked first. */
export const INCOMING_REQUEST_PENDING_MESSAGE =
  'This user has already sent you a connection request. Accept it instead.';

const REJECTION_REASON_TEXT: Record<PhotoRejectionReason, string> = {
  nudity: 'nudity',
  weapon: 'weapons',
  alcohol: 'alcohol',
  drugs: 'drugs',
  offensive: 'offensive content',
};

/** PHOTO_REJECTED's message naming what moderation found. */
export function photoRejectedMessage(reasons: PhotoRejectionReason[]): string {
  const items = reasons.map((reason) => REJECTION_REASON_TEXT[reason]);
  const listed =
    items.length <= 1
      ? items.join('')
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  return `This photo can't be used because it appears to contain ${listed}. Please choose another photo.`;
}
