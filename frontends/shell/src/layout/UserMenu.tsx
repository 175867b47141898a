import { showToast } from '@filmcollab/ui';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@filmcollab/ui/menu';
import type { AuthUser } from '@filmcollab/web-kit';
import { useAuth, useMyProfileQuery } from '@filmcollab/web-kit';
import { useNavigate } from 'react-router';
import { forgetSignedOut, rememberSignedOut } from '../session/signed-out-notice';
import { goToOwnProfile } from './go-to-own-profile';
import { initialsOf, menuIdentity } from './user-display-name';

/**
 * The avatar menu of a signed-in user: photo, name (or e-mail) and e-mail from their profile,
 * 'My Profile', 'Sign out'. A profile edit invalidates the shared `myProfile` query, so the
 * menu follows without a reload.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const { client } = useAuth();
  const navigate = useNavigate();
  const { data: profile } = useMyProfileQuery();
  const { name, email, photoUrl } = menuIdentity(user, profile);

  const signOut = async () => {
    rememberSignedOut(sessionStorage);
    try {
      await client.logout();
    } catch {
      forgetSignedOut(sessionStorage);
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
        className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-amber-400 to-amber-600 text-sm font-bold text-zinc-950 ring-2 ring-zinc-800 hover:ring-amber-400/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
      >
        {photoUrl ? (
          <img
            src={photoUrl}
            alt=""
            className="size-full object-cover"
            data-testid="user-menu-photo"
          />
        ) : (
          initialsOf(name)
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate font-medium text-zinc-50" data-testid="user-menu-name">
            {name}
          </p>
          {email && (
            <p className="truncate text-xs text-zinc-400" data-testid="user-menu-email">
              {email}
            </p>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* The session is read when chosen: it may have ended since the menu opened. */}
        <DropdownMenuItem onSelect={() => goToOwnProfile(client.getState().user, navigate)}>
          My Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
