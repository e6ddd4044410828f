// Changing the password in a real browser: the current password is required and checked, the
// rule of a new one is the contract's, afterwards this tab is still signed in while another
// device is signed out, and only the new password signs in.
import t from 'tap';
import { validationMessage } from '@centre/contracts';
import { browserSuite, DEMO_MEMBER, eventually, newPage, watchPageProblems } from './harness.ts';
import { MYPAGE_TEXT, openMypage, refreshStillWorks, signInElsewhere } from './mypage-helpers.ts';

const text = MYPAGE_TEXT.ko;
const NEW_PASSWORD = 'New-sewing-pass-2!';

await browserSuite(t, async ({ site, browser }) => {
  t.test('keyboard only: from the my-page navigation to the form, Enter submits, focus goes to the error', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/myinfo');
    const navLink = page.getByRole('navigation', { name: text.nav.label }).getByRole('link', { name: text.nav.password });
    // Tab until the navigation's "change password" link has focus (as a keyboard user would).
    for (let presses = 0; presses < 60 && !(await navLink.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    t.ok(await eventually(() => navLink.evaluate((element) => element === document.activeElement), true), 'the link is reachable with Tab');
    await page.keyboard.press('Enter');
    await t.resolves(page.getByRole('heading', { level: 1, name: text.password.title }).waitFor(), 'Enter opens the screen');
    const current = page.getByLabel(text.password.current, { exact: true });
    for (let presses = 0; presses < 60 && !(await current.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    t.ok(await eventually(() => current.evaluate((element) => element === document.activeElement), true), 'the first field is reachable with Tab');
    await page.keyboard.press('Enter');
    await t.resolves(page.getByText(validationMessage('ENTER_PASSWORD', 'ko')).first().waitFor(), 'Enter submits: the errors are shown');
    t.ok(await eventually(() => current.evaluate((element) => element === document.activeElement), true), 'and focus stays on the first invalid field');
    problems.assertNone(t);
  });

  t.test('change the password', async (t) => {
    const elsewhere = await signInElsewhere(site.url, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/password');
    const current = page.getByLabel(text.password.current, { exact: true });
    const fresh = page.getByLabel(text.password.new, { exact: true });
    const repeat = page.getByLabel(text.password.repeat, { exact: true });
    const submit = page.getByRole('button', { name: text.password.submit });

    await submit.click();
    await t.resolves(page.getByText(validationMessage('ENTER_PASSWORD', 'ko')).first().waitFor(), 'an empty form: enter the password');
    t.equal(await current.getAttribute('aria-invalid'), 'true', 'the current password is marked');

    await current.fill(DEMO_MEMBER.password);
    await fresh.fill('short');
    await repeat.fill('different');
    await submit.click();
    await t.resolves(page.getByText(validationMessage('PASSWORD_RULE', 'ko')).waitFor(), 'the password rule');
    await t.resolves(page.getByText(validationMessage('SAME_PASSWORD', 'ko')).waitFor(), 'the repeat must match');

    await current.fill('Wrong-current-1!');
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await submit.click();
    await t.resolves(page.getByText(validationMessage('CURRENT_PASSWORD_WRONG', 'ko')).waitFor(), 'a wrong current password is refused');

    await current.fill(DEMO_MEMBER.password);
    await submit.click();
    await t.resolves(page.getByRole('status').filter({ hasText: text.password.done }).waitFor(), 'changed');

    await page.goto(`${site.url}/mypage/myinfo`);
    await t.resolves(page.getByRole('heading', { level: 1, name: text.myinfo.title }).waitFor(), 'this tab is still signed in');
    t.notOk(await refreshStillWorks(site.url, elsewhere), 'the other device is signed out');
    await t.rejects(site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password), 'the old password no longer signs in');
    await t.resolves(site.signIn(DEMO_MEMBER.username, NEW_PASSWORD), 'the new one does');
    problems.assertNone(t, [/^4\d\d PUT .*\/api\/v1\/me\/password/, /status of 4\d\d/]);
  });
});
