import type { FastifyInstance } from 'fastify';
import { ConsoleNotification, ConsoleNotificationInput, NotificationListQuery } from '@centre/contracts';
import type { TSchema } from 'typebox';
import type { NoticeBoardRepository } from '../repositories/notice-boards.ts';
import type { ResourceRoutes } from './resource-routes.ts';

/** Notices and business announcements: the same routes, the detail with its previous and next. */
export function noticeBoard(options: {
  names: { list: string; item: string };
  publicPath: string;
  consolePath: string;
  notFound: string;
  repository(app: FastifyInstance): NoticeBoardRepository;
  schemas: { list: TSchema; detail: TSchema };
}): ResourceRoutes {
  return {
    ...options,
    publicDetail: true,
    schemas: { ...options.schemas, query: NotificationListQuery, consoleItem: ConsoleNotification, input: ConsoleNotificationInput },
    async detail(app, id, locale) {
      const found = await options.repository(app).findDetail(id, locale);
      return found && { [options.names.item]: found.item, previous: found.previous, next: found.next };
    },
  };
}
