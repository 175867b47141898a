import type { Profile } from '@filmcollab/contracts/profiles';
import { showToast } from '@filmcollab/ui';
import { isNotFound } from '@filmcollab/web-kit';
import { useEffect } from 'react';
import { ProfileDetails } from './ProfileDetails';
import { ProfileLoadFailed } from './ProfileLoadFailed';
import { ProfileNotFound } from './ProfileNotFound';
import { ProfileSkeleton } from './ProfileSkeleton';

export interface ProfileQueryState {
  data?: Profile;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Skeleton, not-found, load failure or the profile, from a profile query. */
export function ProfileScreen({ query, missing }: { query: ProfileQueryState; missing: boolean }) {
  const notFound = missing || (query.isError && isNotFound(query.error));
  const failed = query.isError && !notFound;

  useEffect(() => {
    if (failed) {
      showToast({ title: 'Error', description: 'Failed to load profile', variant: 'destructive' });
    }
  }, [failed]);

  if (notFound) return <ProfileNotFound />;
  if (failed) return <ProfileLoadFailed onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) return <ProfileSkeleton />;
  return <ProfileDetails profile={query.data} />;
}
