import { DomainError } from '@filmcollab/service-kit';

/** The ratings feature's coded errors and their user-facing texts. */
export const RatingErrors = {
  self: () => new DomainError('CANNOT_RATE_SELF', 'You cannot rate yourself.', { status: 400 }),
  notCollaborator: () =>
    new DomainError('NOT_A_COLLABORATOR', 'You can only rate people you share a project with.', {
      status: 403,
    }),
  alreadyRated: () =>
    new DomainError('ALREADY_RATED', 'You have rated this collaborator.', { status: 409 }),
};
