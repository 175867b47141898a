import type { ConversationEntry } from '@filmcollab/contracts/messaging';
import { cn, CountBadge } from '@filmcollab/ui';
import { Link } from 'react-router';
import { relativeTime } from '@filmcollab/ui';
import { displayName, previewOf } from '../display/message-display';
import { PersonAvatar } from './PersonAvatar';
import { PresenceDot } from './PresenceDot';

interface ConversationListItemProps {
  entry: ConversationEntry;
  selected: boolean;
}

/** One conversation: photo with presence dot, name, last message (50 characters), time, badge. */
export function ConversationListItem({ entry, selected }: ConversationListItemProps) {
  const name = displayName(entry.otherUser);
  return (
    <li>
      <Link
        to={`/messages/${encodeURIComponent(entry.otherUser.id)}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-left hover:bg-zinc-800',
          'focus-visible:outline-2 focus-visible:outline-amber-400',
          selected && 'bg-zinc-800',
        )}
      >
        <span className="relative">
          <PersonAvatar person={entry.otherUser} />
          <PresenceDot status={entry.presence.status} className="absolute right-0 bottom-0" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-medium text-zinc-100">{name}</span>
            {entry.lastMessageAt && (
              <span className="shrink-0 text-xs text-zinc-400">
                {relativeTime(entry.lastMessageAt)}
              </span>
            )}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm text-zinc-400" data-testid="last-message">
              {previewOf(entry.lastMessage)}
            </span>
            <CountBadge count={entry.unreadCount} />
          </span>
        </span>
      </Link>
    </li>
  );
}
