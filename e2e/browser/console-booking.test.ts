// Issue 20, the staff side of bookings (items 16–19), through the real stack and a real browser:
// the review queue is a dense table (12 rows and more at 1280×800, long titles cut and shown whole
// on hover and focus) and, on a phone, says it scrolls sideways; the staff calendar starts on
// Sunday and names how much each day is taken (colour and words); a day's makers are marked
// no-show and attended at once, and written to from the day and from the queue; one member is
// found by phone number, name or username to write to, never by their internal id.
import t from 'tap';
import type { ConsoleApplicationList, ConsoleScheduleUnitList, ConsoleUserList, MessageList } from '@centre/contracts';
import { APPLY_PATHS, addDays, isoWeekday, seoulToday } from '@centre/contracts';
import { browserSuite, DEMO_MEMBER, eventually, newPage, watchPageProblems, sendJson as send } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { checkConsolePage, consoleKo, consoleSettled, openConsoleSignedIn } from './console-helpers.ts';
import applyKo from '../../mf-console/src/features/applications/i18n/ko.json' with { type: 'json' };
import applyEn from '../../mf-console/src/features/applications/i18n/en.json' with { type: 'json' };
import applyCn from '../../mf-console/src/features/applications/i18n/cn.json' with { type: 'json' };
import applyJp from '../../mf-console/src/features/applications/i18n/jp.json' with { type: 'json' };
import consoleEn from '../../mf-console/src/i18n/en.json' with { type: 'json' };
import consoleCn from '../../mf-console/src/i18n/cn.json' with { type: 'json' };
import consoleJp from '../../mf-console/src/i18n/jp.json' with { type: 'json' };

const text = applyKo;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

