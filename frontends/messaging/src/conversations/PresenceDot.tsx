import type { PresenceStatus } from '@filmcollab/contracts/messaging';
import { cn } from '@filmcollab/ui';

export const PRESENCE_TEXT: Record<PresenceStatus, string> = {
  online: 'Online',
  away: 'Away',
  offline: 'Offline',
};

/** Spec 01: green when online, yellow when away, otherwise grey. */
export function PresenceDot({ status, className }: { status: PresenceStatus; className?: string }) {
  return (
    <span
      role="img"
      aria-label={PRESENCE_TEXT[status]}
      data-testid="presence-dot"
      className={cn(
        'inline-block size-3 rounded-full ring-2 ring-zinc-900',
        status === 'online' ? 'bg-green-500' : status === 'away' ? 'bg-yellow-400' : 'bg-zinc-500',
        className,
      )}
    />
  );
}
