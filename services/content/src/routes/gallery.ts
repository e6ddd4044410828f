import { galleryResource } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes } from '@centre/server-kit';
import { readersOf } from './readers.ts';

/** Pictures of the education gallery (spec §2: /edu-gallery). */
export const publicGalleryRoutes = publicResourceRoutes(galleryResource, (app) => readersOf(app.gallery, 'gallery'));
export const consoleGalleryRoutes = consoleResourceRoutes(galleryResource, (app) => ({ repository: app.gallery, trash: app.gallery }));