await browserSuite(t, async ({ site, browser }) => {
  const token = await staffToken(site);
  const memberToken = await site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const today = seoulToday();

  // A window whose title is far too long for a table cell, with one application in the queue.
  const longTitle = `용신 공동작업장 2027년 상반기 소량 생산 샘플 제작 지원 사업 참여 업체 전용 예약 창구 ${Date.now()}`;
  const { _id: windowId } = await send<{ _id: string }>(site, 'POST', APPLY_PATHS.consoleLimitations, token, {
    work: 'STUDIO',
    location: 'YONGSIN',
    title: { ko: longTitle, en: longTitle, cn: '', jp: '' },
    applyFrom: today,
    applyTo: addDays(today, 30),
    useFrom: addDays(today, 2),
    useTo: addDays(today, 9),
    applyOpenTime: '00:00',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    unitLayout: 'SESSIONS',
    sessions: [{ start: '10:00', end: '12:00' }],
    unitCapacity: 3,
    memberQuota: 10,
  });
  await send(site, 'POST', `${APPLY_PATHS.consoleSchedule}/generate`, token, { windowId });
  const units = (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?windowId=${windowId}&limit=50`, { token })).units;
  await send(site, 'POST', APPLY_PATHS.applications, memberToken, { unitIds: [units[0]!._id], item: '리넨 셔츠 샘플 제작 (남성용 S/M/L 세 가지 치수, 단추 여밈)', quantity: 3, phone: '01012345678', agreeRules: true });

  // A past day of the demo bookings with two makers or more (approved, already marked attended).
  const past = (await site.getJson<ConsoleApplicationList>(`${APPLY_PATHS.consoleApplications}?status=APPROVED&to=${addDays(today, -1)}&limit=100`, { token })).applications;
  const byDay = new Map<string, typeof past>();
  for (const application of past) {
    const key = `${application.date}|${application.location}|${application.work}`;
    byDay.set(key, [...(byDay.get(key) ?? []), application]);
  }
  const [busyKey, busyDay] = [...byDay.entries()].find(([, list]) => list.length >= 2) ?? [];
  const [dayDate, dayLocation, dayWork] = (busyKey ?? '').split('|') as [string, string, string];
  const dayPath = `/console/schedule?location=${dayLocation}&work=${dayWork}&month=${dayDate?.slice(0, 7)}&day=${dayDate}`;

  t.test('the review queue: a dense table, long titles cut and shown whole on hover and focus', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/apply');
    const table = page.getByRole('table', { name: text.queue.caption });
    await table.locator('tbody tr').first().waitFor();
    const total = await table.locator('tbody tr').count();
    t.ok(total >= 12, `the first page has 12 rows or more to show (${total})`);
    // With the table's head at the top of the window, at least 12 rows fit in 800 px.
    // (Below the shell's sticky header, when there is one.)
    await table.locator('thead').evaluate((head) => {
      head.scrollIntoView({ block: 'start', behavior: 'instant' });
      window.scrollBy({ top: -(document.querySelector('#shell-header')?.getBoundingClientRect().height ?? 0), behavior: 'instant' });
    });
    const visible = await table.locator('tbody tr').evaluateAll((rows) => {
      const top = document.querySelector('#shell-header')?.getBoundingClientRect().bottom ?? 0;
      return rows.filter((row) => row.getBoundingClientRect().top >= top && row.getBoundingClientRect().bottom <= window.innerHeight).length;
    });
    t.ok(visible >= 12, `12 rows or more are visible at 1280×800 (${visible})`);
    const rowHeight = await table.locator('tbody tr').first().evaluate((row) => row.getBoundingClientRect().height);
    t.ok(rowHeight <= 44, `a row is one line (${Math.round(rowHeight)} px)`);

    await page.goto(`${site.url}/console/apply?windowId=${windowId}`);
    await consoleSettled(page);
    const cut = page.locator('tbody [data-cut="true"]', { hasText: longTitle });
    await cut.waitFor();
    t.equal(await cut.getAttribute('title'), longTitle, 'the full title on hover');
    const before = await cut.evaluate((element) => ({ height: element.clientHeight, hidden: element.scrollWidth > element.clientWidth + 1 }));
    t.ok(before.hidden, 'the long title is cut in the table');
    await cut.focus();
    t.equal(await eventually(() => cut.evaluate((element) => element === document.activeElement), true), true, 'a cut title takes the focus');
    const after = await cut.evaluate((element) => ({ height: element.clientHeight, hidden: element.scrollWidth > element.clientWidth + 1 }));
    t.notOk(after.hidden, 'focused, it is shown whole');
    t.ok(after.height > before.height, 'on more than one line');
    problems.assertNone(t);
  });

  t.test('on a phone, a wide table says it scrolls sideways, on the side that has more', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    await openConsoleSignedIn(page, site, '/console/apply');
    const region = page.getByRole('region', { name: text.queue.caption });
    await region.locator('tbody tr').first().waitFor();
    const hint = page.locator('[data-scroll-hint]').first();
    await hint.waitFor();
    t.match(await hint.innerText(), consoleKo.tableScroll.hint, 'words say the table scrolls sideways');
    const shade = region.locator('xpath=..');
    t.equal(await shade.getAttribute('data-more-right'), 'true', 'a shadow on the right: more to see there');
    t.equal(await shade.getAttribute('data-more-left'), null, 'none on the left yet');
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await page.waitForFunction((element) => element?.getAttribute('data-more-left') === 'true', await shade.elementHandle());
    t.equal(await shade.getAttribute('data-more-right'), null, 'at the end, no shadow on the right');
    // (The shadow fades in over 0.15 s.)
    await page.waitForFunction((element) => element !== null && getComputedStyle(element, '::before').opacity === '1', await shade.elementHandle(), { timeout: 5_000 }).catch(() => {});
    t.equal(await shade.evaluate((element) => getComputedStyle(element, '::before').opacity), '1', 'the left shadow shows');
    t.equal(await shade.evaluate((element) => getComputedStyle(element, '::after').opacity), '0', 'the right one is gone');
  });

  t.test('the staff calendar starts on Sunday and names how much each day is taken', { skip: !busyKey && 'no past demo day with two bookings this month' }, async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, dayPath);
    const headers = await page.locator('table thead th').allInnerTexts();
    t.equal(headers[0], text.enums.weekdays['7'], 'the first column is Sunday');
    t.equal(headers[6], text.enums.weekdays['6'], 'the last Saturday');
    const month = dayDate.slice(0, 7);
    const firstCell = page.locator(`button[data-day="${month}-01"]`).locator('xpath=ancestor::td');
    const column = await firstCell.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
    t.equal(column, isoWeekday(`${month}-01`) % 7, 'the first of the month sits under its weekday, Sunday first');

    const legend = page.getByRole('list', { name: text.calendarFill.legend });
    t.same((await legend.locator('li').allInnerTexts()).map((words) => words.trim()), [text.calendarFill.FULL, text.calendarFill.PARTLY, text.calendarFill.EMPTY], 'a legend names the colours');
    const monthUnits = (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?location=${dayLocation}&work=${dayWork}&month=${month}&limit=200`, { token })).units;
    const seen = new Set<string>();
    const colours = new Map<string, string>();
    for (const date of new Set(monthUnits.map((unit) => unit.date))) {
      const open = monthUnits.filter((unit) => unit.date === date && unit.state !== 'CLOSED');
      const button = page.locator(`button[data-day="${date}"]`);
      if (open.length === 0 || (await button.getAttribute('data-closed')) === 'true') continue;
      const held = open.reduce((sum, unit) => sum + Math.min(unit.held, unit.capacity), 0);
      const capacity = open.reduce((sum, unit) => sum + unit.capacity, 0);
      const expected = held >= capacity ? 'FULL' : held > 0 ? 'PARTLY' : 'EMPTY';
      t.equal(await button.getAttribute('data-fill'), expected, `${date}: ${held} of ${capacity} taken reads ${expected}`);
      t.match(await button.innerText(), text.calendarFill[expected], `${date}: in words too`);
      seen.add(expected);
      colours.set(expected, await button.evaluate((element) => getComputedStyle(element).backgroundColor));
    }
    t.ok(seen.size >= 2, `the month shows days of different fills (${[...seen].join(', ')})`);
    t.equal(new Set(colours.values()).size, colours.size, 'each fill has its own colour');
    problems.assertNone(t);
  });

  t.test('a day\'s makers: mark them no-show and attended at once, then write to them', { skip: !busyKey && 'no past demo day with two bookings this month' }, async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, dayPath);
    const bar = page.getByRole('group', { name: text.dayBulk.title });
    await bar.waitFor();
    const shown = (await site.getJson<ConsoleApplicationList>(`${APPLY_PATHS.consoleApplications}?date=${dayDate}&location=${dayLocation}&work=${dayWork}&limit=100`, { token })).applications.filter((application) =>
      ['APPROVED', 'WAITING', 'WAITLISTED'].includes(application.status),
    );
    const approved = shown.filter((application) => application.status === 'APPROVED');
    t.ok(approved.length >= busyDay!.length, 'the day has the demo\'s approved bookings');
    await bar.getByRole('checkbox', { name: fill(text.dayBulk.selectAll, { count: shown.length }) }).check();
    await bar.getByText(fill(text.dayBulk.selected, { count: shown.length })).waitFor();

    await bar.getByRole('button', { name: fill(text.dayBulk.markNoShow, { count: approved.length }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    t.match(await dialog.innerText(), fill(text.dayBulk.confirmNoShowTitle, { count: approved.length }), 'a no-show is confirmed first');
    await dialog.getByRole('button', { name: fill(text.dayBulk.markNoShow, { count: approved.length }) }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(fill(text.dayBulk.doneNoShow, { count: approved.length })).waitFor();
    const attendanceOf = async () =>
      (await site.getJson<ConsoleApplicationList>(`${APPLY_PATHS.consoleApplications}?date=${dayDate}&location=${dayLocation}&work=${dayWork}&status=APPROVED&limit=100`, { token })).applications.map((application) => application.attendance);
    t.same(new Set(await attendanceOf()), new Set(['NO_SHOW']), 'every approved booking of the day is a no-show');

    await bar.getByRole('checkbox', { name: fill(text.dayBulk.selectAll, { count: shown.length }) }).check();
    await bar.getByRole('button', { name: fill(text.dayBulk.markAttended, { count: approved.length }) }).click();
    await page.getByText(fill(text.dayBulk.doneAttended, { count: approved.length })).waitFor();
    t.same(new Set(await attendanceOf()), new Set(['ATTENDED']), 'and then all attended, in one step');

    // None selected: the button writes to all of the day's makers.
    const makers = new Set(shown.map((application) => application.memberId));
    await bar.getByRole('button', { name: fill(text.dayBulk.messageDay, { count: makers.size }) }).click();
    await page.waitForURL(/\/console\/messages\/send\?members=/);
    await consoleSettled(page);
    const chosen = page.getByRole('list', { name: fill(consoleKo.memberPicker.given, { count: makers.size }) });
    await chosen.locator('li').first().waitFor();
    const names = await chosen.locator('li').allInnerTexts();
    for (const application of shown) t.ok(names.includes(`${application.member!.name} (${application.member!.username})`), `${application.member!.username} is among the recipients`);
    t.equal(await page.getByRole('radio', { name: consoleKo.messages.kinds.memberIds }).isChecked(), true, 'as several members');
    const message = `내일 공동작업장 정기 점검 안내 ${Date.now()}`;
    await page.getByLabel(consoleKo.messages.message, { exact: false }).first().fill(message);
    await page.getByRole('button', { name: consoleKo.messages.sendButton, exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: consoleKo.messages.sendButton, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText(fill(consoleKo.messages.queued, { count: makers.size }), { exact: false }).waitFor();
    problems.assertNone(t);
  });

  t.test('"message these makers" from the review queue', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    await openConsoleSignedIn(page, site, '/console/apply');
    const table = page.getByRole('table', { name: text.queue.caption });
    await table.locator('tbody tr').nth(1).waitFor();
    const rows = table.locator('tbody tr');
    const picked = new Set<string>();
    for (const index of [0, 1]) {
      await rows.nth(index).locator('input[type="checkbox"]').check();
      picked.add((await rows.nth(index).locator('th').innerText()).trim());
    }
    await page.getByRole('button', { name: text.dayBulk.message, exact: true }).click();
    await page.waitForURL(/\/console\/messages\/send\?members=/);
    const chosen = page.getByRole('list', { name: fill(consoleKo.memberPicker.given, { count: picked.size }) });
    await chosen.locator('li').first().waitFor();
    t.same(new Set((await chosen.locator('li').allInnerTexts()).map((name) => name.trim())), picked, 'the selected rows\' makers are the recipients');
  });

  t.test('writing to one member: found by phone, name or username, never by id', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/messages/send');
    await page.getByRole('radio', { name: consoleKo.messages.kinds.memberId }).check();
    t.equal(await page.getByLabel(consoleKo.messages.recipientLabels.memberId, { exact: true }).count(), 0, 'no box asks for a member id');
    const box = page.getByRole('searchbox', { name: consoleKo.memberPicker.label });
    const results = (count: number) => page.getByRole('list', { name: fill(consoleKo.memberPicker.results, { count }) });
    for (const typed of ['김봉제', 'sewing01']) {
      await box.fill(typed);
      await box.press('Enter');
      await results(1).getByRole('button', { name: fill(consoleKo.memberPicker.choose, { name: '김봉제 (sewing01)' }) }).waitFor();
      t.pass(`"${typed}" finds 김봉제 (sewing01)`);
    }
    await box.fill('010-9876-5432');
    await page.getByRole('button', { name: consoleKo.memberPicker.search, exact: true }).click();
    const choose = page.getByRole('button', { name: fill(consoleKo.memberPicker.choose, { name: '이패턴 (pattern22)' }) });
    await choose.waitFor();
    t.pass('a phone number typed with dashes finds 이패턴 (pattern22)');
    await box.fill('없는회원이름');
    await box.press('Enter');
    await page.getByText(fill(consoleKo.memberPicker.none, { term: '없는회원이름' })).waitFor();
    await box.fill('01098765432');
    await box.press('Enter');
    await choose.click();
    await page.getByText(consoleKo.memberPicker.chosen, { exact: true }).waitFor();
    const message = `재단실 이용 안내 ${Date.now()}`;
    await page.getByLabel(consoleKo.messages.message, { exact: false }).first().fill(message);
    await page.getByRole('button', { name: consoleKo.messages.sendButton, exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: consoleKo.messages.sendButton, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    const pattern = (await site.getJson<ConsoleUserList>('/api/console/users?username=pattern22', { token })).users.find((user) => user.username === 'pattern22')!;
    let bodies: string[] = [];
    for (const until = Date.now() + 30_000; Date.now() < until && !bodies.some((body) => body.includes(message));) {
      bodies = (await site.getJson<MessageList>(`/api/console/messages?memberId=${pattern._id}&limit=20`, { token })).messages.map((one) => one.body);
      if (!bodies.some((body) => body.includes(message))) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    t.ok(bodies.some((body) => body.includes(message)), 'the message went to pattern22');
    problems.assertNone(t);
  });

  // The other languages at phone size: the new words are there and axe stays clean.
  const OTHER = { en: [applyEn, consoleEn], cn: [applyCn, consoleCn], jp: [applyJp, consoleJp] } as const;
  for (const [locale, [apply, words]] of Object.entries(OTHER) as Array<[keyof typeof OTHER, readonly [typeof applyEn, typeof consoleEn]]>) {
    t.test(`the calendar's words, the day's makers and the member search in ${locale} at phone size`, { skip: !busyKey && 'no past demo day with two bookings this month' }, async (t) => {
      const page = await newPage(t, browser, { viewport: 'phone', locale });
      const problems = watchPageProblems(page);
      await openConsoleSignedIn(page, site, '/console/apply', locale);
      await checkConsolePage(t, page, problems, dayPath);
      const legend = [apply.calendarFill.FULL, apply.calendarFill.PARTLY, apply.calendarFill.EMPTY];
      const readLegend = async () => (await page.getByRole('list', { name: apply.calendarFill.legend }).locator('li').allInnerTexts()).map((words) => words.trim());
      t.same(await eventually(readLegend, legend), legend, 'the legend');
      await page.getByRole('group', { name: apply.dayBulk.title }).waitFor();
      await checkConsolePage(t, page, problems, '/console/messages/send');
      await page.getByRole('radio', { name: words.messages.kinds.memberId }).check();
      await page.getByRole('searchbox', { name: words.memberPicker.label }).waitFor();
      t.match(await page.locator('#console-main').innerText(), words.memberPicker.hint, 'the search says what it searches');
    });
  }
});
