import type { Notification } from '@filmcollab/contracts/notifications';

/** Where clicking a notification goes, and the toast some types show on the way (spec 01 §4). */
export interface NotificationTarget {
  path: string;
  toast?: string;
}

const FALLBACK: NotificationTarget = { path: '/projects', toast: 'Redirecting' };

export function notificationTarget(notification: Notification): NotificationTarget {
  const { relatedEntityType, relatedEntityId, relatedProfileId, projectId } = notification;
  if (relatedEntityType === 'orphaned_application') {
    return { path: '/projects', toast: 'Application Processed' };
  }
  switch (notification.kind) {
    case 'connection_request':
    case 'connection_accepted':
      return relatedProfileId ? { path: `/profile/${relatedProfileId}` } : FALLBACK;
    case 'application_submitted':
      return projectId ? { path: `/project/${projectId}?tab=members` } : FALLBACK;
    case 'application_accepted':
    case 'application_rejected':
    case 'project_invitation':
      return projectId ? { path: `/project/${projectId}` } : FALLBACK;
    case 'direct_message':
      return relatedProfileId ? { path: `/messages/${relatedProfileId}` } : FALLBACK;
    case 'post_mention':
    case 'post_comment':
      return relatedEntityId ? { path: `/community/posts/${relatedEntityId}` } : FALLBACK;
    case 'task_mention':
    case 'task_assigned':
      return projectId ? { path: `/collaboration/${projectId}` } : FALLBACK;
    default:
      return FALLBACK;
  }
}
