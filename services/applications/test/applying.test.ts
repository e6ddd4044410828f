import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { applyWorld, NOW, openWindow, STAFF, type Maker } from './apply-world.ts';

await forEachDatabase(t, 'applying', async (t, database) => {
  const world = await applyWorld(t, database);
  const { app, clock } = world;
  t.afterEach(() => clock.set(NOW));

  const apply = (maker: Maker, unitIds: string[], extra: Record<string, unknown> = {}, locale = 'ko') =>
    app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: { ...maker.headers, 'accept-language': locale }, payload: world.body(unitIds, extra) });
  const mine = async (maker: Maker, query = '') => (await app.inject({ url: `/api/v1/apply/applications?limit=100${query}`, headers: maker.headers })).json().applications as Array<Record<string, unknown>>;
  const unitOf = async (id: string) => (await app.inject({ url: `/api/v1/schedule/${id}` })).json().unit;

  t.test('the window status follows the service clock; staff may close it early', async (t) => {
    const { windowId, units } = await world.window(openWindow({ applyFrom: '2026-11-25', applyOpenTime: '10:00' }));
    const maker = await world.maker();
    const early = await apply(maker, [units[0]!._id], {}, 'en');
    t.equal(early.statusCode, 409);
    t.equal(early.json().code, 'WINDOW_NOT_OPEN');
    t.equal(early.json().message, 'Applications for this period have not opened yet.');
    t.equal(early.json().unitId, units[0]!._id);
    t.equal((await app.inject({ url: `/api/v1/apply/limitations/${windowId}` })).json().limitation.status, 'PLANNED');

    clock.set('2026-11-25T00:59:00Z'); // 09:59 in Seoul
    t.equal((await apply(maker, [units[0]!._id])).json().code, 'WINDOW_NOT_OPEN', 'a minute before the opening time');
    clock.set('2026-11-25T01:00:00Z'); // 10:00 in Seoul
    t.equal((await app.inject({ url: `/api/v1/apply/limitations/${windowId}` })).json().limitation.status, 'IN_PROGRESS');
    t.equal((await apply(maker, [units[0]!._id])).statusCode, 201);
    const listed = (await app.inject({ url: '/api/v1/apply/limitations?status=IN_PROGRESS&limit=100' })).json().limitations as Array<{ _id: string }>;
    t.ok(listed.some((w) => w._id === windowId), 'the status filter agrees with the computed status');

    const closed = await app.inject({ method: 'POST', url: `/api/console/apply/limitations/${windowId}/close`, headers: STAFF() });
    t.equal(closed.json().limitation.status, 'CLOSED');
    t.ok(closed.json().limitation.closedEarlyAt);
    t.equal((await apply(maker, [units[1]!._id])).json().code, 'WINDOW_CLOSED');
    t.equal((await mine(maker)).length, 1, 'what was taken stays');
  });

  t.test('units: weekdays only, holidays and blackouts closed with their reason', async (t) => {
    await app.inject({ method: 'POST', url: '/api/console/schedule/holidays', headers: STAFF(), payload: { date: '2027-02-03', reason: { ko: '임시공휴일', en: 'Special holiday', cn: '临时公休日', jp: '臨時休日' } } });
    t.teardown(() => app.inject({ method: 'DELETE', url: '/api/console/schedule/holidays/2027-02-03', headers: STAFF() }));
    const { units } = await world.window(openWindow({ useFrom: '2027-02-01', useTo: '2027-02-07', unitLayout: 'SESSIONS', sessions: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] }));
    t.equal(units.length, 10, 'five weekdays, two sessions each; no weekend units');
    const holiday = units.filter((u) => u.date === '2027-02-03');
    t.same(holiday.map((u) => u.closedReason), ['HOLIDAY', 'HOLIDAY']);
    const maker = await world.maker();
    const refused = await apply(maker, [holiday[0]!._id], {}, 'jp');
    t.equal(refused.json().code, 'CLOSED_DAY');
    t.equal(refused.json().message, 'その日は休館日です。');

    const booked = await apply(maker, [units[0]!._id]);
    t.equal(booked.statusCode, 201);
    const blackout = await app.inject({
      method: 'POST',
      url: '/api/console/schedule/blackouts',
      headers: STAFF(),
      payload: { location: 'DAPSIMNI', work: 'CUTTINGROOM', from: '2027-02-01', to: '2027-02-01', reason: { ko: '재단기 점검', en: 'Cutter maintenance', cn: '裁剪机检修', jp: '裁断機点検' } },
    });
    t.equal(blackout.statusCode, 201);
    t.same(blackout.json().affectedApplicationIds, [booked.json().applications[0]._id]);
    const [cancelled] = await mine(maker);
    t.equal(cancelled!.status, 'CANCELLED');
    t.equal(cancelled!.cancelledBy, 'CENTRE');
    t.equal(cancelled!.lateCancel, false);
    t.same((await world.templatesFor(maker.id)).sort(), ['APPLICATION_HELD', 'BLACKOUT_CHANGE'], 'a first-come place is held, then the blackout');
    const unit = (await app.inject({ url: `/api/v1/schedule/${units[0]!._id}`, headers: { 'accept-language': 'en' } })).json().unit;
    t.match(unit, { state: 'CLOSED', closedReason: 'BLACKOUT', closedNote: 'Cutter maintenance', held: 0 });
    t.equal((await apply(maker, [units[1]!._id])).json().code, 'UNIT_CLOSED');
    t.equal((await apply(maker, [units[2]!._id])).statusCode, 201, 'the quota the blackout took was given back');

    const removed = await app.inject({ method: 'DELETE', url: `/api/console/schedule/blackouts/${blackout.json().blackout._id}`, headers: STAFF() });
    t.equal(removed.statusCode, 204);
    t.equal((await unitOf(units[0]!._id)).state, 'OPEN');
  });

  t.test('first come: holds up to capacity, then a FIFO waitlist promoted as places free', async (t) => {
    const { units } = await world.window(openWindow({ unitCapacity: 2, waitlistSize: 2 }));
    const unitId = units[0]!._id;
    const [a, b, c, d, e] = await Promise.all([world.maker(), world.maker(), world.maker(), world.maker(), world.maker()]);
    t.equal((await apply(a!, [unitId])).json().applications[0].status, 'WAITING');
    t.equal((await apply(b!, [unitId])).json().applications[0].status, 'WAITING');
    const full = await apply(c!, [unitId], {}, 'en');
    t.equal(full.statusCode, 409);
    t.same({ code: full.json().code, message: full.json().message }, { code: 'UNIT_FULL', message: 'The chosen session is full.' });
    const cWaits = (await apply(c!, [unitId], { joinWaitlist: true })).json().applications[0];
    t.match(cWaits, { status: 'WAITLISTED', waitlistPosition: 1 });
    t.match((await apply(d!, [unitId], { joinWaitlist: true })).json().applications[0], { status: 'WAITLISTED', waitlistPosition: 2 });
    t.equal((await apply(e!, [unitId], { joinWaitlist: true })).json().code, 'WAITLIST_FULL');
    t.match(await unitOf(unitId), { held: 2, waitlisted: 2, state: 'FULL', remaining: 0, waitlistOpen: false });
    const consoleList = await app.inject({ url: `/api/console/schedule?windowId=${units[0]!.windowId}&state=FULL&limit=5`, headers: STAFF() });
    t.equal(consoleList.statusCode, 200);
    t.match(consoleList.json(), { units: [{ _id: unitId, windowTitle: '테스트 공동재단실', waiting: 2, approved: 0, waitlisted: 2 }], summary: { total: 1, limit: 5 } });

    const aApplication = (await mine(a!))[0]!;
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/me/applications/${aApplication._id}/cancel`, headers: a!.headers });
    t.equal(cancelled.statusCode, 200);
    t.match(cancelled.json(), { application: { status: 'CANCELLED', lateCancel: false }, strike: null });
    t.match((await mine(c!))[0], { status: 'WAITING', waitlistPosition: null }, 'the first in line took the place');
    t.match((await mine(d!))[0], { status: 'WAITLISTED', waitlistPosition: 1 }, 'the second moved up');
    t.same((await world.templatesFor(c!.id)).sort(), ['APPLICATION_WAITLISTED', 'WAITLIST_PROMOTED'], 'on the waitlist (a refusal sends nothing), then promoted');
    t.same((await world.templatesFor(a!.id)).sort(), ['APPLICATION_CANCELLED', 'APPLICATION_HELD'], 'the maker who cancelled is told so');

    // A rejection (what the console review calls) frees the place for the next in line too.
    const bApplication = (await mine(b!))[0]!;
    const rejected = await app.applications.reject(String(bApplication._id), { code: 'DOCUMENTS_INCOMPLETE' }, null, clock.now());
    t.same(rejected.promoted.map((p) => p.memberId), [d!.id]);
    t.match((await mine(b!))[0], { status: 'REJECTED', rejectReason: '제출 서류가 확인되지 않았습니다.' });
    t.match(await unitOf(unitId), { held: 2, waitlisted: 0 });

    // Raising the capacity lets the waitlist in, too.
    t.equal((await apply(e!, [unitId], { joinWaitlist: true })).json().applications[0].status, 'WAITLISTED');
    const raised = await app.inject({ method: 'PUT', url: `/api/console/schedule/${unitId}`, headers: STAFF(), payload: { capacity: 3 } });
    t.match(raised.json().unit, { capacity: 3, held: 3, waitlisted: 0 });
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/schedule/${unitId}`, headers: STAFF(), payload: { capacity: 1 } })).statusCode, 409, 'never below what is held');
  });

  t.test('quota per member and window, all or nothing; one live application per unit', async (t) => {
    const { windowId, units } = await world.window(openWindow({ memberQuota: 2, unitCapacity: 5 }));
    const maker = await world.maker();
    t.equal((await apply(maker, [units[0]!._id])).statusCode, 201);
    t.equal((await apply(maker, [units[0]!._id])).json().code, 'ALREADY_APPLIED');
    const two = await apply(maker, [units[1]!._id, units[2]!._id]);
    t.equal(two.json().code, 'OVER_QUOTA');
    t.equal((await mine(maker)).length, 1, 'nothing of the refused request was kept');
    t.equal((await unitOf(units[1]!._id)).held, 0);
    const signedIn = (await app.inject({ url: `/api/v1/apply/limitations/${windowId}`, headers: maker.headers })).json().limitation;
    t.equal(signedIn.memberRemainingQuota, 1);
    t.equal(signedIn.remaining, 5 * 5 - 1, 'free places over the open units');
    t.equal((await app.inject({ url: `/api/v1/apply/limitations/${windowId}` })).json().limitation.memberRemainingQuota, null);
    t.equal((await apply(maker, [units[1]!._id])).statusCode, 201);
    t.equal((await apply(maker, [units[2]!._id])).json().code, 'OVER_QUOTA');
  });

  t.test('late cancellations add strikes; the limit suspends applying; an upheld appeal lifts it', async (t) => {
    await app.inject({ method: 'PUT', url: '/api/console/apply/settings', headers: STAFF(), payload: { strikeLimit: 2, periodDays: 90, suspensionDays: 30 } });
    t.teardown(() => app.applySettings.setStrikePolicy({ strikeLimit: 3, periodDays: 90, suspensionDays: 30 }));
    const { units } = await world.window(openWindow({ applyTo: '2027-01-31', useFrom: '2027-01-04', useTo: '2027-01-29', cancelDeadlineDays: 2, memberQuota: 10 }));
    const maker = await world.maker();
    const ids: string[] = [];
    for (const unit of units.slice(4, 8)) ids.push((await apply(maker, [unit._id])).json().applications[0]._id); // 2027-01-08, 11, 12, 13
    const first = (await mine(maker)).find((a) => a._id === ids[0])!;
    t.equal(first.cancelDeadline, '2027-01-06');

    clock.set('2027-01-06T14:00:00Z'); // 23:00 on the deadline day in Seoul: still free
    t.match((await app.inject({ method: 'POST', url: `/api/v1/me/applications/${ids[0]}/cancel`, headers: maker.headers })).json(), { strike: null, application: { lateCancel: false } });
    clock.set('2027-01-10T16:00:00Z'); // 01:00 on the 11th in Seoul: late for the 11th and the 12th
    const late = (await app.inject({ method: 'POST', url: `/api/v1/me/applications/${ids[1]}/cancel`, headers: maker.headers })).json();
    t.match(late, { application: { status: 'CANCELLED', lateCancel: true } });
    t.ok(late.strike?._id, 'a strike for the late cancellation');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/applications/${ids[1]}/cancel`, headers: maker.headers })).json().code, 'NOT_CANCELLABLE', 'not twice');
    await app.inject({ method: 'POST', url: `/api/v1/me/applications/${ids[2]}/cancel`, headers: maker.headers });

    const strikes = (await app.inject({ url: '/api/v1/me/applications/strikes', headers: maker.headers })).json();
    t.equal(strikes.strikes.length, 2);
    t.ok(strikes.suspension, 'two strikes within 90 days suspend');
    t.same(strikes.policy, { strikeLimit: 2, periodDays: 90, suspensionDays: 30 });
    const suspended = await apply(maker, [units[15]!._id], {}, 'en');
    t.equal(suspended.statusCode, 403);
    t.equal(suspended.json().code, 'SUSPENDED');
    t.match(suspended.json().message, /until 2027-02-10/);

    const other = await world.maker();
    const strikeId = strikes.strikes[0]._id as string;
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/applications/strikes/${strikeId}/appeal`, headers: other.headers, payload: { text: '제 것이 아닙니다' } })).statusCode, 404, 'not another member\'s strike');
    const appeal = await app.inject({ method: 'POST', url: `/api/v1/me/applications/strikes/${strikeId}/appeal`, headers: maker.headers, payload: { text: '갑자기 입원해서 취소했습니다.' } });
    t.equal(appeal.statusCode, 201);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/applications/strikes/${strikeId}/appeal`, headers: maker.headers, payload: { text: '다시' } })).json().code, 'APPEAL_EXISTS');
    const queue = (await app.inject({ url: '/api/console/apply/appeals?status=WAITING', headers: STAFF() })).json();
    t.equal(queue.appeals[0].member.username, maker.username, 'staff see who appealed');
    const decided = await app.inject({ method: 'POST', url: `/api/console/apply/appeals/${appeal.json().appeal._id}/decision`, headers: STAFF(), payload: { decision: 'APPROVED', note: '진단서 확인' } });
    t.equal(decided.json().appeal.status, 'APPROVED');
    const after = (await app.inject({ url: '/api/v1/me/applications/strikes', headers: maker.headers })).json();
    t.equal(after.suspension, null, 'the suspension is lifted');
    t.equal(after.strikes.find((s: { _id: string }) => s._id === strikeId).active, false);
    t.equal((await apply(maker, [units[15]!._id])).statusCode, 201);

    clock.set('2027-01-13T00:30:00Z'); // 09:30 on the 13th: the session has begun
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/applications/${ids[3]}/cancel`, headers: maker.headers })).json().code, 'NOT_CANCELLABLE');
  });

  t.test('who may apply: member kinds and verified documents valid on the day', async (t) => {
    const { units } = await world.window(openWindow({ requiredMemberKinds: ['DOMESTIC_INSTITUTION'], requiredDocuments: ['BUSINESS_REGISTRATION'] }));
    const unitId = units[0]!._id;
    const person = await world.maker('DOMESTIC_PRIVATE');
    t.equal((await apply(person, [unitId])).json().code, 'WRONG_MEMBER_KIND');
    const noFile = await world.maker('DOMESTIC_INSTITUTION');
    t.equal((await apply(noFile, [unitId])).json().code, 'MISSING_DOCUMENT');
    const unreviewed = await world.maker('DOMESTIC_INSTITUTION', { kind: 'BUSINESS_REGISTRATION', state: 'WAITING', validUntil: null });
    t.equal((await apply(unreviewed, [unitId])).json().code, 'MISSING_DOCUMENT');
    const expiring = await world.maker('DOMESTIC_INSTITUTION', { kind: 'BUSINESS_REGISTRATION', state: 'APPROVED', validUntil: '2026-12-31' });
    const expired = await apply(expiring, [unitId], {}, 'cn');
    t.same([expired.statusCode, expired.json().code, expired.json().message], [403, 'DOCUMENT_EXPIRED', '您的材料有效期在使用日之前到期。']);
    const verified = await world.maker('DOMESTIC_INSTITUTION', { kind: 'BUSINESS_REGISTRATION', state: 'APPROVED', validUntil: '2027-12-31' });
    t.equal((await apply(verified, [unitId])).statusCode, 201);
  });

  t.test('a cutting rate staff set on a machine reaches the apply form (issue 20 item 22)', async (t) => {
    const rated = await world.equipment('YONGSIN', 'STUDIO', null, 250);
    const listed = (await app.inject({ url: '/api/v1/apply/applications/equipments?location=YONGSIN&work=STUDIO' })).json().equipments as Array<{ _id: string; cutMsPerCmPly: number | null }>;
    t.equal(listed.find((e) => e._id === rated)?.cutMsPerCmPly, 250, 'the rate, ms per cm x ply');
  });

  t.test('equipment of the room, and the training prerequisite staff record', async (t) => {
    const educationId = await world.course();
    const [free, trained, elsewhere] = [await world.equipment('DAPSIMNI', 'CUTTINGROOM'), await world.equipment('DAPSIMNI', 'CUTTINGROOM', educationId), await world.equipment('YONGSIN', 'CUTTINGROOM')];
    const { units } = await world.window(openWindow());
    const maker = await world.maker();
    const listed = (await app.inject({ url: '/api/v1/apply/applications/equipments?location=DAPSIMNI&work=CUTTINGROOM', headers: maker.headers })).json().equipments as Array<{ _id: string; requiredEducationId: string | null; trainingCompleted: boolean }>;
    t.same(listed.map((e) => e._id).sort(), [free, trained].sort());
    t.match(listed.find((e) => e._id === trained), { requiredEducationId: educationId, trainingCompleted: false });
    t.equal((await app.inject({ url: '/api/v1/apply/applications/equipments?location=DAPSIMNI&work=CUTTINGROOM' })).json().equipments[0].trainingCompleted, null);
    t.same(listed.map((e) => (e as { cutMsPerCmPly?: number | null }).cutMsPerCmPly), [null, null], 'no cutting rate until staff set one');

    t.equal((await apply(maker, [units[0]!._id], { equipmentIds: [elsewhere] })).json().code, 'EQUIPMENT_UNKNOWN');
    t.equal((await apply(maker, [units[0]!._id], { equipmentIds: [free, trained] })).json().code, 'TRAINING_MISSING');
    const recorded = await app.inject({ method: 'POST', url: '/api/console/apply/trainings', headers: STAFF(), payload: { memberId: maker.id, educationId, completedOn: '2026-10-30' } });
    t.equal(recorded.statusCode, 201);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/apply/trainings', headers: STAFF(), payload: { memberId: maker.id, educationId, completedOn: '2026-10-30' } })).statusCode, 200, 'recorded once');
    const ok = await apply(maker, [units[0]!._id], { equipmentIds: [free, trained] });
    t.equal(ok.statusCode, 201);
    t.same(ok.json().applications[0].equipmentIds, [free, trained]);
  });

  t.test('a member reaches only their own applications', async (t) => {
    const { units } = await world.window(openWindow());
    const [a, b] = [await world.maker(), await world.maker()];
    const applied = (await apply(a, [units[0]!._id])).json().applications[0];
    t.match(applied, { status: 'WAITING', item: '울 코트 샘플', markerLengthCm: 320, plies: 20, phone: '01012345678', channel: 'SMS', cancellable: true });
    t.equal((await app.inject({ url: `/api/v1/me/applications/${applied._id}`, headers: b.headers })).statusCode, 404);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/applications/${applied._id}/cancel`, headers: b.headers })).statusCode, 404);
    t.same(await mine(b), []);
    t.same((await app.inject({ url: '/api/v1/apply/applications', headers: b.headers })).json().applications, []);
    const own = await app.inject({ url: `/api/v1/me/applications/${applied._id}`, headers: a.headers });
    t.equal(own.statusCode, 200);
    t.equal(own.headers['cache-control'], 'no-store');
    t.equal((await app.inject({ url: '/api/v1/apply/applications', headers: a.headers })).json().summary.total, 1);
    t.equal((await app.inject({ url: '/api/v1/apply/applications' })).statusCode, 401);
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/apply/applications', payload: world.body([units[0]!._id]) })).statusCode, 401);
    // The spec names one list of a member's applications (apply/applications); my page reads it too.
    t.equal((await app.inject({ url: '/api/v1/me/applications', headers: a.headers })).statusCode, 404, 'one list, at one address');
    t.match(await world.templatesFor(a.id), ['APPLICATION_HELD']);
  });

  t.test('bad application bodies are 400 and write nothing', async (t) => {
    const { units } = await world.window(openWindow());
    const maker = await world.maker();
    for (const extra of [{ agreeRules: false }, { phone: '010-1234-5678' }, { item: 'x'.repeat(201) }, { quantity: 0 }, { unknown: 1 }, { unitIds: [] }]) {
      t.equal((await apply(maker, [units[0]!._id], extra)).statusCode, 400, JSON.stringify(extra).slice(0, 40));
    }
    t.equal((await apply(maker, ['0190a5a0-0000-7000-8000-00000000ffff'])).json().code, 'UNIT_NOT_FOUND');
    t.same(await mine(maker), []);
  });

  t.test('lottery windows collect entries that hold nothing; approving takes a place, never beyond capacity', async (t) => {
    const { units } = await world.window(openWindow({ allocation: 'LOTTERY', unitCapacity: 1 }));
    const unitId = units[0]!._id;
    const [a, b] = [await world.maker(), await world.maker()];
    const ids = [(await apply(a, [unitId])).json().applications[0]._id as string, (await apply(b, [unitId])).json().applications[0]._id as string];
    t.match(await unitOf(unitId), { held: 0, allocation: 'LOTTERY' });
    const consoleUnit = (await app.inject({ url: `/api/console/schedule/${unitId}`, headers: STAFF() })).json().unit;
    t.match(consoleUnit, { entries: 2, waiting: 0, approved: 0 });
    const outcomes = await Promise.allSettled(ids.map((id) => app.applications.approve(id, null, clock.now())));
    t.same(outcomes.map((o) => o.status).sort(), ['fulfilled', 'rejected']);
    t.equal((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason.code, 'UNIT_FULL');
    t.match(await unitOf(unitId), { held: 1, state: 'FULL' });
  });

  t.test('console routes need the console scope', async (t) => {
    const maker = await world.maker();
    const routes: Array<[string, string]> = [
      ['GET', '/api/console/apply/limitations'],
      ['POST', '/api/console/apply/limitations'],
      ['GET', '/api/console/schedule'],
      ['POST', '/api/console/schedule/generate'],
      ['GET', '/api/console/schedule/blackouts'],
      ['POST', '/api/console/schedule/blackouts'],
      ['GET', '/api/console/schedule/holidays'],
      ['GET', '/api/console/apply/trainings'],
      ['POST', '/api/console/apply/trainings'],
      ['GET', '/api/console/apply/appeals'],
      ['GET', '/api/console/apply/settings'],
      ['PUT', '/api/console/apply/settings'],
    ];
    for (const [method, url] of routes) {
      t.equal((await app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} })).statusCode, 401, `${method} ${url} anonymous`);
      t.equal((await app.inject({ method: method as 'GET', url, headers: maker.headers, payload: method === 'GET' ? undefined : {} })).statusCode, 403, `${method} ${url} member`);
    }
  });
});
