// Practice sessions on the centre's machines (issue 27), against the real users, content and admin
// services: staff plan sessions on equipment of a site, makers take seats (the last seat decided in
// the database, with two instances on one MySQL database), staff confirm, refuse and complete, and a
// completed session counts as the equipment's training for booking the cutting room.
import t from 'tap';
import type { PracticeSessionInput } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { applyWorld, openWindow, STAFF, type Maker } from './apply-world.ts';

await forEachDatabase(t, 'practices', async (t, database) => {
  // Every request let in: the bound on requests in flight is tested apart (last test, and apply-admission.test.ts).
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
