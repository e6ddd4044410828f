// The console's applications screens through the real stack: a staff member approves an
// application in the review queue and the maker reads APPROVED in their own API; a bulk rejection
// needs a reason and sends it; an application approved with the keyboard alone; attendance marked
// on the day from the schedule; a blackout added over a booking tells how many it cancels.
// axe at both spec sizes on the pages that need data (the application, a day of the calendar).
import { createHash } from 'node:crypto';
import t from 'tap';
import { readFile } from 'node:fs/promises';
import type {
  ApplyAnswer,
  BlackoutList,
  ConsoleScheduleUnitList,
  ConsoleUserList,
  HolidayList,
  LotteryAnswer,
  MemberApplication,
  MemberApplicationDetail,
  MemberStrikes,
  MessageList,
  StrikePolicyAnswer,
  TrainingCompletionList,
} from '@centre/contracts';
import { APPLY_PATHS, LIVE_APPLICATION_STATUSES, type ConsoleApplicationList } from '@centre/contracts';
import { browserSuite, DEMO_MEMBER, eventually, newPage, sendJson as send, type ViewportName, watchPageProblems } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { checkConsolePage, consoleKo, consoleSettled, focused, openConsoleSignedIn, tabTo } from './console-helpers.ts';
import applyKo from '../../mf-console/src/features/applications/i18n/ko.json' with { type: 'json' };
import applyEn from '../../mf-console/src/features/applications/i18n/en.json' with { type: 'json' };
import applyCn from '../../mf-console/src/features/applications/i18n/cn.json' with { type: 'json' };
import applyJp from '../../mf-console/src/features/applications/i18n/jp.json' with { type: 'json' };

const text = applyKo;
const DAY_MS = 86_400_000;
const seoulDay = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + offsetDays * DAY_MS));

