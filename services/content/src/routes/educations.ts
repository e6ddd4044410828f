import { educationsResource } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes } from '@centre/server-kit';
import { readersOf } from './readers.ts';

/** Education courses (spec §2: /edu-education). */
export const publicEducationRoutes = publicResourceRoutes(educationsResource, (app) => readersOf(app.educations, 'education'));
export const consoleEducationRoutes = consoleResourceRoutes(educationsResource, (app) => ({
  repository: app.educations,
  trash: app.educations,
  check: (input) => (input.periodFrom > input.periodTo ? 'A course cannot end before it starts.' : null),
}));
