// Practice sessions on the centre's machines (issue 27), against the real users, content and admin
// services: staff plan sessions on equipment of a site, makers take seats (the last seat decided in
// the database, with two instances on one MySQL database), staff confirm, refuse and complete, and a
// completed session counts as the equipment's training for booking the cutting room.
import t from 'tap';
import type { PracticeSessionInput } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { applyWorld, openWindow, STAFF, type Maker } from './apply-world.ts';

await forEachDatabase(t, 'practices', async (t, database) => {
  // Every request let in: the bound on requests in flight is tested apart (the last test of practices.test.ts).
  const world = await applyWorld(t, database, { applyAdmission: { maxInFlight: 1_000 } });
  const { app } = world;
  const staff = STAFF();
  const { on } = await world.instances();

  const educationId = await world.course();
  const camCutter = await world.equipment('DAPSIMNI', 'CUTTINGROOM', educationId);
  const yongsinSewing = await world.equipment('YONGSIN', 'STUDIO');
  const text = (ko: string) => ({ ko, en: `${ko} (en)`, cn: '', jp: '' });
  const session = (overrides: Partial<PracticeSessionInput> = {}): PracticeSessionInput => ({
    title: text('CAM 재단기 실습'),
    equipmentId: camCutter,
    site: 'DAPSIMNI',
    date: '2026-12-01',
    startTime: '10:00',
    endTime: '12:00',
    seats: 3,
    level: 'BEGINNER',
    materials: text('원단 2마'),
    language: 'ko',
    learns: text('자동 재단기 안전 사용법'),
    ...overrides,
  });
  const create = async (overrides: Partial<PracticeSessionInput> = {}) => {
    const created = await app.inject({ method: 'POST', url: '/api/console/practices', headers: staff, payload: session(overrides) });
    if (created.statusCode !== 201) throw new Error(`session not created: ${created.body}`);
    return created.json().practice._id as string;
  };
  const take = (i: number, maker: Maker, sessionId: string) => on(i).inject({ method: 'POST', url: '/api/v1/me/practices', headers: maker.headers, payload: { sessionId } });

  t.test('staff plan sessions on a site\'s equipment; the public sees upcoming ones with seats left', async (t) => {
    const wrongSite = await app.inject({ method: 'POST', url: '/api/console/practices', headers: staff, payload: session({ site: 'YONGSIN' }) });
    t.equal(wrongSite.statusCode, 409);
    t.equal(wrongSite.json().code, 'EQUIPMENT_UNKNOWN');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/practices', headers: staff, payload: session({ startTime: '12:00', endTime: '10:00' }) })).statusCode, 400);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/practices', headers: staff, payload: { ...session(), extra: 1 } })).statusCode, 400, 'strict body');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/practices', payload: session() })).statusCode, 401, 'staff only');

    const upcoming = await create();
    await create({ date: '2026-11-20' });
    await create({ date: '2026-11-24', startTime: '10:30', endTime: '12:00' });
    const sewing = await create({ site: 'YONGSIN', equipmentId: yongsinSewing, language: 'en', date: '2026-12-03' });
    const list = await app.inject({ url: '/api/v1/practices?limit=10', headers: { 'accept-language': 'en' } });
    t.equal(list.statusCode, 200);
    t.same(list.json().practices.map((p: { _id: string }) => p._id), [upcoming, sewing], 'past sessions and those begun today are not listed; in time order');
    t.match(list.json().practices[0], { title: 'CAM 재단기 실습 (en)', seats: 3, seatsLeft: 3, site: 'DAPSIMNI', level: 'BEGINNER' });
    t.same((await app.inject({ url: '/api/v1/practices?site=YONGSIN' })).json().practices.map((p: { _id: string }) => p._id), [sewing]);
    t.same((await app.inject({ url: `/api/v1/practices?equipmentId=${camCutter}` })).json().practices.map((p: { _id: string }) => p._id), [upcoming]);
    t.equal((await app.inject({ url: '/api/v1/practices?limit=1&offset=1' })).json().summary.total, 2);
    t.equal((await app.inject({ url: `/api/v1/practices/${sewing}` })).json().practice.language, 'en');
    t.equal((await app.inject({ url: '/api/v1/practices/0190a5a0-0000-7000-8000-000000000001' })).statusCode, 404);
  });

  t.test('a maker applies, lists and cancels their seat; nobody else reaches it', async (t) => {
    const id = await create({ date: '2026-12-02', seats: 2 });
    const [maker, other] = [await world.maker(), await world.maker()];
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/practices', payload: { sessionId: id } })).statusCode, 401);
    const taken = await take(0, maker, id);
    t.equal(taken.statusCode, 201);
    const seatId = taken.json().seat._id as string;
    t.match(taken.json().seat, { sessionId: id, status: 'WAITING', cancellable: true });
    t.equal((await take(0, maker, id)).json().code, 'ALREADY_APPLIED');
    t.match((await app.inject({ url: `/api/v1/practices/${id}` })).json().practice, { seatsLeft: 1 });
    t.same((await app.inject({ url: '/api/v1/me/practices', headers: maker.headers })).json().seats.map((s: { _id: string }) => s._id), [seatId]);
    t.same((await app.inject({ url: '/api/v1/me/practices', headers: other.headers })).json().seats, []);
    t.equal((await app.inject({ url: `/api/v1/me/practices/${seatId}`, headers: other.headers })).statusCode, 404);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/practices/${seatId}/cancel`, headers: other.headers })).statusCode, 404, 'another member cannot cancel it');
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/me/practices/${seatId}/cancel`, headers: maker.headers });
    t.match(cancelled.json().seat, { status: 'CANCELLED', cancellable: false });
    t.match((await app.inject({ url: `/api/v1/practices/${id}` })).json().practice, { seatsLeft: 2 }, 'the seat went back');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/practices/${seatId}/cancel`, headers: maker.headers })).json().code, 'NOT_CANCELLABLE');
    t.equal((await take(0, maker, id)).statusCode, 201, 'applying again after cancelling');
    // A session already begun takes no seat and gives none back.
    const today = await create({ date: '2026-11-24', startTime: '09:00', endTime: '10:00' });
    t.equal((await take(0, other, today)).json().code, 'PRACTICE_STARTED');
  });

  t.test('staff confirm and refuse; a refused seat goes back', async (t) => {
    const id = await create({ date: '2026-12-04', seats: 1 });
    const [first, second] = [await world.maker(), await world.maker()];
    const seatId = (await take(0, first, id)).json().seat._id as string;
    t.equal((await take(0, second, id)).json().code, 'PRACTICE_FULL');
    const refused = await app.inject({ method: 'POST', url: `/api/console/practices/seats/${seatId}/refuse`, headers: staff });
    t.equal(refused.json().seat.status, 'REFUSED');
    const secondSeat = (await take(0, second, id)).json().seat._id as string;
    t.equal((await app.inject({ method: 'POST', url: `/api/console/practices/seats/${secondSeat}/confirm`, headers: staff })).json().seat.status, 'CONFIRMED');
    t.equal((await app.inject({ method: 'POST', url: `/api/console/practices/seats/${secondSeat}/confirm`, headers: staff })).json().code, 'NOT_DECIDABLE');
    const seats = (await app.inject({ url: `/api/console/practices/${id}/seats`, headers: staff })).json().seats as Array<{ memberId: string; status: string }>;
    t.same(seats.map((s) => [s.memberId, s.status]), [[first.id, 'REFUSED'], [second.id, 'CONFIRMED']]);
    t.match((await app.inject({ url: `/api/console/practices/${id}/seats`, headers: staff })).json().seats[0].member, { _id: first.id, username: first.username }, 'staff see who asked');
    const put = await app.inject({ method: 'PUT', url: `/api/console/practices/${id}`, headers: staff, payload: session({ date: '2026-12-04', seats: 0 as number }) });
    t.equal(put.statusCode, 400, 'at least one seat');
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/practices/${id}`, headers: staff, payload: session({ date: '2026-12-04', seats: 2 }) })).json().practice.seats, 2);
  });

  t.test('a completed session is the equipment\'s training: the cutting room then takes the booking', async (t) => {
    const maker = await world.maker();
    const { units } = await world.window(openWindow());
    const book = () => app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: maker.headers, payload: world.body([units[0]!._id], { equipmentIds: [camCutter] }) });
    const before = await book();
    t.equal(before.statusCode, 403);
    t.equal(before.json().code, 'TRAINING_MISSING', 'refused for lack of training');

    const id = await create({ date: '2026-12-07' });
    const seatId = (await take(0, maker, id)).json().seat._id as string;
    const early = await app.inject({ method: 'POST', url: `/api/console/practices/${id}/completion`, headers: staff, payload: { seatIds: [seatId] } });
    t.equal(early.json().code, 'NOT_DECIDABLE', 'only confirmed seats complete');
    await app.inject({ method: 'POST', url: `/api/console/practices/seats/${seatId}/confirm`, headers: staff });
    world.clock.set('2026-12-07T04:00:00Z');
    try {
      const completed = await app.inject({ method: 'POST', url: `/api/console/practices/${id}/completion`, headers: staff, payload: { seatIds: [seatId] } });
      t.same(completed.json(), { completed: [seatId], trainingEducationId: educationId });
      t.match((await app.inject({ url: '/api/v1/me/practices', headers: maker.headers })).json().seats[0], { status: 'COMPLETED' });
      t.equal((await app.inject({ method: 'POST', url: `/api/console/practices/${id}/completion`, headers: staff, payload: { seatIds: [seatId] } })).statusCode, 200, 'again: harmless');
      const trainings = (await app.inject({ url: `/api/console/apply/trainings?memberId=${maker.id}`, headers: staff })).json().trainings;
      t.match(trainings, [{ educationId, completedOn: '2026-12-07' }]);
    } finally {
      world.clock.set('2026-11-24T02:00:00.000Z');
    }
    const after = await book();
    t.equal(after.statusCode, 201, 'accepted after the practice');
  });

  const seatOf = async (maker: Maker, seatId: string) => (await app.inject({ url: `/api/v1/me/practices/${seatId}`, headers: maker.headers })).json().seat as { status: string; waitlistPosition: number | null };
  const messagesOf = async (maker: Maker) => (await world.admin.inject({ url: `/api/console/messages?memberId=${maker.id}&limit=100`, headers: staff })).json().messages as Array<{ template: string; locale: string; subject: string | null; body: string }>;

  t.test('a full session keeps a waitlist in order: a seat given back moves the first up, who is told', async (t) => {
    const id = await create({ date: '2026-12-11', seats: 1 });
    const [holder, first, second, third] = [await world.maker(), await world.maker(), await world.maker(), await world.maker()];
    await world.users.db('users').where({ id: first.id }).update({ locale: 'jp' });
    const held = (await take(0, holder, id)).json().seat._id as string;
    t.equal((await take(0, first, id)).json().code, 'PRACTICE_FULL', 'without asking for the waitlist: refused as before');
    const join = (maker: Maker) => app.inject({ method: 'POST', url: '/api/v1/me/practices', headers: maker.headers, payload: { sessionId: id, waitlist: true } });
    const joined = await join(first);
    t.equal(joined.statusCode, 201);
    t.match(joined.json().seat, { status: 'WAITLISTED', waitlistPosition: 1, cancellable: true });
    const firstSeat = joined.json().seat._id as string;
    const secondSeat = (await join(second)).json().seat._id as string;
    const thirdSeat = (await join(third)).json().seat._id as string;
    t.equal((await seatOf(second, secondSeat)).waitlistPosition, 2);
    t.equal((await join(first)).json().code, 'ALREADY_APPLIED', 'once per member and session');
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/practices', headers: first.headers, payload: { sessionId: id, waitlist: 'yes' } })).statusCode, 400, 'strict body');
    t.match(await app.db('practice_sessions').where({ id }).first(), { held: 1 }, 'the waitlist holds no seat');
    t.same(await world.templatesFor(first.id), [], 'joining the waitlist sends nothing');

    // The holder gives the seat up: the first in line has it (WAITING, for staff to confirm) and is told in their language.
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/practices/${held}/cancel`, headers: holder.headers })).statusCode, 200);
    t.match(await seatOf(first, firstSeat), { status: 'WAITING', waitlistPosition: null });
    t.match(await seatOf(second, secondSeat), { status: 'WAITLISTED', waitlistPosition: 1 });
    t.match(await app.db('practice_sessions').where({ id }).first(), { held: 1 });
    t.same(await world.templatesFor(first.id), ['PRACTICE_PROMOTED']);
    t.match((await messagesOf(first))[0], { locale: 'jp', body: /実習「CAM 재단기 실습」（2026-12-11 10:00–12:00）に空きが出た/ });
    t.same(await world.templatesFor(second.id), [], 'the next in line is not told');

    // Staff confirm: told with where; staff refuse a confirmed seat: the next in line moves up.
    t.equal((await app.inject({ method: 'POST', url: `/api/console/practices/seats/${firstSeat}/confirm`, headers: staff })).json().seat.status, 'CONFIRMED');
    t.same((await world.templatesFor(first.id)).sort(), ['PRACTICE_CONFIRMED', 'PRACTICE_PROMOTED']);
    t.match((await messagesOf(first)).find((m) => m.template === 'PRACTICE_CONFIRMED'), { locale: 'jp', body: /場所：踏十里センター/ });
    t.equal((await app.inject({ method: 'POST', url: `/api/console/practices/seats/${firstSeat}/refuse`, headers: staff })).json().seat.status, 'REFUSED');
    t.match(await seatOf(second, secondSeat), { status: 'WAITING' });
    t.match(await seatOf(third, thirdSeat), { status: 'WAITLISTED', waitlistPosition: 1 });

    // Giving up a place on the waitlist frees no seat; more seats move the waitlist up.
    const fourth = await world.maker();
    const fourthSeat = (await join(fourth)).json().seat._id as string;
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/practices/${thirdSeat}/cancel`, headers: third.headers })).json().seat.status, 'CANCELLED');
    t.match(await app.db('practice_sessions').where({ id }).first(), { held: 1 });
    t.match(await seatOf(fourth, fourthSeat), { status: 'WAITLISTED', waitlistPosition: 1 });
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/practices/${id}`, headers: staff, payload: session({ date: '2026-12-11', seats: 3 }) })).json().practice.seats, 3);
    t.match(await seatOf(fourth, fourthSeat), { status: 'WAITING' }, 'a seat added goes to the waitlist');
    t.same(await world.templatesFor(fourth.id), ['PRACTICE_PROMOTED']);
    t.match((await app.inject({ url: `/api/v1/practices/${id}` })).json().practice, { seatsLeft: 1 });
  });

  t.test('two seats given back at once, on every instance: the first two in line move up, never more', async (t) => {
    const id = await create({ date: '2026-12-14', seats: 2 });
    const holders = [await world.maker(), await world.maker()];
    const seats = await Promise.all(holders.map(async (maker) => (await take(0, maker, id)).json().seat._id as string));
    const line: Array<{ maker: Maker; seat: string }> = [];
    for (let i = 0; i < 5; i++) {
      const maker = await world.maker();
      line.push({ maker, seat: (await on(i).inject({ method: 'POST', url: '/api/v1/me/practices', headers: maker.headers, payload: { sessionId: id, waitlist: true } })).json().seat._id as string });
    }
    const cancels = await Promise.all(seats.map((seat, i) => on(i).inject({ method: 'POST', url: `/api/v1/me/practices/${seat}/cancel`, headers: holders[i]!.headers })));
    t.same(cancels.map((c) => c.statusCode), [200, 200]);
    const statuses = await Promise.all(line.map(({ maker, seat }) => seatOf(maker, seat)));
    t.same(statuses.map((s) => s.status), ['WAITING', 'WAITING', 'WAITLISTED', 'WAITLISTED', 'WAITLISTED'], 'in order of asking');
    t.same(statuses.map((s) => s.waitlistPosition), [null, null, 1, 2, 3]);
    t.match(await app.db('practice_sessions').where({ id }).first(), { held: 2, capacity: 2 });
  });

  t.test('staff cancel a whole session: every seat and the waitlist cancelled, each member told with the reason', async (t) => {
    const id = await create({ date: '2026-12-15', seats: 2 });
    const [confirmed, asked, waiting, gone] = [await world.maker(), await world.maker(), await world.maker(), await world.maker()];
    await world.users.db('users').where({ id: confirmed.id }).update({ locale: 'en' });
    const confirmedSeat = (await take(0, confirmed, id)).json().seat._id as string;
    await app.inject({ method: 'POST', url: `/api/console/practices/seats/${confirmedSeat}/confirm`, headers: staff });
    await take(0, asked, id);
    await app.inject({ method: 'POST', url: '/api/v1/me/practices', headers: waiting.headers, payload: { sessionId: id, waitlist: true } });
    const goneSeat = (await app.inject({ method: 'POST', url: '/api/v1/me/practices', headers: gone.headers, payload: { sessionId: id, waitlist: true } })).json().seat._id as string;
    await app.inject({ method: 'POST', url: `/api/v1/me/practices/${goneSeat}/cancel`, headers: gone.headers });

    const url = `/api/console/practices/${id}/cancel`;
    t.equal((await app.inject({ method: 'POST', url, payload: {} })).statusCode, 401, 'staff only');
    t.equal((await app.inject({ method: 'POST', url, headers: confirmed.headers, payload: {} })).statusCode, 403, 'not a member');
    t.equal((await app.inject({ method: 'POST', url, headers: staff, payload: { reason: 'x'.repeat(501) } })).statusCode, 400, 'reason at most 500');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/practices/0190a5a0-0000-7000-8000-000000000001/cancel', headers: staff, payload: {} })).statusCode, 404);
    t.match(await app.db('practice_sessions').where({ id }).first(), { status: 'OPEN', held: 2 }, 'refusals changed nothing');

    const cancelled = await app.inject({ method: 'POST', url, headers: staff, payload: { reason: '장비 점검으로 쉽니다.' } });
    t.equal(cancelled.statusCode, 200);
    t.match(cancelled.json(), { practice: { status: 'CANCELLED', held: 0 }, told: 3 });
    const statuses = (await app.inject({ url: `/api/console/practices/${id}/seats`, headers: staff })).json().seats.map((s: { status: string }) => s.status);
    t.same(statuses, ['CANCELLED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
    t.same((await world.templatesFor(confirmed.id)).sort(), ['PRACTICE_CANCELLED', 'PRACTICE_CONFIRMED']);
    for (const maker of [asked, waiting]) t.same(await world.templatesFor(maker.id), ['PRACTICE_CANCELLED']);
    t.same(await world.templatesFor(gone.id), [], 'who had given up is not told');
    t.match((await messagesOf(confirmed)).find((m) => m.template === 'PRACTICE_CANCELLED'), { locale: 'en', body: /"CAM 재단기 실습 \(en\)" on 2026-12-15 10:00–12:00 has been cancelled by the centre\. 장비 점검으로 쉽니다\./ });
    t.equal((await app.inject({ url: `/api/v1/practices/${id}` })).statusCode, 404, 'gone from the public pages');
    t.equal((await take(0, gone, id)).json().code, 'PRACTICE_NOT_OPEN');
    t.equal((await app.inject({ method: 'POST', url, headers: staff, payload: {} })).json().code, 'NOT_DECIDABLE', 'once');
  });

  t.test('the reminder the day before a confirmed seat goes once, by the service clock', async (t) => {
    const id = await create({ date: '2026-12-17', seats: 3 });
    const [confirmed, unconfirmed] = [await world.maker(), await world.maker()];
    const seat = (await take(0, confirmed, id)).json().seat._id as string;
    await take(0, unconfirmed, id);
    await app.inject({ method: 'POST', url: `/api/console/practices/seats/${seat}/confirm`, headers: staff });
    await app.scheduler.tick();
    t.same(await world.templatesFor(confirmed.id), ['PRACTICE_CONFIRMED'], 'not yet: the session is weeks away');
    world.clock.set('2026-12-16T01:00:00.000Z'); // 10:00 in Seoul, the day before
    try {
      await Promise.all([0, 1, 2].map((i) => on(i).scheduler.tick()));
      await app.scheduler.tick();
      t.same((await world.templatesFor(confirmed.id)).sort(), ['PRACTICE_CONFIRMED', 'PRACTICE_REMINDER'], 'once, however many instances tick');
      t.match((await messagesOf(confirmed)).find((m) => m.template === 'PRACTICE_REMINDER'), { locale: 'ko', body: /내일 2026-12-17 10:00–12:00에 실습 일정이 있습니다\. 실습: "CAM 재단기 실습"\. 장소: 답십리 센터\./ });
      t.same(await world.templatesFor(unconfirmed.id), [], 'a seat staff have not confirmed is not reminded');
    } finally {
      world.clock.set('2026-11-24T02:00:00.000Z');
    }
  });

  t.test('parallel makers for the last seat, on every instance: exactly one wins', async (t) => {
    const id = await create({ date: '2026-12-08', seats: 3 });
    for (const maker of [await world.maker(), await world.maker()]) t.equal((await take(0, maker, id)).statusCode, 201);
    const rush = await Promise.all(Array.from({ length: 16 }, () => world.maker()));
    const answers = await Promise.all(rush.map((maker, i) => take(i, maker, id)));
    const codes = answers.map((a) => (a.statusCode === 201 ? 'OK' : a.json().code));
    t.equal(codes.filter((c) => c === 'OK').length, 1, 'one seat taken');
    t.equal(codes.filter((c) => c === 'PRACTICE_FULL').length, 15, 'the rest told it is full');
    const row = await app.db('practice_sessions').where({ id }).first();
    t.match(row, { held: 3, capacity: 3 });
    const [{ live }] = (await app.db('practice_seats').where({ session_id: id }).whereIn('status', ['WAITING', 'CONFIRMED']).count({ live: '*' })) as [{ live: number }];
    t.equal(Number(live), 3);
    // One maker asking twice at once (on both instances): one seat.
    const other = await create({ date: '2026-12-09', seats: 5 });
    const maker = await world.maker();
    const twice = await Promise.all([0, 1, 2, 3].map((i) => take(i, maker, other)));
    t.same(twice.map((a) => (a.statusCode === 201 ? 'OK' : a.json().code)).sort(), ['ALREADY_APPLIED', 'ALREADY_APPLIED', 'ALREADY_APPLIED', 'OK']);
    t.match(await app.db('practice_sessions').where({ id: other }).first(), { held: 1 });
  });

  t.test('seats share the cutting room\'s bound on requests in flight: beyond it, 503 and Retry-After, nothing taken', { skip: database.client !== 'mysql' && 'a second instance needs MySQL' }, async (t) => {
    const { all } = await world.instances({ applyAdmission: { maxInFlight: 1, retryAfterSeconds: 3 } });
    const bounded = all[1]!;
    const id = await create({ date: '2026-12-10', seats: 40 });
    const rush = await Promise.all(Array.from({ length: 8 }, () => world.maker()));
    const answers = await Promise.all(rush.map((maker) => bounded.inject({ method: 'POST', url: '/api/v1/me/practices', headers: maker.headers, payload: { sessionId: id } })));
    const busy = answers.filter((a) => a.statusCode === 503);
    t.ok(busy.length > 0, 'some turned away at once');
    t.ok(busy.every((a) => a.json().code === 'APPLY_BUSY' && a.headers['retry-after'] === '3'));
    const taken = answers.filter((a) => a.statusCode === 201).length;
    t.ok(taken >= 1);
    t.match(await app.db('practice_sessions').where({ id }).first(), { held: taken }, 'only the admitted took seats');
  });
});
