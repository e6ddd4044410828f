import { ConsolePopup, ConsolePopupInput, ListQuery, PopupList } from '@centre/contracts';
import { localeFrom, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { consoleResourceRoutes, type ResourceRoutes } from './resource-routes.ts';

/** The home popup layer: only popups whose display window is open now. */
export const publicPopupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/popups', { schema: { response: { 200: PopupList } } }, async (request) => ({
    popups: await app.popups.active(localeFrom(request.headers['accept-language'])),
  }));
};

const popups: ResourceRoutes = {
  names: { list: 'popups', item: 'popup' },
  consolePath: '/api/console/popups',
  publicDetail: false,
  notFound: 'This popup does not exist or has been removed.',
  repository: (app) => app.popups,
  schemas: { query: ListQuery, consoleItem: ConsolePopup, input: ConsolePopupInput },
  check: (input: ConsolePopupInput) => (Date.parse(input.endsAt) <= Date.parse(input.startsAt) ? 'A popup must end after it starts.' : null),
};

export const consolePopupRoutes = consoleResourceRoutes(popups);
