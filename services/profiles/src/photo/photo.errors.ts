import type { PhotoRejectionReason } from '@filmcollab/contracts';
import { DomainError } from '@filmcollab/service-kit';

const REASON_TEXT: Record<PhotoRejectionReason, string> = {
  nudity: 'nudity',
  weapon: 'weapons',
  alcohol: 'alcohol',
  drugs: 'drugs',
  offensive: 'offensive content',
};

function list(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The photo feature's coded errors and their user-facing texts. */
export const PhotoErrors = {
  keyInvalid: () =>
    new DomainError('PHOTO_KEY_INVALID', 'This upload does not belong to your profile photo.', {
      status: 400,
      hint: 'Ask for a new upload URL and confirm the key it answers.',
    }),
  notUploaded: () =>
    new DomainError(
      'PHOTO_NOT_UPLOADED',
      'The photo has not been uploaded yet. Please try again.',
      {
        status: 400,
      },
    ),
  tooLarge: () =>
    new DomainError('PHOTO_TOO_LARGE', 'The photo must be 5 MB or smaller.', { status: 400 }),
  notAnImage: () =>
    new DomainError('PHOTO_NOT_AN_IMAGE', 'Please choose an image file (JPEG, PNG, WebP or GIF).', {
      status: 400,
    }),
  rejected: (reasons: PhotoRejectionReason[]) =>
    new DomainError(
      'PHOTO_REJECTED',
      `This photo can't be used because it appears to contain ${list(reasons.map((r) => REASON_TEXT[r]))}. Please choose another photo.`,
      { status: 422, details: { reasons } },
    ),
  moderationUnavailable: () =>
    new DomainError(
      'MODERATION_UNAVAILABLE',
      "We couldn't check your photo right now. Please try again in a moment.",
      { status: 503 },
    ),
};
