// Closing by the clock: once, even with two instances ticking at once; the winner (reserve met)
// recorded with a payment deadline and told; reserve not met or no bid: unsold. Staff read the
// results, and the same as CSV; members see won and lost in /me/bids.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { closeLot } from '../src/closing.ts';
import { auctionWorld, CLOSES, STAFF } from './auction-world.ts';

await forEachDatabase(t, 'auction_closing', async (t, database) => {
  const world = await auctionWorld(t, database, { secondInstance: true });
  const { app } = world;

  t.test('lots close once when their time passes; the winner is told; staff see the results', async (t) => {
    const { programId, hallId, authorId, workId: sold } = await world.lot({ reservePrice: 20_000 });
    const short = await world.work(programId, hallId, authorId, { reservePrice: 50_000, hallOrder: 2 });
    const untouched = await world.work(programId, hallId, authorId, { hallOrder: 3 });
    const [a, b] = [await world.registered(programId), await world.registered(programId)];
    await world.bid(0, sold, a, { amount: 15_000 });
    await world.bid(0, sold, b, { amount: 25_000 });
    await world.bid(0, short, a, { amount: 30_000 });

    world.clock.set('2026-11-27T08:59:59.999Z');
    t.same(await Promise.all(world.instances.map((instance) => instance.auctionClock.tick())), world.instances.map(() => 0), 'nothing is due a millisecond early');

    world.clock.set(CLOSES);
    // Every instance ticks at once (calls within one instance share its tick), and closes are raced directly too.
    const [closedBy, raced] = await Promise.all([
      Promise.all(world.instances.map((instance) => instance.auctionClock.tick())),
      Promise.all([...world.instances, ...world.instances].map((instance) => closeLot(instance, sold))),
    ]);
    const closures = closedBy.reduce((sum, n) => sum + n, 0) + raced.filter((outcome) => outcome === 'SOLD' || outcome === 'UNSOLD').length;
    t.equal(closures, 3, 'three lots closed, each once, however many closed them at once');
    t.match(await world.lotRow(sold), { state: 'SOLD', winner_member_id: b.id, payment_state: 'UNPAID', payment_due_at: '2026-12-04T09:00:00.000Z' });
    t.equal(Number((await world.lotRow(sold)).hammer_price), 25_000);
    t.match(await world.lotRow(short), { state: 'UNSOLD', winner_member_id: null });
    t.match(await world.lotRow(untouched), { state: 'UNSOLD' });
    t.equal(await app.auctionClock.tick(), 0, 'a later tick finds nothing');

    await Promise.all(world.instances.map((instance) => instance.auctionMessages.settled()));
    const won = world.outbox.sent.filter((message) => message.template === 'AUCTION_WON');
    t.equal(won.length, 1, 'the winner is told once');
    t.match(won[0], { memberId: b.id, params: { price: '25,000', deadline: '2026-12-04 18:00 (KST)', title: '울 코트' } });

    const mine = async (who: typeof a) => (await app.inject({ url: '/api/v1/me/bids', headers: who.headers })).json().bids as Array<{ work: { _id: string }; standing: string; paymentDueAt: string | null }>;
    t.match((await mine(b)).find((bid) => bid.work._id === sold), { standing: 'WON', paymentDueAt: '2026-12-04T09:00:00.000Z' });
    t.match((await mine(a)).find((bid) => bid.work._id === sold), { standing: 'LOST', paymentDueAt: null });
    t.match((await mine(a)).find((bid) => bid.work._id === short), { standing: 'LOST' });

    const results = (await app.inject({ url: `/api/console/auction/programs/${programId}/results`, headers: STAFF() })).json().results as Array<Record<string, unknown>>;
    t.match(results.find((row) => row.workId === sold), { state: 'SOLD', hammerPrice: 25_000, reserveMet: true, winnerUsername: b.username, paymentState: 'UNPAID' });
    t.match(results.find((row) => row.workId === short), { state: 'UNSOLD', reserveMet: false, hammerPrice: null });
    const csv = await app.inject({ url: `/api/console/auction/programs/${programId}/results.csv`, headers: STAFF() });
    t.equal(csv.statusCode, 200);
    t.match(csv.headers['content-type'], /text\/csv/);
    t.ok(csv.body.startsWith('\uFEFF'));
    t.match(csv.body, new RegExp(`SOLD,25000,20000,true,2,김회원\\d+,${b.username}`));
    t.equal(csv.body.trim().split('\r\n').length, 4, 'a heading and three works');
    t.equal((await app.inject({ url: `/api/console/auction/programs/${programId}/results` })).statusCode, 401);
  });
});
