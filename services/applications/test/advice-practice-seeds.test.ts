// The demo advice and practice content (SEED_DEMO): two advisors with free sessions and three
// practice sessions on the equipment the launcher passes, added once, answered by the public routes.
import t from 'tap';
import { controllableClock, newId } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { prepareApplicationsDatabase } from '../src/seeds/index.ts';

const TODAY = new Date('2026-11-22T03:00:00Z');

await forEachDatabase(t, 'advice_seeds', async (t, database) => {
  const equipment = [
    { _id: newId(), site: 'DAPSIMNI' as const, title: '자동재단기' },
    { _id: newId(), site: 'DAPSIMNI' as const, title: '자동연단기' },
    { _id: newId(), site: 'YONGSIN' as const, title: '입술주머니기' },
  ];
  await prepareApplicationsDatabase(database, { demo: true, today: TODAY, demoEquipment: equipment });
  await prepareApplicationsDatabase(database, { demo: true, today: TODAY, demoEquipment: equipment });
  const app = await buildApp({ ...serviceOptionsForTest(database), clock: controllableClock(TODAY), clockTimer: false });
  t.teardown(() => app.close());

  const lawyers = (await app.inject({ url: '/api/v1/lawyers', headers: { 'accept-language': 'en' } })).json();
  t.equal(lawyers.summary.total, 2, 'two advisors, once');
  for (const lawyer of lawyers.lawyers) {
    const detail = (await app.inject({ url: `/api/v1/lawyers/${lawyer._id}` })).json().lawyer;
    t.equal(detail.freeSessions.length, 3, `${lawyer.name} gives three free sessions`);
  }
  const practices = (await app.inject({ url: '/api/v1/practices' })).json();
  t.equal(practices.summary.total, 3, 'three practice sessions, once');
  t.same(new Set(practices.practices.map((p: { equipmentId: string }) => p.equipmentId)), new Set(equipment.map((e) => e._id)), 'on the equipment given');
  t.ok(practices.practices.every((p: { seatsLeft: number; seats: number }) => p.seatsLeft === p.seats));
  t.same(await prepareApplicationsDatabase(database, { demo: false, today: TODAY }), { windowsCreated: 0, applicationsCreated: 0 });
});
