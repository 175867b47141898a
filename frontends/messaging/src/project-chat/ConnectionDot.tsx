import { cn } from '@filmcollab/ui';
import { useRealtimeStatus } from '@filmcollab/web-kit/realtime';

const STATES = {
  connected: { text: 'Connected', colour: 'bg-green-500' },
  reconnecting: { text: 'Reconnecting', colour: 'bg-yellow-400' },
  disconnected: { text: 'Disconnected', colour: 'bg-red-500' },
} as const;

/** Spec 03 group chat: a dot for the live connection (connected, disconnected, reconnecting). */
export function ConnectionDot() {
  const status = useRealtimeStatus();
  const state =
    status === 'connected'
      ? STATES.connected
      : status === 'disconnected'
        ? STATES.disconnected
        : STATES.reconnecting;
  return (
    <span className="flex items-center gap-2 text-xs text-zinc-400">
      <span
        role="img"
        aria-label={state.text}
        data-testid="connection-dot"
        className={cn('inline-block size-2.5 rounded-full', state.colour)}
      />
      <span aria-hidden="true">{state.text}</span>
    </span>
  );
}
