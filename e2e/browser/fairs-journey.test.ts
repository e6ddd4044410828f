// Trade fairs and the maker directory in a real browser, end to end: staff open a fair (console
// API, as setup), a maker fills the company profile (logo and photo) and applies as exhibitor on a
// phone, staff approve, the maker lists a fair product; an overseas buyer registers in English on a
// desktop, is approved, requests a meeting from the exhibitor's page, the maker accepts, both see it
// on their day grids (the buyer with Tokyo time beside Seoul's), the buyer downloads the calendar,
// the outcome is recorded once the meeting has begun and counts in the report; the directory finds
// the maker; key screens in four languages; axe on every new screen.
import { readFileSync } from 'node:fs';
import t from 'tap';
import type { Page } from 'playwright-core';
import { seoulDate, type FairInput, type Locale, type OutcomeReport } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import makersKo from '../../mf-public/src/features/makers/i18n/ko.json' with { type: 'json' };
import makersEn from '../../mf-public/src/features/makers/i18n/en.json' with { type: 'json' };
import makersCn from '../../mf-public/src/features/makers/i18n/cn.json' with { type: 'json' };
import makersJp from '../../mf-public/src/features/makers/i18n/jp.json' with { type: 'json' };
import fairsKo from '../../mf-public/src/features/fairs/i18n/ko.json' with { type: 'json' };
import fairsEn from '../../mf-public/src/features/fairs/i18n/en.json' with { type: 'json' };
import fairsCn from '../../mf-public/src/features/fairs/i18n/cn.json' with { type: 'json' };
import fairsJp from '../../mf-public/src/features/fairs/i18n/jp.json' with { type: 'json' };
import myKo from '../../mf-member/src/features/fairs/i18n/ko.json' with { type: 'json' };
import myEn from '../../mf-member/src/features/fairs/i18n/en.json' with { type: 'json' };
import myCn from '../../mf-member/src/features/fairs/i18n/cn.json' with { type: 'json' };
import myJp from '../../mf-member/src/features/fairs/i18n/jp.json' with { type: 'json' };
import { LOCALE_STORAGE_KEY } from '../../packages/platform/src/i18n/locales.ts';
import { setTestClockOffset } from '@centre/server-kit';
import { JOURNEY_SERVICES } from '../api/stack.ts';
import { axeViolations, browserSuite, newPage, STAFF, watchPageProblems, type Site, type TapLike } from './harness.ts';
import { openMypage } from './mypage-helpers.ts';
import { fill } from './texts.ts';

const MAKERS = { ko: makersKo, en: makersEn, cn: makersCn, jp: makersJp };
const FAIRS = { ko: fairsKo, en: fairsEn, cn: fairsCn, jp: fairsJp };
const MY = { ko: myKo, en: myEn, cn: myCn, jp: myJp };
const LOCALES: Locale[] = ['ko', 'en', 'cn', 'jp'];
const MAKER = { username: 'dongdaemun7', password: DEMO_MEMBER_PASSWORD };
const BUYER = { username: 'tokyo2024', password: DEMO_MEMBER_PASSWORD };
const TRADE_NAME = '답십리 니트랩 Dapsimni Knit Lab';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TITLES = { ko: '봄 수주상담회', en: 'Spring Order Fair', cn: '春季订货洽谈会', jp: '春の受注商談会' };

/** Seoul wall clock "HH:MM" of an instant (UTC+9 all year). */
const seoulClock = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);

async function staffCall(site: Site, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, site.url), { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A full load of `path` in `locale`: the tabs share localStorage, where the language a visitor chose
 * is kept, so each load says again which language its tab speaks.
 */
async function visit(page: Page, site: Site, path: string, locale: Locale) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LOCALE_STORAGE_KEY, value: locale });
  await page.goto(`${site.url}${path}`);
}

async function axeClean(t: TapLike, page: Page, what: string) {
  t.same(await axeViolations(page), [], `axe: ${what}`);
}

