// Paying a won work through the shop, and offering an unpaid win to the next bidder: the REAL
// shop service listening beside the auction (each on its own database, one clock), calling each
// other by the internal routes. The winner orders at the hammer price and pays by card or bank
// deposit; the win becomes PAID (on my bids' read or the clock's tick). Two checkouts at once leave
// one order; a cancelled order frees the win; past the deadline staff offer the win on, bidder by
// bidder, until nobody is left.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { AUCTION_ORDER_PATH, consoleOfferNextPath, DEMO_CARD_KEY_PREFIX, INTERNAL_SHOP_AUCTION_ORDERS_PATH, internalAuctionWinPath } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, forEachDatabase, freshDatabase, serviceOptionsForTest, signAccessToken, TEST_INTERNAL_TOKEN, testInternalToken } from '@centre/server-kit/testing';
import { buildApp as buildShop } from '../../shop/src/app.ts';
import { shopClient, type ShopOrders } from '../src/clients/shop.ts';
import { auctionWorld, CLOSES, STAFF, type AuctionWorld, type Member } from './auction-world.ts';

const SHOP_STAFF = () => bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-00000000bbbb', scope: ['member', 'console'], role: 'SHOP_STAFF' }));
const ADDRESS = { kind: 'KR', recipient: '김낙찰', phone: '01012345678', postcode: '02580', roadAddress: '서울특별시 동대문구 천호대로 1', detail: '' } as const;
const DAY_MS = 86_400_000;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

