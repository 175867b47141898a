import type { ChatPerson } from '@filmcollab/contracts/messaging';
import { displayName } from '../display/message-display';

/** The person's photo, else the first letter of their name. */
export function PersonAvatar({ person, size = 'size-10' }: { person: ChatPerson; size?: string }) {
  const name = displayName(person);
  if (person.profileImageUrl) {
    return (
      <img
        src={person.profileImageUrl}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-zinc-700 font-semibold text-zinc-200`}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
