import { defineErrors } from '../errors/define-errors';

/** The contest service's coded errors and their user-facing texts. */
export const ContestErrors = defineErrors({
  ROUND_NOT_FOUND: { status: 404, message: 'This contest round does not exist.' },
  ROUND_NOT_OPEN: { status: 409, message: 'Submissions for this round are closed.' },
  ROUND_FULL: { status: 409, message: 'This round is full: all 250 team spots are taken.' },
  ROUND_CLOSED: { status: 409, message: 'This round is closed; its results are final.' },
  FILM_NOT_FOUND: { status: 404, message: 'This film does not exist.' },
  NOT_FILM_OWNER: { status: 403, message: 'Only the film owner can delete it.' },
  RATING_CLOSED: {
    status: 409,
    message: 'Rating is closed: this round is over and its results are final.',
  },
  CANNOT_RATE_OWN_FILM: { status: 403, message: 'You cannot rate a film you made.' },
  CANNOT_JUDGE_OWN_FILM: { status: 403, message: 'You cannot judge a film you made.' },
  NOT_A_JUDGE: { status: 403, message: 'Only judges can score films.' },
  NOT_CONTEST_ADMIN: { status: 403, message: 'Only contest operators can export the VIP list.' },
  CREW_MEMBER_NOT_FOUND: { status: 400, message: 'No user has this username.' },
  CREW_TOO_LARGE: { status: 400, message: 'A crew has at most 12 members.' },
  UPLOAD_KEY_INVALID: { status: 400, message: 'This upload does not belong to you.' },
  UPLOAD_NOT_UPLOADED: {
    status: 400,
    message: 'The video has not been uploaded yet. Please try again.',
  },
  UPLOAD_TOO_LARGE: { status: 400, message: 'The video must be 2 GB or smaller.' },
  UPLOAD_WRONG_TYPE: { status: 400, message: 'Please choose an MP4, WebM or QuickTime video.' },
  VIDEO_UNREADABLE: {
    status: 422,
    message: 'We could not read this video. Please upload an MP4, WebM or QuickTime file.',
  },
  VIDEO_TOO_LONG: { status: 422, message: 'Films may last at most 6 minutes.' },
  CAPTIONS_INVALID: {
    status: 422,
    message: 'Captions must be a WebVTT file (starting with WEBVTT).',
  },
});
