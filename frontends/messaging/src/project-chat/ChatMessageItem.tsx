import type { ChatPerson } from '@filmcollab/contracts/messaging';
import { cn } from '@filmcollab/ui';
import { PersonAvatar } from '../conversations/PersonAvatar';
import { displayName, timeOfDay } from '../display/message-display';

interface ChatMessageItemProps {
  sender: ChatPerson;
  text: string;
  createdAt: string;
  own: boolean;
  status: 'sent' | 'sending' | 'failed';
  onRetry?: () => void;
}

/** One group chat message; the user's own unconfirmed ones show sending or 'Tap to retry'. */
export function ChatMessageItem({
  sender,
  text,
  createdAt,
  own,
  status,
  onRetry,
}: ChatMessageItemProps) {
  return (
    <li className={cn('flex gap-2', own && 'flex-row-reverse')}>
      <PersonAvatar person={sender} size="size-8" />
      <div className={cn('max-w-[75%]', own && 'text-right')}>
        <p className="text-xs text-zinc-400">
          <span className="font-medium text-zinc-300">{own ? 'You' : displayName(sender)}</span>{' '}
          <time dateTime={createdAt}>{timeOfDay(createdAt)}</time>
        </p>
        <p
          className={cn(
            'mt-1 inline-block rounded-lg px-3 py-2 text-left text-sm whitespace-pre-wrap break-words',
            own ? 'bg-amber-500 text-zinc-950' : 'bg-zinc-800 text-zinc-100',
            status === 'sending' && 'opacity-60',
            status === 'failed' && 'ring-2 ring-red-500',
          )}
        >
          {text}
        </p>
        {status === 'sending' && <p className="text-xs text-zinc-500">Sending…</p>}
        {status === 'failed' && (
          <button
            type="button"
            onClick={onRetry}
            className="block w-full text-right text-xs text-red-400 underline focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            Tap to retry
          </button>
        )}
      </div>
    </li>
  );
}
