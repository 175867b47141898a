import { Injectable } from '@nestjs/common';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@filmcollab/contracts';
import { PreferencesRepository } from './preferences.repository';

/** Per kind, whether a user's unread notifications also reach them in the daily digest e-mail. */
@Injectable()
export class PreferencesService {
  constructor(private readonly repository: PreferencesRepository) {}

  async get(userId: string): Promise<NotificationPreferences> {
    return toPreferences(await this.repository.emailOff(userId));
  }

  async update(
    userId: string,
    change: UpdateNotificationPreferences,
  ): Promise<NotificationPreferences> {
    const off = new Set(await this.repository.emailOff(userId));
    for (const [kind, on] of Object.entries(change.email) as [NotificationKind, boolean][]) {
      if (on) off.delete(kind);
      else off.add(kind);
    }
    const kinds = NOTIFICATION_KINDS.filter((kind) => off.has(kind));
    await this.repository.setEmailOff(userId, kinds);
    return toPreferences(kinds);
  }

  /** The kinds this user wants by e-mail. */
  async emailKinds(userId: string): Promise<Set<NotificationKind>> {
    const off = new Set(await this.repository.emailOff(userId));
    return new Set(NOTIFICATION_KINDS.filter((kind) => !off.has(kind)));
  }
}

function toPreferences(off: readonly NotificationKind[]): NotificationPreferences {
  return {
    email: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, !off.includes(kind)]),
    ) as NotificationPreferences['email'],
  };
}
