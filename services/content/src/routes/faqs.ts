import { ConsoleFaq, ConsoleFaqInput, FaqList, FaqListQuery } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes, type ResourceRoutes } from './resource-routes.ts';

/** Frequently asked questions (spec §7: center faqs). */
const faqs: ResourceRoutes = {
  names: { list: 'faqs', item: 'faq' },
  publicPath: '/api/v1/center/faqs',
  consolePath: '/api/console/center/faqs',
  publicDetail: false,
  notFound: 'This question does not exist or has been removed.',
  repository: (app) => app.faqs,
  schemas: { query: FaqListQuery, list: FaqList, consoleItem: ConsoleFaq, input: ConsoleFaqInput },
};

export const publicFaqRoutes = publicResourceRoutes(faqs);
export const consoleFaqRoutes = consoleResourceRoutes(faqs);
