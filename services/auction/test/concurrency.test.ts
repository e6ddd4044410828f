// Bids at once, decided by the database: on SQLite, and on MySQL with two instances of the service
// on one database. Whatever the interleaving, every accepted bid is above the one before, there is
// exactly one high bidder, equal maximums go to the earlier bid, and no one gets a 5xx.
import t, { type Test } from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { auctionWorld, type Member } from './auction-world.ts';

await forEachDatabase(t, 'auction_rush', async (t, database) => {
  const world = await auctionWorld(t, database, { secondInstance: true });
  t.comment(`${world.instances.length} instance(s) on ${database.client}`);

  /** The stored order of a work's bids is strictly rising, without gaps, and the lot agrees with its last bid. */
  async function consistent(t: Test, workId: string) {
    const rows = await world.bidRows(workId);
    t.ok(rows.every((row, i) => i === 0 || row.amount > rows[i - 1]!.amount), 'every accepted bid above the one before');
    t.same(rows.map((row) => row.sequence), rows.map((_, i) => i + 1), 'one bid per place in the order');
    const lot = await world.lotRow(workId);
    if (rows.length > 0) t.equal(Number(lot.current_price), rows.at(-1)!.amount, 'the price is the last bid');
    t.equal(Number(lot.last_sequence), rows.length);
    return { rows, lot };
  }

  t.test('two bids of the same amount at once: exactly one high bidder, the other told at once', async (t) => {
    for (let round = 0; round < 6; round++) {
      const { programId, workId } = await world.lot();
      const a = await world.registered(programId);
      const b = await world.registered(programId);
      const answers = await Promise.all([world.bid(0, workId, a, { amount: 10_000 }), world.bid(1, workId, b, { amount: 10_000 })]);
      const leading = answers.filter((answer) => answer.statusCode === 201 && answer.json().leading);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      t.equal(leading.length, 1, `round ${round}: one leader`);
      t.equal(refused.length, 1);
      t.equal(refused[0]!.json().code, 'BID_TOO_LOW');
      t.equal(refused[0]!.json().nextAmount, '11000', 'told the next allowed amount at once');
      const { lot } = await consistent(t, workId);
      t.equal(lot.leader_member_id, leading[0]!.json().bid._id ? (answers[0] === leading[0] ? a.id : b.id) : null);
    }
  });

  t.test('equal maximums at once: the earlier bid leads', async (t) => {
    for (let round = 0; round < 6; round++) {
      const { programId, workId } = await world.lot();
      const a = await world.registered(programId);
      const b = await world.registered(programId);
      const answers = await Promise.all([world.bid(0, workId, a, { maximum: 50_000 }), world.bid(1, workId, b, { maximum: 50_000 })]);
      t.same(answers.map((answer) => answer.statusCode), [201, 201], 'both accepted');
      t.same(answers.map((answer) => answer.json().leading).sort(), [false, true], 'one leads, the other is outbid at once');
      const { rows, lot } = await consistent(t, workId);
      t.equal(lot.leader_member_id, rows[0]!.member_id, 'the leader placed the earlier bid');
      t.equal(Number(lot.current_price), 50_000);
    }
  });

  t.test('a rush of bids and maximums from many members on two instances', async (t) => {
    const { programId, workId } = await world.lot({ startPrice: 10_000 });
    const bidders: Member[] = [];
    for (let i = 0; i < 24; i++) bidders.push(await world.registered(programId));
    const requests = bidders.flatMap((who, i) => [
      () => world.bid(i, workId, who, { amount: 10_000 + i * 1000 }),
      () => world.bid(i + 1, workId, who, i % 3 === 0 ? { maximum: 40_000 + i * 1500 } : { amount: 30_000 + i * 2000 }),
    ]);
    const started = performance.now();
    const answers = await Promise.all(requests.map((send) => send()));
    const elapsed = performance.now() - started;
    t.comment(`${answers.length} bids in ${Math.round(elapsed)} ms`);
    const statuses = answers.map((answer) => answer.statusCode);
    t.notOk(statuses.some((status) => status >= 500), 'no 5xx');
    t.ok(statuses.every((status) => status === 201 || status === 409), 'accepted or told why not');
    const { rows, lot } = await consistent(t, workId);
    t.equal(rows.filter((row) => row.kind === 'BID').length, statuses.filter((status) => status === 201).length, `each accepted request wrote its one bid (${rows.length} rows with the proxies' answers)`);
    t.equal(rows.length, Number(lot.bid_count));
    t.ok(lot.leader_member_id, 'one leader');
    t.ok(Number(lot.leader_max) >= Number(lot.current_price), 'the leader\'s maximum covers the price');
    // The leader holds the highest maximum anyone gave (ties to the earlier).
    const maximums = rows.filter((row) => row.kind === 'BID').map((row) => ({ member: row.member_id, maximum: Number((row as unknown as { maximum: number }).maximum ?? row.amount), sequence: row.sequence }));
    const top = Math.max(...maximums.map((entry) => entry.maximum));
    const first = maximums.filter((entry) => entry.maximum === top).sort((x, y) => x.sequence - y.sequence)[0]!;
    t.equal(lot.leader_member_id, first.member, 'the highest maximum leads');
  });
});

