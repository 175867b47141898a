import { showToast } from '@filmcollab/ui';
import type { AuthUser } from '@filmcollab/web-kit';

/**
 * 'My Profile' (spec 01 §8): without a signed-in user there is no profile to go to, and only
 * signing in again helps; a navigation that fails otherwise may work when tried again.
 */
export function goToOwnProfile(user: AuthUser | null, navigate: (to: string) => void): void {
  if (!user?.id) {
    showToast({
      title: 'Error',
      description: 'Unable to navigate to profile. Please try signing in again.',
      variant: 'destructive',
    });
    return;
  }
  try {
    navigate(`/user-profile/${encodeURIComponent(user.id)}`);
  } catch {
    showToast({
      title: 'Error',
      description: 'Failed to navigate to profile. Please try again.',
      variant: 'destructive',
    });
    return;
  }
  showToast({ title: 'Success', description: 'Navigating to your profile' });
}
