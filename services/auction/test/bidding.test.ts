// Bidding rules, one request at a time: who may bid, the next allowed amount, proxy bidding (equal
// maximums go to the earlier bid), anti-sniping and the hard close, the close to the millisecond,
// buy-now, raising a maximum, retracting, masked history, polling with ETag, and /me/bids.
// Every refusal is a 4xx with a code and a localised message, and writes nothing.
import t, { type Test } from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { auctionWorld, CLOSES, HARD_CLOSE, member, STAFF } from './auction-world.ts';

await forEachDatabase(t, 'auction_bidding', async (t, database) => {
  const world = await auctionWorld(t, database);
  const { app } = world;
  t.afterEach(() => world.clock.set('2026-11-27T01:00:00.000Z'));

  /** A refusal: its status and code, the message in Korean, and nothing written on the lot. */
  async function refused(t: Test, workId: string, send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): { code?: string; message: string; nextAmount?: string } }>, status: number, code: string) {
    const before = { lot: await world.lotRow(workId), bids: await world.bidRows(workId) };
    const answer = await send();
    t.equal(answer.statusCode, status, `${code}: status`);
    t.equal(answer.json().code, code);
    t.ok(answer.json().message.length > 0);
    t.same({ lot: await world.lotRow(workId), bids: await world.bidRows(workId) }, before, `${code}: nothing written`);
    return answer;
  }

  t.test('who may bid: registered members, approved when the program asks, never on their own work', async (t) => {
    const author = member();
    const { programId, workId } = await world.lot({}, { approvalRequired: true }, author.id);
    const stranger = member();
    await refused(t, workId, () => world.bid(0, workId, stranger, { amount: 10_000 }), 403, 'NOT_REGISTERED');
    const anonymous = await app.inject({ method: 'POST', url: `/api/v1/auction/works/${workId}/bids`, payload: { amount: 10_000 } });
    t.equal(anonymous.statusCode, 401);
    const reading = (who: { headers: Record<string, string> }) => app.inject({ url: `/api/v1/auction/programs/${programId}/registration`, headers: who.headers });
    const before = await reading(stranger);
    t.equal(before.statusCode, 200, 'reading one\'s registration before accepting the terms is not a refusal');
    t.same(before.json(), { registration: null });
    const pending = await world.registered(programId);
    t.equal((await reading(pending)).json().registration.status, 'PENDING', 'then it reads as pending approval');
    const korean = await refused(t, workId, () => world.on(0).inject({ method: 'POST', url: `/api/v1/auction/works/${workId}/bids`, headers: { ...pending.headers, 'accept-language': 'ko' }, payload: { amount: 10_000 } }), 403, 'APPROVAL_PENDING');
    t.match(korean.json().message, /승인/);
    const bidders = await app.inject({ url: `/api/console/auction/programs/${programId}/bidders`, headers: STAFF() });
    const registration = bidders.json().bidders.find((row: { memberId: string }) => row.memberId === pending.id);
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/auction/programs/${programId}/bidders/${registration._id}`, headers: STAFF(), payload: { status: 'APPROVED' } })).statusCode, 200);
    t.equal((await world.bid(0, workId, pending, { amount: 10_000 })).statusCode, 201);
    await world.registered(programId, author);
    const approveAuthor = (await app.inject({ url: `/api/console/auction/programs/${programId}/bidders`, headers: STAFF() })).json().bidders.find((row: { memberId: string }) => row.memberId === author.id);
    await app.inject({ method: 'PUT', url: `/api/console/auction/programs/${programId}/bidders/${approveAuthor._id}`, headers: STAFF(), payload: { status: 'APPROVED' } });
    await refused(t, workId, () => world.bid(0, workId, author, { amount: 20_000 }), 403, 'OWN_WORK');
  });

  t.test('amounts: the next allowed one by the increment table; bad and absurd bodies refused', async (t) => {
    const { programId, workId } = await world.lot({ startPrice: 95_000 });
    const [a, b] = [await world.registered(programId), await world.registered(programId)];
    await refused(t, workId, () => world.bid(0, workId, a, { amount: 94_000 }), 409, 'BID_TOO_LOW');
    t.equal((await world.bid(0, workId, a, { amount: 99_000 })).statusCode, 201);
    // 99,000 is in the first band (+1,000): the next is 100,000; above 100,000 the step is 5,000.
    const low = await refused(t, workId, () => world.bid(0, workId, b, { amount: 99_500 }), 409, 'BID_TOO_LOW');
    t.equal(low.json().nextAmount, '100000');
    t.equal((await world.bid(0, workId, b, { amount: 100_000 })).json().lot.nextAmount, 105_000);
    await refused(t, workId, () => world.bid(0, workId, b, { amount: 200_000 }), 409, 'ALREADY_LEADING');
    for (const payload of [{ amount: 1.5 }, { amount: -5 }, { amount: 3_000_000_000 }, { amount: '200000' }, {}, { amount: 200_000, maximum: 150_000 }, { amount: 200_000, buyNow: true }, { amount: 200_000, note: 'x' }]) {
      const answer = await world.bid(0, workId, a, payload);
      t.equal(answer.statusCode, 400, JSON.stringify(payload));
      t.ok(answer.json().code, 'with a code');
    }
    t.equal((await world.bidRows(workId)).length, 2, 'nothing written by the refusals');
  });

  t.test('proxy bidding: the service bids for the member up to the maximum; equal maximums go to the earlier bid', async (t) => {
    const { programId, workId } = await world.lot({ startPrice: 10_000 });
    const [a, b, c] = [await world.registered(programId), await world.registered(programId), await world.registered(programId)];
    const first = await world.bid(0, workId, a, { maximum: 50_000 });
    t.match(first.json(), { leading: true, maximum: 50_000, lot: { currentPrice: 10_000 } });
    const outbid = await world.bid(0, workId, b, { amount: 20_000 });
    t.equal(outbid.statusCode, 201);
    t.match(outbid.json(), { leading: false, lot: { currentPrice: 21_000 } }, 'b is told at once: a\'s proxy answered one step above');
    const tie = await world.bid(0, workId, c, { maximum: 50_000 });
    t.match(tie.json(), { leading: false, lot: { currentPrice: 50_000 } }, 'an equal maximum loses to the earlier one');
    t.equal((await world.lotRow(workId)).leader_member_id, a.id);
    const over = await world.bid(0, workId, b, { maximum: 80_000 });
    t.match(over.json(), { leading: true, lot: { currentPrice: 51_000 } }, 'one step above the old leader\'s maximum');
    const amounts = (await world.bidRows(workId)).map((row) => row.amount);
    t.same(amounts, [10_000, 20_000, 21_000, 50_000, 51_000]);
    t.ok(amounts.every((amount, i) => i === 0 || amount > amounts[i - 1]!), 'every bid above the one before');
    await app.auctionMessages.settled();
    t.ok(world.outbox.sent.some((message) => message.template === 'AUCTION_OUTBID' && message.memberId === a.id && message.params?.price === '51,000'), 'the old leader is told they were outbid');

    // The history: masked names, newest first, mine marked.
    const history = await app.inject({ url: `/api/v1/auction/works/${workId}/bids`, headers: b.headers });
    const bids = history.json().bids as Array<{ bidder: string; amount: number; mine: boolean }>;
    t.equal(bids[0]!.amount, 51_000);
    t.match(bids[0]!.bidder, /^ki\*\*\*\d\d$/);
    t.ok(bids[0]!.mine);
    t.notOk(JSON.stringify(history.json()).includes(b.username), 'no full username in public');
    t.ok(history.headers['x-server-time']);
    const one = await app.inject({ url: `/api/v1/auction/works/${workId}/bids/${(await world.bidRows(workId))[0]!.sequence ? (await app.db('auction_bids').where({ work_id: workId, sequence: 1 }).first()).id : ''}` });
    t.equal(one.json().bid.amount, 10_000);
  });

  t.test('raising one\'s maximum; the reserve is met when the maximum reaches it', async (t) => {
    const { programId, workId } = await world.lot({ startPrice: 10_000, reservePrice: 40_000 });
    const [a, b] = [await world.registered(programId), await world.registered(programId)];
    const placed = (await world.bid(0, workId, a, { amount: 10_000 })).json();
    t.equal(placed.lot.reserveMet, false);
    await refused(t, workId, () => app.inject({ method: 'PUT', url: `/api/v1/auction/works/${workId}/bids/${placed.bid._id}`, headers: b.headers, payload: { maximum: 60_000 } }), 403, 'NOT_YOURS');
    await refused(t, workId, () => app.inject({ method: 'PUT', url: `/api/v1/auction/works/${workId}/bids/${placed.bid._id}`, headers: a.headers, payload: { maximum: 10_000 } }), 409, 'MAXIMUM_TOO_LOW');
    const raised = await app.inject({ method: 'PUT', url: `/api/v1/auction/works/${workId}/bids/${placed.bid._id}`, headers: a.headers, payload: { maximum: 60_000 } });
    t.equal(raised.statusCode, 200);
    t.match(raised.json(), { maximum: 60_000, lot: { currentPrice: 40_000, reserveMet: true } }, 'the proxy bids the reserve');
    t.match((await world.bid(0, workId, b, { amount: 45_000 })).json(), { leading: false, lot: { currentPrice: 46_000 } });
    await refused(t, workId, () => app.inject({ method: 'PUT', url: `/api/v1/auction/works/${workId}/bids/${placed.bid._id}`, headers: b.headers, payload: { maximum: 90_000 } }), 403, 'NOT_YOURS');
  });

  t.test('anti-sniping extends to now + N, never past the hard close; a refused bid never extends; the close is to the millisecond', async (t) => {
    const { programId, workId } = await world.lot({ startPrice: 10_000 });
    const [a, b] = [await world.registered(programId), await world.registered(programId)];
    world.clock.set('2026-11-27T08:50:00.000Z');
    t.equal((await world.bid(0, workId, a, { amount: 10_000 })).json().extended, false, 'ten minutes before: no extension');
    world.clock.set('2026-11-27T08:57:00.000Z');
    const late = (await world.bid(0, workId, b, { amount: 11_000 })).json();
    t.equal(late.extended, true);
    t.equal(late.lot.closesAt, '2026-11-27T09:02:00.000Z', 'now + 5 minutes');
    world.clock.set('2026-11-27T09:01:59.999Z');
    await refused(t, workId, () => world.bid(0, workId, a, { amount: 11_500 }), 409, 'BID_TOO_LOW');
    t.equal((await world.lotRow(workId)).closes_at, '2026-11-27T09:02:00.000Z', 'the refused bid did not extend');
    t.equal((await world.bid(0, workId, a, { amount: 12_000 })).json().lot.closesAt, '2026-11-27T09:06:59.999Z');
    // Keep bidding in the last minutes: the close stops at the hard close.
    for (const [i, at] of ['2026-11-27T09:06:00.000Z', '2026-11-27T09:10:00.000Z', '2026-11-27T09:14:00.000Z', '2026-11-27T09:18:00.000Z'].entries()) {
      world.clock.set(at);
      const who = i % 2 === 0 ? b : a;
      t.equal((await world.bid(0, workId, who, { amount: 13_000 + i * 1000 })).statusCode, 201);
    }
    t.equal((await world.lotRow(workId)).closes_at, HARD_CLOSE, 'never past the hard close');
    world.clock.set('2026-11-27T09:19:59.999Z');
    t.equal((await world.bid(0, workId, b, { amount: 30_000 })).statusCode, 201, 'a millisecond before the close');
    world.clock.set(HARD_CLOSE);
    const closed = await refused(t, workId, () => world.bid(0, workId, a, { amount: 40_000 }), 409, 'CLOSED');
    t.equal(closed.headers['x-server-time'], HARD_CLOSE, 'the answer carries the server time');
  });

  t.test('no bid before the window opens or on an unpublished work', async (t) => {
    const { programId, workId } = await world.lot();
    const a = await world.registered(programId);
    world.clock.set('2026-11-26T23:59:59.999Z');
    await refused(t, workId, () => world.bid(0, workId, a, { amount: 10_000 }), 409, 'NOT_OPEN');
    world.clock.set(CLOSES);
    await refused(t, workId, () => world.bid(0, workId, a, { amount: 10_000 }), 409, 'CLOSED');
    const hidden = await world.lot({ published: false });
    const b = await world.registered(hidden.programId);
    world.clock.set('2026-11-27T02:00:00.000Z');
    await refused(t, hidden.workId, () => world.bid(0, hidden.workId, b, { amount: 10_000 }), 404, 'NOT_FOUND');
  });

  t.test('buy-now ends the lot at once while the rule allows it', async (t) => {
    const { programId, workId } = await world.lot({ buyNowPrice: 100_000 });
    const [a, b] = [await world.registered(programId), await world.registered(programId)];
    const bought = await world.bid(0, workId, a, { buyNow: true });
    t.equal(bought.statusCode, 201);
    t.match(bought.json().lot, { state: 'BOUGHT', hammerPrice: 100_000, open: false });
    await refused(t, workId, () => world.bid(0, workId, b, { amount: 200_000 }), 409, 'CLOSED');
    const other = await world.lot({ buyNowPrice: 100_000 });
    const c = await world.registered(other.programId);
    const d = await world.registered(other.programId);
    await world.bid(0, other.workId, c, { amount: 10_000 });
    await refused(t, other.workId, () => world.bid(0, other.workId, d, { buyNow: true }), 409, 'BUY_NOW_UNAVAILABLE');
    // The other rule: buy-now stays until the reserve is met.
    const reserved = await world.lot({ buyNowPrice: 100_000, reservePrice: 50_000 }, { buyNowRule: 'UNTIL_RESERVE_MET' });
    const [e, f] = [await world.registered(reserved.programId), await world.registered(reserved.programId)];
    t.equal((await world.bid(0, reserved.workId, e, { amount: 20_000 })).json().lot.buyNowAvailable, true, 'after a bid, below the reserve');
    t.equal((await world.bid(0, reserved.workId, f, { buyNow: true })).json().lot.state, 'BOUGHT');
    const met = await world.lot({ buyNowPrice: 100_000, reservePrice: 50_000 }, { buyNowRule: 'UNTIL_RESERVE_MET' });
    const [g, h] = [await world.registered(met.programId), await world.registered(met.programId)];
    t.equal((await world.bid(0, met.workId, g, { amount: 50_000 })).json().lot.buyNowAvailable, false, 'the reserve is met');
    await refused(t, met.workId, () => world.bid(0, met.workId, h, { buyNow: true }), 409, 'BUY_NOW_UNAVAILABLE');
    await app.auctionMessages.settled();
    t.ok(world.outbox.sent.some((message) => message.template === 'AUCTION_WON' && message.memberId === a.id && message.params?.price === '100,000'));
    t.ok(world.outbox.sent.some((message) => message.template === 'AUCTION_OUTBID' && message.memberId === e.id), 'the leader is told the lot was bought');
  });

  t.test('retracting: one\'s own bid before anyone else bid; staff with a reason', async (t) => {
    const { programId, workId } = await world.lot();
    const [a, b] = [await world.registered(programId), await world.registered(programId)];
    const first = (await world.bid(0, workId, a, { amount: 10_000 })).json().bid._id;
    const path = (id: string) => `/api/v1/auction/works/${workId}/bids/${id}`;
    await refused(t, workId, () => app.inject({ method: 'DELETE', url: path(first), headers: b.headers }), 403, 'NOT_YOURS');
    t.equal((await app.inject({ method: 'DELETE', url: path(first), headers: a.headers })).statusCode, 204);
    t.match(await world.lotRow(workId), { current_price: null, leader_member_id: null, bid_count: 0 });
    await refused(t, workId, () => app.inject({ method: 'DELETE', url: path(first), headers: a.headers }), 409, 'ALREADY_RETRACTED');
    const again = (await world.bid(0, workId, a, { amount: 10_000 })).json().bid._id;
    const byB = (await world.bid(0, workId, b, { amount: 11_000 })).json().bid._id;
    await refused(t, workId, () => app.inject({ method: 'DELETE', url: path(again), headers: a.headers }), 409, 'RETRACT_NOT_ALLOWED');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/auction/bids/${byB}`, headers: STAFF(), payload: {} })).statusCode, 400, 'staff give a reason');
    const staff = await app.inject({ method: 'DELETE', url: `/api/console/auction/bids/${byB}`, headers: STAFF(), payload: { reason: '회원 요청 (전화)' } });
    t.equal(staff.statusCode, 200);
    t.equal(staff.json().bid.retractReason, '회원 요청 (전화)');
    t.match(await world.lotRow(workId), { leader_member_id: a.id, bid_count: 1 });
    t.equal(Number((await world.lotRow(workId)).current_price), 10_000);
    const consoleBids = await app.inject({ url: `/api/console/auction/bids?workId=${workId}`, headers: STAFF() });
    t.ok(consoleBids.json().bids.some((bid: { username: string }) => bid.username === a.username), 'staff see full names');
  });

  t.test('polling a work: ETag and 304 until a bid changes it', async (t) => {
    const { programId, workId } = await world.lot();
    const a = await world.registered(programId);
    const first = await app.inject({ url: `/api/v1/auction/works/${workId}` });
    const tag = first.headers.etag as string;
    t.ok(tag);
    const same = await app.inject({ url: `/api/v1/auction/works/${workId}`, headers: { 'if-none-match': tag } });
    t.equal(same.statusCode, 304);
    t.equal(same.body, '');
    t.notOk(same.headers['content-length'] && same.headers['content-length'] !== '0', 'no body length on a 304');
    t.ok(same.headers['x-server-time']);
    await world.bid(0, workId, a, { amount: 10_000 });
    const changed = await app.inject({ url: `/api/v1/auction/works/${workId}`, headers: { 'if-none-match': tag } });
    t.equal(changed.statusCode, 200);
    t.equal(changed.json().work.lot.currentPrice, 10_000);
    t.not(changed.headers.etag, tag);
  });

  t.test('/me/bids: leading and outbid, only one\'s own', async (t) => {
    const { programId, workId } = await world.lot();
    const [a, b, c] = [await world.registered(programId), await world.registered(programId), member()];
    await world.bid(0, workId, a, { amount: 10_000 });
    await world.bid(0, workId, b, { amount: 11_000 });
    const mine = async (who: typeof a, query = '') => (await app.inject({ url: `/api/v1/me/bids${query}`, headers: who.headers })).json();
    t.match((await mine(a)).bids.find((bid: { work: { _id: string } }) => bid.work._id === workId), { standing: 'OUTBID', myHighest: 10_000 });
    t.match((await mine(b)).bids.find((bid: { work: { _id: string } }) => bid.work._id === workId), { standing: 'LEADING', myHighest: 11_000 });
    t.notOk((await mine(b, '?standing=OUTBID')).bids.some((bid: { work: { _id: string } }) => bid.work._id === workId));
    t.same((await mine(c)).bids, [], 'a member who never bid sees nothing of others');
    t.equal((await app.inject({ url: '/api/v1/me/bids' })).statusCode, 401);
    const deep = await app.inject({ url: '/api/v1/me/bids?offset=250', headers: a.headers });
    t.equal(deep.statusCode, 200, 'a deep page reads too');
    t.equal(deep.json().summary.total, 1);
  });
});
