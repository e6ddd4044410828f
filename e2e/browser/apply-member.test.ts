// A maker applies in a real browser: from the public calendar (a day, then one of its sessions) to
// the form with that session chosen, the form's own checks, the confirmation, the application in my
// page as "waiting for review", and cancelling it after confirming. Then the same by keyboard
// alone, on a phone, in Korean, choosing the site and the session in the form itself; a session
// that fills while the form is open (the refusal said precisely, the waiting list offered and
// joined); the private calendar feed made, read, replaced and turned off; and the opening rush:
// an application turned away (503 APPLY_BUSY) is sent again by itself, and said so.
import t from 'tap';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { APPLY_BUSY_CODE, APPLY_BUSY_MESSAGES, APPLY_PATHS, APPLY_REFUSAL_MESSAGES, type MemberApplicationList } from '@centre/contracts';
import { answerAppDialogs, answerDialogs, axeViolations, browserSuite, DEMO_MEMBER, newPage, STAFF, watchPageProblems, eventually } from './harness.ts';
import { APPLY_TEXT, ensureUnits, fill, openUnits, PUBLIC_TEXT, tabTo } from './apply-helpers.ts';
import { field } from './member-helpers.ts';
import { COMMON_TEXT, submitSignIn } from './sign-in.ts';
import { openMypage } from './mypage-helpers.ts';

