import { defineErrors } from '../errors/define-errors';

/** Spec 01 §5: the disabled input's text, and the refusal of a message to someone else. */
export const MESSAGING_NOT_ALLOWED_MESSAGE = 'You can only message users from your projects.';

/** The messaging service's coded errors and their user-facing texts. */
export const MessagingErrors = defineErrors({
  NOT_ALLOWED_TO_MESSAGE: { status: 403, message: MESSAGING_NOT_ALLOWED_MESSAGE },
  CANNOT_MESSAGE_SELF: { status: 400, message: 'You cannot message yourself.' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'This conversation does not exist.' },
  INVALID_CURSOR: { status: 400, message: 'This page of messages cannot be found. Please reload.' },
  NOT_PROJECT_MEMBER: {
    status: 403,
    message: 'Only members of this project can use its group chat.',
  },
});
