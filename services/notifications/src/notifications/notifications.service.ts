import { Injectable } from '@nestjs/common';
import { Clock, RealtimePublisher } from '@filmcollab/service-kit';
import {
  NOTIFICATION_PUSH,
  NOTIFICATIONS_FETCHED,
  type NotificationList,
  type NotificationPush,
  type NotificationsReadPush,
} from '@filmcollab/contracts';
import type { NewNotification, NotificationRecord } from './notification-record';
import { toNotification } from './notification-text';
import { NotificationsRepository, type NotificationMatch } from './notifications.repository';

/**
 * The notification list of each user: made from domain events, read over HTTP, pushed live to the
 * user's sockets on every replica. The unread count is always counted, never kept as a number, so
 * it cannot drift or drop below 0.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly realtime: RealtimePublisher,
    private readonly clock: Clock,
  ) {}

  async notify(input: NewNotification): Promise<NotificationRecord> {
    const { record, grouped } = await this.repository.addOrGroup(input);
    const push: NotificationPush = { notification: toNotification(record) };
    // A group that grew was unread already: the count is unchanged and not asked again.
    if (!grouped) push.unreadCount = await this.repository.unreadCount(input.userId);
    this.realtime.toUsers([input.userId], NOTIFICATION_PUSH.created, push);
    return record;
  }

  async list(userId: string): Promise<NotificationList> {
    const [items, unreadCount] = await Promise.all([
      this.repository.latest(userId, NOTIFICATIONS_FETCHED),
      this.repository.unreadCount(userId),
    ]);
    return { items: items.map(toNotification), unreadCount };
  }

  async unreadCount(userId: string): Promise<number> {
    return this.repository.unreadCount(userId);
  }

  async markRead(userId: string, ids: readonly string[]): Promise<number> {
    const changed = await this.repository.markRead(userId, ids, this.clock.now());
    return this.afterRead(userId, changed, false);
  }

  async markAllRead(userId: string): Promise<number> {
    const changed = await this.repository.markAllRead(userId, this.clock.now());
    return this.afterRead(userId, changed, true);
  }

  /** An event resolved these notifications (a request answered, a conversation read). */
  async resolve(userId: string, match: NotificationMatch): Promise<void> {
    const changed = await this.repository.markMatchingRead(userId, match, this.clock.now());
    await this.afterRead(userId, changed, false);
  }

  /** The application behind the creator's notification is gone without a decision. */
  async orphanApplication(creatorId: string, applicationId: string): Promise<void> {
    const found = await this.repository.findAbout(creatorId, {
      relatedEntityType: 'project_application',
      relatedEntityId: applicationId,
    });
    if (!found || found.count > 1) return;
    await this.repository.setEntityType(found.id, 'orphaned_application');
    const push: NotificationPush = {
      notification: toNotification({ ...found, relatedEntityType: 'orphaned_application' }),
      unreadCount: await this.repository.unreadCount(creatorId),
    };
    this.realtime.toUsers([creatorId], NOTIFICATION_PUSH.created, push);
  }

  /** Users with unread notifications older than `cutoff` that no digest took yet. */
  usersAwaitingDigest(cutoff: Date, limit: number): Promise<string[]> {
    return this.repository.usersAwaitingDigest(cutoff, limit);
  }

  awaitingDigest(userId: string, cutoff: Date): Promise<NotificationRecord[]> {
    return this.repository.awaitingDigest(userId, cutoff);
  }

  markDigested(ids: readonly string[]): Promise<void> {
    return this.repository.markDigested(ids, this.clock.now());
  }

  private async afterRead(userId: string, changed: string[], all: boolean): Promise<number> {
    const unreadCount = await this.repository.unreadCount(userId);
    if (changed.length > 0) {
      const push: NotificationsReadPush = { ids: changed, all, unreadCount };
      this.realtime.toUsers([userId], NOTIFICATION_PUSH.read, push);
    }
    return unreadCount;
  }
}
