import { defineErrors } from '../errors/define-errors';

/** Spec 02 §8: the upload refusals, word for word. */
export const CONTENT_BLOCKED_MESSAGE =
  'Content Blocked: This file was flagged for inappropriate content and was not uploaded.';
export const MODERATION_FAILED_MESSAGE = 'Moderation failed. File not uploaded.';
/** Spec 02 §5 (invite modal). */
export const INVITE_EMPTY_MESSAGE = 'Please enter at least one name and email.';

/** The community service's coded errors and their user-facing texts. */
export const CommunityErrors = defineErrors({
  POST_NOT_FOUND: { status: 404, message: 'This post does not exist.' },
  COMMENT_NOT_FOUND: { status: 404, message: 'This comment does not exist.' },
  NOT_POST_AUTHOR: { status: 403, message: 'Only the author can change this post.' },
  NOT_COMMENT_AUTHOR: { status: 403, message: 'Only the author can change this comment.' },
  POST_EMPTY: { status: 400, message: 'Write something or attach a file.' },
  COMMENT_EMPTY: { status: 400, message: 'Write something or attach a file.' },
  PARENT_COMMENT_NOT_FOUND: {
    status: 400,
    message: 'The comment you are replying to does not exist.',
  },
  ATTACHMENT_NOT_FOUND: {
    status: 400,
    message: 'This file was not uploaded. Please upload it again.',
  },
  UPLOAD_NOT_UPLOADED: { status: 400, message: 'The file was not uploaded. Please try again.' },
  UPLOAD_TOO_LARGE: { status: 400, message: 'This file is too large.' },
  UPLOAD_WRONG_TYPE: { status: 400, message: 'Only images or videos can be uploaded.' },
  UPLOAD_KEY_INVALID: { status: 400, message: 'This upload does not belong to you.' },
  CONTENT_BLOCKED: { status: 422, message: CONTENT_BLOCKED_MESSAGE },
  MODERATION_FAILED: { status: 503, message: MODERATION_FAILED_MESSAGE },
});
