import { businessesResource, notificationsResource, type ConsoleNotificationInput } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes } from '@centre/server-kit';
import { periodProblem } from '../repositories/localised-table.ts';
import { noticeBoardReadersOf } from './readers.ts';

/** A notice cannot stop being public before it starts. */
const publicationRule = (input: ConsoleNotificationInput) => periodProblem(input.publishAt, input.unpublishAt);

/** Notices of the centre (spec §7: center notifications). */
export const publicNotificationRoutes = publicResourceRoutes(notificationsResource, (app) => noticeBoardReadersOf(app.notifications, 'notification'));
export const consoleNotificationRoutes = consoleResourceRoutes(notificationsResource, (app) => ({
  repository: app.notifications,
  trash: app.notifications,
  check: publicationRule,
}));

/** Business announcements: the centre's support programmes (spec §7: center businesses). */
export const publicBusinessRoutes = publicResourceRoutes(businessesResource, (app) => noticeBoardReadersOf(app.businesses, 'business'));
export const consoleBusinessRoutes = consoleResourceRoutes(businessesResource, (app) => ({
  repository: app.businesses,
  trash: app.businesses,
  check: publicationRule,
}));
