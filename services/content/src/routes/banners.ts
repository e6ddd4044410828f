import { BannerList, BannerParams, ConsoleBanner, ConsoleBannerInput, ConsoleBannerListQuery } from '@centre/contracts';
import { localeFrom, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { consoleResourceRoutes, type ResourceRoutes } from './resource-routes.ts';

/** A group of banners in order (spec §7: banners/{code}); a code with no banners is an empty group. */
export const publicBannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/banners/:code', { schema: { params: BannerParams, response: { 200: BannerList } } }, async (request) => ({
    banners: await app.banners.all({ code: request.params.code }, localeFrom(request.headers['accept-language'])),
  }));
};

const banners: ResourceRoutes = {
  names: { list: 'banners', item: 'banner' },
  consolePath: '/api/console/banners',
  publicDetail: false,
  notFound: 'This banner does not exist or has been removed.',
  repository: (app) => app.banners,
  schemas: { query: ConsoleBannerListQuery, consoleItem: ConsoleBanner, input: ConsoleBannerInput },
};

export const consoleBannerRoutes = consoleResourceRoutes(banners);
