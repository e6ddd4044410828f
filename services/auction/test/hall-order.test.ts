// Staff put a hall's works in order (the console drags them or moves them by keyboard): the whole
// hall at once, every work once; the public hall then shows them in that order. A list that is
// not the hall's works changes nothing; members cannot do it.
import t from 'tap';
import { consoleHallOrderPath } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { auctionWorld, member, STAFF } from './auction-world.ts';

await forEachDatabase(t, 'auction_hall_order', async (t, database) => {
  const world = await auctionWorld(t, database);
  const { app } = world;

  t.test('the hall shows its works in the order staff set', async (t) => {
    const { programId, hallId } = await world.program();
    const authorId = await world.author();
    const ids = [];
    for (const [index, title] of ['첫째', '둘째', '셋째'].entries()) ids.push(await world.work(programId, hallId, authorId, { hallOrder: index + 1, title: { ko: title, en: '', cn: '', jp: '' } }));
    const hallTitles = async () => ((await app.inject({ url: `/api/v1/auction/halls/${hallId}` })).json().works as Array<{ title: string }>).map((work) => work.title);
    t.same(await hallTitles(), ['첫째', '둘째', '셋째']);

    const url = consoleHallOrderPath(programId, hallId);
    const put = (workIds: unknown, headers: Record<string, string> = STAFF()) => app.inject({ method: 'PUT', url, headers, payload: { workIds } });
    const moved = await put([ids[2], ids[0], ids[1]]);
    t.equal(moved.statusCode, 200, moved.body);
    t.same(moved.json(), { works: [{ _id: ids[2], hallOrder: 1 }, { _id: ids[0], hallOrder: 2 }, { _id: ids[1], hallOrder: 3 }] });
    t.same(await hallTitles(), ['셋째', '첫째', '둘째'], 'the public hall follows');

    for (const [workIds, why] of [[[ids[0], ids[1]], 'a work left out'], [[ids[0], ids[1], ids[2], '0190a5a0-0000-7000-8000-000000000009'], 'a work of no hall'], [[ids[0], ids[0], ids[1]], 'a work twice'], [[], 'nothing'], ['x', 'not a list']] as const) {
      const refused = await put(workIds);
      t.equal(refused.statusCode, 400, `refused: ${why}`);
    }
    t.match((await put([ids[0], ids[1]])).json(), { code: 'BAD_HALL_ORDER' });
    t.same(await hallTitles(), ['셋째', '첫째', '둘째'], 'refusals change nothing');
    t.equal((await put([ids[0], ids[1], ids[2]], member().headers)).statusCode, 403, 'staff only');
    const other = await world.program();
    t.match((await app.inject({ method: 'PUT', url: consoleHallOrderPath(other.programId, hallId), headers: STAFF(), payload: { workIds: ids } })).json(), { code: 'HALL_NOT_FOUND' }, 'the hall must be the program\'s');
  });
});
