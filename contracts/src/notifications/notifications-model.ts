import * as z from 'zod/mini';

/**
 * What a notification is about; each kind is made from one domain event and is one row of the
 * user's e-mail preferences.
 */
export const NOTIFICATION_KINDS = [
  'connection_request',
  'connection_accepted',
  'application_submitted',
  'application_accepted',
  'application_rejected',
  'project_invitation',
  'direct_message',
  'post_mention',
  'post_comment',
  'task_mention',
  'task_assigned',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** The spec's `type` (spec 01 §3), which decides the item's actions and navigation. */
export const NotificationTypeSchema = z.enum([
  'connection_request',
  'project_application',
  'application',
  'message',
  'others',
]);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NOTIFICATION_TYPE_OF_KIND: Record<NotificationKind, NotificationType> = {
  connection_request: 'connection_request',
  connection_accepted: 'others',
  application_submitted: 'project_application',
  application_accepted: 'application',
  application_rejected: 'application',
  project_invitation: 'others',
  direct_message: 'message',
  post_mention: 'others',
  post_comment: 'others',
  task_mention: 'others',
  task_assigned: 'others',
};

/** The spec's `related_entity_type`; `orphaned_application` once the application is gone. */
export const NotificationEntityTypeSchema = z.enum([
  'project',
  'project_application',
  'orphaned_application',
  'connection_request',
  'message',
  'project_invitation',
  'post',
  'task',
]);
export type NotificationEntityType = z.infer<typeof NotificationEntityTypeSchema>;

/** Labels of the e-mail preference switches. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  connection_request: 'Connection requests',
  connection_accepted: 'Accepted connection requests',
  application_submitted: 'Applications to your projects',
  application_accepted: 'Accepted applications',
  application_rejected: 'Rejected applications',
  project_invitation: 'Project invitations',
  direct_message: 'Direct messages',
  post_mention: 'Mentions in posts and comments',
  post_comment: 'Comments on your posts',
  task_mention: 'Mentions in task comments',
  task_assigned: 'Tasks assigned to you',
};

/** Spec 03 titles (applications) and ours for the kinds the specs do not name. */
export const NOTIFICATION_TITLES: Record<NotificationKind, string> = {
  connection_request: 'New Connection Request',
  connection_accepted: 'Connection Accepted',
  application_submitted: 'New Project Application',
  application_accepted: 'Application Accepted',
  application_rejected: 'Application Rejected',
  project_invitation: 'Project Invitation',
  direct_message: 'New Message',
  post_mention: 'You Were Mentioned',
  post_comment: 'New Comment',
  task_mention: 'You Were Mentioned',
  task_assigned: 'Task Assigned',
};

/** Notifications fetched for the dropdown (spec 01 §9). */
export const NOTIFICATIONS_FETCHED = 50;
