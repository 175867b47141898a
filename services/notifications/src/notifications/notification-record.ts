import type { NotificationEntityType, NotificationKind } from '@filmcollab/contracts';

/** The words an event gave a notification; its title and message are built from them. */
export interface NotificationWords {
  actorName: string | null;
  subject: string | null;
  detail: string | null;
}

export interface NotificationRecord extends NotificationWords {
  id: string;
  userId: string;
  kind: NotificationKind;
  relatedEntityType: NotificationEntityType;
  relatedEntityId: string;
  relatedProfileId: string | null;
  projectId: string | null;
  groupKey: string | null;
  count: number;
  isRead: boolean;
  createdAt: Date;
  readAt: Date | null;
  digestedAt: Date | null;
}

/** What a domain event asks for; `groupKey` joins it to the user's unread item with that key. */
export interface NewNotification extends NotificationWords {
  userId: string;
  kind: NotificationKind;
  relatedEntityType: NotificationEntityType;
  relatedEntityId: string;
  relatedProfileId: string | null;
  projectId: string | null;
  groupKey: string | null;
  at: Date;
}
