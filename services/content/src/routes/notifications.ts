import { NotificationDetail, NotificationList } from '@centre/contracts';
import { noticeBoard } from './notice-boards.ts';
import { consoleResourceRoutes, publicResourceRoutes } from './resource-routes.ts';

/** Notices of the centre (spec §7: center notifications). */
const notifications = noticeBoard({
  names: { list: 'notifications', item: 'notification' },
  publicPath: '/api/v1/center/notifications',
  consolePath: '/api/console/center/notifications',
  notFound: 'This notice does not exist or has been removed.',
  repository: (app) => app.notifications,
  schemas: { list: NotificationList, detail: NotificationDetail },
});

export const publicNotificationRoutes = publicResourceRoutes(notifications);
export const consoleNotificationRoutes = consoleResourceRoutes(notifications);
