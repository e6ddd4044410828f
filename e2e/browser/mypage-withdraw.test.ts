// Withdrawing in a real browser: what is erased and kept is explained, the password and a last
// confirmation are asked, then the tab is signed out, home says goodbye, and the account no
// longer signs in.
import t from 'tap';
import { validationMessage } from '@centre/contracts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { answerAppDialogs, browserSuite, newPage, watchPageProblems } from './harness.ts';
import { MYPAGE_TEXT, OTHER_DEMO_MEMBER, openMypage } from './mypage-helpers.ts';

const text = MYPAGE_TEXT.jp;
const member = { username: OTHER_DEMO_MEMBER.username, password: DEMO_MEMBER_PASSWORD };

await browserSuite(t, async ({ site, browser }) => {
  t.test('withdraw', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'jp' });
    const problems = watchPageProblems(page);
    const dialogs = await answerAppDialogs(page, { accept: true });
    await openMypage(page, site.url, member, '/mypage/withdraw', 'jp');

    for (const item of [...text.withdraw.erased, ...text.withdraw.kept]) {
      await t.resolves(page.getByText(item, { exact: true }).waitFor(), `explained: ${item}`);
    }
    const password = page.getByLabel(text.withdraw.password, { exact: true });
    const submit = page.getByRole('button', { name: text.withdraw.submit });

    await password.fill(member.password);
    await submit.click();
    await t.resolves(page.getByText(text.withdraw.understoodRequired).waitFor(), 'the "I have read this" box is required');
    t.same(dialogs.messages, [], 'nothing asked yet');

    await page.getByLabel(text.withdraw.understood).check();
    await password.fill('Wrong-pass-1!');
    await submit.click();
    t.equal(await dialogs.next(), text.withdraw.confirm, 'a last confirmation');
    await t.resolves(page.getByText(validationMessage('CURRENT_PASSWORD_WRONG', 'jp')).or(page.getByRole('alert')).first().waitFor(), 'a wrong password is refused');
    await t.resolves(site.signIn(member.username, member.password), 'and the account still signs in');

    await password.fill(member.password);
    await submit.click();
    t.equal(await dialogs.next(), text.withdraw.confirm, 'asked again');
    t.equal(await dialogs.next(), text.withdraw.done, 'then told it is done');
    await page.waitForURL(`${site.url}/`);
    await page.waitForFunction((key) => sessionStorage.getItem(key) === null, SESSION_KEYS.refreshToken);
    t.pass('the tab is signed out');
    await t.resolves(page.getByRole('heading', { level: 1 }).first().waitFor(), 'home is shown');
    await page.waitForTimeout(500);
    t.same(dialogs.messages, [text.withdraw.confirm, text.withdraw.confirm, text.withdraw.done], 'no other alert (no "login required" on the way out)');
    await t.rejects(site.signIn(member.username, member.password), 'the account no longer signs in');
    problems.assertNone(t, [/^4\d\d POST .*\/api\/v1\/me\/withdraw/, /^4\d\d GET .*\/api\/auth\/refreshToken/, /status of 4\d\d/]);
  });
});
