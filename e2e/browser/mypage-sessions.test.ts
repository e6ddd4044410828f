// Signed-in devices in a real browser: the member's sessions with "this device" marked, signing
// one other device out, then every other one (each after a confirmation); the devices signed out
// can no longer refresh, this tab stays signed in.
import t from 'tap';
import { answerAppDialogs, answerDialogs, browserSuite, DEMO_MEMBER, eventually, newPage, watchPageProblems } from './harness.ts';
import { MYPAGE_TEXT, openMypage, refreshStillWorks, signInElsewhere } from './mypage-helpers.ts';

const text = MYPAGE_TEXT.en;

await browserSuite(t, async ({ site, browser }) => {
  t.test('sessions: this device marked first; a declined sign-out changes nothing', async (t) => {
    const laptop = await signInElsewhere(site.url, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const tablet = await signInElsewhere(site.url, DEMO_MEMBER.username, DEMO_MEMBER.password, 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36');
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page, { accept: false });
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/sessions', 'en');

    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    t.ok((await rows.count()) >= 3, `this browser and the two others are listed (${await rows.count()})`);
    t.equal(await page.getByText(text.sessions.thisDevice, { exact: true }).count(), 1, 'one row is marked as this device');
    t.match(await rows.first().textContent(), text.sessions.thisDevice, 'listed first');
    t.match(await rows.first().textContent(), /\d{4}-\d{2}-\d{2}/, 'dates as YYYY-MM-DD');

    // Declining the confirmation changes nothing.
    const count = await rows.count();
    await rows.nth(1).getByRole('button').click();
    t.equal(await dialogs.next(), text.sessions.signOutConfirm, 'signing one out asks first, in the app’s dialog');
    t.same(dialogs.safeFocused, [true], 'with the focus on the safe answer');
    t.equal(await rows.count(), count, 'declined: still listed');
    t.ok(await refreshStillWorks(site.url, laptop) || await refreshStillWorks(site.url, tablet), 'and the other devices still work');

    problems.assertNone(t);
  });

  t.test('the question: Escape answers "keep" and the focus goes back to the button', async (t) => {
    await signInElsewhere(site.url, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const natives = answerDialogs(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/sessions', 'en');
    const rows = page.locator('tbody tr');
    await rows.nth(1).waitFor();
    const count = await rows.count();
    const opener = rows.nth(1).getByRole('button');
    await opener.click();
    const question = page.getByRole('dialog', { name: text.sessions.signOutConfirm });
    await t.resolves(question.waitFor(), 'the app’s dialog asks');
    t.ok(await eventually(() => page.evaluate(() => document.activeElement?.hasAttribute('data-keep') === true), true), 'the safe answer has the focus');
    await page.keyboard.press('Escape');
    await t.resolves(question.waitFor({ state: 'hidden' }), 'Escape closes it');
    t.ok(await eventually(() => opener.evaluate((button) => button === document.activeElement), true), 'focus is back on the button that asked');
    t.equal(await rows.count(), count, 'and nothing was signed out');
    t.same(natives.messages, [], 'no native dialog');
    problems.assertNone(t);
  });

  t.test('sign out everywhere else', async (t) => {
    const other = await signInElsewhere(site.url, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page, { accept: true });
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/sessions', 'en');
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();

    // One other device first, by its own button (its accessible name says which device).
    const before = await rows.count();
    await rows.nth(1).getByRole('button').click();
    t.equal(await dialogs.next(), text.sessions.signOutConfirm, 'asked first');
    await t.resolves(page.getByRole('status').filter({ hasText: text.sessions.signedOut }).waitFor(), 'signed out');
    await page.waitForFunction((expected) => document.querySelectorAll('tbody tr').length === expected, before - 1);
    t.pass(`one row fewer (${before - 1})`);

    await page.getByRole('button', { name: text.sessions.signOutOthers }).click();
    t.equal(await dialogs.next(), text.sessions.signOutOthersConfirm, 'signing out elsewhere asks first');
    await t.resolves(page.getByRole('status').filter({ hasText: text.sessions.signedOutOthers }).waitFor(), 'done');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    t.match(await rows.first().textContent(), text.sessions.thisDevice, 'only this device is left');
    await t.resolves(page.getByText(text.sessions.empty).waitFor(), 'and the page says no other device is signed in');
    t.notOk(await refreshStillWorks(site.url, other), 'the other device can no longer refresh');

    await page.reload();
    await t.resolves(page.locator('tbody tr').first().waitFor(), 'this tab is still signed in after a reload');
    problems.assertNone(t);
  });
});
