// The console's fairs screens through the real stack, as programme staff (program01): a fair is
// created with its slot grid and published; an exhibitor and a buyer (applied through the member
// API) are approved, a table is assigned (a taken table refused); a meeting is placed on the
// matching board with the keyboard alone and a double booking is refused in the staff's words; a
// no-show is recorded on a meeting that has begun (the fairs service's test clock moved, no waiting); the outcome report shows it and its CSV
// downloads; a directory profile is verified. axe and page width on every new screen, phone and
// desktop, and the key screens in all four languages.
import t from 'tap';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { seoulDate, type ConsoleFair, type ConsoleIntroduction, type FairInput, type Locale, type Meeting, type OutcomeReport } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/staff.ts';
import { setTestClockOffset } from '@centre/server-kit';
import { browserSuite, eventually, newPage, type Site, type ViewportName, watchPageProblems } from './harness.ts';
import { checkConsolePage, consoleSettled, openConsoleSignedIn, focused, tabTo } from './console-helpers.ts';
import ko from '../../mf-console/src/features/fairs/i18n/ko.json' with { type: 'json' };
import en from '../../mf-console/src/features/fairs/i18n/en.json' with { type: 'json' };
import cn from '../../mf-console/src/features/fairs/i18n/cn.json' with { type: 'json' };
import jp from '../../mf-console/src/features/fairs/i18n/jp.json' with { type: 'json' };
import { fill } from './texts.ts';

const TEXT = { ko, en, cn, jp } as const;
const PROGRAM_STAFF = { username: 'program01', password: DEMO_STAFF_PASSWORD } as const;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row's button: its visible word, then (for screen readers) what it acts on. */
const action = (label: string, of: string) => new RegExp(`^${escaped(label)}\\s*:\\s*${escaped(of)}$`);

