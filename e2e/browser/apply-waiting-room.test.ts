// The waiting room (issue 21) in a real browser, in four languages: a maker sends the apply form
// while another maker's place is first in line and being decided; the form is given a numbered
// place ("you are 2nd, about … seconds", announced politely) and follows it; once the place ahead
// is decided the real service decides the maker's, and the form shows the result.
// The place ahead is filed in the site's own queue (its database, or Redis when REDIS_URL is set)
// with the window's deciding lease held, exactly as a deciding instance holds it; letting it go is
// what an instance does when it has decided that place.
import path from 'node:path';
import t from 'tap';
import { connectDatabase, connectRedis, newId } from '@centre/server-kit';
import { APPLY_PATHS, LIVE_APPLICATION_STATUSES, LOCALES, type MemberApplicationList } from '@centre/contracts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { databaseQueueStore, redisQueueStore, type StoredTicket } from '../../services/applications/src/waiting-room/queue-store.ts';
import { axeViolations, browserSuite, DEMO_MEMBER, newPage, watchPageProblems } from './harness.ts';
import { APPLY_TEXT, ensureUnits, openUnits } from './apply-helpers.ts';
import { field } from './member-helpers.ts';
import { openMypage } from './mypage-helpers.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

await browserSuite(t, async ({ site, browser }) => {
  await ensureUnits(site);
  const units = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', LOCALES.length);
  // The site's own queue, as its applications service keeps it (app.ts).
  const env = site.stack.env;
  const filename = path.join(site.stack.dataDir, 'applications.sqlite');
  const db = env.REDIS_URL ? null : await connectDatabase({ client: 'sqlite', filename });
  const store = env.REDIS_URL ? redisQueueStore(connectRedis(env.REDIS_URL), `${env.REDIS_PREFIX?.trim() || 'centre:'}${filename}:`) : databaseQueueStore(db!);
  t.teardown(async () => {
    await store.close();
    await db?.destroy();
  });

  for (const [i, locale] of LOCALES.entries()) {
    t.test(`${locale}: the form waits in the queue, then shows its result`, async (t) => {
      const text = APPLY_TEXT[locale];
      const unit = units[i]!;
      // Another maker's place, first in line and being decided (its window's lease is held). The
      // lease comes first, taken as soon as the service lets it go (it holds it while it decides the
      // window's places, the previous language's among them): filed first, the place ahead could
      // be decided by the service itself before the test held the lease.
      const leaseDeadline = Date.now() + 20_000;
      let leased = false;
      while (!(leased = await store.lease(unit.windowId, 'browser-test', 120_000, Date.now())) && Date.now() < leaseDeadline) await new Promise((r) => setTimeout(r, 100));
      t.ok(leased, 'the window is being decided (its lease is held)');
      const ahead = { id: newId(), windowId: unit.windowId, memberId: newId(), createdAt: new Date().toISOString(), request: { unitIds: [unit._id], item: '블라우스', quantity: 5, phone: '01012345678', agreeRules: true as const } };
      const filed = await store.enqueue(ahead, { bound: 1_000, quota: 10 });
      t.ok(filed.ok, 'the place ahead is filed');

      const page = await newPage(t, browser, { viewport: i % 2 === 0 ? 'phone' : 'desktop', locale });
      const problems = watchPageProblems(page);
      await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', locale);
      await page.goto(`${site.url}/cuttingroom/apply?unit=${unit._id}`);
      await page.locator(`#unit-${unit._id}`).waitFor();
      await field(page, text.apply.item).fill('Linen shirt');
      await field(page, text.apply.quantityLayers).fill('10');
      await field(page, text.apply.markerLength).fill('180');
      await field(page, text.apply.plies).fill('10');
      await page.getByLabel(text.apply.agree, { exact: true }).check();
      await page.getByRole('button', { name: text.apply.submit, exact: true }).click();

      // "You are number 2 in the queue, about 1 second to go": a polite status, in the page's language.
      const region = page.getByRole('region', { name: text.queue.title });
      await t.resolves(region.waitFor({ timeout: 20_000 }), 'the form shows its place in the queue');
      const place = new RegExp(escape(text.queue.place).replace(escape('{{position}}'), '2').replace(escape('{{wait}}'), '.+'));
      const status = region.getByRole('status');
      await t.resolves(status.filter({ hasText: place }).waitFor(), `second in line, with the time to wait: ${await status.textContent()}`);
      t.equal(await status.getAttribute('aria-live'), 'polite', 'announced politely');
      t.match(await region.textContent(), text.queue.number.replace('{{number}}', String(filed.ok ? filed.number + 1 : 0)).split('·')[0]!.trim(), 'with its queue number');
      t.ok(await page.getByRole('button', { name: text.apply.submit, exact: true }).isDisabled(), 'the form cannot be sent again meanwhile');
      if (i === 0) t.same(await axeViolations(page), [], 'while it waits: no serious or critical axe violations');
      if (i === 1) {
        // Leaving the form keeps the place: my page says where it stands.
        const mypage = await newPage(t, browser, { viewport: 'desktop', locale });
        await openMypage(mypage, site.url, DEMO_MEMBER, '/mypage/applications', locale);
        const queued = mypage.getByRole('region', { name: text.queue.mineTitle });
        await t.resolves(queued.getByText(text.queue.mineNumber.replace('{{number}}', String(filed.ok ? filed.number + 1 : 0))).waitFor(), 'my page lists the place in the queue');
        await mypage.close();
      }

      // The place ahead is decided and its lease let go: the service decides the maker's place next.
      if (filed.ok) {
        const ticket: StoredTicket = { ...ahead, number: filed.number, unitIds: ahead.request.unitIds, status: 'QUEUED', outcome: null, decidedAt: null };
        await store.settle(ticket, { kind: 'REFUSED', statusCode: 409, code: 'UNIT_FULL', messages: {} }, new Date().toISOString());
      }
      await store.unlease(unit.windowId, 'browser-test');
      const confirmation = page.getByRole('region', { name: text.done.title });
      await t.resolves(confirmation.waitFor({ timeout: 20_000 }), 'then the result: received');
      t.equal(await region.count(), 0, 'the place is gone from the form');
      const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
      const mine = await site.getJson<MemberApplicationList>(`${APPLY_PATHS.applications}?limit=100`, { token: token! });
      // (The demo content may hold an older, cancelled application of the maker for the same session.)
      t.equal(mine.applications.filter((application) => application.unitId === unit._id && LIVE_APPLICATION_STATUSES.includes(application.status)).length, 1, 'the service holds the application');
      problems.assertNone(t);
    });
  }
});
