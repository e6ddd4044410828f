// The phone for the day on the apply form (issue 20 item 12), on a phone in English: the country
// beside the number (Korea by default, the Korean "digits only" hint), another country chosen (its
// own hint, the number shown as staff will read it), an unreadable number and texts to an overseas
// number refused on their fields in the member's words; the application sent with a French number
// is stored in E.164 and shown in international format on my page. axe on the form.
import t from 'tap';
import { APPLY_PATHS, VALIDATION_MESSAGES, type MemberApplicationList } from '@centre/contracts';
import { SESSION_KEYS } from '../../packages/platform/src/session/session-store.ts';
import { axeViolations, browserSuite, DEMO_MEMBER, newPage, watchPageProblems } from './harness.ts';
import { APPLY_TEXT, ensureUnits, fill, openUnits } from './apply-helpers.ts';
import { field } from './member-helpers.ts';
import { openMypage } from './mypage-helpers.ts';

await browserSuite(t, async ({ site, browser }) => {
  await ensureUnits(site);

  t.test('an overseas phone for the day: chosen country, its hint and rule, stored E.164, shown in international format', async (t) => {
    const text = APPLY_TEXT.en;
    const [unit] = await openUnits(site, 'CUTTINGROOM', 'DAPSIMNI', 1);
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    await openMypage(page, site.url, DEMO_MEMBER, '/mypage/applications', 'en');
    await page.goto(`${site.url}/cuttingroom/apply?unit=${unit!._id}`);
    await page.getByRole('heading', { level: 1, name: fill(text.apply.title, { work: text.work.CUTTINGROOM }) }).waitFor();

    const country = field(page, text.apply.phoneCountry);
    const phone = field(page, text.apply.phone);
    t.equal(await country.inputValue(), 'KR', 'a Korean member on file: Korea is chosen');
    t.match(await phone.inputValue(), /^0\d{8,10}$/, 'and their number offered as digits');
    await t.resolves(page.getByText(text.apply.phoneHint, { exact: true }).waitFor(), '"digits only" is the hint for a Korean number');

    await country.selectOption('FR');
    await phone.fill('06 12 34 56 78');
    await t.resolves(page.getByText(text.apply.phoneHintInternational, { exact: true }).waitFor(), 'another country: the international hint, not "digits only"');
    await t.resolves(page.getByText(fill(text.apply.phoneShown, { phone: '+33 6 12 34 56 78' }), { exact: true }).waitFor(), 'the number as staff will read it');

    await field(page, text.apply.item).fill('Wool coats, sample run');
    await field(page, text.apply.quantityLayers).fill('10');
    await field(page, text.apply.markerLength).fill('300');
    await field(page, text.apply.plies).fill('10');
    await page.getByLabel(text.apply.agree, { exact: true }).check();
    await field(page, text.apply.channel).selectOption('SMS');
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    await t.resolves(page.getByText(VALIDATION_MESSAGES.SMS_KOREAN_MOBILE_ONLY.en, { exact: true }).waitFor(), 'texts to an overseas number: said at the channel');
    t.equal(await field(page, text.apply.channel).getAttribute('aria-invalid'), 'true');

    await phone.fill('06 12');
    await field(page, text.apply.channel).selectOption('EMAIL');
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    await t.resolves(page.getByText(VALIDATION_MESSAGES.INTERNATIONAL_PHONE.en, { exact: true }).waitFor(), 'an unreadable overseas number: "with its country code", never "digits only"');
    t.equal(await phone.getAttribute('aria-invalid'), 'true');
    t.equal(await page.getByText(VALIDATION_MESSAGES.DIGITS_ONLY.en, { exact: true }).count(), 0);
    t.same(await axeViolations(page), [], 'the form with its errors: no serious or critical violations (phone)');

    await phone.fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: text.apply.submit, exact: true }).click();
    await t.resolves(page.getByRole('region', { name: text.done.title }).waitFor(), 'the application is received');
    const token = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.accessToken);
    const mine = await site.getJson<MemberApplicationList>(`${APPLY_PATHS.applications}?limit=100`, { token: token! });
    const sent = mine.applications.find((application) => application.unitId === unit!._id)!;
    t.equal(sent.phone, '+33612345678', 'stored in E.164');

    await page.goto(`${site.url}/mypage/applications/${sent._id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(sent.date) }).waitFor();
    await t.resolves(page.getByText('+33 6 12 34 56 78', { exact: true }).waitFor(), 'my page shows it in international format');
    problems.assertNone(t);
  });
});
