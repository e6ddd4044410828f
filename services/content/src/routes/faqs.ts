import { faqsResource } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes } from '@centre/server-kit';
import { readersOf } from './readers.ts';

/** Frequently asked questions (spec §7: center faqs). */
export const publicFaqRoutes = publicResourceRoutes(faqsResource, (app) => readersOf(app.faqs, 'faq'));
export const consoleFaqRoutes = consoleResourceRoutes(faqsResource, (app) => ({ repository: app.faqs, trash: app.faqs }));
