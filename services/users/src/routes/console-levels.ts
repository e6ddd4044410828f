import { ErrorResponse, IdParams, MemberLevelDetail, MemberLevelInput, MemberLevelList } from '@centre/contracts';
import { noteChange, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

const NOT_FOUND = 'There is no such member level.';

/** Member levels and what they grant (console scope required by server-kit for /api/console/*). */
export const consoleLevelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const at = () => app.clock.now().toISOString();

  app.get('/api/console/levels', { schema: { response: { 200: MemberLevelList } } }, async () => ({ levels: await app.memberLevels.list() }));

  app.get('/api/console/levels/:id', { schema: { params: IdParams, response: { 200: MemberLevelDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const level = await app.memberLevels.findById(request.params.id);
    return level ? { level } : reply.notFound(NOT_FOUND);
  });

  app.post('/api/console/levels', { schema: { body: MemberLevelInput, response: { 201: MemberLevelDetail } } }, async (request, reply) => {
    const level = await app.memberLevels.create(request.body, at());
    noteChange(request, null, level);
    return reply.code(201).send({ level });
  });

  app.put('/api/console/levels/:id', { schema: { params: IdParams, body: MemberLevelInput, response: { 200: MemberLevelDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const before = await app.memberLevels.findById(request.params.id);
    const level = before ? await app.memberLevels.update(request.params.id, request.body, at()) : null;
    if (!level) return reply.notFound(NOT_FOUND);
    noteChange(request, before, level);
    return { level };
  });

  app.delete('/api/console/levels/:id', { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) => {
    const before = await app.memberLevels.findById(request.params.id);
    const outcome = before ? await app.memberLevels.remove(request.params.id) : 'NOT_FOUND';
    if (outcome === 'NOT_FOUND') return reply.notFound(NOT_FOUND);
    if (outcome === 'IN_USE') return reply.conflict('Members still hold this level: move them to another level first.');
    noteChange(request, before, null);
    return reply.code(204).send(null);
  });
};
