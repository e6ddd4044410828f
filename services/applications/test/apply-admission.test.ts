import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forEachDatabase, freshDatabase, metricValue, parsePrometheusText, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { applyWorld, openWindow, STAFF } from './apply-world.ts';

/**
 * A gate in front of the real users service: it holds every request until released, so
 * applications stay "in flight" for as long as the test wants (no timing involved).
 */
async function gateTo(target: string) {
  const held: Array<() => void> = [];
  let open = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const forward = async () => {
        const answer = await fetch(`${target}${request.url}`, {
          method: request.method,
          headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)) as Array<[string, string]>),
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      };
      if (open) void forward();
      else held.push(() => void forward());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => held.length,
    release() {
      open = true;
      for (const next of held.splice(0)) next();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (by polling, with no deadline asserted) until `ready()` holds. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 10));
}

// The opening-hour rush: an instance takes at most `maxInFlight` applications at once; one more
// is answered 503 with Retry-After straight away (nothing written), while the others complete.
await forEachDatabase(t, 'apply_admission', async (t, database) => {
  const neighbours = await freshDatabase('sqlite', 'apply-admission-world');
  t.teardown(() => neighbours.dispose());
  const world = await applyWorld(t, neighbours.config);
  const gate = await gateTo(world.urls.usersUrl);
  t.teardown(() => gate.close());
  const app = await buildApp({
    ...serviceOptionsForTest(database, 'applications'),
    ...world.urls,
    usersUrl: gate.url,
    clock: world.clock,
    clockTimer: false,
    applyAdmission: { maxInFlight: 2, retryAfterSeconds: 3 },
  });
  t.teardown(async () => {
    gate.release();
    await app.applyMessages.settled();
    await app.close();
  });

  const created = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: STAFF(), payload: openWindow({ unitCapacity: 10 }) });
  t.equal(created.statusCode, 201);
  await app.inject({ method: 'POST', url: '/api/console/schedule/generate', headers: STAFF(), payload: { windowId: created.json()._id } });
  const unitId = (await app.inject({ url: `/api/v1/schedule?windowId=${created.json()._id}&limit=5` })).json().units[0]._id as string;
  const makers = await Promise.all(Array.from({ length: 4 }, () => world.maker()));
  const apply = (i: number, locale = 'ko') =>
    app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: { ...makers[i]!.headers, 'accept-language': locale }, payload: world.body([unitId]) });

  // Two applications wait on the (held) users service: both slots are taken.
  const first = apply(0);
  const second = apply(1);
  await until(() => gate.held() === 2);
  t.same(app.applyAdmission.stats(), { inFlight: 2, turnedAway: 0 });
  const scrape = async () => parsePrometheusText((await app.inject('/metrics')).body);
  const during = await scrape();
  t.equal(metricValue(during, 'centre_applications_in_flight'), 2, '/metrics: two applications in flight');
  t.equal(metricValue(during, 'centre_applications_in_flight_max'), 2, '/metrics: the bound');

  // A third is answered at once — it does not wait for the others (they are still held).
  const busy = await apply(2, 'en');
  t.equal(busy.statusCode, 503);
  t.equal(busy.headers['retry-after'], '3');
  t.equal(busy.headers['cache-control'], 'no-store');
  t.match(busy.json(), { statusCode: 503, code: 'APPLY_BUSY', message: /try again in a moment/ });
  t.equal(gate.held(), 2, 'the turned-away request never reached the users service');
  t.equal((await apply(2, 'jp')).json().message.includes('しばらくしてから'), true, 'in the caller’s language');

  // The held two complete normally once the users service answers.
  gate.release();
  const [a, b] = await Promise.all([first, second]);
  t.same([a.statusCode, b.statusCode], [201, 201]);
  t.same(app.applyMessages && app.applyAdmission.stats(), { inFlight: 0, turnedAway: 2 });
  const after = await scrape();
  t.equal(metricValue(after, 'centre_applications_in_flight'), 0, '/metrics: none in flight now');
  t.equal(metricValue(after, 'centre_applications_turned_away_total'), 2, '/metrics: two turned away');
  t.equal(metricValue(after, 'centre_http_requests_total', { method: 'POST', route: '/api/v1/apply/applications', status_class: '5xx' }), 2, '/metrics: the 503s by route');

  // Nothing was written for the turned-away maker, and they get in on retry.
  t.equal((await app.db('applications').where({ member_id: makers[2]!.id })).length, 0);
  t.equal((await apply(2)).statusCode, 201, 'a retry after the rush is taken');
  t.equal((await apply(3)).statusCode, 201);
  t.equal(Number((await app.db('schedule_units').where({ id: unitId }).first()).held), 4);
});
