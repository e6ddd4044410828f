// Recovery in a real browser: find the username with the phone number registered at sign-up (shown
// masked), and reset an overseas member's password with a code sent to their e-mail address.
import t from 'tap';
import { maskUsername, validationMessage } from '@centre/contracts';
import { browserSuite, newPage, watchPageProblems, eventually } from './harness.ts';
import { field, MEMBER_TEXT, verifyInForm } from './member-helpers.ts';
import { submitSignIn } from './sign-in.ts';

/** Seeded demo members (services/users/src/seeds/demo-members.ts). */
const DOMESTIC = { username: 'pattern22', phone: '01098765432' };
const OVERSEAS = { username: 'tokyo2024', email: 'hanako@example.jp' };

await browserSuite(t, async ({ site, browser }) => {
  t.test('find username by the registered phone number: shown masked', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
    const problems = watchPageProblems(page);
    const text = MEMBER_TEXT.ko;
    await page.goto(`${site.url}/login`);
    await page.getByRole('link', { name: text.login.findUsername }).click();
    await page.waitForURL(`${site.url}/login/find-username`);
    await t.resolves(page.getByText(validationMessage('REGISTERED_PHONE_NEEDED', 'ko')).waitFor(), 'says the registered number is needed');

    await page.getByRole('button', { name: text.recovery.findSubmit }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('VERIFY_FIRST', 'ko') }).waitFor(), 'verification first');

    await field(page, text.recovery.registeredPhone).fill('010-9876-5432');
    await page.getByRole('button', { name: text.verification.send.replace('{{what}}', text.verification.bySms) }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('DIGITS_ONLY', 'ko') }).waitFor(), 'digits without hyphens');

    await field(page, text.recovery.registeredPhone).fill(DOMESTIC.phone);
    await verifyInForm(page, site, 'ko', 'SMS', DOMESTIC.phone);
    await page.getByRole('button', { name: text.recovery.findSubmit }).click();
    await t.resolves(page.getByText(maskUsername(DOMESTIC.username), { exact: true }).waitFor(), `the username, masked: ${maskUsername(DOMESTIC.username)}`);
    t.equal(await page.getByText(DOMESTIC.username, { exact: true }).count(), 0, 'never in full');
    problems.assertNone(t);
  });

  t.test('reset password by e-mail (overseas member): the new password under the same rule', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const text = MEMBER_TEXT.en;
    const newPassword = 'Tokyo-sewing-2!';
    await page.goto(`${site.url}/login/reset-password`);
    await field(page, text.signUp.username).fill(OVERSEAS.username);
    await page.getByRole('radio', { name: text.recovery.overseas }).check();
    await t.resolves(page.getByText(validationMessage('REGISTERED_EMAIL_NEEDED', 'en')).waitFor(), 'the registered e-mail is needed');
    await field(page, text.recovery.registeredEmail).fill(OVERSEAS.email);
    await verifyInForm(page, site, 'en', 'EMAIL', OVERSEAS.email);

    await field(page, text.recovery.newPassword).fill('short');
    await field(page, text.recovery.newPasswordConfirm).fill('short');
    await page.getByRole('button', { name: text.recovery.resetSubmit }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('PASSWORD_RULE', 'en') }).waitFor(), 'the password rule');
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'new-password'), 'new-password', 'focus on the new password');

    await field(page, text.recovery.newPassword).fill(newPassword);
    await field(page, text.recovery.newPasswordConfirm).fill(newPassword);
    await page.getByRole('button', { name: text.recovery.resetSubmit }).click();
    await t.resolves(page.getByText(text.recovery.passwordReset).waitFor(), 'the password is changed');
    // The answer replaces the long form: it is brought into view and holds the focus (issue 20, item 14).
    await page.waitForFunction((words) => document.activeElement?.getAttribute('role') === 'status' && document.activeElement.textContent?.includes(words), text.recovery.passwordReset);
    t.pass('focus moves to the answer');
    // The page may scroll smoothly: the answer is in view once the scroll has ended.
    await t.resolves(
      page.waitForFunction(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
      'the answer is in view',
    );

    await page.getByRole('status').getByRole('link', { name: text.recovery.toLogin }).click();
    await submitSignIn(page, { username: OVERSEAS.username, password: newPassword }, 'en');
    await page.waitForURL(`${site.url}/`);
    t.pass('signs in with the new password');
    problems.assertNone(t);
  });
});
