import { ConsoleGalleryInput, ConsoleGalleryItem, GalleryList, GalleryListQuery } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes, type ResourceRoutes } from './resource-routes.ts';

/** The education gallery (spec §2: /edu-gallery; home shows two isMain pictures). */
const gallery: ResourceRoutes = {
  names: { list: 'galleries', item: 'gallery' },
  publicPath: '/api/v1/gallery',
  consolePath: '/api/console/gallery',
  publicDetail: false,
  notFound: 'This picture does not exist or has been removed.',
  repository: (app) => app.gallery,
  schemas: { query: GalleryListQuery, list: GalleryList, consoleItem: ConsoleGalleryItem, input: ConsoleGalleryInput },
};

export const publicGalleryRoutes = publicResourceRoutes(gallery);
export const consoleGalleryRoutes = consoleResourceRoutes(gallery);
