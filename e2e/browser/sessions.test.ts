// Signing in and out in a real browser: the staff console, the member area, the route guard and
// the API client's one refresh after a 401.
import t from 'tap';
import type { Page } from 'playwright-core';
import type { ConsoleNotificationList } from '@centre/contracts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import consoleKo from '../../mf-console/src/i18n/ko.json' with { type: 'json' };
import mypageKo from '../../mf-member/src/features/mypage/i18n/ko.json' with { type: 'json' };
import shellKo from '../../shell/src/i18n/ko.json' with { type: 'json' };
import { answerAppDialogs, answerDialogs, browserSuite, DEMO_MEMBER, newPage, recordApiRequests, STAFF, watchPageProblems } from './harness.ts';
import { COMMON_TEXT, signInForm, submitSignIn } from './sign-in.ts';

const common = COMMON_TEXT.ko;
/** The console lists ten notices a page. */
const CONSOLE_PAGE_SIZE = 10;

const sessionValue = (page: Page, key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);

/** The header's member links (sign up / log in, or my page / log out): the visible list outside the menu. */
const headerLinks = (page: Page) => page.locator('#shell-header ul:not(nav ul)').filter({ visible: true }).getByRole('listitem');

await browserSuite(t, async ({ site, browser }) => {
  t.test('console: its own sign-in, the server\'s refusal, staff see the notices, sign-out', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    const dialogs = answerDialogs(page);
    // The notices page (the console itself opens on the dashboard): any console page signs staff in.
    await page.goto(`${site.url}/console/center/notifications`);
    await t.resolves(page.getByRole('heading', { level: 1, name: consoleKo.signInTitle }).waitFor(), 'the console shows its own sign-in');
    t.notOk(await page.getByRole('navigation', { name: shellKo.mainMenu }).isVisible(), 'without the site\'s main menu');
    t.notOk(await page.getByRole('group', { name: shellKo.language }).isVisible(), 'or its language switch');

    // What the server says to a wrong password, asked the way an API client would.
    const refusal = await fetch(new URL('/api/auth/refreshToken', site.url), {
      headers: { authorization: `Basic ${Buffer.from(`${STAFF.username}:Wrong-pass-1!`).toString('base64')}`, 'accept-language': 'ko' },
    });
    const { message } = (await refusal.json()) as { message: string };
    await submitSignIn(page, { username: STAFF.username, password: 'Wrong-pass-1!' });
    await t.resolves(signInForm(page).getByRole('alert').filter({ hasText: message }).waitFor(), `a wrong password shows the server's message: ${message}`);

    await submitSignIn(page, { username: STAFF.username, password: site.staffPassword });
    const table = page.getByRole('table', { name: consoleKo.notifications.caption });
    await table.locator('tbody tr').first().waitFor();
    const token = await sessionValue(page, SESSION_KEYS.accessToken);
    const list = await site.getJson<ConsoleNotificationList>(`/api/console/center/notifications?limit=${CONSOLE_PAGE_SIZE}&offset=0`, { token: token! });
    t.equal(await table.locator('tbody tr').count(), Math.min(list.summary.total, CONSOLE_PAGE_SIZE), `one row per notice on the first page (${list.summary.total} in all)`);
    t.equal(await table.locator('tbody tr th').first().textContent(), list.notifications[0]!.subject.ko, 'the newest first');

    await page.getByRole('button', { name: consoleKo.signOut, exact: true }).click();
    await t.resolves(page.getByRole('heading', { level: 1, name: consoleKo.signInTitle }).waitFor(), 'signing out returns to the sign-in');
    t.equal(await sessionValue(page, SESSION_KEYS.refreshToken), null, 'and the session has no tokens');
    t.same(dialogs.messages, [], 'no alerts on the way');
    problems.assertNone(t, [/^401 GET .*\/api\/auth\/refreshToken/, /status of 401/]);
  });

  t.test('console: a member is told there is no access permission, and taken back home', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page);
    await page.goto(`${site.url}/console`);
    await submitSignIn(page, DEMO_MEMBER);
    t.equal(await dialogs.next(), common.noPermission, 'the spec\'s alert: no access permission');
    await page.waitForURL(`${site.url}/`);
    t.pass('back on the home page (the console was the first page of this tab)');
    t.equal(await page.getByRole('table').count(), 0, 'no console data is shown');
    problems.assertNone(t);
  });

  t.test('member: log in at /login, the header changes, log out after confirming', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page, { accept: true });
    await page.goto(`${site.url}/login`);
    await signInForm(page).waitFor();
    const links = headerLinks(page);
    t.same(await links.allTextContents(), [shellKo.user.join, shellKo.user.login], 'signed out: sign up, log in');

    await submitSignIn(page, DEMO_MEMBER);
    await page.waitForURL(`${site.url}/`);
    await t.resolves(page.locator('#shell-header').getByRole('link', { name: shellKo.user.mypage }).waitFor(), 'signed in');
    t.same(await links.allTextContents(), [shellKo.user.mypage, shellKo.user.logout], 'signed in: my page, log out');
    t.ok(await sessionValue(page, SESSION_KEYS.refreshToken), 'the session holds a refresh token');

    await page.locator('#shell-header').getByRole('link', { name: shellKo.user.mypage }).click();
    await t.resolves(page.getByRole('heading', { level: 1, name: mypageKo.myinfo.title }).waitFor(), 'my page opens for a member');

    await page.locator('#shell-header').getByRole('button', { name: shellKo.user.logout }).click();
    t.equal(await dialogs.next(), common.logoutConfirm, 'logging out asks first');
    await t.resolves(page.locator('#shell-header').getByRole('link', { name: shellKo.user.login }).waitFor(), 'signed out again');
    t.same(await links.allTextContents(), [shellKo.user.join, shellKo.user.login], 'sign up, log in');
    t.equal(await sessionValue(page, SESSION_KEYS.accessToken), null, 'the tokens are gone');
    t.equal(new URL(page.url()).pathname, '/', 'and the visitor is home, not on the guarded page');
    t.same(dialogs.messages, [common.logoutConfirm], 'no login-required alert from the page that was left');
    problems.assertNone(t);
  });

  t.test('guard: my page without a session alerts and goes back (or home)', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page);

    // Opened in a new tab (a link with target=_blank): there is no page to go back to.
    await page.goto(`${site.url}/notice`);
    const [tab] = await Promise.all([browser.waitForEvent('page'), page.evaluate(() => void window.open('/mypage/myinfo'))]);
    const tabDialogs = await answerAppDialogs(tab);
    t.equal(await tabDialogs.next(), common.loginRequired, 'opened directly: the login-required alert');
    await tab.waitForURL(`${site.url}/`);
    t.pass('and with nowhere to go back to, home');
    await tab.close();

    await page.goto(`${site.url}/notice`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/mypage/myinfo');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    t.equal(await dialogs.next(), common.loginRequired, 'reached from the notice list: the alert');
    await page.waitForURL(`${site.url}/notice`);
    t.pass('and back to the notice list');
    t.equal(dialogs.messages.length, 1, 'one alert per refusal');
    problems.assertNone(t);
  });

  t.test('a stale access token is refreshed once and the request succeeds', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    const api = recordApiRequests(page);
    const statuses: Array<{ path: string; status: number }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) statuses.push({ path: url.pathname, status: response.status() });
    });

    await page.goto(`${site.url}/console/center/notifications`);
    await submitSignIn(page, { username: STAFF.username, password: site.staffPassword });
    await page.getByRole('table').locator('tbody tr').first().waitFor();
    const signedIn = (await sessionValue(page, SESSION_KEYS.accessToken))!;
    const refreshToken = await sessionValue(page, SESSION_KEYS.refreshToken);

    // Same claims, broken signature: the services refuse it as they would an expired token.
    const stale = `${signedIn.slice(0, -6)}AAAAAA`;
    await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), { key: SESSION_KEYS.accessToken, value: stale });
    api.clear();
    statuses.length = 0;
    await page.goto(`${site.url}/console/center/notifications`);
    await page.getByRole('table').locator('tbody tr').first().waitFor();

    const listCalls = statuses.filter((entry) => entry.path === '/api/console/center/notifications');
    t.same(listCalls.map((entry) => entry.status), [401, 200], 'refused once, then answered');
    t.equal(statuses.filter((entry) => entry.path === '/api/auth/accessToken').length, 1, 'one token exchange');
    const sent = api.requests.filter((request) => request.path.startsWith('/api/console/center/notifications'));
    t.equal(sent[0]?.headers.authorization, `Bearer ${stale}`, 'first with the stale token');
    const renewed = await sessionValue(page, SESSION_KEYS.accessToken);
    t.equal(sent[1]?.headers.authorization, `Bearer ${renewed}`, 'then with the new one');
    t.not(renewed, stale, 'the session holds a new access token');
    t.not(await sessionValue(page, SESSION_KEYS.refreshToken), refreshToken, 'and the rotated refresh token');
    problems.assertNone(t, [/^401 GET .*\/api\/console\/center\/notifications/, /status of 401/]);
  });
});
