import { toastStore } from '@filmcollab/ui';
import type { AuthUser } from '@filmcollab/web-kit';
import { goToOwnProfile } from './go-to-own-profile';

const alice: AuthUser = { id: 'u1', username: 'alice', email: 'alice@example.com', name: null };

describe('goToOwnProfile', () => {
  it('goes to the user’s profile and says so', () => {
    const navigate = jest.fn();
    goToOwnProfile(alice, navigate);
    expect(navigate).toHaveBeenCalledWith('/user-profile/u1');
    expect(toastStore.getSnapshot()).toMatchObject({
      title: 'Success',
      description: 'Navigating to your profile',
      variant: 'default',
    });
  });

  it('asks to sign in again when the session has no user any more', () => {
    const navigate = jest.fn();
    goToOwnProfile(null, navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(toastStore.getSnapshot()).toMatchObject({
      title: 'Error',
      description: 'Unable to navigate to profile. Please try signing in again.',
      variant: 'destructive',
    });
  });

  it('asks to try again when the navigation itself fails', () => {
    goToOwnProfile(alice, () => {
      throw new Error('router gone');
    });
    expect(toastStore.getSnapshot()).toMatchObject({
      title: 'Error',
      description: 'Failed to navigate to profile. Please try again.',
      variant: 'destructive',
    });
  });
});
