// The console's dashboard, as staff open it: /console lands on it; each count of what needs
// attention is the filtered list's own total and links to that list; the charts of use draw from
// known applications, each with its table of the same figures; axe at both spec sizes.
import t from 'tap';
import type { ConsoleEquipmentList, ConsoleInquiryList, MessageList, MonthlySales, ProductsSales, StatisticsToday } from '@centre/contracts';
import { connectDatabase, databaseConfigFrom, newId } from '@centre/server-kit';
import { createApplicationWindowsRepository } from '../../services/applications/src/repositories/application-windows.ts';
import { DEMO_WINDOWS } from '../../services/applications/src/seeds/index.ts';
import consoleEn from '../../mf-console/src/i18n/en.json' with { type: 'json' };
import { axeViolations, browserSuite, newPage, watchPageProblems, type Site, type ViewportName } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { consoleKo, consoleSettled, openConsoleSignedIn } from './console-helpers.ts';
import { submitSignIn } from './sign-in.ts';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/index.ts';

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

const seoulDay = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(at);
const TODAY = seoulDay(new Date());
/** The first of this month (Seoul): inside the default "last 12 months" whatever day the test runs. */
const MONTH_START = `${TODAY.slice(0, 7)}-01`;

/** Approved use this month on known equipment, plus what must not count (a no-show, a rejection). */
async function seedApplications(site: Site, equipmentIds: [string, string]): Promise<void> {
  const db = await connectDatabase(databaseConfigFrom(site.stack.env, 'applications', site.stack.dataDir));
  try {
    const windowId = await createApplicationWindowsRepository(db).create(DEMO_WINDOWS[0]!);
    const at = new Date().toISOString();
    const row = (status: string, attendance: string | null, location: string, work: string, equipment: string[]) => ({
      id: newId(),
      window_id: windowId,
      member_id: newId(),
      work,
      location,
      use_date: MONTH_START,
      status,
      attendance,
      equipment_ids: JSON.stringify(equipment),
      created_at: at,
      updated_at: at,
    });
    await db('applications').insert([
      row('APPROVED', 'ATTENDED', 'YONGSIN', 'CUTTINGROOM', equipmentIds),
      row('APPROVED', null, 'YONGSIN', 'CUTTINGROOM', [equipmentIds[0]]),
      row('APPROVED', null, 'DAPSIMNI', 'STUDIO', []),
      row('APPROVED', 'NO_SHOW', 'DAPSIMNI', 'STUDIO', [equipmentIds[1]]),
      row('REJECTED', null, 'YONGSIN', 'STUDIO', [equipmentIds[1]]),
      row('WAITING', null, 'YONGSIN', 'STUDIO', []),
    ]);
  } finally {
    await db.destroy();
  }
}

