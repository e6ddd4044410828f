import { PopupList, popupsResource } from '@centre/contracts';
import { consoleResourceRoutes, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

/** The home popup layer: published popups whose display window is open now. */
export const publicPopupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/popups', { schema: { response: { 200: PopupList } } }, async (request) => ({
    popups: await app.popups.active(request.locale, app.clock.now().toISOString()),
  }));
};

export const consolePopupRoutes = consoleResourceRoutes(popupsResource, (app) => ({
  repository: app.popups,
  trash: app.popups,
  check: (input) => (Date.parse(input.endsAt) <= Date.parse(input.startsAt) ? 'A popup must end after it starts.' : null),
}));
