import { ErrorResponse, TermsDetail, TermsList, TermsParams, termsResource } from '@centre/contracts';
import { consoleResourceRoutes, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

/** Terms of use and privacy policy (spec §2: /terms-use, /privacy-policy): the current version of each code. */
export const publicTermsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/v1/terms', { schema: { response: { 200: TermsList } } }, async (request) => ({
    terms: await app.terms.summaries(request.locale, app.clock.now().toISOString()),
  }));

  app.get('/api/v1/terms/:code', { schema: { params: TermsParams, response: { 200: TermsDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const terms = await app.terms.findByCode(request.params.code, request.locale, app.clock.now().toISOString());
    return terms ? { terms } : reply.notFound(termsResource.notFound);
  });
};

/** Staff add versions (POST), correct one (PUT) and list them by code; old versions stay. */
export const consoleTermsRoutes = consoleResourceRoutes(termsResource, (app) => ({ repository: app.terms }));
