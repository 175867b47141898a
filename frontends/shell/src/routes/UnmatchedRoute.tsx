import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteFailedCard } from '../remotes/RemoteFailedCard';
import { useRemotes } from '../remotes/remotes-context';

/**
 * Any path no route matched: the 404 page, unless a remote failed to load its routes — the
 * path may be one of them, so the visitor gets the remote failure card and can try again.
 */
export function UnmatchedRoute() {
  const { remotes, retryFailed } = useRemotes();
  if (remotes.some((remote) => remote.status === 'failed')) {
    return <RemoteFailedCard onRetry={() => void retryFailed()} />;
  }
  return <NotFoundPage />;
}
