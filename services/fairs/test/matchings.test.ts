import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { buyerInput, member, memberNo, openFair, programStaff } from './fair-world.ts';

const SLOT = '2026-12-10T10:00';

await forEachDatabase(t, 'fairs_matchings', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock });
  t.teardown(() => app.close());
  const [makerA, makerB, buyerC, buyerD, buyerE, outsider] = [1, 2, 3, 4, 5, 6].map(memberNo) as [string, string, string, string, string, string];
  const { fairId, exhibitors, buyers } = await openFair(app, { exhibitors: [makerA, makerB], buyers: [buyerC, buyerE], waitingBuyers: [buyerD] });
  const exhibitorA = exhibitors[0]!;
  const exhibitorB = exhibitors[1]!;
  const request = (memberId: string, payload: Record<string, unknown>, locale = 'en') =>
    app.inject({ method: 'POST', url: '/api/v1/me/matchings', headers: { ...member(memberId), 'accept-language': locale }, payload: { fair: fairId, exhibitor: exhibitorA.id, slot: SLOT, context: 'Merino knits for AW27', ...payload } });
  const meetingCount = async () => (await app.inject({ url: `/api/console/matchings?fair=${fairId}`, headers: programStaff() })).json().summary.total as number;

  t.test('refusals: outside the grid, with oneself, not an approved buyer, bad bodies — a code, a localised message, nothing written', async (t) => {
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/matchings', payload: {} })).statusCode, 401);
    for (const slot of ['2026-12-10T11:00', '2026-12-10T10:15', '2026-12-12T10:00']) {
      const refused = await request(buyerC, { slot }, 'ko');
      t.equal(refused.statusCode, 400, slot);
      t.equal(refused.json().code, 'SLOT_OUTSIDE_GRID');
      t.match(refused.json().message, /시간표에 없는/);
    }
    // makerA also registers as a buyer and is approved: still no meeting with their own table.
    const asBuyer = (await app.inject({ method: 'POST', url: `/api/v1/me/fairs/${fairId}/buyer`, headers: member(makerA), payload: buyerInput('Maker A buying') })).json().participation._id;
    await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${asBuyer}`, headers: programStaff(), payload: { status: 'APPROVED' } });
    const self = await request(makerA, {}, 'jp');
    t.equal(self.statusCode, 400);
    t.equal(self.json().code, 'SELF_MEETING');
    t.equal(self.json().message, '自分自身とは商談できません。');
    const waiting = await request(buyerD, {});
    t.equal(waiting.statusCode, 403);
    t.equal(waiting.json().code, 'BUYER_NOT_APPROVED');
    t.equal((await request(outsider, {})).json().code, 'BUYER_NOT_APPROVED', 'a member who never registered');
    t.equal((await request(buyerC, { exhibitor: buyers[0]!.id })).json().code, 'EXHIBITOR_NOT_FOUND');
    t.equal((await request(buyerC, { context: 'x'.repeat(201) })).statusCode, 400);
    t.equal((await request(buyerC, { seller: 'x' })).statusCode, 400);
    t.equal((await request(buyerC, { fair: '0190a5a0-0000-7000-8000-00000000ffff' })).json().code, 'FAIR_NOT_FOUND');
    clock.set('2026-12-10T01:10:00.000Z');
    t.equal((await request(buyerC, {})).json().code, 'SLOT_PAST', '10:10 in Seoul: the 10:00 slot has begun');
    clock.set('2026-11-20T00:00:00.000Z');
    t.equal(await meetingCount(), 0, 'nothing was written');
  });

  let meetingId = '';
  t.test('a buyer requests; the slot is held; only the exhibitor answers; contacts appear only once accepted', async (t) => {
    const requested = await request(buyerC, {});
    t.equal(requested.statusCode, 201);
    const meeting = requested.json().matching;
    meetingId = meeting._id;
    t.equal(meeting.status, 'REQUESTED');
    t.equal(meeting.role, 'BUYER');
    t.equal(meeting.contact, null);
    t.same(meeting.exhibitor, { _id: exhibitorA.id, tradeName: 'Maker 1', table: 1 });

    const taken = await request(buyerE, {});
    t.equal(taken.statusCode, 409);
    t.equal(taken.json().code, 'SLOT_TAKEN', 'a pending request holds the exhibitor’s slot');
    t.equal((await request(buyerC, { exhibitor: exhibitorB.id })).json().code, 'SLOT_TAKEN', 'and the buyer’s');

    const seen = await app.inject({ url: '/api/v1/me/matchings', headers: member(makerA) });
    t.equal(seen.json().matchings[0].role, 'EXHIBITOR');
    t.equal(seen.json().matchings[0].contact, null, 'no contact before acceptance');
    t.equal((await app.inject({ url: '/api/v1/me/matchings', headers: member(makerB) })).json().summary.total, 0, 'another exhibitor sees nothing');
    t.equal((await app.inject({ url: `/api/v1/me/matchings/${meetingId}`, headers: member(makerB) })).json().code, 'MEETING_NOT_FOUND');
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/matchings/${meetingId}/answer`, headers: member(makerB), payload: { accept: true } })).statusCode, 404);
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/matchings/${meetingId}/answer`, headers: member(buyerC), payload: { accept: true } })).json().code, 'NOT_YOUR_TO_ANSWER');

    const accepted = await app.inject({ method: 'PUT', url: `/api/v1/me/matchings/${meetingId}/answer`, headers: member(makerA), payload: { accept: true } });
    t.equal(accepted.statusCode, 200);
    t.equal(accepted.json().matching.status, 'ACCEPTED');
    t.same(accepted.json().matching.contact, { channel: 'EMAIL', email: 'buyer1@buyers.example', phone: '+81 3 1234 5678' }, 'the exhibitor now sees the buyer’s contact');
    const buyerView = (await app.inject({ url: `/api/v1/me/matchings/${meetingId}`, headers: member(buyerC) })).json().matching;
    t.same(buyerView.contact, { channel: 'PHONE', email: null, phone: '010-0000-1000' }, 'and the buyer the maker’s');
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/matchings/${meetingId}/answer`, headers: member(makerA), payload: { accept: false } })).json().code, 'MEETING_NOT_PENDING');
  });

  t.test('a declined or cancelled meeting frees its slot; staff place and cancel meetings', async (t) => {
    const second = (await request(buyerE, { slot: '2026-12-10T10:30' })).json().matching._id;
    await app.inject({ method: 'PUT', url: `/api/v1/me/matchings/${second}/answer`, headers: member(makerA), payload: { accept: false } });
    const again = await request(buyerC, { slot: '2026-12-10T10:30' });
    t.equal(again.statusCode, 201, 'the declined slot is free again');
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/me/matchings/${again.json().matching._id}/cancel`, headers: member(buyerC) });
    t.equal(cancelled.json().matching.status, 'CANCELLED');

    const placed = await app.inject({ method: 'POST', url: '/api/console/matchings', headers: programStaff(), payload: { fair: fairId, exhibitor: exhibitorA.id, buyer: buyers[1]!.id, slot: '2026-12-10T10:30', context: 'Brokered by staff' } });
    t.equal(placed.statusCode, 201);
    t.equal(placed.json().matching.status, 'ACCEPTED', 'staff placements need no answer');
    t.equal(placed.json().matching.placedByStaff, true);
    const clash = await app.inject({ method: 'POST', url: '/api/console/matchings', headers: programStaff(), payload: { fair: fairId, exhibitor: exhibitorB.id, buyer: buyers[0]!.id, slot: SLOT, context: '' } });
    t.equal(clash.json().code, 'SLOT_TAKEN', 'the buyer already meets makerA then');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/matchings', headers: member(buyerC), payload: {} })).statusCode, 403);
    const staffCancel = await app.inject({ method: 'POST', url: `/api/console/matchings/${placed.json().matching._id}/cancel`, headers: programStaff() });
    t.equal(staffCancel.json().matching.status, 'CANCELLED');
    t.same(
      (await app.inject({ url: `/api/v1/me/matchings?status=ACCEPTED`, headers: member(buyerC) })).json().matchings.map((row: { _id: string }) => row._id),
      [meetingId],
    );
  });
});

// Two instances of the service on one database; parallel requests for one slot: exactly one wins.
await forEachDatabase(t, 'fairs_double_booking', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const first = await buildApp({ ...serviceOptionsForTest(database), clock });
  const second = await buildApp({ ...serviceOptionsForTest(database), clock });
  t.teardown(async () => {
    await first.close();
    await second.close();
  });
  const makers = [11, 12, 13, 14].map(memberNo);
  const buyerMembers = Array.from({ length: 16 }, (_, index) => memberNo(100 + index));
  const { fairId, exhibitors } = await openFair(first, { exhibitors: makers, buyers: buyerMembers, fair: { buyerCapacity: 100 } });
  const instance = (index: number) => (index % 2 === 0 ? first : second);
  const held = async () => (await first.db('meetings').whereNotNull('exhibitor_hold').select('exhibitor_id', 'buyer_id', 'slot')) as Array<{ exhibitor_id: string; buyer_id: string; slot: string }>;

  t.test('sixteen buyers ask one exhibitor for one slot at once: one meeting, fifteen SLOT_TAKEN', async (t) => {
    const answers = await Promise.all(
      buyerMembers.map((memberId, index) =>
        instance(index).inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(memberId), payload: { fair: fairId, exhibitor: exhibitors[0]!.id, slot: SLOT, context: '' } }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    t.equal(codes.filter((code) => code === 201).length, 1, `exactly one wins: ${codes.join(',')}`);
    t.equal(codes.filter((code) => code === 409).length, 15);
    t.ok(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'SLOT_TAKEN'));
    t.equal((await held()).filter((row) => row.exhibitor_id === exhibitors[0]!.id && row.slot === SLOT).length, 1);
  });

  t.test('one buyer asks four exhibitors for one slot at once: one meeting', async (t) => {
    const slot = '2026-12-11T10:30';
    const answers = await Promise.all(
      exhibitors.map((exhibitor, index) =>
        instance(index).inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(buyerMembers[5]!), payload: { fair: fairId, exhibitor: exhibitor.id, slot, context: '' } }),
      ),
    );
    t.equal(answers.filter((answer) => answer.statusCode === 201).length, 1, answers.map((answer) => answer.statusCode).join(','));
    t.equal((await held()).filter((row) => row.slot === slot).length, 1);
  });

  t.test('a burst over the whole grid: no exhibitor and no buyer holds a slot twice', async (t) => {
    const grid = ['2026-12-10T10:30', '2026-12-10T11:30', '2026-12-11T10:00', '2026-12-11T11:30'];
    const answers = await Promise.all(
      buyerMembers.flatMap((memberId, index) =>
        grid.map((slot, slotIndex) =>
          instance(index + slotIndex).inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(memberId), payload: { fair: fairId, exhibitor: exhibitors[(index + slotIndex) % exhibitors.length]!.id, slot, context: '' } }),
        ),
      ),
    );
    t.notOk(answers.some((answer) => answer.statusCode >= 500), 'no 5xx');
    const rows = await held();
    const exhibitorSlots = rows.map((row) => `${row.exhibitor_id}/${row.slot}`);
    const buyerSlots = rows.map((row) => `${row.buyer_id}/${row.slot}`);
    t.equal(new Set(exhibitorSlots).size, exhibitorSlots.length, 'no exhibitor double-booked');
    t.equal(new Set(buyerSlots).size, buyerSlots.length, 'no buyer double-booked');
    t.equal(answers.filter((answer) => answer.statusCode === 201).length + 2, rows.length, 'every 201 is one held meeting');
  });
});
