import type { DirectMessage } from '@filmcollab/contracts/messaging';
import { cn } from '@filmcollab/ui';
import { Component, type ReactNode } from 'react';
import { timeOfDay } from '../display/message-display';

interface MessageBubbleProps {
  message: DirectMessage;
  own: boolean;
}

/** Own messages on the right with a tick, blue once read. */
function Bubble({ message, own }: MessageBubbleProps) {
  return (
    <div className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[75%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap break-words',
          own ? 'bg-amber-500 text-zinc-950' : 'bg-zinc-800 text-zinc-100',
        )}
        data-testid={own ? 'own-message' : 'their-message'}
      >
        <p>{message.text}</p>
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-1 text-[11px]',
            own ? 'text-zinc-800' : 'text-zinc-400',
          )}
        >
          <time dateTime={message.createdAt}>{timeOfDay(message.createdAt)}</time>
          {own && (
            <span
              role="img"
              aria-label={message.read ? 'Read' : 'Sent'}
              data-testid="read-tick"
              className={message.read ? 'font-bold text-blue-700' : 'text-zinc-700'}
            >
              {message.read ? '✓✓' : '✓'}
            </span>
          )}
        </p>
      </div>
    </div>
  );
}

/** Spec 01 §8: a message that cannot be drawn shows 'Error displaying message'. */
class MessageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p className="text-sm text-red-400">Error displaying message</p>
    ) : (
      this.props.children
    );
  }
}

export function MessageBubble(props: MessageBubbleProps) {
  return (
    <MessageBoundary>
      <Bubble {...props} />
    </MessageBoundary>
  );
}
