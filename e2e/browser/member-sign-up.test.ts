// Signing up in a real browser, as each of the three member kinds, reading the verification code
// from the console's message history as staff would; the refusals on the way (verification first,
// required terms, a number already used); and a sign-up made with the keyboard alone.
import t from 'tap';
import type { Page } from 'playwright-core';
import { validationMessage, type Locale, type ProfileResponse } from '@centre/contracts';
import { answerAppDialogs, browserSuite, eventually, newPage, type Site, watchPageProblems } from './harness.ts';
import { codeSentTo, field, freshMember, MEMBER_TEXT, verifyInForm } from './member-helpers.ts';
import { MYPAGE_TEXT, openMypage } from './mypage-helpers.ts';
import { openConsoleSignedIn } from './console-helpers.ts';
import { signInForm, submitSignIn } from './sign-in.ts';
import { fill } from './texts.ts';

/** A one-page PDF is enough for the byte sniffing on the server. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

type Member = ReturnType<typeof freshMember>;
/** The seeded demo member sewing01's verified number (services/users/src/seeds/demo-members.ts). */
const DEMO_PHONE = '01012345678';

async function fillAccount(page: Page, locale: Locale, member: Member, kind: 'person' | 'company' | 'overseas') {
  const text = MEMBER_TEXT[locale].signUp;
  await field(page, text.username).fill(member.username);
  await page.getByText(text.usernameAvailable).waitFor();
  await field(page, text.password).fill(member.password);
  await field(page, text.passwordConfirm).fill(member.password);
  await field(page, kind === 'company' ? text.nameOrInstitution : text.name).fill(kind === 'company' ? '동대문봉제 주식회사' : '김봉제');
  await field(page, text.email).fill(member.email);
  if (kind !== 'overseas') await field(page, text.phone).fill(member.phone);
}

async function signedUpProfile(site: Site, member: Member) {
  const token = await site.signIn(member.username, member.password);
  return (await site.getJson<ProfileResponse>('/api/v1/me/profile', { token })).profile;
}

