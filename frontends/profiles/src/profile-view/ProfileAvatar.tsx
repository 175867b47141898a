import type { AvailabilityStatus } from '@filmcollab/contracts/profiles';
import { availabilityDotClass } from '../display/availability';

interface ProfileAvatarProps {
  /** Already versioned by the service (`?v=`), so a replaced photo is not served from cache. */
  imageUrl: string | null;
  name: string;
  availability: AvailabilityStatus;
}

export function ProfileAvatar({ imageUrl, name, availability }: ProfileAvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <div className="relative size-24 shrink-0">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={`${name}'s profile photo`}
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-24 items-center justify-center rounded-full bg-zinc-700 text-2xl font-semibold"
        >
          {initials}
        </div>
      )}
      <span
        data-testid="availability-dot"
        role="img"
        aria-label={`Availability: ${availability}`}
        className={`absolute right-1 bottom-1 size-4 rounded-full border-2 border-zinc-900 ${availabilityDotClass(availability)}`}
      />
    </div>
  );
}
