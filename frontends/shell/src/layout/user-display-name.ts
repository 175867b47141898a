import type { AuthUser } from '@filmcollab/web-kit';

/** Spec 01: the avatar menu shows the full name, or the e-mail when there is none. */
export function userDisplayName(user: AuthUser): string {
  return user.name?.trim() || user.email || user.username;
}

export function userInitials(user: AuthUser): string {
  const words = userDisplayName(user)
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const initials = words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  return initials.join('') || '?';
}
