import { ErrorResponse, HallOrderAnswer, HallOrderInput, HallOrderParams, consoleHallOrderPath } from '@centre/contracts';
import { noteChange, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { refusal } from '../refusal.ts';

/**
 * Staff put a hall's works in order (dragged or moved by keyboard on the program's page): the
 * whole hall at once, every work once, written in one transaction and audited. A list that is not
 * the hall's works (one added or moved meanwhile) is refused and changes nothing.
 */
export const hallOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(consoleHallOrderPath(':id', ':hall'), { schema: { params: HallOrderParams, body: HallOrderInput, response: { 200: HallOrderAnswer, 400: ErrorResponse, 404: ErrorResponse } } }, async (request) => {
    const halls = (await app.programs.hallsOf([request.params.id])).get(request.params.id) ?? [];
    if (!halls.some((hall) => hall.id === request.params.hall)) throw refusal('HALL_NOT_FOUND');
    const before = (await app.works.ofHall(request.params.hall, false)).map((work) => ({ _id: work.id, hallOrder: Number(work.hall_order) }));
    const rows = await app.works.reorder(request.params.hall, request.body.workIds, app.clock.now().toISOString());
    if (!rows) throw refusal('BAD_HALL_ORDER');
    const works = rows.map((row) => ({ _id: row.id, hallOrder: row.hall_order }));
    noteChange(request, { works: before }, { works });
    return { works };
  });
};
