import type { Contact } from '@filmcollab/contracts/messaging';
import { Input } from '@filmcollab/ui';
import { Link } from 'react-router';
import { PersonAvatar } from '../conversations/PersonAvatar';
import { PRESENCE_TEXT, PresenceDot } from '../conversations/PresenceDot';
import { displayName } from '../display/message-display';

interface ThreadHeaderProps {
  contact: Contact;
  search: string;
  onSearch: (text: string) => void;
}

/** The other user's name (to their profile), presence, the back link and the message search. */
export function ThreadHeader({ contact, search, onSearch }: ThreadHeaderProps) {
  const { user, presence } = contact;
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-zinc-800 p-3">
      <Link
        to="/messages"
        state={{ showList: true }}
        aria-label="Back to conversations"
        className="rounded-md px-2 py-1 text-zinc-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400 md:hidden"
      >
        ←
      </Link>
      <span className="relative">
        <PersonAvatar person={user} />
        <PresenceDot status={presence.status} className="absolute right-0 bottom-0" />
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${encodeURIComponent(user.id)}`}
          className="block truncate font-semibold text-zinc-100 hover:underline"
        >
          {displayName(user)}
        </Link>
        <p className="text-xs text-zinc-400" data-testid="presence-text">
          {PRESENCE_TEXT[presence.status]}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Input
          type="text"
          aria-label="Search messages"
          placeholder="Search messages..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="w-44"
        />
        {search && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onSearch('')}
            className="rounded-md px-2 py-1 text-zinc-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            ✕
          </button>
        )}
      </div>
    </header>
  );
}
