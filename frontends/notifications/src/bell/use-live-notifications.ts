import { useDispatch } from 'react-redux';
import {
  NOTIFICATION_PUSH,
  NOTIFICATIONS_FETCHED,
  NotificationPushSchema,
  NotificationsReadPushSchema,
} from '@filmcollab/contracts/notifications';
import { type AppDispatch } from '@filmcollab/web-kit';
import { useRealtimeEvent, useRealtimeResume } from '@filmcollab/web-kit/realtime';
import { notificationsApi } from '../api/notifications-api';

/**
 * Keeps the cached list current from the user's realtime pushes: new (or grown, grouped) items go
 * to the top, reads from other tabs and from answered requests are applied, and after a lost
 * connection the list is fetched once again (pushes are not replayed).
 */
export function useLiveNotifications(): void {
  const dispatch = useDispatch<AppDispatch>();

  useRealtimeEvent(NOTIFICATION_PUSH.created, (data) => {
    const push = NotificationPushSchema.safeParse(data);
    if (!push.success) return;
    const { notification, unreadCount } = push.data;
    dispatch(
      notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
        draft.items = [notification, ...draft.items.filter((item) => item.id !== notification.id)]
          .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
          .slice(0, NOTIFICATIONS_FETCHED);
        if (unreadCount !== undefined) draft.unreadCount = unreadCount;
      }),
    );
  });

  useRealtimeEvent(NOTIFICATION_PUSH.read, (data) => {
    const push = NotificationsReadPushSchema.safeParse(data);
    if (!push.success) return;
    const ids = new Set(push.data.ids);
    dispatch(
      notificationsApi.util.updateQueryData('notifications', undefined, (draft) => {
        for (const item of draft.items) if (push.data.all || ids.has(item.id)) item.isRead = true;
        draft.unreadCount = push.data.unreadCount;
      }),
    );
  });

  useRealtimeResume(() => {
    dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  });
}