await browserSuite(t, async ({ site, browser }) => {
  const token = await staffToken(site);
  const equipment = (await site.getJson<ConsoleEquipmentList>('/api/console/equipment?limit=2', { token })).equipments;
  const [first, second] = equipment;
  if (!first || !second) throw new Error('the demo seeds have no equipment to book');
  // The demo seeds hold applications too: what the known ones add is what must change.
  const monthUse = async () => {
    const { months } = await site.getJson<MonthlySales>('/api/console/statistics/monthlySales', { token });
    const uses = (location: string, work: string) => months.find((row) => row.month === MONTH_START.slice(0, 7) && row.location === location && row.work === work)?.uses ?? 0;
    return [uses('YONGSIN', 'CUTTINGROOM'), uses('YONGSIN', 'STUDIO'), uses('DAPSIMNI', 'CUTTINGROOM'), uses('DAPSIMNI', 'STUDIO')];
  };
  const equipmentUse = async () => {
    const rows = (await site.getJson<ProductsSales>('/api/console/statistics/productsSales', { token })).equipment;
    const uses = (id: string) => rows.filter((row) => row.equipmentId === id).reduce((sum, row) => sum + row.uses, 0);
    return [uses(first._id), uses(second._id)];
  };
  const [monthBefore, equipmentBefore] = [await monthUse(), await equipmentUse()];
  await seedApplications(site, [first._id, second._id]);
  const [monthAfter, equipmentAfter] = [await monthUse(), await equipmentUse()];

  t.test('through the gateway, only approved use that was not a no-show counts', async (t) => {
    t.same(monthAfter.map((uses, i) => uses - monthBefore[i]!), [2, 0, 0, 1], 'this month: Yongsin cutting room +2, Dapsimni studio +1');
    t.same(equipmentAfter.map((uses, i) => uses - equipmentBefore[i]!), [2, 1], 'equipment: booked in two approved uses, and in one (the no-show and the rejection do not count)');
  });

  t.test('/console opens on the dashboard; every count is its list total and links to that list', async (t) => {
    const page = await newPage(t, browser);
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console');
    t.equal(await page.locator('#console-main h1').first().textContent(), consoleKo.nav.dashboard);

    const today = await site.getJson<StatisticsToday>('/api/console/statistics/today', { token });
    const inquiries = (await site.getJson<ConsoleInquiryList>('/api/console/center/questions?status=WAITING_REPLY&limit=1', { token })).summary.total;
    const failed = (await site.getJson<MessageList>('/api/console/messages?status=FAILED&limit=1', { token })).summary.total;
    t.ok(today.waitingApplications > 0, 'an application waits for a decision');
    const expected = [
      ['applications', today.waitingApplications, '/console/apply?status=WAITING'],
      ['inquiries', inquiries, '/console/center/questions?status=WAITING_REPLY'],
      ['messages', failed, '/console/messages?status=FAILED'],
    ] as const;
    for (const [id, count, href] of expected) {
      const link = page.getByTestId(`attention-${id}`);
      await page.waitForFunction((selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''), `[data-testid=attention-${id}]`);
      t.match(await link.textContent(), new RegExp(`^${count}\\D`), `${id}: ${count}`);
      t.equal(await link.getAttribute('href'), href);
    }
    t.match(await page.getByTestId('attention-popups').getAttribute('href'), /^\/console\/popups\?visibility=PUBLIC&sort=endsAt&order=asc$/);

    // The week's bookings table has a row per site.
    const week = page.getByTestId('bookings-this-week');
    t.equal(await week.locator('tbody tr').count(), 2);

    // Following a count opens the filtered list, whose total is the same number.
    await page.getByTestId('attention-inquiries').click();
    await page.waitForURL(/\/console\/center\/questions\?status=WAITING_REPLY$/);
    await consoleSettled(page);
    await page.waitForFunction(() => /\d/.test(document.querySelector('#console-main [aria-live=polite]')?.textContent ?? ''));
    t.match(await page.locator('#console-main [aria-live=polite]').first().textContent(), new RegExp(`(^|\\D)${inquiries}(\\D|$)`), 'the list shows as many');
    problems.assertNone(t);
  });

  t.test('each role is asked only for what it may read: no refused request, no alert, no forbidden card', async (t) => {
    const cases = [
      { username: 'editor01', shown: ['inquiries', 'popups'], hidden: ['applications', 'messages'], equipmentChart: false },
      { username: 'facility01', shown: ['applications', 'messages'], hidden: ['inquiries', 'popups'], equipmentChart: true },
    ];
    for (const { username, shown, hidden, equipmentChart } of cases) {
      const page = await newPage(t, browser);
      const problems = watchPageProblems(page);
      await page.goto(`${site.url}/console`);
      await submitSignIn(page, { username, password: DEMO_STAFF_PASSWORD });
      await page.locator('#console-menu').waitFor({ state: 'attached', timeout: 30_000 });
      await consoleSettled(page);
      for (const id of shown) await page.waitForFunction((selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''), `[data-testid=attention-${id}]`);
      for (const id of hidden) t.equal(await page.getByTestId(`attention-${id}`).count(), 0, `${username}: no ${id} card`);
      await page.locator('#use-by-month-title').waitFor({ timeout: 30_000 });
      t.equal(await page.locator('#use-by-equipment-title').count(), equipmentChart ? 1 : 0, `${username}: equipment chart ${equipmentChart ? 'shown' : 'left out'}`);
      // Let late queries finish: a refused one would show as an alert and a failed request.
      await page.waitForLoadState('networkidle');
      t.equal(await page.locator('#console-main [role=alert]').count(), 0, `${username}: no alert`);
      problems.assertNone(t);
      await page.close();
    }
  });

  t.test('charts of use draw known figures, each with its table', async (t) => {
    const page = await newPage(t, browser, { locale: 'en' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/dashboard', 'en');
    t.equal(await page.locator('#attention-title').textContent(), consoleEn.dashboard.attention);
    await page.locator('#use-by-month-title').waitFor();
    t.equal(await page.locator('figure[aria-labelledby=use-by-month-title] canvas[role=img]').count(), 1, 'the monthly chart is drawn');
    t.equal(await page.locator('figure canvas[role=img]').count(), 3, 'three charts');

    // This month's row shows what the API counts, per site and work type, and their total.
    const monthLabel = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${MONTH_START}T00:00:00Z`));
    const monthRow = page.getByTestId('use-by-month-table').locator('tbody tr', { has: page.locator(`th:text-is("${monthLabel}")`) });
    // Columns: Yongsin cutting room, Yongsin studio, Dapsimni cutting room, Dapsimni studio, total.
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    t.same(await monthRow.locator('td').allTextContents(), [...monthAfter, sum(monthAfter)].map(String), `figures for ${monthLabel}`);

    const equipmentRow = (title: string) => page.getByTestId('use-by-equipment-table').locator('tbody tr', { has: page.locator(`th:text-is("${title}")`) });
    for (const [index, item] of [first, second].entries()) {
      const label = `${item.title.en || item.title.ko} (${consoleEn.enums[item.site]})`;
      const row = equipmentRow(label);
      if ((await row.count()) === 0) continue; // not among the most used
      t.equal(await row.locator('td').last().textContent(), String(equipmentAfter[index]), `${label}: its uses`);
    }

    // One site only: the tables keep only its columns.
    await page.getByRole('combobox', { name: consoleEn.dashboard.site }).selectOption('DAPSIMNI');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=use-by-month-table] thead th').length === 4);
    const dapsimni = monthAfter.slice(2);
    t.same(await monthRow.locator('td').allTextContents(), [...dapsimni, sum(dapsimni)].map(String), 'Dapsimni only: cutting room, studio, total');
    problems.assertNone(t);
  });

  t.test('only the dashboard loads the chart library', async (t) => {
    const page = await newPage(t, browser);
    // chart.js marks the objects it watches with this property: no other code carries the name.
    const chartScripts: string[] = [];
    page.on('response', async (response) => {
      if (!/\.js(\?|$)/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      if (body.includes('_chartjs')) chartScripts.push(new URL(response.url()).pathname);
    });
    await openConsoleSignedIn(page, site, '/console/center/notifications');
    await page.waitForLoadState('networkidle');
    t.same(chartScripts, [], 'the notices page did not load chart.js');
    await page.evaluate(() => window.singleSpaNavigate!('/console/dashboard'));
    await page.locator('figure canvas[role=img]').first().waitFor();
    t.equal(chartScripts.length, 1, 'the dashboard loaded it, as one chunk of its own');
  });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    t.test(`no serious accessibility violations at ${viewport} size`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      await openConsoleSignedIn(page, site, '/console/dashboard');
      await page.locator('figure canvas[role=img]').nth(2).waitFor();
      await page.waitForLoadState('networkidle');
      t.same(await axeViolations(page), []);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      t.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
    });
  }
});
