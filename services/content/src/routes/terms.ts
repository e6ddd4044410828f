import { ConsoleTerms, ConsoleTermsInput, ErrorResponse, ListQuery, TermsDetail, TermsList, TermsParams } from '@centre/contracts';
import { localeFrom, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { consoleResourceRoutes, type ResourceRoutes } from './resource-routes.ts';

const NOT_FOUND = 'These terms do not exist.';

/** Terms of use and privacy policy (spec §2: /terms-use, /privacy-policy), read by code. */
export const publicTermsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/terms', { schema: { response: { 200: TermsList } } }, async (request) => ({
    terms: await app.terms.summaries(localeFrom(request.headers['accept-language'])),
  }));

  app.get('/api/v1/terms/:code', { schema: { params: TermsParams, response: { 200: TermsDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const terms = await app.terms.findByCode(request.params.code, localeFrom(request.headers['accept-language']));
    return terms ? { terms } : reply.notFound(NOT_FOUND);
  });
};

/** Staff edit the documents by id; a code appears once (a second one is 409). */
const terms: ResourceRoutes = {
  names: { list: 'terms', item: 'terms' },
  consolePath: '/api/console/terms',
  publicDetail: false,
  notFound: NOT_FOUND,
  repository: (app) => app.terms,
  schemas: { query: ListQuery, consoleItem: ConsoleTerms, input: ConsoleTermsInput },
};

export const consoleTermsRoutes = consoleResourceRoutes(terms);
