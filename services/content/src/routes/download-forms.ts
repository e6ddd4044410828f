import { formsResource } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes } from '@centre/server-kit';
import { readersOf } from './readers.ts';

/** Downloadable forms (spec §2: /console/forms, §7: forms). */
export const publicDownloadFormRoutes = publicResourceRoutes(formsResource, (app) => readersOf(app.downloadForms, 'form'));
export const consoleDownloadFormRoutes = consoleResourceRoutes(formsResource, (app) => ({ repository: app.downloadForms, trash: app.downloadForms }));
