import t from 'tap';
import { controllableClock, newId } from '@centre/server-kit';
import { bearer, forEachDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { holdingCount, placeApplication, unitCounters, windowWithUnits } from './review-fixtures.ts';

const staff = { ...bearer(signAccessToken({ sub: newId(), name: 'Staff Kim', scope: ['member', 'console'] })), 'accept-language': 'en' };
const member = bearer(signAccessToken({ sub: newId(), scope: ['member'] }));

await forEachDatabase(t, 'application_review', async (t, database) => {
  const clock = controllableClock('2026-12-03T01:00:00Z');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock });
  t.teardown(() => app.close());
  const post = (url: string, payload: unknown, headers = staff) => app.inject({ method: 'POST', url, headers, payload: payload as object });

  t.test('console guards: no token 401, a member token 403', async (t) => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/console/apply/applications'],
      ['GET', `/api/console/apply/applications/${newId()}`],
      ['POST', '/api/console/apply/applications/approve', { ids: [newId()] }],
      ['POST', '/api/console/apply/applications/reject', { ids: [newId()], reason: 'x' }],
      ['POST', '/api/console/apply/applications/decisions', { ids: [newId()], decision: 'APPROVED' }],
      ['POST', `/api/console/apply/applications/${newId()}/approve`, {}],
      ['POST', '/api/console/apply/applications/attendance', { ids: [newId()], attendance: 'ATTENDED' }],
      ['GET', `/api/console/apply/strikes?member=${newId()}`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await app.inject({ method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) });
      t.equal(anonymous.statusCode, 401, `${method} ${url} without a token`);
      const asMember = await app.inject({ method: method as 'GET', url, headers: member, ...(payload ? { payload: payload as object } : {}) });
      t.equal(asMember.statusCode, 403, `${method} ${url} with a member token`);
    }
  });

  t.test('parallel approvals never exceed a unit\'s capacity', async (t) => {
    // Lottery losers (drawn, holding nothing) compete for the places the draw left: capacity 2.
    const { units } = await windowWithUnits(app, { allocation: 'LOTTERY', unitCapacity: 2 });
    const unit = units[0]!;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await placeApplication(app.db, unit.id, { status: 'WAITING', holding: false, lotteryDrawId: newId() }));
    // On MySQL, two instances of the service decide at once (SQLite has one writer per file).
    const second = database.client === 'mysql' ? await buildApp({ ...serviceOptionsForTest(database), clock }) : app;
    if (second !== app) t.teardown(() => second.close());
    const answers = await Promise.all(
      ids.map((id, i) => (i % 2 === 0 ? app : second).inject({ method: 'POST', url: `/api/console/apply/applications/${id}/approve`, headers: staff, payload: {} })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    t.same(statuses, [200, 200, 409, 409, 409, 409], 'two approved, four refused as full');
    t.match(answers.find((answer) => answer.statusCode === 409)!.json(), { message: /full/ });
    t.same(await unitCounters(app.db, unit.id), { held: 2, waitlisted: 0, capacity: 2 });
    t.equal(await holdingCount(app.db, unit.id), 2, 'the counter agrees with the applications');
  });

  t.test('a bulk approval that cannot all fit approves what fits and says which were refused', async (t) => {
    const { units } = await windowWithUnits(app, { allocation: 'LOTTERY', unitCapacity: 2, location: 'YONGSIN' });
    const unit = units[1]!;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await placeApplication(app.db, unit.id, { status: 'WAITING', holding: false, lotteryDrawId: newId() }));
    const answer = await post('/api/console/apply/applications/approve', { ids });
    t.equal(answer.statusCode, 200);
    const { results } = answer.json();
    t.same(results.map((r: { ok: boolean }) => r.ok), [true, true, false]);
    t.match(results[2], { _id: ids[2], ok: false, code: 'UNIT_FULL', status: 'WAITING' });
    // The same through the contract's decisions path: nothing left to approve twice.
    const again = await post('/api/console/apply/applications/decisions', { ids: [ids[0], ids[2]], decision: 'APPROVED' });
    t.match(again.json().results, [{ ok: false, code: 'NOT_DECIDABLE', status: 'APPROVED' }, { ok: false, code: 'UNIT_FULL' }]);
    t.same(await unitCounters(app.db, unit.id), { held: 2, waitlisted: 0, capacity: 2 });
    const detail = await app.inject({ url: `/api/console/apply/applications/${ids[0]}`, headers: staff });
    t.match(detail.json().application, { _id: ids[0], status: 'APPROVED', holding: true, decidedAt: '2026-12-03T01:00:00.000Z', member: null });
  });

  t.test('a rejection frees the place and the waitlist moves up in order', async (t) => {
    const { windowId, units } = await windowWithUnits(app, { work: 'STUDIO', unitCapacity: 2 });
    const unit = units[2]!;
    const holders = [await placeApplication(app.db, unit.id, { status: 'WAITING' }), await placeApplication(app.db, unit.id, { status: 'APPROVED' })];
    const waiting: string[] = [];
    for (let i = 0; i < 3; i++) waiting.push(await placeApplication(app.db, unit.id, { status: 'WAITLISTED' }));
    t.same(await unitCounters(app.db, unit.id), { held: 2, waitlisted: 3, capacity: 2 });

    const listed = await app.inject({ url: `/api/console/apply/applications?unitId=${unit.id}&status=WAITLISTED`, headers: staff });
    t.same(listed.json().applications.map((a: { waitlistPosition: number }) => a.waitlistPosition), [1, 2, 3]);

    t.equal((await post('/api/console/apply/applications/reject', { ids: [holders[0]] })).statusCode, 400, 'a rejection needs a reason');
    const first = await post('/api/console/apply/applications/reject', { ids: [holders[0]], reasonCode: 'DOCUMENTS_INCOMPLETE' });
    t.same(first.json().promoted, [waiting[0]], 'the first on the waitlist takes the place');
    const second = await post(`/api/console/apply/applications/${holders[1]}/reject`, { reasonCode: 'OTHER', reason: 'Machine under repair that day.' });
    t.same(second.json().promoted, [waiting[1]]);
    t.same(await unitCounters(app.db, unit.id), { held: 2, waitlisted: 1, capacity: 2 });
    t.equal(await holdingCount(app.db, unit.id), 2);

    const rejected = (await app.inject({ url: `/api/console/apply/applications/${holders[1]}`, headers: staff })).json();
    t.match(rejected.application, { status: 'REJECTED', holding: false, rejectReason: 'Machine under repair that day.' });
    const withTemplate = (await app.inject({ url: `/api/console/apply/applications/${holders[0]}`, headers: staff })).json();
    t.equal(withTemplate.application.rejectReason, '제출 서류가 확인되지 않았습니다.', 'the template\'s words (the console reads Korean)');
    const promoted = (await app.inject({ url: `/api/console/apply/applications/${waiting[0]}`, headers: staff })).json();
    t.match(promoted.application, { status: 'WAITING', holding: true, waitlistPosition: null });
    const stillWaiting = (await app.inject({ url: `/api/console/apply/applications/${waiting[2]}`, headers: staff })).json();
    t.equal(stillWaiting.application.waitlistPosition, 1);

    const usage = await app.db('member_window_usage').where({ window_id: windowId });
    t.equal(usage.reduce((sum, row) => sum + Number(row.used), 0), 3, 'the rejected members got their quota back');
    const log = await app.db('application_decisions').where({ application_id: holders[0] });
    t.match(log, [{ decision: 'REJECTED', reason_code: 'DOCUMENTS_INCOMPLETE' }], 'the decision is logged with its request');
    t.ok(log[0].request_id);
  });

  t.test('the queue filters by member, keyword and status, and pages', async (t) => {
    const { units } = await windowWithUnits(app, { location: 'YONGSIN', work: 'STUDIO' });
    const memberId = newId();
    await placeApplication(app.db, units[0]!.id, { status: 'WAITING', memberId, username: 'pattern22', name: '이패턴' });
    await placeApplication(app.db, units[1]!.id, { status: 'APPROVED', memberId, username: 'pattern22', name: '이패턴' });
    await placeApplication(app.db, units[1]!.id, { status: 'WAITING', username: 'sewing01', name: '김봉제' });
    const byMember = (await app.inject({ url: `/api/console/apply/applications?memberId=${memberId}`, headers: staff })).json();
    t.equal(byMember.summary.total, 2);
    const byKeyword = (await app.inject({ url: `/api/console/apply/applications?keyword=${encodeURIComponent('봉제')}`, headers: staff })).json();
    t.same(byKeyword.applications.map((a: { memberId: string }) => a.memberId).length, 1);
    const byUsername = (await app.inject({ url: '/api/console/apply/applications?keyword=pattern&status=APPROVED', headers: staff })).json();
    t.equal(byUsername.summary.total, 1);
    const paged = (await app.inject({ url: `/api/console/apply/applications?memberId=${memberId}&limit=1&offset=1&sort=-date`, headers: staff })).json();
    t.equal(paged.applications.length, 1);
    t.equal(paged.applications[0].date, units[0]!.use_date, 'latest day first, second page: the earlier day');
    t.equal((await app.inject({ url: `/api/console/apply/applications/${newId()}`, headers: staff })).statusCode, 404);
  });

  t.test('attendance on the day or after; no-shows add strikes and suspend at the limit', async (t) => {
    const { units } = await windowWithUnits(app, { location: 'YONGSIN' });
    const memberId = newId();
    const past = units.filter((unit) => unit.use_date <= '2026-12-03');
    const future = units.find((unit) => unit.use_date > '2026-12-03')!;
    const ids: string[] = [];
    for (const unit of past.slice(0, 3)) ids.push(await placeApplication(app.db, unit.id, { status: 'APPROVED', memberId }));
    const later = await placeApplication(app.db, future.id, { status: 'APPROVED', memberId });
    const waiting = await placeApplication(app.db, past[0]!.id, { status: 'WAITING' });

    const early = (await post('/api/console/apply/applications/attendance', { ids: [later, waiting], attendance: 'NO_SHOW' })).json();
    t.match(early.results, [{ ok: false, code: 'DAY_PASSED' }, { ok: false, code: 'NOT_DECIDABLE' }], 'not before the day, not for an unapproved one');

    const attended = (await post('/api/console/apply/applications/attendance', { ids: [ids[0]], attendance: 'ATTENDED' })).json();
    t.same(attended.strikes, []);
    const noShows = (await post('/api/console/apply/applications/attendance', { ids, attendance: 'NO_SHOW' })).json();
    t.same(noShows.results.map((r: { ok: boolean }) => r.ok), [true, true, true]);
    t.same(noShows.strikes.map((s: { suspended: boolean }) => s.suspended), [false, false, true], 'the third strike suspends (3 within 90 days)');

    const strikes = (await app.inject({ url: `/api/console/apply/strikes?member=${memberId}`, headers: staff })).json();
    t.equal(strikes.strikes.length, 3);
    t.ok(strikes.strikes.every((s: { active: boolean; reason: string }) => s.active && s.reason === 'NO_SHOW'));
    t.match(strikes.suspension, { until: '2027-01-02T01:00:00.000Z' });
    t.same(strikes.policy, { strikeLimit: 3, periodDays: 90, suspensionDays: 30 });

    // Marked by mistake: back to ATTENDED revokes that strike.
    await post('/api/console/apply/applications/attendance', { ids: [ids[0]], attendance: 'ATTENDED' });
    const after = (await app.inject({ url: `/api/console/apply/strikes?member=${memberId}`, headers: staff })).json();
    t.equal(after.strikes.filter((s: { active: boolean }) => s.active).length, 2);
  });
});
