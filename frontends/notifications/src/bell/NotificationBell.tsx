import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@filmcollab/contracts/notifications';
import { BellIcon } from '@filmcollab/ui';
import { IconButton } from '@filmcollab/ui/icon-button';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from '../api/notifications-api';
import { NotificationPanel } from './NotificationPanel';
import { useLiveNotifications } from './use-live-notifications';

/**
 * The header's bell (extension point `header.notifications`): unread badge capped at '99+', and
 * the dropdown. The list is read once and then kept current by realtime pushes.
 */
export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { data } = useNotificationsQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  useLiveNotifications();

  const goTo = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  const openNotification = (notification: Notification, path: string) => {
    if (!notification.isRead) void markRead([notification.id]);
    goTo(path);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <IconButton label="Notifications" count={data?.unreadCount ?? 0} icon={<BellIcon />} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="end"
          sideOffset={6}
          className="z-50 rounded-md border border-zinc-700 bg-zinc-900 text-zinc-100 shadow-xl"
        >
          {/* Portaled to <body>: the wrapper keeps this remote's scoped styles applying. */}
          <div data-remote="notifications">
            <NotificationPanel onOpen={openNotification} onNavigate={goTo} />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