await browserSuite(
  t,
  async ({ site, browser }) => {
    t.test('a fair from opening to a recorded meeting outcome', async (t) => {
      const staff = await site.signIn(STAFF.username, site.staffPassword);
      // No waiting on the real clock: the fairs service's test clock (server-kit test-clock.ts)
      // reads 09:00 tomorrow in Seoul; the fair runs that day from 10:00, so the meeting is
      // requested before it begins; the clock then moves past 10:00 for the outcome.
      const realNow = Date.now();
      const day = seoulDate(new Date(realNow + 24 * 3_600_000));
      const serverStart = Date.parse(`${day}T09:00:00+09:00`);
      setTestClockOffset(site.stack.dataDir, 'fairs', serverStart - realNow);
      const firstStart = new Date(`${day}T10:00:00+09:00`);
      const slot = `${day}T10:00`;
      const fair: FairInput = {
        title: TITLES,
        description: { ko: '<p>국내외 바이어와 1:1 상담</p>', en: '<p>One-to-one meetings with buyers</p>', cn: '', jp: '' },
        venue: 'YONGSIN',
        firstDay: day,
        lastDay: day,
        dayStart: '10:00',
        dayEnd: '10:30',
        slotMinutes: 10,
        tables: 10,
        breaks: [],
        // Open by the browser's real clock (my page offers the applications) and by the service's.
        exhibitorApplication: { from: new Date(realNow - 3_600_000).toISOString(), until: new Date(serverStart + 3_600_000).toISOString() },
        buyerApplication: { from: new Date(realNow - 3_600_000).toISOString(), until: new Date(serverStart + 3_600_000).toISOString() },
        buyerCapacity: 10,
      };
      const created = await staffCall(site, staff, 'POST', '/api/console/fairs', fair);
      t.equal(created.status, 201, 'staff open a fair');
      const fairId = created.body.fair._id as string;
      t.equal((await staffCall(site, staff, 'PUT', `/api/console/fairs/${fairId}/publication`, { published: true })).status, 200, 'and publish it');

      // ---- The maker, on a phone, in Korean: company profile, pictures, application.
      const maker = await newPage(t, browser, { viewport: 'phone', locale: 'ko' });
      const makerProblems = watchPageProblems(maker);
      const ko = MY.ko;
      await openMypage(maker, site.url, MAKER, '/mypage/company', 'ko');
      await maker.getByRole('heading', { level: 1, name: ko.company.title }).waitFor();
      await maker.getByLabel(ko.company.tradeName).fill('');
      await maker.getByRole('button', { name: ko.company.save }).click();
      await t.resolves(maker.locator('#company-tradeName[aria-invalid="true"]').waitFor(), 'an empty trade name is refused before sending');
      await maker.getByLabel(ko.company.tradeName).fill(TRADE_NAME);
      await maker.getByRole('checkbox', { name: ko.itemLabels.KNIT, exact: true }).check();
      await maker.getByLabel(ko.company.monthlyCapacity).fill('12000');
      await maker.getByLabel(fill(ko.company.descriptionLang, { language: ko.languageLabels.en })).fill('Knitwear from yarn to finished garment.\n\nSmall lots welcome.');
      await maker.getByLabel(ko.company.published).check();
      await maker.getByRole('button', { name: ko.company.save }).click();
      await t.resolves(maker.getByText(ko.company.saved).waitFor(), 'the profile is saved');
      for (const kind of ['logo', 'photo'] as const) {
        const form = maker.getByRole('form', { name: ko.company[kind] });
        await form.getByLabel(ko.company[kind], { exact: true }).setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: PNG });
        await form.getByRole('button', { name: ko.company.upload }).click();
        await t.resolves(form.getByText(fill(ko.company.uploaded, { kind: ko.company[kind] })).waitFor(), `the ${kind} is uploaded`);
      }
      await axeClean(t, maker, 'my company profile (phone)');

      await visit(maker, site, `/mypage/fairs`, 'ko');
      const openFair = maker.getByRole('listitem').filter({ has: maker.getByRole('heading', { name: TITLES.ko }) });
      await openFair.getByRole('button', { name: ko.fairs.applyExhibitor }).click();
      await openFair.getByRole('button', { name: ko.fairs.submit }).click();
      await t.resolves(openFair.getByRole('alert').first().waitFor(), 'an application without items is refused before sending');
      await openFair.getByRole('checkbox', { name: ko.itemLabels.KNIT, exact: true }).check();
      await openFair.getByRole('button', { name: ko.fairs.submit }).click();
      await t.resolves(maker.getByText(ko.fairs.applied).waitFor(), 'the application is sent');
      await t.resolves(maker.getByRole('link', { name: TITLES.ko }).waitFor(), 'and listed among my fairs');
      t.match(await maker.getByRole('listitem').filter({ has: maker.getByRole('link', { name: TITLES.ko }) }).textContent(), ko.fairs.status.WAITING, 'under review');
      await axeClean(t, maker, 'my fairs (phone)');

      const exhibitors = await staffCall(site, staff, 'GET', `/api/console/fairs/${fairId}/exhibitors`);
      const exhibitor = exhibitors.body.exhibitors.find((row: { tradeName: string }) => row.tradeName === TRADE_NAME);
      t.ok(exhibitor, 'staff see the application with the profile trade name');
      t.equal((await staffCall(site, staff, 'PUT', `/api/console/fairs/${fairId}/exhibitors/${exhibitor._id}`, { status: 'APPROVED', table: 3 })).status, 204, 'staff approve it, table 3');

      await visit(maker, site, `/mypage/fairs/${fairId}`, 'ko');
      await maker.getByRole('heading', { level: 1, name: TITLES.ko }).waitFor();
      t.match(await maker.getByRole('listitem').filter({ hasText: ko.fairs.role.EXHIBITOR }).textContent(), fill(ko.fairs.table, { table: 3 }), 'approved, at table 3');
      await maker.getByRole('button', { name: ko.fair.add }).click();
      await maker.getByLabel(ko.fair.name).fill('케이블 니트 스웨터 Cable knit sweater');
      await maker.getByLabel(ko.fair.item).selectOption('KNIT');
      await maker.getByLabel(ko.fair.priceMin).fill('30000');
      await maker.getByLabel(ko.fair.priceMax).fill('20000');
      await maker.getByLabel(ko.fair.moq).fill('200');
      await maker.getByLabel(ko.fair.leadTimeDays).fill('25');
      await maker.getByRole('button', { name: ko.fair.save }).click();
      await t.resolves(maker.getByText(ko.fair.priceOrder).waitFor(), 'a highest price under the lowest is refused');
      await maker.getByLabel(ko.fair.priceMax).fill('45000');
      await maker.getByLabel(ko.fair.sampleAvailable).check();
      await maker.getByRole('button', { name: ko.fair.save }).click();
      await t.resolves(maker.getByText(ko.fair.savedProduct).waitFor(), 'the fair product is saved');
      await t.resolves(maker.getByRole('heading', { level: 3, name: '케이블 니트 스웨터 Cable knit sweater' }).waitFor(), 'and listed');

      // Its photos: the type is judged by the bytes (an HTML page called .png is refused, in
      // Korean), a PNG is shown with its alt text, a second one is removed through the app's dialog.
      const product = '케이블 니트 스웨터 Cable knit sweater';
      const photoInput = maker.getByLabel(fill(ko.productPhotos.choose, { name: product }), { exact: true });
      const sendPhoto = async (name: string, buffer: Buffer) => {
        await photoInput.setInputFiles({ name, mimeType: 'image/png', buffer });
        await maker.getByRole('button', { name: ko.productPhotos.upload }).click();
      };
      await sendPhoto('page.png', Buffer.from('<html><script>alert(1)</script></html>'));
      await t.resolves(maker.getByRole('status').filter({ hasText: ko.productPhotos.wrongType }).waitFor(), 'bytes that are no picture are refused by the server, in Korean');
      await sendPhoto('front.png', PNG);
      await t.resolves(maker.getByRole('status').filter({ hasText: ko.productPhotos.uploaded }).waitFor(), 'a PNG is added');
      await t.resolves(maker.getByRole('img', { name: fill(ko.productPhotos.alt, { name: product, n: 1, count: 1 }) }).waitFor(), 'and shown with its alt text');
      await sendPhoto('back.png', Buffer.concat([PNG, Buffer.from('back')]));
      await t.resolves(maker.getByRole('img', { name: fill(ko.productPhotos.alt, { name: product, n: 2, count: 2 }) }).waitFor(), 'a second photo');
      await maker.getByRole('button', { name: fill(ko.productPhotos.removeLabel, { name: product, n: 2 }) }).click();
      const removeDialog = maker.getByRole('dialog', { name: ko.productPhotos.removeTitle });
      await t.resolves(removeDialog.waitFor(), "removal asks first, in the app's dialog");
      await axeClean(t, maker, 'removing a product photo (phone)');
      await removeDialog.getByRole('button', { name: ko.productPhotos.remove, exact: true }).click();
      await t.resolves(maker.getByRole('status').filter({ hasText: ko.productPhotos.removed }).waitFor(), 'the photo is removed');
      await t.resolves(maker.getByRole('img', { name: fill(ko.productPhotos.alt, { name: product, n: 1, count: 1 }) }).waitFor(), 'one photo is left');
      const productId = (await staffCall(site, staff, 'GET', `/api/v1/fairs/${fairId}/products?exhibitor=${exhibitor._id}`)).body.products[0]._id as string;
      await axeClean(t, maker, 'my fair as exhibitor (phone)');

      // ---- The buyer, on a desktop, in English: registration, approval, a meeting request.
      const buyer = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
      const buyerProblems = watchPageProblems(buyer);
      const en = MY.en;
      await openMypage(buyer, site.url, BUYER, '/mypage/fairs', 'en');
      const buyerFair = buyer.getByRole('listitem').filter({ has: buyer.getByRole('heading', { name: TITLES.en }) });
      await buyerFair.getByRole('button', { name: en.fairs.registerBuyer }).click();
      await buyerFair.getByLabel(en.fairs.company).fill('Hanako Select');
      await buyerFair.getByLabel(en.fairs.country).selectOption('JP');
      await buyerFair.getByLabel(en.fairs.timeZone).selectOption('Asia/Tokyo');
      await buyerFair.getByRole('checkbox', { name: en.itemLabels.KNIT, exact: true }).check();
      await buyerFair.getByLabel(en.fairs.orderVolume).fill('1,000 pcs a season');
      await buyerFair.getByLabel(en.fairs.language).selectOption('en');
      await buyerFair.getByLabel(en.fairs.contactEmail).fill('not-an-email');
      await buyerFair.getByRole('button', { name: en.fairs.submit }).click();
      await t.resolves(buyerFair.locator('[aria-invalid="true"]').first().waitFor(), 'a malformed e-mail is refused before sending');
      await buyerFair.getByLabel(en.fairs.contactEmail).fill('hanako@example.jp');
      await buyerFair.getByRole('button', { name: en.fairs.submit }).click();
      await t.resolves(buyer.getByText(en.fairs.applied).waitFor(), 'the buyer registration is sent');
      await axeClean(t, buyer, 'my fairs (desktop, en)');

      const buyers = await staffCall(site, staff, 'GET', `/api/console/fairs/${fairId}/buyers`);
      t.equal(buyers.body.buyers[0].timeZone, 'Asia/Tokyo', 'registered with Tokyo time');
      t.equal((await staffCall(site, staff, 'PUT', `/api/console/fairs/${fairId}/buyers/${buyers.body.buyers[0]._id}`, { status: 'APPROVED' })).status, 204, 'staff approve the buyer');

      // Approved, the buyer is suggested the exhibitors who bring what they want (knit).
      await visit(buyer, site, `/mypage/fairs/${fairId}`, 'en');
      const suggested = buyer.getByRole('region', { name: en.suggestions.title });
      await t.resolves(suggested.getByRole('heading', { level: 3, name: TRADE_NAME }).waitFor(), 'the knit maker is suggested to the knit buyer');
      t.match(await suggested.textContent(), fill(en.suggestions.items, { items: en.itemLabels.KNIT }), 'for the knit they bring');
      t.equal(await suggested.getByRole('link', { name: fill(en.suggestions.request, { name: TRADE_NAME }) }).getAttribute('href'), `/fairs/${fairId}/exhibitors/${exhibitor._id}`, 'with the way to ask them for a meeting');
      await axeClean(t, buyer, 'my fair with suggested exhibitors (desktop, en)');

      const pub = FAIRS.en;
      await visit(buyer, site, `/fairs/${fairId}`, 'en');
      await buyer.getByRole('heading', { level: 1, name: TITLES.en }).waitFor();
      t.ok(await buyer.getByText(pub.status.IN_PROGRESS, { exact: true }).first().isVisible(), 'the fair is in progress');
      await t.resolves(buyer.getByRole('heading', { level: 3, name: '케이블 니트 스웨터 Cable knit sweater' }).waitFor(), 'its products are listed');
      await axeClean(t, buyer, 'fair page (desktop)');
      await buyer.getByRole('region', { name: pub.exhibitors }).getByRole('link', { name: new RegExp(TRADE_NAME) }).click();
      await buyer.getByRole('heading', { level: 1, name: TRADE_NAME }).waitFor();
      t.ok(await buyer.getByText(fill(pub.table, { table: 3 })).isVisible(), 'the exhibitor sits at table 3');
      const publicPhoto = buyer.getByRole('img', { name: fill(pub.productPhotoAlt, { name: '케이블 니트 스웨터 Cable knit sweater', n: 1, count: 1 }) });
      await publicPhoto.scrollIntoViewIfNeeded();
      t.equal(await publicPhoto.getAttribute('loading'), 'lazy', "the product's photo loads lazily");
      await t.resolves(publicPhoto.evaluate((image: HTMLImageElement) => image.decode()), 'and shows the uploaded picture');
      await buyer.getByRole('button', { name: pub.send }).click();
      await t.resolves(buyer.getByText(pub.slotRequired).waitFor(), 'a request without a slot is refused before sending');
      await buyer.getByLabel(pub.slot).selectOption(slot);
      await buyer.getByLabel(pub.context).fill('Merino knits for AW27, about 1,000 pcs');
      await axeClean(t, buyer, 'exhibitor page with the meeting form (desktop)');
      await buyer.getByRole('button', { name: pub.send }).click();
      await t.resolves(buyer.getByText(fill(pub.sent, { slot: slot.replace('T', ' ') })).waitFor(), 'the meeting is requested');

      // ---- The maker accepts; both see the meeting on their day grids.
      await visit(maker, site, `/mypage/matchings`, 'ko');
      await maker.getByRole('heading', { level: 2, name: ko.matchings.toMe }).waitFor();
      await axeClean(t, maker, 'matchings (phone)');
      await maker.getByRole('button', { name: `${ko.matchings.accept}: Hanako Select (JP)` }).click();
      await t.resolves(maker.getByText(ko.matchings.accepted).waitFor(), 'the maker accepts');
      await t.resolves(maker.getByText('hanako@example.jp').waitFor(), "and now sees the buyer's contact");

      await visit(maker, site, `/mypage/fairs/${fairId}`, 'ko');
      const makerRow = maker.getByRole('row').filter({ hasText: 'Hanako Select (JP)' });
      await t.resolves(makerRow.waitFor(), "the meeting is on the maker's grid");
      t.match(await makerRow.textContent(), ko.matchings.status.ACCEPTED, 'confirmed');
      t.equal(await maker.getByRole('columnheader', { name: fill(ko.fair.local, { zone: 'Asia/Seoul' }) }).count(), 0, 'an exhibitor sees Seoul time only');

      await visit(buyer, site, `/mypage/fairs/${fairId}`, 'en');
      await buyer.getByRole('columnheader', { name: fill(en.fair.local, { zone: 'Asia/Tokyo' }) }).waitFor();
      const buyerRow = buyer.getByRole('row').filter({ hasText: TRADE_NAME });
      await t.resolves(buyerRow.waitFor(), "the meeting is on the buyer's grid");
      await t.resolves(buyer.getByRole('region', { name: en.suggestions.title }).getByText(en.suggestions.meeting).waitFor(), 'the suggestion now says they meet');
      const tokyo = seoulClock(firstStart); // Tokyo and Seoul share UTC+9
      t.match(await buyerRow.textContent(), `${day} ${tokyo}`, 'with the start in Tokyo time beside it');
      const download = buyer.waitForEvent('download');
      await buyer.getByRole('button', { name: en.fair.ical }).click();
      const calendar = readFileSync((await (await download).path())!, 'utf8');
      t.match(calendar, /BEGIN:VEVENT/, 'the calendar file holds the meeting');
      await axeClean(t, buyer, 'my fair schedule as buyer (desktop)');

      // ---- The directory finds the maker, in four languages; the fairs list too.
      for (const locale of LOCALES) {
        const visitor = await newPage(t, browser, { viewport: locale === 'cn' || locale === 'ko' ? 'phone' : 'desktop', locale });
        const visitorProblems = watchPageProblems(visitor);
        const text = MAKERS[locale];
        await visitor.goto(`${site.url}/makers`);
        await visitor.getByRole('heading', { level: 1, name: text.title }).waitFor();
        await visitor.getByLabel(text.searchLabel).fill('니트랩');
        await visitor.getByRole('combobox', { name: text.item }).selectOption('KNIT');
        await visitor.getByRole('button', { name: text.search, exact: true }).click();
        await visitor.getByRole('heading', { level: 2, name: fill(text.results, { count: 1 }) }).waitFor();
        if (locale === 'ko') await axeClean(t, visitor, 'directory (phone)');
        await visitor.getByRole('link', { name: new RegExp(TRADE_NAME) }).click();
        await visitor.getByRole('heading', { level: 1, name: new RegExp(TRADE_NAME) }).waitFor();
        const makerId = new URL(visitor.url()).pathname.split('/').pop();
        // The contact page writes to the company's member (the content service's recipient), never shows an address.
        const { maker } = await site.getJson<{ maker: { memberId: string } }>(`/api/v1/makers/${makerId}`);
        t.equal(await visitor.getByRole('link', { name: text.contact }).getAttribute('href'), `/contact?maker=${maker.memberId}`, `${locale}: contact goes through the centre`);
        for (const picture of [fill(text.logo, { name: TRADE_NAME }), fill(text.photo, { name: TRADE_NAME })]) {
          const image = visitor.getByRole('img', { name: picture, exact: true });
          await image.scrollIntoViewIfNeeded();
          const element = await image.elementHandle();
          await t.resolves(visitor.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, element), `${locale}: ${picture} shown`);
        }
        if (locale === 'en') {
          t.match(await visitor.locator('main').textContent(), 'Small lots welcome.', 'the English description');
          t.notMatch(await visitor.locator('main').textContent(), 'example', 'no contact details on the public profile');
          await axeClean(t, visitor, 'maker profile (desktop)');
        }
        const fairText = FAIRS[locale];
        await visit(visitor, site, `/fairs`, locale);
        await visitor.getByRole('heading', { level: 1, name: fairText.title }).waitFor();
        await t.resolves(visitor.getByRole('heading', { level: 2, name: TITLES[locale] }).waitFor(), `${locale}: the fair in the list, in its language`);
        if (locale === 'jp') await axeClean(t, visitor, 'fairs list (desktop)');
        await visit(visitor, site, `/fairs/${fairId}`, locale);
        await visitor.getByRole('heading', { level: 2, name: fairText.howToJoin }).waitFor();
        t.ok(await visitor.getByText(fairText.signInToMeet).count() === 0, `${locale}: no meeting offer on the fair page itself`);
        await t.resolves(visitor.getByRole('img', { name: fill(fairText.productPhotoAlt, { name: '케이블 니트 스웨터 Cable knit sweater', n: 1, count: 1 }) }).waitFor({ state: 'attached' }), `${locale}: the product photo, its alt text in ${locale}`);
        visitorProblems.assertNone(t);
      }

      // Staff hide the photo (console API through the gateway): it leaves the public page at once.
      const photos = await staffCall(site, staff, 'GET', `/api/console/fairs/${fairId}/products/${productId}/photos`);
      t.equal(photos.body.photos.length, 1, 'staff see the photo');
      t.equal((await staffCall(site, staff, 'PUT', `/api/console/fairs/${fairId}/products/${productId}/photos/${photos.body.photos[0]._id}/visibility`, { hidden: true })).status, 200, 'and hide it');
      await visit(maker, site, `/fairs/${fairId}/exhibitors/${exhibitor._id}`, 'ko');
      await maker.getByRole('heading', { level: 3, name: '케이블 니트 스웨터 Cable knit sweater' }).waitFor();
      t.equal(await maker.getByRole('img', { name: /케이블 니트 스웨터/ }).count(), 0, 'a hidden photo is not shown publicly (phone)');
      t.equal((await fetch(new URL(photos.body.photos[0].url.replace('/api/console/', '/api/v1/'), site.url))).status, 404, 'nor served at its public address');

      // ---- My page in Chinese and Japanese (the maker's screens).
      for (const locale of ['cn', 'jp'] as const) {
        const page = await newPage(t, browser, { viewport: 'desktop', locale });
        await openMypage(page, site.url, MAKER, '/mypage/matchings', locale);
        await page.getByRole('heading', { level: 1, name: MY[locale].matchings.title }).waitFor();
        await t.resolves(page.getByRole('listitem').filter({ hasText: 'Hanako Select' }).getByText(MY[locale].matchings.status.ACCEPTED, { exact: true }).waitFor(), `${locale}: the meeting, confirmed`);
        await visit(page, site, '/mypage/company', locale);
        await t.resolves(page.getByRole('heading', { level: 1, name: MY[locale].company.title }).waitFor(), `${locale}: the company profile screen`);
      }

      // ---- Once the meeting has begun, the maker records its outcome; the report counts it.
      // The service's clock and the maker's browser move to a minute after the meeting began. In the
      // browser only the date moves (setFixedTime): timers and animation frames stay native, so the
      // page and Playwright's actionability checks run as before on a busy host.
      const begun = firstStart.getTime() + 60_000;
      setTestClockOffset(site.stack.dataDir, 'fairs', begun - Date.now());
      await maker.clock.setFixedTime(begun);
      await visit(maker, site, `/mypage/matchings`, 'ko');
      await maker.getByRole('button', { name: ko.matchings.outcome }).click();
      await maker.getByLabel(ko.matchings.attendance).selectOption('HELD');
      const outcome = maker.getByRole('form', { name: ko.matchings.outcome });
      await outcome.getByRole('checkbox', { name: ko.itemLabels.KNIT, exact: true }).check();
      await outcome.getByLabel(ko.matchings.estimatedAmount).fill('30000000');
      await outcome.getByLabel(ko.matchings.followUp).fill('샘플 2벌 발송');
      await axeClean(t, maker, 'outcome form (phone)');
      await outcome.getByRole('button', { name: ko.matchings.saveOutcome }).click();
      await t.resolves(maker.getByText(ko.matchings.outcomeSaved).waitFor(), 'the outcome is recorded');
      const report = (await staffCall(site, staff, 'GET', `/api/console/matchings/report?fair=${fairId}`)).body as OutcomeReport;
      t.same([report.totals.accepted, report.totals.recorded, report.totals.held, report.totals.estimatedAmount], [1, 1, 1, 30_000_000], 'the report counts the held meeting and its amount');
      t.equal(report.byCountry[0]?.country, 'JP', 'by the buyer country');

      // The one refusal the maker was meant to meet: the HTML page sent as a product photo (415).
      makerProblems.assertNone(t, [/\b415\b.*\/photos\b/]);
      buyerProblems.assertNone(t);
    });
  },
  { services: [...JOURNEY_SERVICES, 'fairs'], env: { TEST_CLOCK: 'on' } },
);
