import { defineService } from '@filmcollab/service-kit';
import { NotificationsConfigSchema } from './config/notifications-config.schema';

export const notificationsService = defineService({
  name: 'notifications',
  description: 'Notifications, the realtime socket and outgoing e-mail.',
  configSchema: NotificationsConfigSchema,
});
