import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  showToast,
} from '@filmcollab/ui';
import type { AuthUser } from '@filmcollab/web-kit';
import { useAuth } from '@filmcollab/web-kit';
import { useNavigate } from 'react-router';
import { userDisplayName, userInitials } from './user-display-name';

/** The avatar menu of a signed-in user: name (or e-mail), e-mail, 'My Profile', 'Sign out'. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { client } = useAuth();
  const navigate = useNavigate();
  const name = userDisplayName(user);

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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-amber-400 to-amber-600 text-sm font-bold text-zinc-950 ring-2 ring-zinc-800 hover:ring-amber-400/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
      >
        {userInitials(user)}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate font-medium text-zinc-50" data-testid="user-menu-name">
            {name}
          </p>
          {user.email && (
            <p className="truncate text-xs text-zinc-400" data-testid="user-menu-email">
              {user.email}
            </p>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(`/user-profile/${encodeURIComponent(user.id)}`)}>
          My Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
