// Suggested exhibitors for a buyer (issue 23): approved exhibitors who bring a wanted item (in
// their application, fair products or profile), best first; for the buyer and for staff.
import t from 'tap';
import type { MakerItem } from '@centre/contracts';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { volumeOf } from '../src/suggestions.ts';
import { buyerInput, facilityStaff, member, memberNo, openFair, profileInput, programStaff } from './fair-world.ts';

t.test('the order volume is read by its first number', async (t) => {
  t.equal(volumeOf('1,000 pcs a season'), 1000);
  t.equal(volumeOf('about 2.500 Stück'), 2500);
  t.equal(volumeOf('시즌당 300장'), 300);
  t.equal(volumeOf('large orders'), null);
  t.equal(volumeOf('0'), null);
});

await forEachDatabase(t, 'fairs_suggestions', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock, outbox: { send: async () => {} }, clockTimer: false });
  t.teardown(() => app.close());
  const [makerA, makerB, makerC, makerD, buyerX, buyerW, outsider] = [51, 52, 53, 54, 55, 56, 57].map(memberNo) as [string, string, string, string, string, string, string];
  const { fairId, exhibitors } = await openFair(app, { exhibitors: [makerA], buyers: [] });
  const exhibitorA = exhibitors[0]!.id;
  /** Another exhibitor through the routes: profile, application with its items, approval at a table. */
  const exhibit = async (memberId: string, tradeName: string, items: MakerItem[], moq: number, monthlyCapacity: number, table: number) => {
    await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(memberId), payload: profileInput({ tradeName, items, moq, monthlyCapacity }) });
    const id = (await app.inject({ method: 'POST', url: `/api/v1/me/fairs/${fairId}/exhibitor`, headers: member(memberId), payload: { items, note: '' } })).json().participation._id as string;
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/exhibitors/${id}`, headers: programStaff(), payload: { status: 'APPROVED', table } })).statusCode, 204);
    return id;
  };
  const exhibitorB = await exhibit(makerB, 'Denim Works', ['DENIM', 'WOVEN'], 3000, 10000, 2);
  await exhibit(makerC, 'Leather Lab', ['LEATHER'], 50, 1000, 3);
  const exhibitorD = await exhibit(makerD, 'Indigo Sewing', ['DENIM'], 500, 8000, 4);
  // B also lists a knit product at the fair: it brings both wanted items.
  const product = await app.inject({ method: 'POST', url: `/api/v1/fairs/${fairId}/products`, headers: member(makerB), payload: { name: 'Denim-knit jacket', item: 'KNIT', priceMin: 30000, priceMax: 40000, moq: 300, leadTimeDays: 30, sampleAvailable: true } });
  t.equal(product.statusCode, 201);
  const register = async (memberId: string, company: string, orderVolume: string, approve: boolean) => {
    const id = (await app.inject({ method: 'POST', url: `/api/v1/me/fairs/${fairId}/buyer`, headers: member(memberId), payload: buyerInput(company, { itemsWanted: ['KNIT', 'DENIM'], orderVolume }) })).json().participation._id as string;
    if (approve) await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${id}`, headers: programStaff(), payload: { status: 'APPROVED' } });
    return id;
  };
  const buyerXId = await register(buyerX, 'Tokyo Denim', '2,000 pcs a season', true);
  const buyerWId = await register(buyerW, 'Osaka Select', 'to be discussed', false);
  // X already asked A for a meeting: A has one slot fewer free for X.
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(buyerX), payload: { fair: fairId, exhibitor: exhibitorA, slot: '2026-12-10T10:00', context: '' } })).statusCode, 201);
  const mine = (memberId: string, locale = 'en') => app.inject({ url: `/api/v1/me/fairs/${fairId}/suggestions`, headers: { ...member(memberId), 'accept-language': locale } });

  t.test('an approved buyer is suggested the exhibitors who bring what they want, best first', async (t) => {
    const answer = await mine(buyerX);
    t.equal(answer.statusCode, 200);
    const suggestions = answer.json().suggestions as Array<Record<string, unknown>>;
    t.same(suggestions.map((row) => row.tradeName), ['Denim Works', 'Indigo Sewing', 'Maker 1'], 'both items first; then capacity that fits and more free slots; leather is not suggested');
    t.match(suggestions[0], { _id: exhibitorB, matchedItems: ['KNIT', 'DENIM'], capacityFits: false, moq: 3000, freeSlots: 5, meeting: false, table: 2 }, "a knit product counts; 2,000 pieces are under the MOQ; the buyer's own held slot is not free for them");
    t.match(suggestions[1], { _id: exhibitorD, matchedItems: ['DENIM'], capacityFits: true, freeSlots: 5, meeting: false }, 'then those the buyer does not meet yet');
    t.match(suggestions[2], { _id: exhibitorA, matchedItems: ['KNIT'], capacityFits: true, freeSlots: 5, meeting: true });
    t.notOk(JSON.stringify(suggestions).includes('example.com'), 'no contact of anyone');

    clock.set('2026-12-10T01:40:00.000Z'); // 10:40 in Seoul: the 10:00 and 10:30 slots have begun
    t.equal((await mine(buyerX)).json().suggestions[0].freeSlots, 4, 'a slot that has begun is not free');
    clock.set('2026-11-20T00:00:00.000Z');
  });

  t.test('nobody else reads a buyer’s suggestions', async (t) => {
    t.equal((await app.inject({ url: `/api/v1/me/fairs/${fairId}/suggestions` })).statusCode, 401);
    const waiting = await mine(buyerW, 'ko');
    t.equal(waiting.statusCode, 403);
    t.equal(waiting.json().code, 'BUYER_NOT_APPROVED');
    t.match(waiting.json().message, /승인된 바이어/);
    t.equal((await mine(outsider)).json().code, 'BUYER_NOT_APPROVED');
    t.equal((await mine(makerA)).json().code, 'BUYER_NOT_APPROVED', 'an exhibitor is not a buyer');
    t.equal((await app.inject({ url: '/api/v1/me/fairs/0190a5a0-0000-7000-8000-00000000ffff/suggestions', headers: member(buyerX) })).json().code, 'FAIR_NOT_FOUND');
    t.equal((await app.inject({ url: '/api/v1/me/fairs/not-an-id/suggestions', headers: member(buyerX) })).statusCode, 400);
  });

  t.test('staff read any buyer’s suggestions on the board, approved or waiting', async (t) => {
    const forX = await app.inject({ url: `/api/console/fairs/${fairId}/buyers/${buyerXId}/suggestions`, headers: programStaff() });
    t.same(forX.json().suggestions, (await mine(buyerX)).json().suggestions, "the buyer's own list");
    const forW = (await app.inject({ url: `/api/console/fairs/${fairId}/buyers/${buyerWId}/suggestions`, headers: programStaff() })).json().suggestions as Array<{ tradeName: string; capacityFits: boolean | null }>;
    t.same(forW.map((row) => [row.tradeName, row.capacityFits]), [['Denim Works', null], ['Indigo Sewing', null], ['Maker 1', null]], 'a volume without a number: capacity unknown');
    t.equal((await app.inject({ url: `/api/console/fairs/${fairId}/buyers/${exhibitorA}/suggestions`, headers: programStaff() })).json().code, 'PARTICIPANT_NOT_FOUND', 'an exhibitor is not a buyer');
    t.equal((await app.inject({ url: `/api/console/fairs/${fairId}/buyers/${buyerXId}/suggestions`, headers: facilityStaff() })).statusCode, 403, 'staff of another desk');
    t.equal((await app.inject({ url: `/api/console/fairs/${fairId}/buyers/${buyerXId}/suggestions`, headers: member(buyerX) })).statusCode, 403, 'a member');
  });
});
