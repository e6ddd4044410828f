// Staff administer members through the real stack: create a member level, register a walk-in
// maker in it, edit and suspend them, send an SMS to the level's members (preview, confirm), and
// find the edit in the audit log with its before/after. axe on the new pages at both spec sizes.
import t from 'tap';
import type { AuditList, ConsoleUserDetail, MemberLevelList, MessageList } from '@centre/contracts';
import { axeViolations, browserSuite, newPage, watchPageProblems, type ViewportName } from './harness.ts';
import { staffToken } from './layout-helpers.ts';
import { consoleKo as ko, consoleSettled, openConsoleSignedIn } from './console-helpers.ts';
import { agreeIfAsked, MYPAGE_TEXT } from './mypage-helpers.ts';
import { submitSignIn } from './sign-in.ts';
import { fill } from './texts.ts';

const mypageKo = MYPAGE_TEXT.ko;
const MEMBER_OWN_PASSWORD = 'Own-pass-2026!';

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}


await browserSuite(t, async ({ site, browser }) => {
  const token = await staffToken(site);
  const stamp = Date.now() % 1_000_000;
  const levelName = `골드 ${stamp}`;
  const username = `walkin${stamp}`;
  const phone = `0109${String(stamp).padStart(7, '0')}`.slice(0, 11);
  let memberId = '';

  t.test('levels, a walk-in member, edit, group SMS, suspension and the audit diff', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/users/levels');

    // A level: the form is the contract's schema; an empty name is refused on the page.
    await page.getByRole('button', { name: ko.memberAdmin.levels.create }).click();
    await page.getByRole('button', { name: ko.actions.save }).click();
    await page.locator('#console-main [role=alert]').first().waitFor();
    await page.getByLabel(`${ko.fields.levelName} (한국어)`).fill(levelName);
    await page.getByLabel(`${ko.fields.levelName} (English)`).fill(`Gold ${stamp}`);
    await page.getByLabel(ko.fields.extraQuotaPerWindow).fill('1');
    await page.getByLabel(ko.fields.lotteryPriority).check();
    await page.getByRole('button', { name: ko.actions.save }).click();
    await page.getByRole('status').filter({ hasText: ko.list.saved }).waitFor();
    await page.getByRole('rowheader', { name: levelName }).waitFor();
    const level = (await site.getJson<MemberLevelList>('/api/console/levels', { token })).levels.find((candidate) => candidate.name.ko === levelName);
    t.same(level?.grants, { extraQuotaPerWindow: 1, lotteryPriority: true }, 'stored with its grants');
    const levelCount = (await site.getJson<MemberLevelList>('/api/console/levels', { token })).levels.length;
    await t.resolves(
      page.getByText(ko.list.total.replace('{{count}}', String(levelCount)), { exact: true }).waitFor(),
      'the levels list says how many there are, as every console list does',
    );

    // A walk-in maker, from the members list.
    await page.getByRole('navigation', { name: ko.menu }).getByRole('link', { name: ko.nav.users }).click();
    await page.getByRole('link', { name: ko.memberAdmin.create.title }).click();
    await page.getByRole('heading', { level: 1, name: ko.memberAdmin.create.title }).waitFor();
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.username }).fill(username);
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.temporaryPassword }).fill('short');
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.name }).fill('방문메이커');
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.email }).fill(`${username}@example.org`);
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.phone }).fill(phone);
    await page.getByRole('button', { name: ko.memberAdmin.create.submit }).click();
    await page.locator('#field-member-temporaryPassword-error').waitFor();
    t.pass('a weak temporary password is refused before sending');
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.temporaryPassword }).fill('Desk-temp-2026!');
    await page.getByRole('checkbox', { name: ko.enums.SMS, exact: true }).check();
    await page.getByRole('checkbox', { name: ko.memberAdmin.termsSignedOnPaperCheck }).check();
    await page.getByLabel(ko.memberAdmin.fields.level).selectOption({ label: levelName });
    await page.getByRole('button', { name: ko.memberAdmin.create.submit }).click();
    await page.getByRole('heading', { level: 1, name: `방문메이커 (${username})` }).waitFor();
    memberId = new URL(page.url()).pathname.split('/').pop() ?? '';
    t.equal(await page.getByTestId('member-temporary-password').textContent(), ko.memberAdmin.temporaryPasswordPending, 'the member page says the temporary password is still in use');
    const signedIn = await site.signIn(username, 'Desk-temp-2026!');
    t.ok(signedIn, 'the maker signs in with the temporary password');

    // First sign-in of the walk-in maker: my page sends them to the password page, says why, and
    // lets them go on once the password is their own.
    const member = await newPage(t, browser, { viewport: 'phone' });
    const memberProblems = watchPageProblems(member);
    await member.goto(`${site.url}/login`);
    await submitSignIn(member, { username, password: 'Desk-temp-2026!' });
    await member.waitForURL((url) => url.pathname !== '/login');
    await member.goto(`${site.url}/mypage/myinfo`);
    await member.waitForURL(/\/mypage\/password$/);
    t.equal(await member.getByTestId('temporary-password-notice').textContent(), mypageKo.password.temporary, 'the page says why');
    await member.getByLabel(mypageKo.password.current, { exact: true }).fill('Desk-temp-2026!');
    await member.getByLabel(mypageKo.password.new, { exact: true }).fill(MEMBER_OWN_PASSWORD);
    await member.getByLabel(mypageKo.password.repeat, { exact: true }).fill(MEMBER_OWN_PASSWORD);
    await member.getByRole('button', { name: mypageKo.password.submit }).click();
    // The page signs in again with the new password: the new token has no flag, so the notice goes
    // (and my page does not ask again for the terms the maker signed on paper at the desk).
    await member.getByTestId('temporary-password-notice').waitFor({ state: 'detached', timeout: 30_000 });
    t.pass('the notice is gone with the new token');
    await member.goto(`${site.url}/mypage/myinfo`);
    t.notOk(await agreeIfAsked(member), 'not asked again to agree to the terms signed on paper');
    t.match(new URL(member.url()).pathname, /^\/mypage\/myinfo$/, 'my page opens again');
    memberProblems.assertNone(t);
    await member.close();

    // Edit: the name and the note.
    await page.getByRole('button', { name: ko.memberAdmin.editMember }).click();
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.name }).fill('방문재봉');
    await page.getByRole('textbox', { name: ko.memberAdmin.fields.memo }).fill('원단 시장 근처 공방');
    await page.getByRole('button', { name: ko.actions.save }).click();
    await page.getByRole('heading', { level: 1, name: `방문재봉 (${username})` }).waitFor();
    const edited = (await site.getJson<ConsoleUserDetail>(`/api/console/users/${memberId}`, { token })).user;
    t.equal(edited.memo, '원단 시장 근처 공방');
    t.equal(edited.levelId, level?._id);

    // An SMS to the level's members: preview, confirm, queued.
    await page.goto(`${site.url}/console/messages/send`);
    await consoleSettled(page);
    await page.getByLabel(ko.messages.kinds.group).check();
    await page.getByLabel(ko.memberAdmin.fields.level).selectOption({ label: levelName });
    const body = `골드 회원 안내 ${stamp}`;
    await page.getByLabel(ko.messages.message).fill(body);
    await page.getByRole('button', { name: ko.groupMessages.previewButton }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: fill(ko.groupMessages.confirmTitle, { count: 1 }) }).waitFor();
    await dialog.getByRole('button', { name: ko.messages.sendButton, exact: true }).click();
    await page.getByRole('status').filter({ hasText: fill(ko.groupMessages.queued, { count: 1 }) }).waitFor();
    const sent = await site.getJson<MessageList>(`/api/console/messages?memberId=${memberId}`, { token });
    // (The member also has the notice of their password change, sent when they replaced the temporary one.)
    t.same(sent.messages.filter((message) => message.body.includes(body)).map((message) => [message.recipient, message.body]), [[phone, body]], 'exactly the level’s member got it');

    // Suspension, with a reason, after confirmation.
    await page.goto(`${site.url}/console/users/${memberId}`);
    await consoleSettled(page);
    await page.getByRole('button', { name: ko.memberAdmin.suspend }).click();
    await dialog.getByLabel(ko.memberAdmin.reason).fill('무단 불참 3회');
    await dialog.getByRole('button', { name: ko.memberAdmin.suspend }).click();
    await page.getByRole('button', { name: ko.memberAdmin.reactivate }).waitFor();
    const suspended = (await site.getJson<ConsoleUserDetail>(`/api/console/users/${memberId}`, { token })).user;
    t.equal(suspended.status, 'SUSPENDED');
    await t.rejects(site.signIn(username, MEMBER_OWN_PASSWORD), 'a suspended member cannot sign in');

    // The audit log: the edit, found by its record, with the masked before/after.
    await page.goto(`${site.url}/console/audit`);
    await consoleSettled(page);
    await page.getByRole('textbox', { name: ko.auditDiff.resource }).fill(memberId);
    await page.getByRole('combobox', { name: ko.audit.action, exact: true }).selectOption('update');
    await page.getByRole('button', { name: ko.auditDiff.apply }).click();
    await page.waitForURL(/action=update/);
    // The list keeps the previous page on screen until the filtered answer arrives.
    await page.getByText(fill(ko.list.total, { count: 1 }), { exact: true }).waitFor();
    const audit = await site.getJson<AuditList>(`/api/console/audit?resource=${memberId}&action=update`, { token });
    t.equal(audit.summary.total, 1, 'one edit of this member');
    await page.locator('summary').first().click();
    const diff = page.getByRole('table', { name: ko.auditDiff.caption });
    await diff.waitFor();
    const diffText = (await diff.textContent()) ?? '';
    t.match(diffText, '방***커', 'the name before, masked');
    t.match(diffText, '방**봉', 'the name after, masked');
    t.notMatch(diffText, '방문재봉', 'never the name itself');
    t.match(diffText, '원단 시장 근처 공방', 'the note shows what it became');
    problems.assertNone(t);
  });

  t.test('an administrator removes the (suspended) account at the member\'s request: reason, confirmation, erased, listed among withdrawals', async (t) => {
    t.ok(memberId, 'the walk-in member of the first test');
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, `/console/users/${memberId}`);
    await consoleSettled(page);
    await page.getByRole('button', { name: ko.memberAdmin.remove }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: fill(ko.memberAdmin.confirmRemove, { name: '방문재봉' }) }).waitFor();
    // No reason: refused on the page, nothing sent.
    await dialog.getByRole('button', { name: ko.memberAdmin.remove }).click();
    await dialog.getByText(ko.form.errors.required).waitFor();
    t.equal((await site.getJson<ConsoleUserDetail>(`/api/console/users/${memberId}`, { token })).user.status, 'SUSPENDED', 'nothing changed yet');
    await dialog.getByLabel(ko.memberAdmin.reason).fill('본인이 전화로 탈퇴 요청');
    await dialog.getByRole('button', { name: ko.memberAdmin.remove }).click();
    await page.waitForFunction(() => window.location.pathname === '/console/users/withdrawals');
    await page.getByRole('status').filter({ hasText: ko.memberAdmin.removed }).waitFor();
    const removed = (await site.getJson<ConsoleUserDetail>(`/api/console/users/${memberId}`, { token })).user;
    t.equal(removed.status, 'WITHDRAWN');
    t.equal(removed.name, '', 'the name is erased');
    problems.assertNone(t);
  });

  t.test('the members list sorts by a column header: the API\'s order, aria-sort, kept in the address', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openConsoleSignedIn(page, site, '/console/users');
    await consoleSettled(page);
    const table = page.getByRole('table', { name: ko.members.caption });
    const header = table.getByRole('columnheader', { name: ko.members.name });
    await header.getByRole('button').click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('sort') === 'name');
    const order = new URL(page.url()).searchParams.get('order') as 'asc' | 'desc';
    await page.waitForFunction((label) => [...document.querySelectorAll('th')].some((th) => (th.textContent ?? '').trim().startsWith(label) && th.hasAttribute('aria-sort')), ko.members.name);
    t.equal(await header.getAttribute('aria-sort'), order === 'asc' ? 'ascending' : 'descending');
    const expected = (await site.getJson<{ users: Array<{ name: string }> }>(`/api/console/users?limit=20&offset=0&sort=name:${order}`, { token })).users.map((user) => user.name);
    await page.waitForFunction(
      (first) => document.querySelector('table tbody tr th, table tbody tr td')?.textContent?.trim() === first,
      expected[0],
    );
    const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('th, td')?.textContent?.trim() ?? ''));
    t.same(shown, expected, `rows in the API's name:${order} order`);
    problems.assertNone(t);
  });

  const VIEWPORTS: ViewportName[] = ['desktop', 'phone'];
  for (const viewport of VIEWPORTS) {
    t.test(`the member administration pages pass axe at ${viewport} size`, async (t) => {
      const paths = ['/console/users/levels', '/console/users/create', ...(memberId ? [`/console/users/${memberId}`] : []), '/console/messages/send', '/console/audit'];
      const page = await newPage(t, browser, { viewport });
      const problems = watchPageProblems(page);
      await openConsoleSignedIn(page, site, '/console/users');
      for (const path of paths) {
        problems.clear();
        await page.evaluate((url) => window.singleSpaNavigate!(url), path);
        await page.waitForFunction((target) => window.location.pathname === target, path);
        await consoleSettled(page);
        if (path === '/console/messages/send') await page.getByLabel(ko.messages.kinds.group).check();
        if (path === '/console/audit') await page.locator('summary').first().click();
        await page.waitForLoadState('networkidle');
        t.same(await axeViolations(page), [], `${path}: no serious or critical accessibility violations`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        t.ok(overflow <= 0, `${path}: no horizontal scrolling (${overflow}px)`);
        problems.assertNone(t);
      }
    });
  }
});
