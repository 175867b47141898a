import type { Notification } from '@filmcollab/contracts/notifications';
import { Button, Spinner } from '@filmcollab/ui';
import {
  useMarkAllNotificationsReadMutation,
  useNotificationsQuery,
} from '../api/notifications-api';
import { NotificationItem } from './NotificationItem';

export interface NotificationPanelProps {
  onOpen: (notification: Notification, path: string) => void;
  /** Closes the dropdown and goes to `path`. */
  onNavigate: (path: string) => void;
}

/** The dropdown's content: 'Mark all read' and the latest 50 in a 24rem scrolling list. */
export function NotificationPanel({ onOpen, onNavigate }: NotificationPanelProps) {
  const { data, isLoading, isError, refetch } = useNotificationsQuery();
  const [markAllRead, { isLoading: marking }] = useMarkAllNotificationsReadMutation();
  const unread = data?.unreadCount ?? 0;

  return (
    <div className="flex w-80 flex-col sm:w-96">
      <div className="flex items-center justify-between border-b border-zinc-800 px-3 py-2">
        <h2 className="text-sm font-semibold text-zinc-100">Notifications</h2>
        <Button
          variant="ghost"
          className="px-2 py-1 text-xs"
          disabled={unread === 0 || marking}
          onClick={() => void markAllRead()}
        >
          Mark all read
        </Button>
      </div>
      <div className="h-[24rem] overflow-y-auto" data-testid="notification-list">
        {isLoading ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading notifications" />
          </div>
        ) : isError || !data ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-zinc-400">
            <p role="alert">Failed to load notifications</p>
            <Button
              variant="secondary"
              className="px-3 py-1 text-xs"
              onClick={() => void refetch()}
            >
              Try again
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-zinc-400">
            No notifications yet
          </p>
        ) : (
          <ul aria-label="Notifications">
            {data.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-zinc-800 px-3 py-2 text-right">
        <Button
          variant="ghost"
          className="px-2 py-1 text-xs"
          onClick={() => onNavigate('/notifications/settings')}
        >
          E-mail settings
        </Button>
      </div>
    </div>
  );
}
