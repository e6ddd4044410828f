// The member area's sign-in in a real browser: the /login page and its links, a member page opened
// directly while signed out (alert, home — never a blank page — and back to it after signing in),
// and sign-out's confirmation from the header at phone and desktop sizes.
import t from 'tap';
import { ACCESS_ERROR_TEXTS, LOCALES } from '@centre/contracts';
import mypageKo from '../../mf-member/src/features/mypage/i18n/ko.json' with { type: 'json' };
import memberEn from '../../mf-member/src/i18n/en.json' with { type: 'json' };
import shellKo from '../../shell/src/i18n/ko.json' with { type: 'json' };
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { answerAppDialogs, browserSuite, DEMO_MEMBER, newPage, watchPageProblems, type ViewportName } from './harness.ts';
import { COMMON_TEXT, signInForm, submitSignIn } from './sign-in.ts';

const common = COMMON_TEXT.ko;

await browserSuite(t, async ({ site, browser }) => {
  t.test('/login is a page of the member area with its help links', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/login`);
    await signInForm(page, 'en').waitFor();
    const help = page.getByRole('navigation', { name: memberEn.login.helpLinks });
    t.same(
      await help.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ['/login/find-username', '/login/reset-password', '/join/type'],
      'find username, reset password, sign up',
    );
    t.equal(await page.title(), `${memberEn.login.pageTitle} | ${COMMON_TEXT.en.centreName}`, 'its own title');

    await submitSignIn(page, { username: DEMO_MEMBER.username, password: 'Wrong-pass-1!' }, 'en');
    await t.resolves(signInForm(page, 'en').getByRole('alert').waitFor(), 'a wrong password is refused in an alert');
    problems.assertNone(t, [/^401 GET .*\/api\/auth\/refreshToken/, /status of 401/]);
  });

  t.test('a refused sign-in speaks the page\'s language', async (t) => {
    for (const locale of LOCALES) {
      const page = await newPage(t, browser, { viewport: 'phone', locale });
      await page.goto(`${site.url}/login`);
      await signInForm(page, locale).waitFor();
      // An account nobody has: the same words as a wrong password, and no demo account is locked.
      await submitSignIn(page, { username: `nobody${locale}01`, password: 'Wrong-pass-1!' }, locale);
      const alert = signInForm(page, locale).getByRole('alert');
      await alert.waitFor();
      t.equal((await alert.textContent())?.trim(), ACCESS_ERROR_TEXTS.SIGN_IN_WRONG[locale], `${locale}: "${ACCESS_ERROR_TEXTS.SIGN_IN_WRONG[locale]}"`);
    }
  });

  t.test('a member page opened directly: alert, home (not a blank page), and back after signing in', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page);
    // A fresh tab starts on about:blank: "back" from here would leave the site.
    await page.goto(`${site.url}/mypage/myinfo`);
    t.equal(await dialogs.next(), common.loginRequired, 'the login-required alert');
    await page.waitForURL(`${site.url}/`);
    await t.resolves(page.getByRole('heading', { level: 1 }).first().waitFor(), 'home is shown, not a blank page');

    await page.locator('#shell-header').getByRole('link', { name: shellKo.user.login }).click();
    await signInForm(page).waitFor();
    await submitSignIn(page, DEMO_MEMBER);
    await page.waitForURL(`${site.url}/mypage/myinfo`);
    await t.resolves(page.getByRole('heading', { level: 1, name: mypageKo.myinfo.title }).waitFor(), 'signing in leads back to the page first asked for');

    await page.goBack();
    t.not(new URL(page.url()).pathname, '/login', '"back" does not show the sign-in form again');
    t.same(dialogs.messages, [common.loginRequired], 'one alert');
    problems.assertNone(t);
  });

  t.test('returnTo only follows same-site paths', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    await page.goto(`${site.url}/login?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await submitSignIn(page, DEMO_MEMBER);
    await page.waitForURL(`${site.url}/`);
    t.pass('an address of another site is not followed: home');
    await page.evaluate(() => sessionStorage.clear());
  });

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    t.test(`sign-out asks first from the ${viewport} header`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      const problems = watchPageProblems(page);
      await page.goto(`${site.url}/login?returnTo=/mypage/myinfo`);
      await submitSignIn(page, DEMO_MEMBER);
      await page.getByRole('heading', { level: 1, name: mypageKo.myinfo.title }).waitFor();
      const logout = page.locator('#shell-header').getByRole('button', { name: shellKo.user.logout }).filter({ visible: true });

      const refusing = await answerAppDialogs(page, { accept: false });
      await logout.first().click();
      t.equal(await refusing.next(), common.logoutConfirm, 'the confirmation');
      t.ok(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken), 'refused: still signed in');
      page.removeAllListeners('dialog');

      const accepting = await answerAppDialogs(page, { accept: true });
      await logout.first().click();
      t.equal(await accepting.next(), common.logoutConfirm, 'asked again');
      await page.locator('#shell-header').getByRole('link', { name: shellKo.user.login }).filter({ visible: true }).first().waitFor();
      t.equal(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken), null, 'accepted: signed out');
      problems.assertNone(t);
    });
  }
});
