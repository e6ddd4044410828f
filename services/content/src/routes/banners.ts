import { BannerList, BannerParams, bannersResource } from '@centre/contracts';
import { consoleResourceRoutes, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { periodProblem } from '../repositories/localised-table.ts';

/** A group of banners in order (spec §7: banners/{code}), published and in period; a code with none is an empty group. */
export const publicBannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/banners/:code', { schema: { params: BannerParams, response: { 200: BannerList } } }, async (request) => ({
    banners: await app.banners.all({ code: request.params.code }, request.locale, app.clock.now().toISOString()),
  }));
};

export const consoleBannerRoutes = consoleResourceRoutes(bannersResource, (app) => ({
  repository: app.banners,
  trash: app.banners,
  check: (input) => periodProblem(input.publishAt, input.unpublishAt),
}));
