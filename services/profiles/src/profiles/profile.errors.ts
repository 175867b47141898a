import { DomainError } from '@filmcollab/service-kit';

/** The profile feature's coded errors and their user-facing texts. */
export const ProfileErrors = {
  notFound: () =>
    new DomainError('PROFILE_NOT_FOUND', "The user profile you're looking for doesn't exist.", {
      status: 404,
    }),
  usernameTaken: () =>
    new DomainError('USERNAME_TAKEN', 'Username is already taken. Please choose another.', {
      status: 409,
    }),
};
