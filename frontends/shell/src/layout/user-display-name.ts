import type { MyProfile } from '@filmcollab/contracts/profiles';
import type { AuthUser } from '@filmcollab/web-kit';

/** What the avatar menu shows of the signed-in user. */
export interface MenuIdentity {
  name: string;
  email: string | null;
  photoUrl: string | null;
}

/**
 * Spec 01: the avatar menu shows the full name, or the e-mail when there is none. The profile
 * holds the current name and photo; until it has loaded (or when it cannot be read) the
 * sign-in token's claims stand in.
 */
export function menuIdentity(user: AuthUser, profile: MyProfile | undefined): MenuIdentity {
  const email = profile?.email ?? user.email;
  if (!profile) {
    return { name: user.name?.trim() || email || user.username, email, photoUrl: null };
  }
  return {
    name: profile.fullName?.trim() || email || profile.username,
    email,
    photoUrl: profile.profileImageUrl,
  };
}

export function initialsOf(name: string): string {
  const words = name.split(/[\s@._-]+/).filter(Boolean);
  const initials = words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  return initials.join('') || '?';
}