await browserSuite(t, async ({ site, browser }) => {
  await ensureUnits(site);
  const taken: string[] = [];

  t.test('from the calendar to my page, then cancel', async (t) => {
    const text = APPLY_TEXT.en;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', 1, taken);
    taken.push(unit!._id);
    const hours = `${unit!.startTime}–${unit!.endTime}`;
    const when = `${unit!.date} ${hours}`;
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'en');
    await t.resolves(page.getByRole('heading', { level: 1, name: text.mine.title }).waitFor(), 'my page lists applications');

    await page.goto(`${site.url}/cuttingroom/schedule?location=DAPSIMNI&month=${unit!.date.slice(0, 7)}`);
    await page.getByRole('button', { name: fill(PUBLIC_TEXT.en.scheduleApply.chooseDay, { date: unit!.date }), exact: false }).click();
    const sessions = page.locator('section:has(#unit-picker-title)');
    await sessions.getByRole('link', { name: new RegExp(hours) }).click();
    await page.waitForURL((url) => url.pathname === '/cuttingroom/apply');
    t.equal(new URL(page.url()).searchParams.get('unit'), unit!._id, 'the form is opened with the session chosen');
    await page.getByRole('heading', { level: 1, name: fill(text.apply.title, { work: text.work.CUTTINGROOM }) }).waitFor();
    t.equal(await field(page, text.apply.site).inputValue(), 'DAPSIMNI', 'the site of the session is chosen');
    const box = page.locator(`#unit-${unit!._id}`);
    t.ok(await box.isChecked(), 'and the session is ticked');
    t.match(await box.locator('xpath=..').textContent(), fill(text.apply.placesLeft, { left: unit!.remaining, capacity: unit!.capacity }), 'with the places left');
    t.match(await page.getByText(/^\d+ of \d+$/).first().textContent(), /^\d+ of \d+$/, 'the remaining quota is shown');
    t.not(await field(page, text.apply.phone).inputValue(), '', 'the phone number on file is offered');

    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    await t.resolves(page.getByText(text.apply.agreeRequired).waitFor(), 'the rules must be agreed to');
    t.equal(await field(page, text.apply.item).getAttribute('aria-invalid'), 'true', 'what will be made is asked for');
    t.equal(await field(page, text.apply.markerLength).getAttribute('aria-invalid'), 'true', 'and the marker length (cutting room)');

    await field(page, text.apply.item).fill('Wool coats, sample run');
    await field(page, text.apply.fabric).fill('Wool melton');
    await field(page, text.apply.quantityLayers).fill('40');
    await field(page, text.apply.markerLength).fill('520');
    await field(page, text.apply.plies).fill('40');
    await page.getByLabel(text.apply.agree, { exact: true }).check();
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    const confirmation = page.getByRole('region', { name: text.done.title });
    await t.resolves(confirmation.waitFor(), 'the application is received');
    t.match(await confirmation.textContent(), when, 'for the session chosen');
    t.match(await confirmation.textContent(), text.booking.held, 'the place is held, approval follows');
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent), text.done.title), text.done.title, 'focus moves to the confirmation');

    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    const mine = await site.getJson<MemberApplicationList>(APPLY_PATHS.applications, { token: token! });
    t.ok(mine.applications.some((application) => application.unitId === unit!._id && application.status === 'WAITING'), 'the service holds it as WAITING (a FIRST_COME place held)');

    await page.getByRole('link', { name: text.done.mypage }).click();
    await page.waitForURL((url) => url.pathname === '/mypage/applications');
    const card = page.getByRole('listitem').filter({ hasText: `${when} · ${text.site.DAPSIMNI}` });
    await t.resolves(card.waitFor(), 'my page lists it');
    t.match(await card.textContent(), text.booking.held, 'as a place held');

    await card.getByRole('button', { name: `${text.cancel.button} ${when}` }).click();
    const question = page.getByRole('dialog', { name: text.booking.cancelTitle });
    await t.resolves(question.waitFor(), 'asked first, in the app\'s dialog');
    t.match(await question.textContent(), fill(text.cancel.confirm, { when }), 'before the deadline: no strike');
    await question.getByRole('button', { name: text.booking.cancelConfirm }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: fill(text.cancel.done, { when }) }).waitFor(), 'cancelled');
    await t.resolves(card.getByText(text.status.CANCELLED, { exact: true }).waitFor(), 'now listed as cancelled');
    t.equal(await card.getByRole('button', { name: `${text.cancel.button} ${when}` }).count(), 0, 'and no longer cancellable');

    await card.getByRole('link').click();
    await t.resolves(page.getByRole('heading', { level: 1, name: when }).waitFor(), 'its detail opens');
    t.match(await page.locator('#main-content').innerText(), 'Wool melton', 'with what was asked');
    problems.assertNone(t);
  });

  t.test('by keyboard alone, on a phone, in Korean', async (t) => {
    const text = APPLY_TEXT.ko;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'YONGSIN', 1, taken);
    taken.push(unit!._id);
    const hours = `${unit!.startTime}–${unit!.endTime}`;
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'ko');
    await page.goto(`${site.url}/cuttingroom/apply`);
    await page.getByRole('heading', { level: 1, name: fill(text.apply.title, { work: text.work.CUTTINGROOM }) }).waitFor();

    const siteSelect = field(page, text.apply.site);
    await tabTo(page, siteSelect);
    // Options in order: "choose", YONGSIN, DAPSIMNI; the arrow keys move through them.
    await page.keyboard.press('ArrowDown');
    t.equal(await siteSelect.inputValue(), 'YONGSIN', 'the site is chosen with the arrow keys');

    const next = page.getByRole('button', { name: new RegExp(text.apply.nextMonth.replace('{{month}}', '')) });
    const dayButton = page.locator(`button[data-date="${unit!.date}"]`);
    const box = page.locator(`#unit-${unit!._id}`);
    // The days of the site's open window load; the unit's month may be a few presses of "next month" away.
    await page.locator('button[data-date]').first().waitFor();
    for (let presses = 0; presses < 8 && (await dayButton.count()) === 0; presses++) {
      const shown = await page.locator('button[data-date]').first().getAttribute('data-date');
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await page.waitForFunction((before) => document.querySelector('button[data-date]')?.getAttribute('data-date') !== before, shown);
    }
    // Day first, then its sessions: Enter on the day moves the focus to its sessions.
    await tabTo(page, dayButton);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'apply-sessions-title');
    await tabTo(page, box);
    await page.keyboard.press('Space');
    t.ok(await box.isChecked(), 'the session is ticked with the space bar');

    await tabTo(page, field(page, text.apply.item));
    await page.keyboard.type('샘플 재킷');
    await tabTo(page, field(page, text.apply.quantityLayers));
    await page.keyboard.type('20');
    await page.keyboard.press('Tab');
    await page.keyboard.type('300');
    await page.keyboard.press('Tab');
    await page.keyboard.type('20');
    const agree = page.getByLabel(text.apply.agree, { exact: true });
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    t.ok(await agree.isChecked(), 'the rules are agreed to with the space bar');
    await tabTo(page, page.getByRole('button', { name: text.apply.submit, exact: true }));
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('region', { name: text.done.title });
    await t.resolves(confirmation.waitFor(), 'the application is received');
    t.match(await confirmation.textContent(), `${unit!.date} ${hours}`, 'for the session chosen');

    await tabTo(page, page.getByRole('link', { name: text.done.mypage }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/mypage/applications');
    await t.resolves(page.getByRole('listitem').filter({ hasText: `${unit!.date} ${hours} · ${text.site.YONGSIN}` }).waitFor(), 'and my page lists it');
    problems.assertNone(t);
  });

  t.test('a session that fills while the form is open: the refusal, then the waiting list', async (t) => {
    const text = APPLY_TEXT.en;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', 1, taken);
    taken.push(unit!._id);
    const hours = `${unit!.startTime}–${unit!.endTime}`;
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'en');
    await page.goto(`${site.url}/cuttingroom/apply?unit=${unit!._id}`);
    await page.locator(`#unit-${unit!._id}`).waitFor();
    t.ok(await page.locator(`#unit-${unit!._id}`).isChecked(), 'the session is chosen');

    // Meanwhile the last place goes: staff take the session's capacity down to what it holds.
    const staffToken = await site.signIn(STAFF.username, site.staffPassword);
    const full = await fetch(new URL(`/api/console/schedule/${unit!._id}`, site.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ capacity: unit!.held }),
    });
    t.equal(full.status, 200, 'the session is full now');

    await field(page, text.apply.item).fill('Cotton aprons');
    await field(page, text.apply.quantityLayers).fill('12');
    await field(page, text.apply.markerLength).fill('250');
    await field(page, text.apply.plies).fill('12');
    await page.getByLabel(text.apply.agree, { exact: true }).check();
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: APPLY_REFUSAL_MESSAGES.UNIT_FULL.en });
    await t.resolves(refusal.waitFor(), 'the refusal says the session is full');
    t.match(await refusal.textContent(), `${unit!.date} ${hours}`, 'and which session');
    await refusal.getByRole('button', { name: text.apply.joinWaitlist }).click();
    const confirmation = page.getByRole('region', { name: text.done.title });
    await confirmation.waitFor().catch(async () => t.comment(`still shown: ${(await page.getByRole('alert').allTextContents()).join(' | ')}`));
    await t.resolves(confirmation.waitFor(), 'joining the waiting list is received');
    t.match(await confirmation.textContent(), fill(text.booking.waitlistAt, { position: 1 }), 'first on the waiting list, not a booking');
    problems.assertNone(t, [/409 POST .*\/api\/v1\/apply\/applications$/, /status of 409/]);
  });

  t.test('the calendar feed: made, read by a calendar app, replaced, turned off', async (t) => {
    const text = APPLY_TEXT.en;
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const dialogs = answerDialogs(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'en');
    const feed = page.locator('section').filter({ has: page.getByRole('heading', { name: text.feed.title }) });
    await feed.getByRole('button', { name: text.feed.create }).click();
    const address = feed.getByLabel(text.feed.url, { exact: true });
    await t.resolves(address.waitFor(), 'a private address is shown');
    const first = await address.inputValue();
    t.match(first, /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/apply\/(ical|calendar)\/[A-Za-z0-9_-]+\.ics$/, 'a full address a calendar app can subscribe to');
    const read = await fetch(first);
    t.equal(read.status, 200, 'a calendar app can read it without signing in');
    t.match(await read.text(), 'BEGIN:VCALENDAR', 'as iCalendar');

    await feed.getByRole('button', { name: text.feed.rotate }).click();
    await t.resolves(page.getByRole('dialog', { name: text.feed.rotateConfirm }).waitFor(), 'replacing it asks first, in the app\'s dialog');
    await page.getByRole('dialog').getByRole('button', { name: text.feed.rotate }).click();
    await t.resolves(feed.getByText(text.feed.rotated).waitFor(), 'replaced');
    const second = await address.inputValue();
    t.not(second, first, 'with a new address');
    t.equal((await fetch(first)).status, 404, 'the old one no longer works');

    await feed.getByRole('button', { name: text.feed.revoke }).click();
    await t.resolves(page.getByRole('dialog', { name: text.feed.revokeConfirm }).waitFor(), 'turning it off asks first, in the app\'s dialog');
    await page.getByRole('dialog').getByRole('button', { name: text.feed.revoke }).click();
    await t.resolves(feed.getByText(text.feed.revoked).waitFor(), 'turned off');
    t.equal((await fetch(second)).status, 404, 'and the address no longer works');
    await t.resolves(feed.getByRole('button', { name: text.feed.create }).waitFor(), 'a new one can be made again');
    t.same(dialogs.messages, [], 'no native alert or confirm on the way');
    problems.assertNone(t);
  });

  t.test('signed out: the calendar offers sign-in and comes back; the form sends to sign-in and back', async (t) => {
    const text = APPLY_TEXT.en;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', 1, taken);
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    const dialogs = answerDialogs(page);
    const calendar = `/cuttingroom/schedule?location=DAPSIMNI&month=${unit!.date.slice(0, 7)}`;
    await page.goto(`${site.url}${calendar}`);
    await page.getByRole('table').waitFor();
    t.equal(await page.getByRole('button', { name: fill(PUBLIC_TEXT.en.scheduleApply.chooseDay, { date: unit!.date }), exact: false }).count(), 0, 'no day to choose before signing in');
    await page.getByRole('link', { name: PUBLIC_TEXT.en.scheduleApply.signIn }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitSignIn(page, DEMO_MEMBER, 'en');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === calendar);
    await t.resolves(page.getByRole('button', { name: fill(PUBLIC_TEXT.en.scheduleApply.chooseDay, { date: unit!.date }), exact: false }).waitFor(), 'back on the calendar, signed in: the days can be chosen');

    const other = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const otherDialogs = await answerAppDialogs(other);
    const otherNatives = answerDialogs(other);
    await other.goto(`${site.url}/cuttingroom/apply?unit=${unit!._id}`);
    t.equal(await otherDialogs.next(), COMMON_TEXT.en.loginRequired, 'the form needs a signed-in member');
    await other.goto(`${site.url}/login`);
    await submitSignIn(other, DEMO_MEMBER, 'en');
    await other.waitForURL((url) => url.pathname === '/cuttingroom/apply');
    t.equal(new URL(other.url()).searchParams.get('unit'), unit!._id, 'and signing in leads back to it, the session still chosen');
    await t.resolves(other.getByRole('heading', { level: 1, name: fill(text.apply.title, { work: text.work.CUTTINGROOM }) }).waitFor(), 'the form is shown');
    t.same(dialogs.messages, [], 'the calendar raised no alert');
    t.same(otherNatives.messages, [], 'the form\'s refusal is the app\'s notice, not a native alert');
    problems.assertNone(t);
  });

  t.test('the opening rush: turned away with APPLY_BUSY, the form sends again by itself and says so', async (t) => {
    const text = APPLY_TEXT.jp;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'YONGSIN', 1, taken);
    taken.push(unit!._id);
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'jp' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'jp');
    await page.goto(`${site.url}/cuttingroom/apply?unit=${unit!._id}`);
    await page.locator(`#unit-${unit!._id}`).waitFor();
    await field(page, text.apply.item).fill('リネンシャツ');
    await field(page, text.apply.quantityLayers).fill('10');
    await field(page, text.apply.markerLength).fill('180');
    await field(page, text.apply.plies).fill('10');
    await page.getByLabel(text.apply.agree, { exact: true }).check();

    // What the gateway's and the service's rush bounds answer when they are full (their own tests,
    // gateway/test/overload.test.ts and services/applications/test/practices.test.ts, fill
    // them; a browser cannot time that load): the first `busy` sends are answered so here, the rest
    // reach the real service.
    let sends = 0;
    let busy = Number.POSITIVE_INFINITY;
    await page.route(`**${APPLY_PATHS.applications}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sends += 1;
      if (sends > busy) return route.continue();
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '1', 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: APPLY_BUSY_MESSAGES.jp, code: APPLY_BUSY_CODE }),
      });
    });
    const retrying = page.getByRole('status').filter({ hasText: fill(text.apply.busyRetrying, { attempt: 1, max: 4 }) });

    // Busy every time: four more tries after the first, then the rush's own words, nothing booked.
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    await t.resolves(retrying.waitFor(), 'turned away once: the form says it will send again by itself');
    t.ok(await page.getByRole('button', { name: text.apply.submitting }).isDisabled(), 'and cannot be sent twice meanwhile');
    t.same(await axeViolations(page), [], 'while it waits: no serious or critical axe violations');
    const gaveUp = page.getByRole('alert').filter({ hasText: APPLY_BUSY_MESSAGES.jp });
    await t.resolves(gaveUp.waitFor({ timeout: 20_000 }), 'after the last try: many are applying, nothing was booked');
    t.equal(sends, 5, 'sent five times in all (the first and four retries)');
    t.equal(await page.getByRole('status').filter({ hasText: text.apply.busyRetrying.slice(0, 10) }).count(), 0, 'no longer says it will try again');

    // The maker sends again; the first is turned away, the retry gets through.
    sends = 0;
    busy = 1;
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    const confirmation = page.getByRole('region', { name: text.done.title });
    await t.resolves(confirmation.waitFor({ timeout: 15_000 }), 'received after one automatic retry');
    t.equal(sends, 2, 'sent twice: turned away, then received');
    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    const mine = await site.getJson<MemberApplicationList>(`${APPLY_PATHS.applications}?limit=100`, { token: token! });
    t.equal(mine.applications.filter((application) => application.unitId === unit!._id).length, 1, 'the service holds one application for the session, not two');
    problems.assertNone(t, [/503 POST .*\/api\/v1\/apply\/applications$/, /status of 503/]);
  });
});