await forEachDatabase(t, 'auction_payment', async (t, database) => {
  // The auction asks the shop once both listen.
  let shop: ShopOrders | null = null;
  const world = await auctionWorld(t, database, { shopOrders: { statuses: (ids) => shop!.statuses(ids) } });
  const { app } = world;
  const auctionUrl = await listen(app);

  const shopDb = await freshDatabase(database.client === 'mysql' ? 'mysql' : 'sqlite', 'auction_shop');
  t.teardown(() => shopDb.dispose());
  const shopFiles = mkdtempSync(path.join(tmpdir(), 'centre-auction-shop-'));
  t.teardown(() => rmSync(shopFiles, { recursive: true, force: true }));
  const previousAuctionUrl = process.env.AUCTION_URL;
  process.env.AUCTION_URL = auctionUrl;
  const shopApp = await buildShop({ ...serviceOptionsForTest(shopDb.config, 'shop'), clock: world.clock, clockTimer: false, filesDir: shopFiles, outbox: { send: async () => {} }, payment: null, demoCard: true });
  if (previousAuctionUrl === undefined) delete process.env.AUCTION_URL;
  else process.env.AUCTION_URL = previousAuctionUrl;
  t.teardown(() => shopApp.close());
  shop = shopClient({ baseUrl: await listen(shopApp), internalToken: testInternalToken('auction') });
  await shopApp.shopSettings.write({ bank: '신한은행', accountNumber: '110-123-456789', holder: '용신패션지원센터' });

  /** A lot won by the last of `amounts`' bidders at the close (each amount by a new member). */
  async function wonLot(w: AuctionWorld, amounts: number[]) {
    const { programId, workId } = await w.lot({ reservePrice: 12_000 });
    const bidders: Member[] = [];
    for (const amount of amounts) {
      const who = await w.registered(programId);
      const answer = await w.bid(0, workId, who, { amount });
      if (answer.statusCode !== 201) throw new Error(`bid refused: ${answer.body}`);
      bidders.push(who);
    }
    w.clock.set(CLOSES);
    await w.app.auctionClock.tick();
    return { workId, bidders };
  }
  const order = (who: Member, payload: Record<string, unknown>, locale = 'en') =>
    shopApp.inject({ method: 'POST', url: AUCTION_ORDER_PATH, headers: { ...who.headers, 'accept-language': locale }, payload });
  const myBid = async (who: Member, workId: string) =>
    ((await app.inject({ url: '/api/v1/me/bids', headers: who.headers })).json().bids as Array<{ work: { _id: string }; standing: string; paymentState?: string | null; paymentDueAt: string | null; orderId?: string | null }>).find((bid) => bid.work._id === workId);
  const ordersOf = async (who: Member) => (await shopApp.db('orders').where({ buyer_id: who.id }).select('id', 'status', 'total')) as Array<{ id: string; status: string; total: number | string }>;

  t.test('the winner orders through the shop at the hammer price and pays by card; the win becomes PAID', async (t) => {
    world.clock.set('2026-11-27T01:00:00.000Z');
    const { workId, bidders: [loser, winner] } = await wonLot(world, [15_000, 25_000]);

    const refused = await order(loser!, { workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD' }, 'ko');
    t.equal(refused.statusCode, 404, 'the loser has no win to pay');
    t.match(refused.json(), { code: 'WIN_NOT_FOUND', message: '낙찰받은 작품이 아닙니다.' }, 'said in the member\'s language');
    t.same(await ordersOf(loser!), [], 'nothing written');
    for (const [payload, code] of [
      [{ workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD', price: 1 }, 400],
      [{ workId, address: null, pickupSite: null, paymentMethod: 'CARD' }, 400],
      [{ workId, address: ADDRESS, pickupSite: 'YONGSIN', paymentMethod: 'CARD' }, 400],
      [{ workId: 'not-an-id', address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD' }, 400],
      [{ workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CASH' }, 400],
    ] as const) {
      t.equal((await order(winner!, payload)).statusCode, code, `refused: ${JSON.stringify(payload)}`);
    }
    t.same(await ordersOf(winner!), [], 'bad input writes nothing');
    t.equal((await shopApp.inject({ method: 'POST', url: AUCTION_ORDER_PATH, payload: { workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD' } })).statusCode, 401, 'members only');

    const placed = await order(winner!, { workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD' });
    t.equal(placed.statusCode, 201, placed.body);
    const { order: created } = placed.json();
    t.match(created, { status: 'PENDING_PAYMENT', paymentMethod: 'CARD', total: 25_000, itemsTotal: 25_000, shippingTotal: 0, pickupSite: 'YONGSIN', items: [{ productId: workId, title: '울 코트 (en)', unitPrice: 25_000, quantity: 1 }] });
    const again = await order(winner!, { workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD' });
    t.equal(again.statusCode, 200, 'a second click answers the same order');
    t.equal(again.json().order._id, created._id);
    t.match(await world.lotRow(workId), { payment_state: 'UNPAID', payment_order_id: created._id }, 'the order is attached to the win');
    t.match(await myBid(winner!, workId), { standing: 'WON', paymentState: 'UNPAID', orderId: created._id });

    const wrongAmount = await shopApp.inject({ method: 'POST', url: `/api/v1/me/orders/${created._id}/payment`, headers: winner!.headers, payload: { paymentKey: `${DEMO_CARD_KEY_PREFIX}0002`, amount: 1_000 } });
    t.equal(wrongAmount.statusCode, 409, 'the card pays the server\'s amount only');
    const second = await order(winner!, { workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD' });
    t.equal(second.statusCode, 201, 'the refused payment cancelled that order; a new one takes the win');
    const paid = await shopApp.inject({ method: 'POST', url: `/api/v1/me/orders/${second.json().order._id}/payment`, headers: winner!.headers, payload: { paymentKey: `${DEMO_CARD_KEY_PREFIX}0001`, amount: 25_000 } });
    t.equal(paid.statusCode, 200, paid.body);
    t.equal(paid.json().order.status, 'PAID');

    t.match(await myBid(winner!, workId), { standing: 'WON', paymentState: 'PAID' }, 'my bids shows it paid at once');
    t.match(await world.lotRow(workId), { payment_state: 'PAID', payment_order_id: second.json().order._id });
    t.match((await order(winner!, { workId, address: null, pickupSite: 'YONGSIN', paymentMethod: 'CARD' })).json(), { code: 'WIN_PAID' }, 'paid once');
  });

  t.test('bank deposit: two checkouts at once leave one order; a cancelled order frees the win; the clock learns the deposit', async (t) => {
    world.clock.set('2026-11-27T01:00:00.000Z');
    const { workId, bidders: [, winner] } = await wonLot(world, [15_000, 30_000]);
    const payload = { workId, address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT' };
    const raced = await Promise.all([order(winner!, payload), order(winner!, payload), order(winner!, payload)]);
    t.equal(raced.filter((answer) => answer.statusCode === 201).length, 1, 'one order is created');
    t.ok(raced.every((answer) => [200, 201, 409].includes(answer.statusCode)), `the others answer the order or are refused: ${raced.map((answer) => answer.statusCode).join(', ')}`);
    const live = (await ordersOf(winner!)).filter((row) => row.status !== 'CANCELLED');
    t.equal(live.length, 1, 'one order stands');
    const first = live[0]!;
    t.match(raced.find((answer) => answer.statusCode === 201)!.json().order, { _id: first.id, total: 30_000, deposit: { amount: 30_000, bank: '신한은행' } });
    // The order's deadline is the shop's deposit days, never past the win's.
    t.ok((raced.find((answer) => answer.statusCode === 201)!.json().order.deposit.deadline as string) <= (await world.lotRow(workId)).payment_due_at);

    const cancelled = await shopApp.inject({ method: 'POST', url: `/api/v1/me/orders/${first.id}/cancel`, headers: winner!.headers });
    t.equal(cancelled.statusCode, 200);
    await app.auctionClock.tick();
    t.match(await world.lotRow(workId), { payment_state: 'UNPAID', payment_order_id: null }, 'the clock frees the win of a cancelled order');
    const renewed = await order(winner!, payload);
    t.equal(renewed.statusCode, 201, 'ordered again');
    const orderId = renewed.json().order._id as string;

    const confirmed = await shopApp.inject({ method: 'POST', url: `/api/console/shop/orders/${orderId}/deposit`, headers: SHOP_STAFF() });
    t.equal(confirmed.statusCode, 200, confirmed.body);
    t.equal((await world.lotRow(workId)).payment_state, 'UNPAID', 'not yet known to the auction');
    await app.auctionClock.tick();
    t.match(await world.lotRow(workId), { payment_state: 'PAID', payment_order_id: orderId }, 'the clock\'s tick learns the deposit');
    const results = (await app.inject({ url: `/api/console/auction/programs/${(await app.db('auction_works').where({ id: workId }).first()).program_id}/results`, headers: STAFF() })).json().results as Array<Record<string, unknown>>;
    t.match(results.find((row) => row.workId === workId), { paymentState: 'PAID', orderId });
  });

  t.test('past the deadline staff offer an unpaid win to the next bidder, bidder by bidder, with messages', async (t) => {
    world.clock.set('2026-11-27T01:00:00.000Z');
    const { workId, bidders: [third, second, first] } = await wonLot(world, [13_000, 20_000, 26_000]);
    const offer = (headers: Record<string, string> = STAFF()) => app.inject({ method: 'POST', url: consoleOfferNextPath(workId), headers });
    t.equal((await offer(first!.headers)).statusCode, 403, 'staff only');
    t.match((await offer()).json(), { code: 'OFFER_NOT_DUE' }, 'not before the deadline');

    const deadline = Date.parse((await world.lotRow(workId)).payment_due_at as string);
    world.clock.set(new Date(deadline));
    t.match((await order(first!, { workId, address: null, pickupSite: 'DAPSIMNI', paymentMethod: 'BANK_DEPOSIT' })).json(), { code: 'PAYMENT_OVERDUE' }, 'the winner cannot order past the deadline');
    const sent = world.outbox.sent.length;
    const offered = await offer();
    t.equal(offered.statusCode, 200, offered.body);
    const nextDue = new Date(deadline + 7 * DAY_MS).toISOString();
    t.match(offered.json(), { offeredTo: { memberId: second!.id, username: second!.username, name: /^김회원\d+$/, price: 20_000, paymentDueAt: nextDue } }, 'offered to the next highest bidder at their bid');
    await app.auctionMessages.settled();
    const messages = world.outbox.sent.slice(sent);
    t.match(messages.find((message) => message.template === 'AUCTION_WIN_LAPSED'), { memberId: first!.id, params: { title: '울 코트' } }, 'the lapsed winner is told');
    t.match(messages.find((message) => message.template === 'AUCTION_OFFERED'), { memberId: second!.id, params: { price: '20,000', title: '울 코트' } }, 'the next bidder is offered it');
    t.match(await myBid(first!, workId), { standing: 'LOST' });
    t.match(await myBid(second!, workId), { standing: 'WON', paymentState: 'UNPAID', paymentDueAt: nextDue });
    t.match((await offer()).json(), { code: 'OFFER_NOT_DUE' }, 'the next bidder has their own seven days');
    const placed = await order(second!, { workId, address: null, pickupSite: 'DAPSIMNI', paymentMethod: 'BANK_DEPOSIT' });
    t.match(placed.json(), { order: { total: 20_000 } }, 'the next bidder pays their own highest bid');
    await shopApp.inject({ method: 'POST', url: `/api/v1/me/orders/${placed.json().order._id}/cancel`, headers: second!.headers });

    world.clock.set(nextDue);
    t.match((await offer()).json(), { offeredTo: { memberId: third!.id, price: 13_000 } }, 'then the one after (the cancelled order is learnt first)');
    world.clock.set(new Date(deadline + 14 * DAY_MS));
    t.same((await offer()).json(), { offeredTo: null }, 'nobody left: the win lapses');
    t.equal((await world.lotRow(workId)).payment_state, 'LAPSED');
    t.match((await offer()).json(), { code: 'NOT_UNPAID' }, 'nothing more to offer');
    const offers = await app.db('auction_offers').where({ work_id: workId }).orderBy('offered_at');
    t.same(offers.map((row: { member_id: string; outcome: string | null }) => [row.member_id, row.outcome]), [[first!.id, 'LAPSED'], [second!.id, 'LAPSED'], [third!.id, 'LAPSED']], 'every winner in turn is recorded');
  });

  t.test('the internal routes answer their one caller only (anyone else: 404, as if absent)', async (t) => {
    world.clock.set('2026-11-27T01:00:00.000Z');
    const { workId, bidders: [winner] } = await wonLot(world, [15_000]);
    const url = `${internalAuctionWinPath(workId)}?memberId=${winner!.id}`;
    t.equal((await app.inject({ url })).statusCode, 404, 'no token');
    t.equal((await app.inject({ url, headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } })).statusCode, 404, 'the gateway may not');
    const answer = await app.inject({ url, headers: { 'x-internal-token': testInternalToken('shop') } });
    t.match(answer.json(), { win: { workId, memberId: winner!.id, hammerPrice: 15_000, paymentState: 'UNPAID', orderId: null, title: { ko: '울 코트' } } }, 'the shop may');
    const orders = { method: 'POST' as const, url: INTERNAL_SHOP_AUCTION_ORDERS_PATH, payload: { ids: ['0190a5a0-0000-7000-8000-000000000001'] } };
    t.equal((await shopApp.inject({ ...orders, headers: { 'x-internal-token': testInternalToken('fairs') } })).statusCode, 404, 'the fairs may not ask the shop');
    t.same((await shopApp.inject({ ...orders, headers: { 'x-internal-token': testInternalToken('auction') } })).json(), { orders: [] }, 'the auction may');
  });
});
