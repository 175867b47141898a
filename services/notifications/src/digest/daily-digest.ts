import { Injectable, Logger } from '@nestjs/common';
import { InjectConfig, type BaseConfig } from '@filmcollab/service-kit';
import type { NotificationsConfig } from '../config/notifications-config.schema';
import { MailSender } from '../mail/mail-sender';
import { toNotification } from '../notifications/notification-text';
import { NotificationsService } from '../notifications/notifications.service';
import { PreferencesService } from '../preferences/preferences.service';
import { RecipientsService } from '../recipients/recipients.service';
import { digestMail } from './digest-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
const USERS_PER_BATCH = 100;

export interface DigestOutcome {
  mailed: number;
  skipped: number;
  failed: number;
}

/**
 * One e-mail per user for their unread notifications older than a day, of the kinds they want by
 * e-mail, instead of a mail per notification. Each notification goes into at most one digest;
 * kinds switched off and users without a known address are marked taken without a mail.
 */
@Injectable()
export class DailyDigest {
  private readonly logger = new Logger('DailyDigest');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly preferences: PreferencesService,
    private readonly recipients: RecipientsService,
    private readonly sender: MailSender,
    @InjectConfig() private readonly config: BaseConfig & NotificationsConfig,
  ) {}

  async run(now: Date): Promise<DigestOutcome> {
    const cutoff = new Date(now.getTime() - DAY_MS);
    const outcome: DigestOutcome = { mailed: 0, skipped: 0, failed: 0 };
    const tried = new Set<string>();
    for (;;) {
      const users = (await this.notifications.usersAwaitingDigest(cutoff, USERS_PER_BATCH)).filter(
        (userId) => !tried.has(userId),
      );
      if (users.length === 0) return outcome;
      for (const userId of users) {
        tried.add(userId);
        try {
          outcome[(await this.digestFor(userId, cutoff)) ? 'mailed' : 'skipped']++;
        } catch (error) {
          // Left untaken: the next digest tries this user again.
          outcome.failed++;
          this.logger.warn({ err: error, userId }, 'Digest e-mail not sent');
        }
      }
    }
  }

  /** True when an e-mail went out. */
  private async digestFor(userId: string, cutoff: Date): Promise<boolean> {
    const [records, kinds, recipient] = await Promise.all([
      this.notifications.awaitingDigest(userId, cutoff),
      this.preferences.emailKinds(userId),
      this.recipients.find(userId),
    ]);
    const wanted = records.filter((record) => kinds.has(record.kind)).map(toNotification);
    if (wanted.length > 0 && recipient) {
      await this.sender.send(
        digestMail(recipient.email, recipient.name, wanted, this.config.PUBLIC_URL),
      );
    }
    await this.notifications.markDigested(records.map((record) => record.id));
    return wanted.length > 0 && recipient !== null;
  }
}
