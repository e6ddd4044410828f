// My info in a real browser: what the member sees (kind, contact 3-4-4, consents, files), editing
// name and receive consent (saved on the server, shown again after a reload), the contract's own
// messages for bad input, and a new contact refused until it is verified with a code.
import t from 'tap';
import { validationMessage, type ProfileResponse } from '@centre/contracts';
import { formatPhone } from '../../packages/platform/src/format/phone.ts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { browserSuite, DEMO_MEMBER, newPage, STAFF, watchPageProblems, eventually } from './harness.ts';
import { agreeIfAsked, codeSentTo, MYPAGE_TEXT, openMypage, publishNewTermsVersion } from './mypage-helpers.ts';
import { submitSignIn } from './sign-in.ts';
import memberKo from '../../mf-member/src/i18n/ko.json' with { type: 'json' };

const text = MYPAGE_TEXT.ko;
/** The code step is the member area's own (sign-up and recovery use it too). */
const verification = memberKo.verification;
const sendBySms = verification.send.replace('{{what}}', verification.bySms);

await browserSuite(t, async ({ site, browser }) => {
  const profileNow = async (token: string) => (await site.getJson<ProfileResponse>('/api/v1/me/profile', { token })).profile;

  t.test('a new version of a required term is agreed to before my page', async (t) => {
    const version = await publishNewTermsVersion(site, { username: STAFF.username, password: site.staffPassword }, 'PRIVACY_POLICY');
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/login`);
    await submitSignIn(page, DEMO_MEMBER);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${site.url}/mypage/myinfo`);
    await t.resolves(page.getByRole('heading', { level: 1, name: text.reconsent.title }).waitFor(), 'asked to agree first');
    const group = page.getByRole('group').filter({ hasText: text.reconsent.version.replace('{{version}}', version) });
    await t.resolves(group.waitFor(), `the new version ${version} is shown`);
    t.ok(await group.getByRole('region').textContent(), 'with its text');

    await page.getByRole('button', { name: text.reconsent.submit }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: text.reconsent.required }).waitFor(), 'every new version must be agreed to');
    t.equal(await page.getByRole('heading', { level: 1 }).textContent(), text.reconsent.title, 'still asked');

    t.ok(await agreeIfAsked(page), 'agreeing to each');
    await t.resolves(page.getByRole('heading', { level: 1, name: text.myinfo.title }).waitFor(), 'then my info opens');
    const ledger = page.getByRole('region', { name: text.myinfo.consentsTitle });
    const row = ledger.locator('tbody tr').filter({ hasText: text.myinfo.consentCodes.PRIVACY_POLICY }).filter({ hasText: version });
    await t.resolves(row.first().waitFor(), 'the ledger records the new version');
    t.match(await row.first().textContent(), /\d{4}-\d{2}-\d{2}/, 'with its date as YYYY-MM-DD');
    problems.assertNone(t);
  });

  t.test('my info shows the account, the consent ledger and the files', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER);
    const profile = await profileNow(await site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password));

    await t.resolves(page.getByRole('heading', { level: 1, name: text.myinfo.title }).waitFor(), 'the my-info heading');
    const nav = page.getByRole('navigation', { name: text.nav.label });
    t.equal(await nav.getByRole('link', { name: text.nav.myinfo }).getAttribute('aria-current'), 'page', 'the navigation marks my info as current');
    const facts = page.getByRole('region', { name: text.myinfo.account }).locator('dl');
    t.match(await facts.textContent(), profile.username, 'the username');
    t.match(await facts.textContent(), text.memberKinds[profile.memberKind], 'the member kind in words');
    t.match(await facts.textContent(), formatPhone(profile.phone), `the contact shown 3-4-4 (${formatPhone(profile.phone)})`);
    t.equal(await page.getByLabel(text.myinfo.name, { exact: true }).inputValue(), profile.name, 'the name field holds the name');

    const consentRows = page.getByRole('region', { name: text.myinfo.consentsTitle }).locator('tbody tr');
    t.equal(await consentRows.count(), profile.consents.length, `one row per recorded consent (${profile.consents.length})`);
    problems.assertNone(t);
  });

  t.test('editing name and receive consent saves them', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER);
    const name = page.getByLabel(text.myinfo.name, { exact: true });
    const sms = page.getByLabel(text.myinfo.receiveSms, { exact: true });
    const save = page.getByRole('button', { name: text.myinfo.save });

    await name.fill('');
    await save.click();
    const nameError = validationMessage('ENTER_NAME', 'ko');
    await t.resolves(page.getByText(nameError).waitFor(), `an empty name: "${nameError}"`);
    t.equal(await name.getAttribute('aria-invalid'), 'true', 'the field is marked invalid');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    t.match(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent(), nameError, 'and described by its message');
    t.ok(await eventually(() => name.evaluate((element) => element === document.activeElement), true), 'focus goes to the field');

    await name.fill('김봉제 대표');
    const smsBefore = await sms.isChecked();
    await sms.setChecked(!smsBefore);
    await save.click();
    await t.resolves(page.getByRole('status').filter({ hasText: text.myinfo.saved }).waitFor(), 'saved');

    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    const saved = await profileNow(token!);
    t.equal(saved.name, '김봉제 대표', 'the server has the new name');
    t.equal(saved.receiveConsent.sms, !smsBefore, 'and the new receive consent');
    t.ok(saved.consents.some((consent) => consent.code === 'RECEIVE_SMS' && consent.agreed === !smsBefore), 'the consent ledger records the answer');

    await page.reload();
    await t.resolves(page.getByLabel(text.myinfo.name, { exact: true }).waitFor(), 'after a reload');
    t.equal(await page.getByLabel(text.myinfo.name, { exact: true }).inputValue(), '김봉제 대표', 'the name is still the new one');
    problems.assertNone(t);
  });

  t.test('a new contact number needs a code first', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER);
    const phone = page.getByLabel(text.myinfo.phone, { exact: true });
    await phone.fill('01077778888');
    const step = page.getByRole('group', { name: verification.title });
    await t.resolves(step.waitFor(), 'the code step appears');
    t.ok(await step.getByRole('button', { name: sendBySms }).isEnabled(), 'a code can be sent to the new number');
    await page.getByRole('button', { name: text.myinfo.save }).click();
    const verifyFirst = validationMessage('VERIFY_FIRST', 'ko');
    await t.resolves(page.getByText(verifyFirst).waitFor(), `saving without it: "${verifyFirst}"`);
    t.equal(await phone.getAttribute('aria-invalid'), 'true', 'the number is marked');

    await step.getByRole('button', { name: sendBySms }).click();
    const codeField = page.getByLabel(verification.code, { exact: true });
    await t.resolves(codeField.waitFor(), 'after sending: the code field');
    t.match(await step.textContent(), /\d:\d\d/, 'with a countdown');
    t.notOk(await step.getByRole('button').first().isEnabled(), '"resend" waits');
    await codeField.fill('000000');
    await step.getByRole('button', { name: verification.confirm, exact: true }).click();
    await t.resolves(codeField.and(page.locator('[aria-invalid="true"]')).waitFor(), 'a wrong code is refused');

    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    t.equal((await profileNow(token!)).phone, '01012345678', 'the number did not change');

    // The code the new number received, as staff read it in the message history.
    const code = await codeSentTo(site, { username: STAFF.username, password: site.staffPassword }, '01077778888');
    await codeField.fill(code);
    await step.getByRole('button', { name: verification.confirm, exact: true }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: verification.done }).waitFor(), 'the right code verifies the number');
    await page.getByRole('button', { name: text.myinfo.save }).click();
    await t.resolves(page.getByRole('status').filter({ hasText: text.myinfo.saved }).waitFor(), 'saved');
    t.equal((await profileNow(token!)).phone, '01077778888', 'the server has the new number');
    t.match(await page.getByRole('region', { name: text.myinfo.account }).locator('dl').textContent(), '010-7777-8888', 'shown 3-4-4');
    problems.assertNone(t, [/^4\d\d POST .*\/api\/v1\/users\/certify/, /status of 4\d\d/]);
  });
});
