import { ConsoleEducation, ConsoleEducationInput, EducationDetail, EducationList, EducationListQuery } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes, type ResourceRoutes } from './resource-routes.ts';

/** Education courses (spec §2: /edu-education). */
const educations: ResourceRoutes = {
  names: { list: 'educations', item: 'education' },
  publicPath: '/api/v1/education',
  consolePath: '/api/console/education',
  publicDetail: true,
  notFound: 'This course does not exist or has been removed.',
  repository: (app) => app.educations,
  schemas: { query: EducationListQuery, list: EducationList, detail: EducationDetail, consoleItem: ConsoleEducation, input: ConsoleEducationInput },
  check: (input: ConsoleEducationInput) => (input.periodFrom > input.periodTo ? 'A course cannot end before it starts.' : null),
};

export const publicEducationRoutes = publicResourceRoutes(educations);
export const consoleEducationRoutes = consoleResourceRoutes(educations);
