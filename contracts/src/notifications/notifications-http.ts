import * as z from 'zod/mini';
import { identifier } from '../http/input-rules';
import {
  NOTIFICATIONS_FETCHED,
  NotificationEntityTypeSchema,
  NotificationKindSchema,
  NotificationTypeSchema,
} from './notifications-model';

/**
 * One notification. Items of the same kind on the same subject (applications to one project,
 * messages of one conversation) are grouped while unread: `count` grows, `message` says how many
 * ('3 new applications to {project}') and the item moves to the top with the latest `createdAt`.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  kind: NotificationKindSchema,
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  relatedEntityType: NotificationEntityTypeSchema,
  relatedEntityId: z.string(),
  /** The other person: sender, applicant, inviter. */
  relatedProfileId: z.nullable(z.string()),
  /** The project an application or invitation is about. */
  projectId: z.nullable(z.string()),
  count: z.int().check(z.minimum(1)),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications`: the latest 50, newest first, and the unread count. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema).check(z.maxLength(NOTIFICATIONS_FETCHED)),
  unreadCount: z.int().check(z.minimum(0)),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** `GET /api/notifications/unread-count`, and the answer of both mark-read routes. */
export const NotificationUnreadCountSchema = z.object({ unreadCount: z.int().check(z.minimum(0)) });
export type NotificationUnreadCount = z.infer<typeof NotificationUnreadCountSchema>;

/**
 * `POST /api/notifications/read` body: the caller's notifications to mark read (ids of other users'
 * notifications change nothing). `POST /api/notifications/read-all` has no body.
 */
export const MarkNotificationsReadSchema = z.object({
  ids: z.array(identifier(100)).check(z.minLength(1), z.maxLength(NOTIFICATIONS_FETCHED)),
});
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsReadSchema>;

/** Per kind, whether unread notifications also come in the daily digest e-mail. */
export const NotificationPreferencesSchema = z.object({
  email: z.record(NotificationKindSchema, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** `PUT /api/notifications/preferences` body: the switches to change; the answer is all of them. */
export const UpdateNotificationPreferencesSchema = z.object({
  email: z.partialRecord(NotificationKindSchema, z.boolean()),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;

/** Realtime pushes to the notification's user (contracts' realtime: `toUsers`). */
export const NOTIFICATION_PUSH = {
  /** `NotificationPushSchema`: a new notification, or a grouped one that grew (same `id`). */
  created: 'notification.created',
  /** `NotificationsReadPushSchema`: read in another tab, or by the connection request's answer. */
  read: 'notification.read',
} as const;

export const NotificationPushSchema = z.object({
  notification: NotificationSchema,
  /** Absent when a grouped notification grew: it was unread already, so the count is unchanged. */
  unreadCount: z.optional(z.int().check(z.minimum(0))),
});
export type NotificationPush = z.infer<typeof NotificationPushSchema>;

export const NotificationsReadPushSchema = z.object({
  /** The ids now read; `all` when every notification of the user is. */
  ids: z.array(z.string()),
  all: z.boolean(),
  unreadCount: z.int().check(z.minimum(0)),
});
export type NotificationsReadPush = z.infer<typeof NotificationsReadPushSchema>;