async function send<T>(site: Site, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer}`);
  return (answer ? JSON.parse(answer) : null) as T;
}

/** Opens a console page and signs in as programme staff on the console's sign-in form. */
const openAsProgramStaff = (page: Page, site: Site, path: string, locale: Locale = 'ko') => openConsoleSignedIn(page, site, path, locale, PROGRAM_STAFF);

await browserSuite(
  t,
  async ({ site, browser }) => {
    const staff = await site.signIn(PROGRAM_STAFF.username, PROGRAM_STAFF.password);
    const maker = await site.signIn('dongdaemun7', DEMO_MEMBER_PASSWORD);
    const patternMaker = await site.signIn('pattern22', DEMO_MEMBER_PASSWORD);
    const buyer = await site.signIn('tokyo2024', DEMO_MEMBER_PASSWORD);
    const now = Date.now();
    /** The demo buyer from Tokyo registers for a fair through the member API. */
    const registerBuyer = (fair: string) =>
      send<{ participation: { _id: string } }>(site, 'POST', `/api/v1/me/fairs/${fair}/buyer`, buyer, {
        company: 'Hanako Select',
        country: 'JP',
        timeZone: 'Asia/Tokyo',
        itemsWanted: ['OUTERWEAR'],
        orderVolume: '1,000 pcs',
        language: 'jp',
        contactEmail: 'hanako@example.jp',
      });
    const openPeriod = { from: new Date(now - 3_600_000).toISOString(), until: new Date(now + 86_400_000).toISOString() };

    // A fair of tomorrow (Seoul) from 10:00 with one meeting placed at 10:00. The no-show needs it
    // to have begun: the test then moves the fairs service's test clock (server-kit test-clock.ts)
    // and the staff's browser to 10:01 instead of waiting.
    const tomorrow = seoulDate(new Date(now + 86_400_000));
    const todayFair = await (async () => {
      const input: FairInput = {
        title: { ko: '내일의 시험 상담회', en: 'Tomorrow test fair', cn: '', jp: '' },
        description: { ko: '', en: '', cn: '', jp: '' },
        venue: 'DAPSIMNI',
        firstDay: tomorrow,
        lastDay: tomorrow,
        dayStart: '10:00',
        dayEnd: '10:20',
        slotMinutes: 10,
        tables: 5,
        breaks: [],
        exhibitorApplication: openPeriod,
        buyerApplication: openPeriod,
        buyerCapacity: 5,
      };
      const fair = (await send<{ fair: ConsoleFair }>(site, 'POST', '/api/console/fairs', staff, input)).fair;
      await send(site, 'PUT', `/api/console/fairs/${fair._id}/publication`, staff, { published: true });
      const exhibitor = await send<{ participation: { _id: string } }>(site, 'POST', `/api/v1/me/fairs/${fair._id}/exhibitor`, maker, { items: ['OUTERWEAR'], note: '' });
      await send(site, 'PUT', `/api/console/fairs/${fair._id}/exhibitors/${exhibitor.participation._id}`, staff, { status: 'APPROVED', table: 1 });
      const registered = await registerBuyer(fair._id);
      await send(site, 'PUT', `/api/console/fairs/${fair._id}/buyers/${registered.participation._id}`, staff, { status: 'APPROVED' });
      const placed = await send<{ matching: Meeting }>(site, 'POST', '/api/console/matchings', staff, {
        fair: fair._id,
        exhibitor: exhibitor.participation._id,
        buyer: registered.participation._id,
        slot: `${tomorrow}T10:00`,
        context: 'Outerwear AW27',
      });
      return { id: fair._id, meeting: placed.matching };
    })();

    let fairId = '';
    const fairTitle = `브라우저 시험 상담회 ${now}`;

    t.test('programme staff create a fair with its slot grid and publish it', async (t) => {
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsProgramStaff(page, site, '/console/fairs');
      t.equal(await page.locator('#console-main h1').first().textContent(), ko.fairs.title);
      await checkConsolePage(t, page, problems, '/console/fairs');
      await page.getByRole('link', { name: ko.fairs.create, exact: true }).click();
      await consoleSettled(page);
      // The grid preview follows the form: the defaults make 10:00–17:00 in 30 minutes, lunch off.
      await t.resolves(page.getByText(fill(ko.grid.count, { days: 1, count: 12 })).waitFor(), 'the default grid: 12 slots on one day');
      await page.getByLabel(ko.fields.slotMinutes).fill('60');
      await page.getByText(fill(ko.grid.count, { days: 1, count: 6 })).waitFor();
      t.pass('the preview follows the slot length: 6 one-hour slots');
      await checkConsolePage(t, page, problems, '/console/fairs/create');
      // Only the Korean title is required; the rest keep their defaults.
      await page.locator('#field-title-ko').fill(fairTitle);
      await page.getByRole('button', { name: ko.fairs.createSubmit, exact: true }).click();
      await page.getByRole('status').filter({ hasText: ko.fairs.created }).waitFor();
      fairId = page.url().split('/console/fairs/')[1]!.split(/[?#/]/)[0]!;
      t.match(fairId, /^[0-9a-f-]{36}$/, 'the new fair opens on its own page');
      await t.resolves(page.getByRole('heading', { name: ko.fairs.state }).waitFor(), 'its status panel');
      await page.getByRole('button', { name: ko.fairs.publish, exact: true }).click();
      await page.getByRole('status').filter({ hasText: ko.fairs.published }).waitFor();
      const saved = (await send<{ fair: ConsoleFair }>(site, 'GET', `/api/console/fairs/${fairId}`, staff)).fair;
      t.equal(saved.published, true, 'the fair is published');
      t.equal(saved.slotMinutes, 60);
      t.equal(saved.title.ko, fairTitle);
      await checkConsolePage(t, page, problems, `/console/fairs/${fairId}`);
      problems.assertNone(t);
    });

    t.test('an exhibitor and a buyer are approved; a table is assigned and a taken one refused', async (t) => {
      const first = await send<{ participation: { _id: string } }>(site, 'POST', `/api/v1/me/fairs/${fairId}/exhibitor`, maker, { items: ['WOVEN', 'OUTERWEAR'], note: 'Wool coats' });
      await send(site, 'POST', `/api/v1/me/fairs/${fairId}/exhibitor`, patternMaker, { items: ['KNIT'], note: '' });
      await registerBuyer(fairId);
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsProgramStaff(page, site, `/console/fairs/${fairId}/exhibitors`);
      await checkConsolePage(t, page, problems, `/console/fairs/${fairId}/exhibitors`);
      const dapsimni = '답십리패션(주) Dapsimni Fashion';
      const lee = '이패턴 샘플실 Lee Pattern Studio';
      await page.getByLabel(fill(ko.exhibitors.tableFor, { name: dapsimni })).fill('1');
      await page.getByRole('button', { name: action(ko.decision.approve, dapsimni) }).click();
      await page.getByRole('status').filter({ hasText: fill(ko.decision.done.APPROVED, { name: dapsimni, table: 1 }) }).waitFor();
      await page.getByLabel(fill(ko.exhibitors.tableFor, { name: lee })).fill('1');
      await page.getByRole('button', { name: action(ko.decision.approve, lee) }).click();
      await page.getByRole('alert').filter({ hasText: ko.refusals.TABLE_TAKEN }).waitFor();
      t.pass('table 1 is taken: refused in the staff’s words');
      problems.clear();
      await page.getByLabel(fill(ko.exhibitors.tableFor, { name: lee })).fill('2');
      await page.getByRole('button', { name: action(ko.decision.approve, lee) }).click();
      await page.getByRole('status').filter({ hasText: fill(ko.decision.done.APPROVED, { name: lee, table: 2 }) }).waitFor();
      const exhibitors = (await send<{ exhibitors: Array<{ _id: string; status: string; table: number | null }> }>(site, 'GET', `/api/console/fairs/${fairId}/exhibitors`, staff)).exhibitors;
      t.same(exhibitors.find((one) => one._id === first.participation._id), { ...exhibitors.find((one) => one._id === first.participation._id), status: 'APPROVED', table: 1 });
      t.same(exhibitors.map((one) => one.table).sort(), [1, 2], 'each exhibitor at its own table');

      await checkConsolePage(t, page, problems, `/console/fairs/${fairId}/buyers`);
      await t.resolves(page.getByRole('cell', { name: 'hanako@example.jp' }).waitFor(), 'staff see the buyer’s contact');
      await page.getByRole('button', { name: action(ko.decision.approve, 'Hanako Select') }).click();
      await page.getByRole('status').filter({ hasText: fill(ko.decision.done.APPROVED, { name: 'Hanako Select', table: '—' }) }).waitFor();
      const buyers = (await send<{ buyers: Array<{ status: string }> }>(site, 'GET', `/api/console/fairs/${fairId}/buyers`, staff)).buyers;
      t.same(buyers.map((one) => one.status), ['APPROVED']);
      problems.assertNone(t, [/409 PUT .*\/exhibitors\//]);
    });

    t.test('a meeting is placed on the matching board by keyboard; a double booking is refused in the staff’s words', async (t) => {
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsProgramStaff(page, site, `/console/fairs/${fairId}/board`);
      await checkConsolePage(t, page, problems, `/console/fairs/${fairId}/board`);
      // One tab stop for the grid: the first cell (table 1, the first slot).
      await tabTo(t, page, 'button[data-slot]');
      t.match(await eventually(() => focused(page), /테이블 1/), /테이블 1/, 'the first cell is table 1');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: ko.board.placeTitle }).waitFor();
      await t.resolves(page.waitForFunction(() => document.activeElement?.tagName === 'H2'), 'the panel heading takes the focus');
      await page.keyboard.press('Tab');
      t.match(await eventually(() => focused(page), /select/), /select/, 'the buyer choice follows the panel heading');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Wool coats AW27');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: ko.board.placed.split(':')[0]! }).waitFor();
      t.match(await eventually(() => focused(page), /Hanako Select/), /Hanako Select/, 'focus returns to the cell, which now names the buyer');
      const meetings = (await send<{ matchings: Meeting[] }>(site, 'GET', `/api/console/matchings?fair=${fairId}`, staff)).matchings;
      t.same(
        meetings.map((meeting) => [meeting.exhibitor.table, meeting.buyer.company, meeting.status, meeting.context, meeting.placedByStaff]),
        [[1, 'Hanako Select', 'ACCEPTED', 'Wool coats AW27', true]],
        'an accepted meeting placed by staff',
      );
      // The same buyer at table 2 in the same slot: the API refuses, the board says why.
      await page.keyboard.press('ArrowRight');
      t.match(await eventually(() => focused(page), /테이블 2/), /테이블 2/, 'the arrow key moves to table 2');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: ko.board.placeTitle }).waitFor();
      // This time with the pointer. Placing without a buyer is said beside the choice.
      const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: ko.board.placeTitle }) });
      await panel.getByRole('button', { name: ko.board.place, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: ko.board.chooseBuyer }).waitFor();
      await panel.getByLabel(ko.board.buyer).selectOption({ index: 1 });
      // The buyer wants outerwear: the exhibitor who brings it is suggested, the knit studio is not.
      const suggested = panel.getByRole('region', { name: fill(ko.suggestions.title, { company: 'Hanako Select' }) });
      await t.resolves(suggested.getByRole('listitem').filter({ hasText: '답십리패션(주) Dapsimni Fashion' }).waitFor(), 'the exhibitor bringing outerwear is suggested for the buyer');
      t.match(await suggested.textContent(), ko.suggestions.capacityFits, 'with its capacity fitting the buyer’s 1,000 pieces');
      t.notMatch(await suggested.textContent(), 'Lee Pattern Studio', 'the knit studio is not');
      await panel.getByRole('button', { name: ko.board.place, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: ko.refusals.SLOT_TAKEN }).waitFor();
      t.pass('SLOT_TAKEN shown in Korean');
      t.equal((await send<{ summary: { total: number } }>(site, 'GET', `/api/console/matchings?fair=${fairId}`, staff)).summary.total, 1, 'nothing was written');
      problems.assertNone(t, [/409 POST .*\/api\/console\/matchings/, /status of 409 .*\/api\/console\/matchings/]);
      problems.clear();

      // Moving the booked meeting in one step: by keyboard from its cell, then by dragging it.
      await panel.getByRole('button', { name: ko.board.close, exact: true }).click();
      await t.resolves(page.waitForFunction(() => document.activeElement?.hasAttribute('data-slot')), 'closing the panel gives the focus back to its cell');
      await page.keyboard.press('ArrowLeft');
      t.match(await eventually(() => focused(page), /Hanako Select/), /Hanako Select/, 'the booked cell');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: ko.board.meetingTitle }).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
      await page.keyboard.press('Tab');
      t.match(await eventually(() => focused(page), /select/), /select/, 'the new time is chosen first');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: fill(ko.boardMove.moved, { company: 'Hanako Select', day: '@', start: '@' }).split('@')[0]! }).waitFor();
      const cells = (await page.locator('button[data-slot]').evaluateAll((buttons) => buttons.map((button) => [(button as HTMLElement).dataset.slot!, (button as HTMLElement).dataset.exhibitor!]))) as Array<[string, string]>;
      const slotsOfBoard = [...new Set(cells.map(([slot]) => slot))];
      const movedOnce = (await send<{ matchings: Meeting[] }>(site, 'GET', `/api/console/matchings?fair=${fairId}`, staff)).matchings;
      t.same(movedOnce.map((meeting) => [meeting.slot, meeting.status]), [[slotsOfBoard[1], 'ACCEPTED']], 'moved to the second slot, still accepted, the same meeting');
      t.match(await eventually(() => focused(page), /Hanako Select/), /Hanako Select/, 'focus on the cell the meeting moved to');
      const column = movedOnce[0]!.exhibitor._id;
      const cell = (slot: string) => page.locator(`button[data-slot="${slot}"][data-exhibitor="${column}"]`);
      await cell(slotsOfBoard[1]!).dragTo(cell(slotsOfBoard[3]!));
      await t.resolves(cell(slotsOfBoard[3]!).filter({ hasText: 'Hanako Select' }).waitFor(), 'dragged onto a free cell of the same table');
      const movedTwice = (await send<{ matchings: Meeting[] }>(site, 'GET', `/api/console/matchings?fair=${fairId}`, staff)).matchings;
      t.same(movedTwice.map((meeting) => [meeting._id, meeting.slot]), [[movedOnce[0]!._id, slotsOfBoard[3]]], 'one meeting, at the fourth slot');
      // The refused placement above may be reported late by the browser; no move was refused.
      problems.assertNone(t, [/409 POST .*\/api\/console\/matchings$/, /status of 409 .*\/api\/console\/matchings\)/]);

      // The meetings list of this fair; a meeting to come offers a cancellation, not a no-show.
      problems.clear();
      await checkConsolePage(t, page, problems, `/console/fairs/${fairId}/meetings`);
      // The list is in once its one meeting's cancel button is: only then count what it offers.
      await page.getByRole('button', { name: /상담 취소/ }).first().waitFor();
      t.equal(await page.getByRole('button', { name: /상담 취소/ }).count(), 1);
      t.equal(await page.getByRole('button', { name: ko.meetings.noShow }).count(), 0, 'no no-show before the meeting');
      problems.assertNone(t);
    });

    t.test('a no-show is recorded on a meeting that has begun; the report shows it and its CSV downloads', async (t) => {
      const { id, meeting } = todayFair;
      // A minute after the meeting began, for the fairs service and for the staff's browser.
      const begun = Date.parse(meeting.startsAt) + 60_000;
      setTestClockOffset(site.stack.dataDir, 'fairs', begun - Date.now());
      const page = await newPage(t, browser, { viewport: 'phone' });
      await page.clock.setSystemTime(begun);
      const problems = watchPageProblems(page);
      await openAsProgramStaff(page, site, `/console/fairs/${id}/meetings`);
      await checkConsolePage(t, page, problems, `/console/fairs/${id}/meetings`);
      await page.getByRole('button', { name: /불참 기록/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: ko.meetings.noShow, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: ko.meetings.noShowRecorded.split(':')[0]! }).waitFor();
      const report = await send<OutcomeReport>(site, 'GET', `/api/console/matchings/report?fair=${id}`, staff);
      t.same(report.totals, { meetings: 1, held: 0, noShows: 1, estimatedAmount: 0, accepted: 1, recorded: 1 });

      await checkConsolePage(t, page, problems, `/console/fairs/${id}/report`);
      for (const [label, what] of [[ko.report.chartLabel, 'by exhibitor'], [ko.reportCharts.byCountryLabel, 'by buyer country']] as const) {
        await t.resolves(page.getByRole('img', { name: label }).waitFor(), `the chart ${what}`);
      }
      t.same(report.byItem, [], 'a no-show consulted no item');
      t.equal(await page.getByRole('img', { name: ko.reportCharts.byItemLabel }).count(), 0, 'so no chart by item: its table says there is nothing');
      t.equal(await page.getByRole('table', { name: ko.report.byItem }).getByRole('cell', { name: ko.report.none }).count(), 1);
      t.equal(await page.getByRole('table', { name: ko.report.byExhibitor }).getByRole('row').count(), 2, 'its figures as a table');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ko.report.csv, exact: true }).click()]);
      const body = await readFile((await download.path())!, 'utf8');
      t.ok(body.startsWith('\uFEFFgroup,name,meetings,held,no_shows,estimated_amount_krw'), 'the CSV with its header');
      t.match(body, /total,,1,0,1,0/, 'one meeting, one no-show');
      problems.assertNone(t);
    });

    t.test('a directory profile is verified', async (t) => {
      const page = await newPage(t, browser, { viewport: 'phone' });
      const problems = watchPageProblems(page);
      await openAsProgramStaff(page, site, '/console/makers');
      await checkConsolePage(t, page, problems, '/console/makers');
      const lee = '이패턴 샘플실 Lee Pattern Studio';
      const before = (await send<{ introductions: ConsoleIntroduction[] }>(site, 'GET', '/api/console/introductions?keyword=Pattern', staff)).introductions.find((one) => one.tradeName === lee)!;
      t.equal(before.verified, false, 'not verified yet');
      await page.getByRole('button', { name: action(ko.directory.verify, lee) }).click();
      await page.getByRole('status').filter({ hasText: fill(ko.directory.verifiedDone, { name: lee }) }).waitFor();
      const after = (await send<{ introductions: ConsoleIntroduction[] }>(site, 'GET', '/api/console/introductions?keyword=Pattern', staff)).introductions.find((one) => one.tradeName === lee)!;
      t.equal(after.verified, true, 'the profile is verified');
      t.ok((await send<{ makers: Array<{ _id: string; verified: boolean }> }>(site, 'GET', '/api/v1/makers?verified=true', maker)).makers.some((one) => one._id === after._id), 'the public directory shows the mark');
      problems.assertNone(t);
    });

    for (const [locale, viewport] of [['en', 'phone'], ['cn', 'desktop'], ['jp', 'phone'], ['ko', 'phone']] as Array<[Locale, ViewportName]>) {
      t.test(`the key screens in ${locale} on a ${viewport}`, async (t) => {
        const text = TEXT[locale];
        const page = await newPage(t, browser, { viewport, locale });
        const problems = watchPageProblems(page);
        await openAsProgramStaff(page, site, '/console/fairs', locale);
        for (const [path, heading] of [
          ['/console/fairs', text.fairs.title],
          [`/console/fairs/${fairId}`, text.fairs.editTitle],
          [`/console/fairs/${fairId}/exhibitors`, text.exhibitors.title],
          [`/console/fairs/${fairId}/board`, text.board.title],
          [`/console/fairs/${fairId}/report`, text.report.title],
          ['/console/makers', text.directory.title],
        ] as const) {
          await checkConsolePage(t, page, problems, path);
          // The new screen's heading, once it replaced the previous one (its chunk may still be loading).
          await t.resolves(page.locator('#console-main h1', { hasText: heading }).first().waitFor(), `${path}: its heading in ${locale}`);
        }
        problems.assertNone(t);
      });
    }
  },
  { services: ['content', 'users', 'admin', 'fairs'], env: { TEST_CLOCK: 'on' } },
);