await browserSuite(t, async ({ site, browser }) => {
  const token = await staffToken(site);
  const memberToken = await site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const member = (await site.getJson<ConsoleUserList>(`/api/console/users?username=${DEMO_MEMBER.username}`, { token })).users.find(
    (user) => user.username === DEMO_MEMBER.username,
  )!;
  const memberName = `${member.name} (${member.username})`;

  // A window of its own, open now, one late session a day (so today's has not begun and can be
  // booked, approved and then marked attended on its day), every day of the week.
  const today = seoulDay();
  // After 22:45 in Seoul today's 23:00 session is about to begin: the booking moves to tomorrow
  // and the steps that need the day to have come (attendance, a no-show's appeal) are skipped.
  const seoulClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
  const late = seoulClock >= '22:45' || process.env.APPLY_TEST_LATE === '1';
  const first = late ? 1 : 0;
  const bookingDay = seoulDay(first);
  const { _id: windowId } = await send<{ _id: string }>(site, 'POST', APPLY_PATHS.consoleLimitations, token, {
    work: 'STUDIO',
    location: 'DAPSIMNI',
    title: { ko: `브라우저 시험 ${Date.now()}`, en: 'Browser test window', cn: '', jp: '' },
    applyFrom: today,
    applyTo: seoulDay(30),
    useFrom: today,
    useTo: seoulDay(12),
    applyOpenTime: '00:00',
    openTime: '00:00',
    closeTime: '23:59',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    unitLayout: 'SESSIONS',
    sessions: [{ start: '23:00', end: '23:59' }],
    unitCapacity: 3,
    memberQuota: 10,
  });
  await send(site, 'POST', `${APPLY_PATHS.consoleSchedule}/generate`, token, { windowId });
  const units = (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?windowId=${windowId}&limit=50&month=${today.slice(0, 7)}`, { token })).units;
  const more = today.slice(0, 7) === seoulDay(12).slice(0, 7) ? [] : (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?windowId=${windowId}&limit=50&month=${seoulDay(12).slice(0, 7)}`, { token })).units;
  const unitOn = (offset: number) => {
    const unit = [...units, ...more].find((candidate) => candidate.date === seoulDay(offset));
    if (!unit) throw new Error(`no unit on ${seoulDay(offset)}`);
    return unit._id;
  };
  const apply = async (offset: number): Promise<MemberApplication> =>
    (await send<ApplyAnswer>(site, 'POST', APPLY_PATHS.applications, memberToken, { unitIds: [unitOn(offset)], item: '울 코트 샘플', quantity: 3, phone: '01012345678', agreeRules: true })).applications[0]!;
  const mine = async (id: string) => (await send<MemberApplicationDetail>(site, 'GET', `${APPLY_PATHS.myApplications}/${id}`, memberToken)).application;

  const forToday = await apply(first);
  const toReject = [await apply(first + 1), await apply(first + 2)];
  const byKeyboard = await apply(first + 3);
  const underBlackout = await apply(first + 5);

  t.test('staff approve an application in the queue; the maker reads APPROVED', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    const messagesBefore = (await site.getJson<MessageList>(`/api/console/messages?memberId=${member._id}&limit=1`, { token })).summary.total;
    await openConsoleSignedIn(page, site, `/console/apply?windowId=${windowId}&date=${bookingDay}`);
    await page.getByRole('checkbox', { name: new RegExp(`${member.name}.*${bookingDay}`) }).check();
    await page.getByRole('button', { name: text.decision.approveSelected, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.decision.approve, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    t.match(await page.getByRole('status').filter({ hasText: text.decision.doneApproved.replace('{{count}}', '1') }).textContent(), text.decision.doneApproved.replace('{{count}}', '1'), 'the outcome says what was done: approved 1');
    t.equal((await mine(forToday._id)).status, 'APPROVED', 'the member sees the application approved');
    // The approval message goes through the outbox after the answer: it appears in the history.
    let messagesAfter = messagesBefore;
    for (const until = Date.now() + 30_000; Date.now() < until && messagesAfter === messagesBefore;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      messagesAfter = (await site.getJson<MessageList>(`/api/console/messages?memberId=${member._id}&limit=1`, { token })).summary.total;
    }
    t.ok(messagesAfter > messagesBefore, 'a message to the member is in the message history');
    problems.assertNone(t);
  });

  t.test('CSV export of a period: the file downloads with the period in its name', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/apply?location=DAPSIMNI&work=STUDIO');
    await page.getByLabel(text.csv.from, { exact: true }).fill(today);
    await page.getByLabel(text.csv.to, { exact: true }).fill(seoulDay(12));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.csv.download, exact: true }).click()]);
    t.equal(download.suggestedFilename(), `applications-${today}-${seoulDay(12)}.csv`, 'named after its period');
    const body = await readFile((await download.path())!, 'utf8');
    t.ok(body.trim().split('\n').length >= 2, 'a header and at least one application');
    await page.getByText(text.csv.done).waitFor();
    problems.assertNone(t);
  });

  t.test('bulk reject: a reason is required, and it reaches the makers', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/apply?windowId=${windowId}&status=WAITING`);
    for (const application of toReject) {
      await page.getByRole('checkbox', { name: new RegExp(`${member.name}.*${application.date}`) }).check();
    }
    await page.getByRole('button', { name: text.decision.rejectSelected, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.decision.reject, exact: true }).click();
    t.equal(await dialog.getByRole('alert').textContent(), text.decision.reasonRequired, 'without a reason the rejection is refused in the dialog');
    await dialog.getByLabel(text.decision.template).selectOption('DOCUMENTS_INCOMPLETE');
    await dialog.getByLabel(text.decision.reason).fill('사업자등록증 사본이 흐립니다.');
    await dialog.getByRole('button', { name: text.decision.reject, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await t.resolves(
      page.getByRole('status').filter({ hasText: text.decision.doneRejected.replace('{{count}}', String(toReject.length)) }).waitFor(),
      `the outcome says what was done: rejected ${toReject.length}`,
    );
    for (const application of toReject) {
      const seen = await mine(application._id);
      t.equal(seen.status, 'REJECTED', `${application.date} rejected`);
      t.match(seen.rejectReason ?? '', /서류|사업자등록증/, 'with the reason');
    }
    problems.assertNone(t);
  });

  t.test('keyboard only: open an application and approve it', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/apply/${byKeyboard._id}`);
    await page.locator('body').focus();
    t.ok(await tabTo(t, page, '#console-main button[data-decision=APPROVED]'), 'Tab reaches Approve');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    t.equal(await eventually(() => focused(page), `button: ${consoleKo.actions.cancel}`), `button: ${consoleKo.actions.cancel}`, 'the dialog opens on its safe choice (cancel)');
    await page.keyboard.press('Tab');
    t.equal(await eventually(() => focused(page), `button: ${text.decision.approve}`), `button: ${text.decision.approve}`, 'Tab moves to Approve');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: text.decision.doneApproved.replace('{{count}}', '1') }).waitFor();
    t.equal((await mine(byKeyboard._id)).status, 'APPROVED', 'approved with the keyboard alone');
    problems.assertNone(t);
  });

  t.test('the schedule: mark attendance on the day, add a blackout over a booking', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/schedule?location=DAPSIMNI&work=STUDIO&month=${bookingDay.slice(0, 7)}&day=${bookingDay}`);
    // The test window's session (the demo content books the member on other sessions too).
    if (late) {
      t.comment('attendance skipped: the day of the booking has not come (run after 22:45 in Seoul)');
    } else {
      const session = page.getByRole('region', { name: /23:00–23:59/ });
      await session.getByRole('button', { name: `${text.attendance.attended} — ${memberName}`, exact: true }).click();
      await session.getByRole('button', { name: `${text.attendance.clear} — ${memberName}`, exact: true }).waitFor();
      t.equal((await mine(forToday._id)).attendance, 'ATTENDED', 'the booking is marked attended');
    }

    // The session's capacity, from the day's panel.
    await page.getByRole('spinbutton', { name: /23:00–23:59/ }).fill('4');
    await page.getByRole('button', { name: `${text.units.saveCapacity} — 23:00–23:59`, exact: true }).click();
    await page.getByText(text.units.saved).waitFor();
    const changed = (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?windowId=${windowId}&date=${bookingDay}`, { token })).units[0]!;
    t.equal(changed.capacity, 4, 'the capacity is saved');

    // The arrow keys move between days; Enter opens one.
    await page.locator(`button[data-day="${bookingDay}"]`).focus();
    await page.keyboard.press('ArrowRight');
    // (On the month's last day the focus stays: the calendar does not leave its month.)
    const next = seoulDay(first + 1).startsWith(bookingDay.slice(0, 7)) ? seoulDay(first + 1) : bookingDay;
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-day')), next), next, 'ArrowRight moves to the next day');

    const blackoutDay = underBlackout.date;
    await page.goto(`${site.url}/console/schedule?location=DAPSIMNI&work=STUDIO&month=${blackoutDay.slice(0, 7)}&day=${blackoutDay}`);
    await consoleSettled(page);
    const reason = `정기 점검 ${Date.now()}`;
    await page.locator('#field-reason-ko').fill(reason);
    await page.getByRole('button', { name: text.blackouts.add, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Every live application of that day in the room (the demo content may book it too).
    let live = 0;
    for (const status of LIVE_APPLICATION_STATUSES) {
      live += (await site.getJson<ConsoleApplicationList>(`${APPLY_PATHS.consoleApplications}?location=DAPSIMNI&work=STUDIO&from=${blackoutDay}&to=${blackoutDay}&status=${status}&limit=1`, { token })).summary.total;
    }
    t.ok(live >= 1, 'the day has at least the test booking');
    t.match(await dialog.textContent(), text.blackouts.affected.replace('{{count}}', String(live)), 'the confirmation tells how many bookings it cancels');
    await dialog.getByRole('button', { name: text.blackouts.add, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(text.blackouts.added.replace('{{count}}', String(live))).waitFor();
    const blackouts = await site.getJson<BlackoutList>(`${APPLY_PATHS.consoleBlackouts}?location=DAPSIMNI&month=${blackoutDay.slice(0, 7)}`, { token });
    t.ok(blackouts.blackouts.some((blackout) => blackout.reason.ko === reason), 'the blackout is stored');
    const cancelled = await mine(underBlackout._id);
    t.equal(cancelled.status, 'CANCELLED', 'the booking under it is cancelled');
    t.equal(cancelled.cancelledBy, 'CENTRE', 'by the centre');
    problems.assertNone(t);
  });

  t.test('a LOTTERY window: close it early, run the draw, read its record', async (t) => {
    const { _id: lotteryId } = await send<{ _id: string }>(site, 'POST', APPLY_PATHS.consoleLimitations, token, {
      work: 'CUTTINGROOM',
      location: 'YONGSIN',
      title: { ko: `추첨 시험 ${Date.now()}`, en: 'Lottery test window', cn: '', jp: '' },
      applyFrom: today,
      applyTo: seoulDay(30),
      useFrom: seoulDay(40),
      useTo: seoulDay(45),
      applyOpenTime: '00:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      allocation: 'LOTTERY',
      unitCapacity: 2,
      memberQuota: 5,
    });
    await send(site, 'POST', `${APPLY_PATHS.consoleSchedule}/generate`, token, { windowId: lotteryId });
    const lotteryUnit = (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?windowId=${lotteryId}&month=${seoulDay(40).slice(0, 7)}&limit=50`, { token })).units.find((unit) => unit.state !== 'CLOSED')!;
    await send<ApplyAnswer>(site, 'POST', APPLY_PATHS.applications, memberToken, { unitIds: [lotteryUnit._id], item: '셔츠 재단', quantity: 20, phone: '01012345678', agreeRules: true });

    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/apply/limitations/${lotteryId}`);
    t.equal(await page.getByRole('button', { name: text.lottery.run, exact: true }).isDisabled(), true, 'no draw while applications are open');
    await page.getByRole('button', { name: text.windows.closeEarly, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.windows.closeEarly, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const drawButton = page.getByRole('button', { name: text.lottery.run, exact: true });
    const seedTerm = page.locator('dt', { hasText: text.lottery.seed });
    // The commitment is shown before the draw; the seed it commits to only after.
    const committed = (await page.locator('dt', { hasText: text.lottery.seedHash }).locator('xpath=following-sibling::dd[1]').textContent())?.trim();
    // Closing does not draw (only the clock or staff do); the clock's tick may still come first.
    await Promise.race([drawButton.and(page.locator(':enabled')).waitFor(), seedTerm.waitFor()]);
    if (await drawButton.isVisible()) {
      await drawButton.click();
      await dialog.getByRole('button', { name: text.lottery.run, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await seedTerm.waitFor();
    const record = (await send<LotteryAnswer>(site, 'GET', `${APPLY_PATHS.consoleLimitations}/${lotteryId}/lottery`, token)).lottery;
    t.equal(await page.locator('dt', { hasText: text.lottery.seed }).locator('xpath=following-sibling::dd[1]').textContent(), record.seed, 'the record shows the recorded seed');
    t.equal(createHash('sha256').update(record.seed).digest('hex'), committed, 'the revealed seed is the one committed to before the draw');
    t.equal(record.entrants.length, 1, 'the entry took part');
    // The entrant by name (from the window's applications), with the level's grants the draw used.
    const entrant = record.entrants[0]!;
    const entrantRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: memberName, exact: true }) });
    await entrantRow.waitFor();
    const cells = await entrantRow.getByRole('cell').allTextContents();
    t.ok(cells.includes(entrant.lotteryPriority ? text.lottery.yes : text.lottery.no), 'its lottery priority is shown');
    t.ok(cells.includes(String(entrant.extraQuota ?? 0)), 'its extra quota is shown');
    problems.assertNone(t);
  });

  t.test('a strike appeal upheld, a training recorded', { skip: late && 'a no-show needs the day to have come (run after 22:45 in Seoul)' }, async (t) => {
    // A no-show (staff, by the API) gives the member a strike, which they appeal.
    await send(site, 'POST', APPLY_PATHS.consoleAttendance, token, { ids: [forToday._id], attendance: 'NO_SHOW' });
    const strikes = await send<MemberStrikes>(site, 'GET', APPLY_PATHS.myStrikes, memberToken);
    const strike = strikes.strikes.find((candidate) => candidate.applicationId === forToday._id)!;
    const words = `기계 고장으로 늦었습니다 ${Date.now()}`;
    await send(site, 'POST', `${APPLY_PATHS.myStrikes}/${strike._id}/appeal`, memberToken, { text: words });

    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/apply/appeals?status=WAITING');
    await page.getByRole('row').filter({ hasText: words }).getByRole('button', { name: `${text.appeals.uphold} — ${memberName}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.appeals.uphold, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = (await send<MemberStrikes>(site, 'GET', APPLY_PATHS.myStrikes, memberToken)).strikes.find((candidate) => candidate._id === strike._id)!;
    t.equal(after.appeal?.status, 'APPROVED', 'the appeal is upheld');
    t.not(after.revokedAt, null, 'the strike is revoked');

    await page.goto(`${site.url}/console/apply/trainings`);
    await consoleSettled(page);
    await page.getByRole('searchbox').fill(DEMO_MEMBER.username);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('button', { name: text.trainings.choose.replace('{{name}}', member.name), exact: true }).click();
    const before = (await send<TrainingCompletionList>(site, 'GET', `${APPLY_PATHS.consoleTrainings}?memberId=${member._id}`, token)).trainings.length;
    const course = page.getByRole('combobox', { name: text.trainings.course });
    await course.locator('option').nth(1).waitFor({ state: 'attached' });
    await course.selectOption({ index: 1 });
    await page.getByRole('button', { name: text.trainings.save, exact: true }).click();
    await page.getByText(text.trainings.saved).waitFor();
    const recorded = (await send<TrainingCompletionList>(site, 'GET', `${APPLY_PATHS.consoleTrainings}?memberId=${member._id}`, token)).trainings.length;
    t.equal(recorded, before + 1, 'the completion is recorded');
    problems.assertNone(t);
  });

  t.test('public holidays: add one and the calendar closes the day; rename it; delete it after confirming', async (t) => {
    // A day of the test window's use period that is not a holiday yet (the seeded ones are kept).
    const taken = async (day: string) => (await site.getJson<HolidayList>(`${APPLY_PATHS.consoleHolidays}?year=${day.slice(0, 4)}`, { token })).holidays;
    let day = '';
    for (let offset = first + 6; offset <= first + 11 && !day; offset += 1) {
      if (!(await taken(seoulDay(offset))).some((holiday) => holiday.date === seoulDay(offset))) day = seoulDay(offset);
    }
    t.ok(day, 'a free day in the window');
    const name = `임시공휴일 ${Date.now()}`;
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/schedule?location=DAPSIMNI&work=STUDIO&month=${day.slice(0, 7)}`);
    await page.getByRole('link', { name: text.calendar.holidaysLink, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text.holidays.title }).waitFor();
    await page.getByRole('button', { name: text.holidays.add, exact: true }).click();
    await page.locator('#field-date').fill(day);
    await page.locator('#field-reason-ko').fill(name);
    await page.getByRole('button', { name: text.holidays.save, exact: true }).click();
    // Staff are told first how many live bookings of that day (every site) it cancels.
    let live = 0;
    for (const status of LIVE_APPLICATION_STATUSES) {
      live += (await site.getJson<ConsoleApplicationList>(`${APPLY_PATHS.consoleApplications}?from=${day}&to=${day}&status=${status}&limit=1`, { token })).summary.total;
    }
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    t.match(await dialog.textContent(), text.blackouts.affected.replace('{{count}}', String(live)), 'the confirmation tells how many bookings it cancels');
    await dialog.getByRole('button', { name: text.holidays.add, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(text.holidays.saved.replace('{{date}}', day).replace('{{count}}', String(live))).waitFor();
    t.ok((await taken(day)).some((holiday) => holiday.date === day && holiday.reason.ko === name), 'the holiday is stored');
    t.ok(await page.getByRole('row').filter({ hasText: name }).isVisible(), 'and listed in its year');

    await page.goto(`${site.url}/console/schedule?location=DAPSIMNI&work=STUDIO&month=${day.slice(0, 7)}`);
    await consoleSettled(page);
    // The month's sessions may still be arriving once the page has settled: wait for the day to close.
    await t.resolves(page.locator(`button[data-day="${day}"][data-closed="true"]`).waitFor(), 'the calendar shows the day closed');
    t.match(await page.locator(`#calendar-day-${day}`).textContent(), name, 'with the holiday\'s name');
    const units = (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?windowId=${windowId}&date=${day}`, { token })).units;
    t.ok(units.length > 0 && units.every((unit) => unit.state === 'CLOSED'), 'its sessions are closed');

    await page.goto(`${site.url}/console/schedule/holidays?year=${day.slice(0, 4)}`);
    await consoleSettled(page);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: new RegExp(`^${text.holidays.edit} — ${day}`) }).click();
    await page.locator('#field-reason-en').fill('Temporary holiday');
    await page.getByRole('button', { name: text.holidays.save, exact: true }).click();
    await page.getByText(text.holidays.saved.replace('{{date}}', day).replace('{{count}}', '0')).waitFor();
    t.equal((await taken(day)).find((holiday) => holiday.date === day)?.reason.en, 'Temporary holiday', 'the holiday is renamed');

    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: new RegExp(`^${text.holidays.delete} — ${day}`) }).click();
    await dialog.getByRole('button', { name: text.holidays.delete, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(text.holidays.deleted.replace('{{date}}', day)).waitFor();
    t.notOk((await taken(day)).some((holiday) => holiday.date === day), 'the holiday is gone');
    const reopened = (await site.getJson<ConsoleScheduleUnitList>(`${APPLY_PATHS.consoleSchedule}?windowId=${windowId}&date=${day}`, { token })).units;
    t.ok(reopened.every((unit) => unit.state !== 'CLOSED'), 'its sessions open again');
    problems.assertNone(t);
  });

  t.test('the strike rule: change it in the form, read it back through the API', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/apply/trainings');
    await page.getByRole('link', { name: text.tabs.settings, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text.settings.title }).waitFor();
    await page.getByLabel(text.fields.strikeLimit).fill('4');
    await page.getByLabel(text.fields.periodDays).fill('60');
    await page.getByLabel(text.fields.suspensionDays).fill('14');
    await page.getByRole('button', { name: text.settings.save, exact: true }).click();
    await page.getByText(text.settings.saved).waitFor();
    const stored = await send<StrikePolicyAnswer>(site, 'GET', APPLY_PATHS.consoleSettings, token);
    t.same(stored.policy, { strikeLimit: 4, periodDays: 60, suspensionDays: 14 }, 'the rule is stored');

    // Out of the schema's bounds: the form says so and nothing is sent.
    await page.getByLabel(text.fields.strikeLimit).fill('0');
    await page.getByRole('button', { name: text.settings.save, exact: true }).click();
    await page.locator('#field-strikeLimit[aria-invalid="true"]').waitFor();
    t.same((await send<StrikePolicyAnswer>(site, 'GET', APPLY_PATHS.consoleSettings, token)).policy.strikeLimit, 4, 'a bad value is not saved');
    // The centre's rule again, for the other steps.
    await send(site, 'PUT', APPLY_PATHS.consoleSettings, token, { strikeLimit: 3, periodDays: 90, suspensionDays: 30 });
    problems.assertNone(t);
  });

  const VIEWPORTS: ViewportName[] = ['desktop', 'phone'];
  for (const viewport of VIEWPORTS) {
    t.test(`axe on the application and the calendar's day at ${viewport} size`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      const problems = watchPageProblems(page);
      await openConsoleSignedIn(page, site, '/console/apply');
      for (const path of [
        `/console/apply/${forToday._id}`,
        `/console/apply?windowId=${windowId}`,
        `/console/apply/limitations/${windowId}`,
        `/console/schedule?location=DAPSIMNI&work=STUDIO&month=${bookingDay.slice(0, 7)}&day=${bookingDay}`,
      ]) {
        await checkConsolePage(t, page, problems, path);
      }
    });
  }

  // The other three languages: every screen speaks them (no key shows through) and stays clean for axe.
  const OTHER_LOCALES = { en: applyEn, cn: applyCn, jp: applyJp } as const;
  for (const [locale, texts] of Object.entries(OTHER_LOCALES) as Array<[keyof typeof OTHER_LOCALES, typeof applyEn]>) {
    t.test(`the applications screens in ${locale} at phone size`, async (t) => {
      const page = await newPage(t, browser, { viewport: 'phone', locale });
      const problems = watchPageProblems(page);
      await openConsoleSignedIn(page, site, '/console/apply', locale);
      t.equal(await page.locator('#console-main h1').textContent(), texts.queue.title, 'the queue is titled in the language');
      for (const path of [
        `/console/apply/${forToday._id}`,
        '/console/apply/limitations/create',
        `/console/schedule?location=DAPSIMNI&work=STUDIO&month=${bookingDay.slice(0, 7)}&day=${bookingDay}`,
        '/console/apply/settings',
        '/console/schedule/holidays',
      ]) {
        await checkConsolePage(t, page, problems, path);
        const shown = await page.locator('#console-main').innerText();
        t.notMatch(shown, /\b(queue|detail|windows|calendar|blackouts|fields|enums|decision|lottery|filters|settings|holidays)\.[a-zA-Z]/, `${path}: no untranslated key`);
      }
    });
  }
});
