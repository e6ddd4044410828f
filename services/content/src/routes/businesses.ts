import { BusinessDetail, BusinessList } from '@centre/contracts';
import { noticeBoard } from './notice-boards.ts';
import { consoleResourceRoutes, publicResourceRoutes } from './resource-routes.ts';

/** Business announcements: the centre's support programmes (spec §7: center businesses). */
const businesses = noticeBoard({
  names: { list: 'businesses', item: 'business' },
  publicPath: '/api/v1/center/businesses',
  consolePath: '/api/console/center/businesses',
  notFound: 'This announcement does not exist or has been removed.',
  repository: (app) => app.businesses,
  schemas: { list: BusinessList, detail: BusinessDetail },
});

export const publicBusinessRoutes = publicResourceRoutes(businesses);
export const consoleBusinessRoutes = consoleResourceRoutes(businesses);
