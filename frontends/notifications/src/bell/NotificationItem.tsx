import type { Notification } from '@filmcollab/contracts/notifications';
import { Button, cn, relativeTime, showToast } from '@filmcollab/ui';
import { useLazyApplicantProfileQuery } from '../api/notifications-api';

import { applicantProfileProblem } from './applicant-profile-problem';
import { ConnectionRequestActions } from './ConnectionRequestActions';
import { notificationTarget } from './notification-target';

export interface NotificationItemProps {
  notification: Notification;
  /** Marks it read (if unread), closes the dropdown and goes to `path`. */
  onOpen: (notification: Notification, path: string) => void;
}

/** Title, message, relative time, and the actions of its type (spec 01 §2, §4). */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { title, message, createdAt, isRead, type, relatedProfileId } = notification;
  const open = () => {
    const target = notificationTarget(notification);
    if (target.toast) showToast({ title: target.toast });
    onOpen(notification, target.path);
  };
  const [lookUpApplicant, { isFetching: looking }] = useLazyApplicantProfileQuery();
  const viewProfile = async () => {
    if (notification.relatedEntityType === 'orphaned_application') {
      showToast({ title: 'Application Deleted', variant: 'destructive' });
      return;
    }
    if (!relatedProfileId) {
      showToast({ title: 'Profile Unavailable', variant: 'destructive' });
      return;
    }
    const result = await lookUpApplicant(relatedProfileId);
    if (result.error) {
      showToast({ title: applicantProfileProblem(result.error), variant: 'destructive' });
      return;
    }
    onOpen(notification, `/profile/${relatedProfileId}`);
  };
  const isApplication = type === 'project_application';

  return (
    <li className={cn('border-b border-zinc-800 px-3 py-2', !isRead && 'bg-zinc-800/60')}>
      <button
        type="button"
        onClick={open}
        className="block w-full rounded text-left focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        <span className="flex items-start gap-2">
          {!isRead && (
            <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-400" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-zinc-100">
              {title}
              {!isRead && <span className="sr-only"> (unread)</span>}
            </span>
            <span className="block text-sm break-words text-zinc-300">{message}</span>
            <time dateTime={createdAt} className="block text-xs text-zinc-400">
              {relativeTime(createdAt)}
            </time>
          </span>
        </span>
      </button>
      {type === 'connection_request' && !isRead && (
        <ConnectionRequestActions notification={notification} />
      )}
      {isApplication && (
        <Button
          variant="secondary"
          className="mt-2 px-3 py-1 text-xs"
          disabled={looking}
          onClick={() => void viewProfile()}
        >
          View Profile
        </Button>
      )}
    </li>
  );
}
