import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { buyerInput, facilityStaff, member, memberNo, openFair, programStaff } from './fair-world.ts';

await forEachDatabase(t, 'fairs_outcomes', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock, clockTimer: false });
  t.teardown(() => app.close());
  const [makerA, makerB, parisBuyer, tokyoBuyer, outsider] = [41, 42, 43, 44, 45].map(memberNo) as [string, string, string, string, string];
  const { fairId, exhibitors, buyers } = await openFair(app, { exhibitors: [makerA, makerB], buyers: [tokyoBuyer] });
  const paris = (await app.inject({ method: 'POST', url: `/api/v1/me/fairs/${fairId}/buyer`, headers: member(parisBuyer), payload: buyerInput('Paris Atelier', { country: 'FR', timeZone: 'Europe/Paris', language: 'en' }) })).json().participation._id;
  await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${paris}`, headers: programStaff(), payload: { status: 'APPROVED' } });
  const place = async (exhibitor: string, buyer: string, slot: string) =>
    (await app.inject({ method: 'POST', url: '/api/console/matchings', headers: programStaff(), payload: { fair: fairId, exhibitor, buyer, slot, context: '' } })).json().matching._id as string;
  const held = await place(exhibitors[0]!.id, paris, '2026-12-10T10:00');
  const missed = await place(exhibitors[1]!.id, buyers[0]!.id, '2026-12-10T10:00');
  const later = await place(exhibitors[0]!.id, buyers[0]!.id, '2026-12-10T10:30');
  const pending = (await app.inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(parisBuyer), payload: { fair: fairId, exhibitor: exhibitors[1]!.id, slot: '2026-12-10T11:30', context: '' } })).json().matching._id;
  const outcome = { attendance: 'HELD', items: ['KNIT', 'JERSEY'], estimatedAmount: 5_000_000, followUp: 'Samples by 12-20' };
  const record = (memberId: string, id: string, payload: Record<string, unknown> = outcome) => app.inject({ method: 'PUT', url: `/api/v1/me/matchings/${id}/outcome`, headers: member(memberId), payload });

  t.test('an outcome is recorded by a side of an accepted meeting once it has started', async (t) => {
    const early = await record(makerA, held);
    t.equal(early.statusCode, 409);
    t.equal(early.json().code, 'MEETING_NOT_STARTED');
    clock.set('2026-12-10T01:05:00.000Z');
    t.equal((await record(parisBuyer, pending)).json().code, 'MEETING_NOT_STARTED', 'a request never accepted has no outcome');
    t.equal((await record(outsider, held)).statusCode, 404, 'no one else’s meeting');
    t.equal((await record(makerA, held, { ...outcome, estimatedAmount: -1 })).statusCode, 400);
    t.equal((await record(makerA, held, { ...outcome, attendance: 'MAYBE' })).statusCode, 400);
    const recorded = await record(makerA, held);
    t.equal(recorded.statusCode, 200);
    t.equal(recorded.json().outcome.side, 'EXHIBITOR');
    t.equal((await record(parisBuyer, held, { ...outcome, estimatedAmount: 9_999 })).json().outcome.side, 'BUYER');
    t.equal((await record(tokyoBuyer, missed, { attendance: 'NO_SHOW', items: [], estimatedAmount: 0, followUp: '' })).statusCode, 200);
  });

  t.test('the outcome report counts each accepted meeting once, by item, country and exhibitor, and as CSV', async (t) => {
    t.equal((await app.inject({ url: `/api/console/matchings/report?fair=${fairId}`, headers: facilityStaff() })).statusCode, 403);
    const report = (await app.inject({ url: `/api/console/matchings/report?fair=${fairId}`, headers: programStaff() })).json();
    t.same(report.totals, { meetings: 3, held: 1, noShows: 1, estimatedAmount: 5_000_000, accepted: 3, recorded: 2 }, 'the exhibitor’s estimate counts, not the buyer’s');
    t.same(report.byItem, [
      { item: 'KNIT', meetings: 1, held: 1, noShows: 0, estimatedAmount: 5_000_000 },
      { item: 'JERSEY', meetings: 1, held: 1, noShows: 0, estimatedAmount: 0 },
    ]);
    t.same(report.byCountry.map((line: { country: string; meetings: number }) => [line.country, line.meetings]).sort(), [['FR', 1], ['JP', 2]]);
    t.same(report.byExhibitor.map((line: { tradeName: string; meetings: number; noShows: number }) => [line.tradeName, line.meetings, line.noShows]).sort(), [['Maker 1', 2, 0], ['Maker 2', 1, 1]]);
    const csv = await app.inject({ url: `/api/console/matchings/report.csv?fair=${fairId}`, headers: programStaff() });
    t.match(csv.headers['content-type'], /text\/csv/);
    t.ok(csv.body.startsWith('\uFEFFgroup,name,meetings,held,no_shows,estimated_amount_krw\r\n'));
    t.match(csv.body, /total,,3,1,1,5000000/);
    t.match(csv.body, /exhibitor,Maker 2,1,0,1,0/);
    t.equal((await app.inject({ url: '/api/console/matchings/report?fair=0190a5a0-0000-7000-8000-00000000ffff', headers: programStaff() })).json().code, 'FAIR_NOT_FOUND');
  });

  t.test('staff record a no-show of an accepted meeting once it has started, and the report counts it', async (t) => {
    const noShow = (id: string, headers = programStaff()) => app.inject({ method: 'POST', url: `/api/console/matchings/${id}/no-show`, headers });
    t.equal((await noShow(later)).json().code, 'MEETING_NOT_STARTED', 'the 10:30 meeting has not begun at 10:05');
    t.equal((await noShow(pending)).json().code, 'MEETING_NOT_STARTED', 'a request never accepted');
    t.equal((await noShow(later, facilityStaff())).statusCode, 403);
    t.equal((await noShow('0190a5a0-0000-7000-8000-00000000ffff')).json().code, 'MEETING_NOT_FOUND');
    clock.set('2026-12-10T01:35:00.000Z');
    const recorded = await noShow(later);
    t.equal(recorded.statusCode, 200);
    t.same([recorded.json().outcome.side, recorded.json().outcome.attendance], ['EXHIBITOR', 'NO_SHOW']);
    const report = (await app.inject({ url: `/api/console/matchings/report?fair=${fairId}`, headers: programStaff() })).json();
    t.same(report.totals, { meetings: 3, held: 1, noShows: 2, estimatedAmount: 5_000_000, accepted: 3, recorded: 3 });
  });
});