await browserSuite(t, async ({ site, browser }) => {
  const person = freshMember('maker');

  t.test('domestic individual: chosen at /join/type, verified by SMS, terms required, then signed in', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'ko' });
    const problems = watchPageProblems(page);
    const text = MEMBER_TEXT.ko;
    await page.goto(`${site.url}/join/type`);
    t.equal(await page.getByText('준비 중').count(), 0, 'no "coming soon" any more');
    await page.getByRole('link', { name: fill(text.join.choose, { kind: text.join.kinds.domesticPrivate.title }) }).click();
    await page.waitForURL(`${site.url}/join/person`);
    await fillAccount(page, 'ko', person, 'person');

    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    const verifyFirst = validationMessage('VERIFY_FIRST', 'ko');
    await t.resolves(page.getByRole('alert').filter({ hasText: verifyFirst }).waitFor(), 'verification first');
    const sendBySms = text.verification.send.replace('{{what}}', text.verification.bySms);
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent), sendBySms), sendBySms, 'focus on the first problem: the verification step');
    await t.resolves(page.getByText(validationMessage('AGREE_REQUIRED_TERMS', 'ko')).waitFor(), 'and the required terms');

    await verifyInForm(page, site, 'ko', 'SMS', person.phone);
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: validationMessage('AGREE_REQUIRED_TERMS', 'ko') }).waitFor();
    t.equal(await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type), 'checkbox'), 'checkbox', 'focus on the first required term');
    t.equal(await page.getByText(verifyFirst).count(), 0, 'verification no longer asked for');

    // Every required term separately, no optional consent: recorded as refused.
    const required = page.getByRole('checkbox', { name: text.signUp.required });
    t.equal(await required.count(), 2, 'two required terms, each with its own box');
    for (const box of await required.all()) await box.check();
    t.ok(await page.getByRole('region').first().textContent(), 'each term shows its text');
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await page.waitForURL(`${site.url}/join/complete`);
    await t.resolves(page.getByRole('heading', { level: 1, name: text.join.complete.title }).waitFor(), 'the completion page');
    await t.resolves(page.getByText(text.join.complete.signIn).waitFor(), 'says what happens next');

    const profile = await signedUpProfile(site, person);
    t.equal(profile.memberKind, 'DOMESTIC_PRIVATE');
    t.equal(profile.phone, person.phone, 'the verified number');
    t.same(profile.receiveConsent, { sms: false, email: false }, 'optional consents recorded as refused');
    t.same(
      profile.consents.filter((consent) => consent.code === 'TERMS_OF_USE' || consent.code === 'PRIVACY_POLICY').map((consent) => consent.agreed),
      [true, true],
      'both required terms agreed, by version',
    );

    await page.getByRole('link', { name: text.join.complete.toLogin }).click();
    await submitSignIn(page, person);
    await page.waitForURL(`${site.url}/`);
    t.pass('the new member signs in');
    problems.assertNone(t);
  });

  t.test('a number already used by a member is refused with the server\'s message', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const text = MEMBER_TEXT.en;
    await page.goto(`${site.url}/join/person`);
    // A demo member's number (a code to a number just verified would wait out the resend interval first).
    await field(page, text.signUp.phone).fill(DEMO_PHONE);
    await page.getByRole('button', { name: text.verification.send.replace('{{what}}', text.verification.bySms) }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('PHONE_TAKEN', 'en') }).waitFor(), validationMessage('PHONE_TAKEN', 'en'));

    // A second code to the same number within the resend interval (from a fresh form): 429, with the wait.
    const fresh = freshMember('again');
    const send = page.getByRole('button', { name: text.verification.send.replace('{{what}}', text.verification.bySms) });
    await field(page, text.signUp.phone).fill(fresh.phone);
    await send.click();
    await field(page, text.verification.code).waitFor();
    await page.reload();
    await field(page, text.signUp.phone).fill(fresh.phone);
    await send.click();
    const waitMessage = new RegExp(validationMessage('TOO_MANY_REQUESTS', 'en', { seconds: '__' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('__', '[0-9]+'));
    await t.resolves(page.getByRole('alert').filter({ hasText: waitMessage }).waitFor(), '429 shown with its wait time');
  });

  t.test('domestic institution: name or institution name, business registration with upload progress', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    const text = MEMBER_TEXT.en;
    const company = freshMember('studio');
    await page.goto(`${site.url}/join/company`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fillAccount(page, 'en', company, 'company');
    await verifyInForm(page, site, 'en', 'SMS', company.phone);
    await page.getByRole('checkbox', { name: validationMessage('AGREE_ALL_TERMS', 'en') }).check();
    t.equal(await page.getByRole('checkbox', { checked: true }).count(), 5, 'agree to all ticks every term and both receive consents');

    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('ATTACH_FILE', 'en') }).waitFor(), 'the file is required');

    const file = field(page, text.signUp.businessRegistration);
    await file.setInputFiles({ name: 'business-registration.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('FILE_TYPE', 'en') }).waitFor(), 'only PDF, JPG or PNG');

    await file.setInputFiles({ name: 'business-registration.pdf', mimeType: 'application/pdf', buffer: PDF });
    // The progress bar may come and go quickly on a local server: record that it was shown.
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (document.querySelector('progress')) (window as unknown as { progressShown: boolean }).progressShown = true;
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await page.waitForURL(`${site.url}/join/complete`);
    t.ok(await page.evaluate(() => (window as unknown as { progressShown?: boolean }).progressShown), 'upload progress was shown');
    await t.resolves(page.getByText(text.join.complete.companyReview).waitFor(), 'told the registration is reviewed');

    const profile = await signedUpProfile(site, company);
    t.equal(profile.memberType, 'COMPANY');
    t.same(profile.files.map((stored) => [stored.kind, stored.reviewState]), [['BUSINESS_REGISTRATION', 'WAITING']], 'the file waits for review');
    t.same(profile.receiveConsent, { sms: true, email: true }, 'optional consents given');
    problems.assertNone(t);
  });

  t.test('overseas resident: country, verified by e-mail', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const text = MEMBER_TEXT.en;
    const overseas = freshMember('abroad');
    await page.goto(`${site.url}/join/overseas`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fillAccount(page, 'en', overseas, 'overseas');
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('COUNTRY_RULE', 'en') }).waitFor(), 'the country is required');
    t.equal(await page.getByText(validationMessage('ENTER_PHONE', 'en')).count(), 0, 'a phone number is not');

    await field(page, text.signUp.country).selectOption('VN');
    await verifyInForm(page, site, 'en', 'EMAIL', overseas.email);
    await page.getByRole('checkbox', { name: validationMessage('AGREE_ALL_TERMS', 'en') }).check();
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await page.waitForURL(`${site.url}/join/complete`);
    const profile = await signedUpProfile(site, overseas);
    t.equal(profile.memberKind, 'OVERSEAS');
    t.equal(profile.country, 'VN');
    t.equal(profile.email, overseas.email);
    problems.assertNone(t);
  });

  t.test('overseas resident on a phone: an international number, stored in E.164, shown and edited in international format', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    const text = MEMBER_TEXT.en;
    const overseas = freshMember('paris');
    await page.goto(`${site.url}/join/overseas`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fillAccount(page, 'en', overseas, 'overseas');
    await field(page, text.signUp.country).selectOption('FR');
    const phone = field(page, text.signUp.phone);
    t.equal(await page.getByText(validationMessage('DIGITS_ONLY', 'en')).count(), 0, 'no "digits only" for an international number');
    await t.resolves(page.getByText(validationMessage('INTERNATIONAL_PHONE', 'en')).first().waitFor(), 'the hint asks for the country code');

    await phone.fill('+33 6 12 34 56');
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await t.resolves(page.getByRole('alert').filter({ hasText: validationMessage('INTERNATIONAL_PHONE', 'en') }).waitFor(), 'a number too short is refused in the international rule');
    await phone.fill('+33 6 12 34 56 78');
    await t.resolves(page.getByText(text.signUp.phoneShown.replace('{{phone}}', '+33 6 12 34 56 78')).waitFor(), 'the number read back in international format');

    await verifyInForm(page, site, 'en', 'EMAIL', overseas.email);
    await page.getByRole('checkbox', { name: validationMessage('AGREE_ALL_TERMS', 'en') }).check();
    await page.getByRole('button', { name: text.signUp.submit, exact: true }).click();
    await page.waitForURL(`${site.url}/join/complete`);
    const profile = await signedUpProfile(site, overseas);
    t.equal(profile.phone, '+33612345678', 'stored in E.164');
    t.equal(profile.country, 'FR', 'with the country');

    // My info shows it in international format, never 3-4-4, and the member changes it there.
    const mypage = MYPAGE_TEXT.en;
    await openMypage(page, site.url, overseas, '/mypage/myinfo', 'en');
    const facts = page.getByRole('region', { name: mypage.myinfo.account }).locator('dl');
    await facts.waitFor();
    t.match(await facts.textContent(), '+33 6 12 34 56 78', 'the contact in international format');
    t.notMatch(await facts.textContent(), '336-1234-5678', 'not cut 3-4-4');
    const myPhone = page.getByLabel(mypage.myinfo.phone, { exact: true });
    t.equal(await myPhone.inputValue(), '+33 6 12 34 56 78', 'the field holds it as read');
    t.equal(await page.getByText(mypage.myinfo.phoneHint).count(), 0, 'no "digits only" hint for an overseas member');
    await myPhone.fill('+1 415 555 2671');
    await page.getByRole('button', { name: mypage.myinfo.save }).click();
    await t.resolves(page.getByText(mypage.myinfo.saved).waitFor(), 'saved');
    t.equal(await myPhone.inputValue(), '+1 415 555 2671', 'shown again in international format');
    t.equal((await signedUpProfile(site, overseas)).phone, '+14155552671', 'stored in E.164');
    problems.assertNone(t);

    // Staff find the member by the number as they would type it and read it in international format.
    const desk = await newPage(t, browser, { viewport: 'desktop' });
    await openConsoleSignedIn(desk, site, `/console/users?keyword=${encodeURIComponent('+1 415 555 2671')}`);
    const row = desk.locator('#console-main').getByRole('row').filter({ hasText: overseas.username });
    await t.resolves(row.waitFor(), 'found by the number typed with its spaces');
    t.match(await row.textContent(), '+1 415 555 2671', 'shown in international format in the list');
    t.notMatch(await row.textContent(), '141-5555-2671', 'not cut 3-4-4');
  });

  t.test('keyboard only: a domestic individual signs up without a pointer', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
    const problems = watchPageProblems(page);
    await answerAppDialogs(page);
    const text = MEMBER_TEXT.ko;
    const member = freshMember('keys');
    await page.goto(`${site.url}/join/person`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    /** Tabs forward until the focused element is named `name` (its label or text). */
    const tabTo = async (name: string) => {
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return '';
          const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null;
          return (label ?? element.textContent ?? '').replace(/\s*\*$/, '').trim();
        });
        if (focused === name) return;
      }
      throw new Error(`could not reach "${name}" with Tab`);
    };
    await tabTo(text.signUp.username);
    await page.keyboard.type(member.username);
    await tabTo(text.signUp.password);
    await page.keyboard.type(member.password);
    await tabTo(text.signUp.passwordConfirm);
    await page.keyboard.type(member.password);
    await tabTo(text.signUp.name);
    await page.keyboard.type('박재단');
    await tabTo(text.signUp.email);
    await page.keyboard.type(member.email);
    await tabTo(text.signUp.phone);
    await page.keyboard.type(member.phone);
    await tabTo(text.verification.send.replace('{{what}}', text.verification.bySms));
    await page.keyboard.press('Enter');
    const code = await codeSentTo(site, member.phone);
    // Focus moves to the code field once the code is on its way.
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.autocomplete === 'one-time-code');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.getByText(text.verification.done).waitFor();
    await tabTo(validationMessage('AGREE_ALL_TERMS', 'ko'));
    await page.keyboard.press('Space');
    await tabTo(text.signUp.submit);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/join/complete`);
    t.pass('signed up with the keyboard alone');
    await signInForm(page).count();
    problems.assertNone(t);
  });
});
