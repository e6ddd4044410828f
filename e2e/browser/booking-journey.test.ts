// The maker's side of booking (issue 20 items 1–8, 21), through the real stack in a real browser:
// the public calendar says why each day can or cannot be booked and opens on the first month with
// a bookable day; choosing a day brings its sessions to the focus; the how-to page leads to the
// site it describes and a form with no open window says when the next opens; who may apply is said
// before the form; on a phone the form is day first; the confirmation gives the booking number,
// day and session, deadline and what to bring; "apply for another day" starts afresh with the day
// held marked; cancelling asks in the app's dialog; a full day offers the other site's free days.
// With BOOKING_SHOTS=<folder> the phone journey is photographed at each step.
import { mkdir } from 'node:fs/promises';
import t from 'tap';
import type { Page } from 'playwright-core';
import {
  APPLY_PATHS,
  APPLY_REFUSAL_MESSAGES,
  bookingNumberOf,
  type ApplicationWindow,
  type ApplicationWindowList,
  type Location,
  type MemberApplicationList,
  type ScheduleResponse,
  type WorkType,
} from '@centre/contracts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { answerDialogs, browserSuite, DEMO_MEMBER, eventually, newPage, sendJson as send, type Site, STAFF, watchPageProblems } from './harness.ts';
import { APPLY_TEXT, ensureUnits, fill, openUnits, PUBLIC_TEXT } from './apply-helpers.ts';
import { field } from './member-helpers.ts';
import { openMypage } from './mypage-helpers.ts';

const DAY_MS = 86_400_000;
const seoulDay = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + offsetDays * DAY_MS));
const addMonths = (month: string, delta: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + delta, 1)).toISOString().slice(0, 7);
};
const monthLabel = (month: string, lang: string) => new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

