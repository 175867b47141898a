import {
  NOTIFICATION_TITLES,
  NOTIFICATION_TYPE_OF_KIND,
  type Notification,
  type NotificationKind,
} from '@filmcollab/contracts';
import type { NotificationRecord, NotificationWords } from './notification-record';

const SOMEONE = 'Someone';

/** The message of a notification of this kind, for `count` grouped items. */
export function notificationMessage(
  kind: NotificationKind,
  words: NotificationWords,
  count: number,
): string {
  const actor = words.actorName?.trim() || SOMEONE;
  const project = words.subject?.trim() || 'a project';
  // Roles travel as ids (`sound_designer`); people read words.
  const role = words.detail ? ` as ${words.detail.replaceAll('_', ' ')}` : '';
  switch (kind) {
    case 'connection_request':
      return `${actor} wants to connect with you`;
    case 'connection_accepted':
      return `${actor} accepted your connection request`;
    case 'application_submitted':
      return count > 1
        ? `${count} new applications to ${project}`
        : `${actor} applied to ${project}${role}`;
    case 'application_accepted':
      return `Your application to ${project} was accepted`;
    case 'application_rejected':
      return `Your application to ${project} was not accepted`;
    case 'project_invitation':
      return `${actor} invited you to join ${project}${role}`;
    case 'direct_message':
      return count > 1
        ? `${count} new messages from ${actor}`
        : `${actor}: ${words.detail ?? ''}`.trimEnd();
    case 'post_mention':
      return `${actor} mentioned you: ${words.detail ?? ''}`.trimEnd();
    case 'post_comment':
      return count > 1
        ? `${count} new comments on your post`
        : `${actor} commented on your post: ${words.detail ?? ''}`.trimEnd();
    case 'task_mention':
      return `${actor} mentioned you on "${words.subject ?? 'a task'}": ${words.detail ?? ''}`.trimEnd();
    case 'task_assigned':
      return `You were assigned "${words.subject ?? 'a task'}"`;
  }
}

/** The HTTP and realtime shape of a stored notification. */
export function toNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    userId: record.userId,
    kind: record.kind,
    type: NOTIFICATION_TYPE_OF_KIND[record.kind],
    title: NOTIFICATION_TITLES[record.kind],
    message: notificationMessage(record.kind, record, record.count),
    relatedEntityType: record.relatedEntityType,
    relatedEntityId: record.relatedEntityId,
    relatedProfileId: record.relatedProfileId,
    projectId: record.projectId,
    count: record.count,
    isRead: record.isRead,
    createdAt: record.createdAt.toISOString(),
  };
}
