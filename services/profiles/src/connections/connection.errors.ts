import { DomainError } from '@filmcollab/service-kit';

/** The connections feature's coded errors and their user-facing texts. */
export const ConnectionErrors = {
  toSelf: () =>
    new DomainError('CANNOT_CONNECT_TO_SELF', 'You cannot send a connection request to yourself.', {
      status: 400,
    }),
  alreadyConnected: () =>
    new DomainError('ALREADY_CONNECTED', 'You are already connected with this user.', {
      status: 409,
    }),
  alreadySent: () =>
    new DomainError(
      'CONNECTION_REQUEST_PENDING',
      'You have already sent a connection request to this user.',
      {
        status: 409,
      },
    ),
  incomingPending: () =>
    new DomainError(
      'CONNECTION_REQUEST_PENDING',
      'This user has already sent you a connection request. Accept it instead.',
      { status: 409 },
    ),
  requestNotFound: () =>
    new DomainError('CONNECTION_REQUEST_NOT_FOUND', 'This connection request does not exist.', {
      status: 404,
    }),
  notReceiver: () =>
    new DomainError(
      'NOT_REQUEST_RECEIVER',
      'Only the person this request was sent to can answer it.',
      {
        status: 403,
      },
    ),
  alreadyAnswered: () =>
    new DomainError(
      'CONNECTION_REQUEST_ALREADY_ANSWERED',
      'This connection request has already been answered.',
      {
        status: 409,
      },
    ),
};