const SHOTS = process.env.BOOKING_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A cutting machine of a site as staff edit it (the console's input shape), with its Korean title as the form shows it. */
async function cuttingMachine(site: Site, token: string, location: Location): Promise<{ _id: string; title: string; input: Record<string, unknown> }> {
  const list = await site.getJson<{ equipments: Array<{ _id: string; work: string | null; site: string }> }>(`/api/console/equipment?limit=100`, { token });
  const found = list.equipments.find((item) => item.work === 'CUTTINGROOM' && item.site === location);
  if (!found) throw new Error(`no cutting machine at ${location}`);
  const { equipment } = await site.getJson<{ equipment: Record<string, unknown> & { title: Record<string, string> } }>(`/api/console/equipment/${found._id}`, { token });
  const fields = ['title', 'time', 'capacity', 'location', 'content', 'quantity', 'thumb', 'images', 'site', 'isMain', 'order', 'work', 'requiredEducationId'];
  return { _id: found._id, title: equipment.title.jp || equipment.title.ko!, input: Object.fromEntries(fields.filter((name) => name in equipment).map((name) => [name, equipment[name]])) };
}

/** The first month, from this one, with a session of a window taking applications still to come and free: where the calendar should open. */
async function firstBookableMonth(site: Site, work: WorkType, location: Location): Promise<string> {
  const { limitations } = await site.getJson<ApplicationWindowList>(`${APPLY_PATHS.limitations}?work=${work}&location=${location}&status=IN_PROGRESS&limit=100`);
  const open = new Set(limitations.map((window) => window._id));
  const today = seoulDay();
  for (let month = today.slice(0, 7), step = 0; step < 12; month = addMonths(month, 1), step++) {
    const { units } = await site.getJson<ScheduleResponse>(`${APPLY_PATHS.schedule}?work=${work}&location=${location}&month=${month}`);
    if (units.some((unit) => open.has(unit.windowId) && unit.state === 'OPEN' && unit.date >= today)) return month;
  }
  throw new Error(`no bookable ${work} month at ${location}`);
}

await browserSuite(t, async ({ site, browser }) => {
  await ensureUnits(site);
  const staff = await site.signIn(STAFF.username, site.staffPassword);
  const taken: string[] = [];

  t.test('the words of a booking are told apart in all four languages (item 7)', async (t) => {
    for (const [locale, text] of Object.entries(APPLY_TEXT)) {
      t.not(text.status.CANCELLED, text.cancel.button, `${locale}: the chip "cancelled" and the button "cancel" differ`);
      t.not(text.booking.held, text.status.WAITING, `${locale}: a first-come booking does not read "waiting for review"`);
      t.not(fill(text.booking.waitlistAt, { position: 1 }), text.booking.held, `${locale}: a waitlist entry does not read like a held place`);
      t.not(text.booking.waitlistLead, text.booking.heldLead, `${locale}: nor does its confirmation`);
    }
  });

  t.test('the calendar: first bookable month, each day says why, the periods and their state, the other site on a full day (items 1, 21)', async (t) => {
    const text = PUBLIC_TEXT.en.booking;
    const today = seoulDay();
    const expected = await firstBookableMonth(site, 'CUTTINGROOM', 'DAPSIMNI');
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const dialogs = answerDialogs(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'en');
    await page.goto(`${site.url}/cuttingroom/schedule?location=DAPSIMNI`);
    const periods = page.getByRole('region', { name: text.periodsTitle });
    await periods.waitFor();
    t.equal(await page.getByRole('navigation', { name: PUBLIC_TEXT.en.schedule.monthNav }).getByRole('heading').textContent(), monthLabel(expected, 'en'), 'with no month asked for, it opens on the first month with a bookable day');
    t.match(await periods.textContent(), text.state.open, 'the month\'s booking period says it is open');

    // Every button is a bookable day: today or later, with a free session of an open window.
    const buttonDates = await page.locator('td[data-date]:has(button)').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')!));
    t.ok(buttonDates.length > 0, 'the bookable days are buttons');
    t.ok(buttonDates.every((date) => date >= today), 'none of them in the past');

    // A month with past days: they say so and are not buttons; the ended period says closed.
    await page.goto(`${site.url}/cuttingroom/schedule?location=DAPSIMNI&month=${today.slice(0, 7)}`);
    await periods.waitFor();
    const pastCells = page.locator('td[data-date]').filter({ has: page.locator('[data-reason="PAST"]') });
    if (today.slice(8) !== '01') {
      t.ok((await pastCells.count()) > 0, 'days gone say "past"');
      t.equal(await page.locator('td[data-date]:has(button)').evaluateAll((cells) => cells.filter((cell) => cell.getAttribute('data-date')! < today).length), 0, 'and no past day is a button');
      t.equal(await pastCells.first().locator('[data-reason]').textContent(), text.reason.PAST, 'in words');
    }

    // A period that opens later: its days say when, and so does the month's list.
    const planned = await send<{ _id: string }>(site, 'POST', APPLY_PATHS.consoleLimitations, staff, {
      work: 'CUTTINGROOM',
      location: 'DAPSIMNI',
      title: { ko: '시험 예정 기간', en: 'Test later period', cn: '', jp: '' },
      applyFrom: seoulDay(500),
      applyTo: seoulDay(510),
      useFrom: seoulDay(530),
      useTo: seoulDay(560),
      applyOpenTime: '09:30',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      unitCapacity: 2,
      memberQuota: 2,
    });
    t.teardown(() => send(site, 'POST', `${APPLY_PATHS.consoleLimitations}/${planned._id}/close`, staff).catch(() => undefined));
    const laterMonth = seoulDay(540).slice(0, 7);
    await page.goto(`${site.url}/cuttingroom/schedule?location=DAPSIMNI&month=${laterMonth}`);
    await periods.waitFor();
    const opens = fill(text.state.opens, { date: seoulDay(500), time: '09:30' });
    await t.resolves(periods.getByText(opens).waitFor(), `the period says it ${opens}`);
    const notOpen = page.locator(`td[data-date="${seoulDay(540)}"] [data-reason="NOT_OPEN"]`);
    t.equal(await notOpen.textContent(), fill(text.reason.NOT_OPEN, { date: seoulDay(500).slice(5), time: '09:30' }), 'its days say when booking opens');
    t.equal(await page.locator(`td[data-date="${seoulDay(540)}"] button`).count(), 0, 'and are not buttons');

    // A day full here (with a waiting list) is not a button; it offers the other site's free place that day.
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', 1, taken);
    taken.push(unit!._id);
    const yongsin = await site.getJson<ScheduleResponse>(`${APPLY_PATHS.schedule}?work=CUTTINGROOM&location=YONGSIN&month=${unit!.date.slice(0, 7)}`);
    t.ok(yongsin.units.some((other) => other.date === unit!.date && other.state === 'OPEN'), 'the other site has a place that day (demo content)');
    await send(site, 'PUT', `/api/console/schedule/${unit!._id}`, staff, { capacity: unit!.held });
    await page.goto(`${site.url}/cuttingroom/schedule?location=DAPSIMNI&month=${unit!.date.slice(0, 7)}`);
    await periods.waitFor();
    const fullCell = page.locator(`td[data-date="${unit!.date}"]`);
    t.equal(await fullCell.locator('[data-reason]').textContent(), text.reason.FULL_WAITLIST, 'the full day says so, and that a waiting list is open');
    t.equal(await fullCell.getByRole('button').count(), 0, 'it is not a button');
    const offer = fullCell.getByRole('link', { name: fill(text.otherSiteFree, { site: PUBLIC_TEXT.en.site.YONGSIN }) });
    await offer.click();
    await page.waitForURL((url) => url.searchParams.get('location') === 'YONGSIN');
    t.equal(new URL(page.url()).searchParams.get('month'), unit!.date.slice(0, 7), 'the offer leads to the other site\'s same month');
    await t.resolves(page.locator(`td[data-date="${unit!.date}"] button`).waitFor(), 'where the day can be chosen');
    t.same(dialogs.messages, [], 'no native dialog');
    problems.assertNone(t);
  });

  t.test('choosing a day on a phone brings its sessions into view and moves the focus there (item 2)', async (t) => {
    const month = await firstBookableMonth(site, 'CUTTINGROOM', 'YONGSIN');
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'ko');
    await page.goto(`${site.url}/cuttingroom/schedule?location=YONGSIN&month=${month}`);
    const day = page.locator('td[data-date] button').first();
    await day.waitFor();
    await shot(page, '01-calendar');
    await day.click();
    await page.waitForFunction(() => document.activeElement?.id === 'unit-picker-title');
    const inView = await page.evaluate(() => {
      const box = document.getElementById('unit-picker-title')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    t.ok(inView, 'the sessions\' heading is on screen and has the focus');
    await shot(page, '02-day-sessions');
    problems.assertNone(t);
  });

  t.test('the how-to page leads to the site it describes; a form with no open window says when the next opens, and no form (item 3)', async (t) => {
    const text = APPLY_TEXT.en;
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'en');
    await page.goto(`${site.url}/studio/application`);
    const apply = page.getByRole('link', { name: PUBLIC_TEXT.en.apply.applyButton });
    await apply.waitFor();
    t.equal(await apply.getAttribute('href'), '/studio/apply2', 'the studio page (Yongsin) applies at Yongsin');
    t.equal(await page.getByRole('link', { name: PUBLIC_TEXT.en.schedule.title.STUDIO }).getAttribute('href'), '/studio/schedule?location=YONGSIN', 'and shows Yongsin\'s calendar');

    const forms: Array<{ path: string; work: WorkType; location: Location }> = [
      { path: '/studio/apply', work: 'STUDIO', location: 'DAPSIMNI' },
      { path: '/studio/apply2', work: 'STUDIO', location: 'YONGSIN' },
    ];
    let closed: (typeof forms)[number] | undefined;
    let next: ApplicationWindow | undefined;
    for (const form of forms) {
      const { limitations } = await site.getJson<ApplicationWindowList>(`${APPLY_PATHS.limitations}?work=${form.work}&location=${form.location}&limit=100`, { locale: 'en' });
      if (limitations.some((window) => window.status === 'IN_PROGRESS')) continue;
      closed = form;
      next = limitations.filter((window) => window.status === 'PLANNED').sort((a, b) => `${a.applyFrom}${a.applyOpenTime}`.localeCompare(`${b.applyFrom}${b.applyOpenTime}`))[0];
      break;
    }
    if (!closed) {
      t.comment('every studio takes applications now (demo content moved on): nothing to check here');
      return;
    }
    await page.goto(`${site.url}${closed.path}`);
    const notice = page.getByRole('status').filter({ hasText: text.apply.noWindow });
    await notice.waitFor();
    if (next) {
      const dayName = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${next.applyFrom}T00:00:00Z`));
      t.match(await notice.textContent(), fill(text.booking.nextOpening, { date: dayName, time: next.applyOpenTime, title: next.title, from: next.useFrom, to: next.useTo }), 'the next opening is given');
    }
    t.equal(await field(page, text.apply.item).count(), 0, 'and no form to fill in');
    t.equal(await page.getByRole('button', { name: text.apply.submit, exact: true }).count(), 0, 'nor a button to send it');
    problems.assertNone(t);
  });

  t.test('who may apply is said before the form, from the window\'s rules (item 5)', async (t) => {
    const text = APPLY_TEXT.ko;
    const { _id: windowId } = await send<{ _id: string }>(site, 'POST', APPLY_PATHS.consoleLimitations, staff, {
      work: 'STUDIO',
      location: 'DAPSIMNI',
      title: { ko: '해외 회원 기간', en: 'Overseas members period', cn: '', jp: '' },
      applyFrom: seoulDay(),
      applyTo: seoulDay(20),
      useFrom: seoulDay(400),
      useTo: seoulDay(410),
      applyOpenTime: '00:00',
      unitCapacity: 2,
      memberQuota: 2,
      requiredMemberKinds: ['OVERSEAS'],
      requiredDocuments: ['BUSINESS_REGISTRATION'],
    });
    t.teardown(() => send(site, 'POST', `${APPLY_PATHS.consoleLimitations}/${windowId}/close`, staff).catch(() => undefined));
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
    const problems = watchPageProblems(page);
    const dialogs = answerDialogs(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'ko');
    await page.goto(`${site.url}/studio/apply`);
    const who = page.getByRole('region', { name: text.booking.who });
    await who.waitFor();
    t.match(await who.textContent(), fill(text.booking.kindsOnly, { kinds: text.booking.kinds.OVERSEAS }), 'the member kinds the window takes');
    t.match(await who.textContent(), fill(text.booking.docsNeeded, { docs: text.booking.documents.BUSINESS_REGISTRATION }), 'and the documents it needs');
    t.match(await who.getByRole('alert').textContent(), fill(text.booking.kindRefused, { kind: text.booking.kinds.DOMESTIC_PRIVATE }), 'a domestic member is told before filling anything in');
    t.equal(await field(page, text.apply.item).count(), 0, 'and is given no form to fill');
    t.same(dialogs.messages, [], 'no native alert');
    problems.assertNone(t);
  });

  t.test('on a phone: day first, the confirmation, another day, my page and cancelling in the app\'s dialog (items 4, 5, 6, 7, 8)', async (t) => {
    const text = APPLY_TEXT.jp;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', 1, taken);
    taken.push(unit!._id);
    const hours = `${unit!.startTime}–${unit!.endTime}`;
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'jp' });
    const problems = watchPageProblems(page);
    const dialogs = answerDialogs(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'jp');

    // The form with the most sessions (Yongsin's studio) is day first: short on a phone.
    await page.goto(`${site.url}/studio/apply2`);
    await page.locator('button[data-date]').first().waitFor();
    const height = await page.locator('form').evaluate((form) => form.getBoundingClientRect().height);
    t.ok(height < 3400, `the studio form is ${Math.round(height)} px tall on a phone, not 4,600–5,400 as when every session was a card`);
    t.equal(await page.locator('input[id^="unit-"]').count(), 0, 'no session is listed before a day is chosen');
    await page.locator('button[data-date]').first().click();
    await page.waitForFunction(() => document.activeElement?.id === 'apply-sessions-title');
    t.ok((await page.locator('input[id^="unit-"]').count()) > 0, 'choosing a day lists its sessions and moves the focus to them');

    // Staff set the Dapsimni cutter's rate (item 22): 20 s per cm × ply, so 180 cm × 10 plies take 600 minutes.
    const machine = await cuttingMachine(site, staff, 'DAPSIMNI');
    await send(site, 'PUT', `/api/console/equipment/${machine._id}`, staff, { ...machine.input, cutMsPerCmPly: 20_000 });
    t.teardown(() => send(site, 'PUT', `/api/console/equipment/${machine._id}`, staff, { ...machine.input, cutMsPerCmPly: null }).catch(() => undefined));

    await page.goto(`${site.url}/cuttingroom/apply?unit=${unit!._id}`);
    const box = page.locator(`#unit-${unit!._id}`);
    await box.waitFor();
    t.ok(await box.isChecked(), 'the session from the calendar is chosen, its day shown');
    await shot(page, '03-form');
    await field(page, text.apply.item).fill('リネンシャツ');
    await field(page, text.apply.quantityLayers).fill('10');
    await field(page, text.apply.markerLength).fill('180');
    await field(page, text.apply.plies).fill('10');
    const hoursLong = (Number(unit!.endTime.slice(0, 2)) * 60 + Number(unit!.endTime.slice(3))) - (Number(unit!.startTime.slice(0, 2)) * 60 + Number(unit!.startTime.slice(3)));
    const needed = Math.ceil(600 / hoursLong);
    const estimate = page.getByTestId('cutting-estimate');
    await t.resolves(page.waitForFunction((expected) => document.querySelector('[data-testid="cutting-estimate"]')?.textContent?.includes(expected), fill(text.booking.estimate_other, { count: needed, minutes: 600 })), 'the cutting time and the sessions it needs are estimated from the machine\'s rate');
    t.match(await estimate.textContent(), machine.title, 'naming the machine');
    if (needed > 1) t.match(await page.getByTestId('estimate-short').textContent(), fill(text.booking.estimateShort, { chosen: 1 }), 'one session chosen is too few: said so');
    await shot(page, '03b-estimate');
    await page.getByLabel(text.apply.agree, { exact: true }).check();
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    const confirmation = page.getByRole('region', { name: text.done.title });
    await confirmation.waitFor();
    await shot(page, '04-confirmation');

    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    const mine = await site.getJson<MemberApplicationList>(`${APPLY_PATHS.applications}?limit=100`, { token: token! });
    const application = mine.applications.find((candidate) => candidate.unitId === unit!._id && candidate.status === 'WAITING')!;
    t.ok(application, 'the service holds the place');
    const said = (await confirmation.textContent())!;
    t.match(said, text.booking.heldLead, 'the place is held and approval follows');
    t.match(said, text.booking.held, 'its chip says so too');
    t.match(said, bookingNumberOf(application._id), 'the booking number');
    t.match(said, `${unit!.date} ${hours}`, 'the day and session');
    t.match(said, application.cancelDeadline, 'the free-cancellation deadline');
    t.match(said, text.booking.bring.CUTTINGROOM[1]!, 'and what to bring');

    // Another day: nothing ticked, the day just booked marked as held.
    await confirmation.getByRole('button', { name: text.done.another }).click();
    await page.locator('button[data-date]').first().waitFor();
    t.equal(new URL(page.url()).searchParams.get('unit'), null, 'the calendar\'s session is no longer named in the address');
    t.equal(await field(page, text.apply.site).inputValue(), 'DAPSIMNI', 'the site just booked is kept');
    const heldDay = page.locator(`button[data-date="${unit!.date}"]`);
    for (let presses = 0; presses < 8 && (await heldDay.count()) === 0; presses++) {
      const shown = await page.locator('button[data-date]').first().getAttribute('data-date');
      await page.getByRole('button', { name: new RegExp(text.apply.nextMonth.replace('{{month}}', '')) }).click();
      await page.waitForFunction((before) => document.querySelector('button[data-date]')?.getAttribute('data-date') !== before, shown);
    }
    t.match(await heldDay.textContent(), text.booking.dayHeld, 'the day booked is marked');
    await heldDay.click();
    t.ok(await page.locator(`#unit-${unit!._id}`).isDisabled(), 'its session cannot be ticked again');
    t.notOk(await page.locator(`#unit-${unit!._id}`).isChecked(), 'nor is it ticked');
    t.match(await page.locator(`label[for="unit-${unit!._id}"]`).textContent(), text.booking.heldDay, 'it says the member holds it');
    t.equal(await page.locator('input[id^="unit-"]:checked').count(), 0, 'nothing is preselected');
    await shot(page, '05-another-day');

    await page.goto(`${site.url}/mypage/applications`);
    const when = `${unit!.date} ${hours}`;
    const card = page.getByRole('listitem').filter({ hasText: `${when} · ${text.site.DAPSIMNI}` });
    await card.waitFor();
    t.match(await card.textContent(), fill(text.booking.cardDeadline, { deadline: application.cancelDeadline }), 'the list card gives the deadline');
    t.match(await card.textContent(), bookingNumberOf(application._id), 'and the booking number');
    await card.getByRole('button', { name: `${text.cancel.button} ${when}` }).click();
    const question = page.getByRole('dialog', { name: text.booking.cancelTitle });
    await question.waitFor();
    await shot(page, '06-cancel-dialog');
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent), text.booking.keep), text.booking.keep, 'the safe answer has the focus');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    t.ok(await card.getByRole('button', { name: `${text.cancel.button} ${when}` }).isVisible(), 'Escape keeps the booking');
    await card.getByRole('button', { name: `${text.cancel.button} ${when}` }).click();
    await question.getByRole('button', { name: text.booking.cancelConfirm }).click();
    await t.resolves(card.getByText(text.status.CANCELLED, { exact: true }).waitFor(), 'cancelled, in its own word');
    await shot(page, '07-cancelled');
    t.same(dialogs.messages, [], 'no native alert or confirm on the whole way');
    problems.assertNone(t);
  });

  t.test('a session full at one site: the refusal offers the same room\'s free days at the other (item 21)', async (t) => {
    const text = APPLY_TEXT.en;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'YONGSIN', 1, taken);
    taken.push(unit!._id);
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'en');
    await page.goto(`${site.url}/cuttingroom/apply?unit=${unit!._id}`);
    await page.locator(`#unit-${unit!._id}`).waitFor();
    await send(site, 'PUT', `/api/console/schedule/${unit!._id}`, staff, { capacity: unit!.held });
    await field(page, text.apply.item).fill('Cotton aprons');
    await field(page, text.apply.quantityLayers).fill('12');
    await field(page, text.apply.markerLength).fill('250');
    await field(page, text.apply.plies).fill('12');
    await page.getByLabel(text.apply.agree, { exact: true }).check();
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: APPLY_REFUSAL_MESSAGES.UNIT_FULL.en });
    await refusal.waitFor();
    const offer = refusal.getByTestId('other-site-offer');
    await t.resolves(offer.waitFor(), 'the refusal offers the other site');
    t.match(await offer.textContent(), fill(text.booking.otherSite, { site: text.site.DAPSIMNI, dates: '' }).trim(), 'Dapsimni\'s free days');
    const link = offer.getByRole('link').first();
    await link.click();
    await page.waitForURL((url) => url.searchParams.has('unit') && url.searchParams.get('unit') !== unit!._id);
    const other = new URL(page.url()).searchParams.get('unit')!;
    await t.resolves(page.locator(`#unit-${other}`).waitFor(), 'one step to the other site\'s session');
    t.ok(await page.locator(`#unit-${other}`).isChecked(), 'chosen');
    t.equal(await field(page, text.apply.site).inputValue(), 'DAPSIMNI', 'at Dapsimni');
    problems.assertNone(t, [/409 POST .*\/api\/v1\/apply\/applications$/, /status of 409/]);
  });
});
