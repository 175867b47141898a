import { Button, showToast } from '@filmcollab/ui';
import { useAuth } from '@filmcollab/web-kit';
import { Link } from 'react-router';

export function Header() {
  const { user, client } = useAuth();

  const signOut = async () => {
    try {
      await client.logout();
    } catch {
      showToast({
        title: 'Error',
        description: 'Failed to sign out. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-800 bg-zinc-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link to="/?tab=community" className="text-xl font-bold text-amber-400">
          FilmCollab
        </Link>
        <Link
          to="/feedback"
          className="rounded-full bg-amber-500/20 px-3 py-1 text-xs font-medium text-amber-300"
        >
          Feedback Please!
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {user ? (
            <>
              <div className="text-right text-sm leading-tight" data-testid="header-user">
                <div className="font-medium">{user.name ?? user.email ?? user.username}</div>
                {user.email && <div className="text-zinc-400">{user.email}</div>}
              </div>
              <Button variant="secondary" onClick={() => void signOut()}>
                Sign out
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
