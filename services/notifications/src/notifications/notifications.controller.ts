import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  MarkNotificationsReadSchema,
  NotificationListSchema,
  NotificationUnreadCountSchema,
  type MarkNotificationsRead,
  type NotificationList,
  type NotificationUnreadCount,
} from '@filmcollab/contracts';
import {
  CurrentUser,
  JwtAuthGuard,
  ZodBody,
  ZodResponse,
  type AuthenticatedUser,
} from '@filmcollab/service-kit';
import { RecipientsService } from '../recipients/recipients.service';
import { NotificationsService } from './notifications.service';

@Controller()
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly recipients: RecipientsService,
  ) {}

  /** The latest 50 and the unread count; also where the digest learns the user's e-mail address. */
  @Get()
  @ZodResponse(200, NotificationListSchema)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<NotificationList> {
    const [list] = await Promise.all([
      this.notifications.list(user.id),
      this.recipients.remember(user),
    ]);
    return list;
  }

  @Get('unread-count')
  @ZodResponse(200, NotificationUnreadCountSchema)
  async unreadCount(@CurrentUser() user: AuthenticatedUser): Promise<NotificationUnreadCount> {
    return { unreadCount: await this.notifications.unreadCount(user.id) };
  }

  @Post('read')
  @HttpCode(200)
  @ZodResponse(200, NotificationUnreadCountSchema)
  async markRead(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(MarkNotificationsReadSchema) body: MarkNotificationsRead,
  ): Promise<NotificationUnreadCount> {
    return { unreadCount: await this.notifications.markRead(user.id, body.ids) };
  }

  @Post('read-all')
  @HttpCode(200)
  @ZodResponse(200, NotificationUnreadCountSchema)
  async markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<NotificationUnreadCount> {
    return { unreadCount: await this.notifications.markAllRead(user.id) };
  }
}
