// The console's products view of a fair (issue 23) through the real stack, as programme staff: a
// maker lists a product with two photos (member API, as setup); staff find it by search, see each
// photo as a thumbnail with its alt text, hide one (it leaves the public list), show it again, and
// remove the other after the app's own question (refused once, then accepted). axe and page width
// on a phone and on a desktop, and the screen in all four languages.
import t from 'tap';
import type { Page } from 'playwright-core';
import type { ConsoleFair, ConsoleFairProductList, FairInput, FairProductList, Locale } from '@centre/contracts';
import { FAIR_PATHS } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/staff.ts';
import { answerAppDialogs, axeViolations, browserSuite, newPage, pictureDrawn, sendJson, watchPageProblems, type Site, type ViewportName, eventually } from './harness.ts';
import { checkConsolePage, consoleSettled, openConsoleSignedIn } from './console-helpers.ts';
import ko from '../../mf-console/src/features/fairs/i18n/ko.json' with { type: 'json' };
import en from '../../mf-console/src/features/fairs/i18n/en.json' with { type: 'json' };
import cn from '../../mf-console/src/features/fairs/i18n/cn.json' with { type: 'json' };
import jp from '../../mf-console/src/features/fairs/i18n/jp.json' with { type: 'json' };
import { fill } from './texts.ts';

const TEXT = { ko, en, cn, jp } as const;
const PROGRAM_STAFF = { username: 'program01', password: DEMO_STAFF_PASSWORD } as const;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row's button: its visible word, then (for screen readers) what it acts on. */
const action = (label: string, of: string) => new RegExp(`^${escaped(label)}\\s*:\\s*${escaped(of)}$`);

async function uploadPhoto(site: Site, token: string, fair: string, product: string, content: Buffer): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(new URL(FAIR_PATHS.productPhotos(fair, product), site.url), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`photo upload answered ${response.status}: ${await response.text()}`);
}

/** Opens a console page and signs in as programme staff on the console's sign-in form. */
const openAsProgramStaff = (page: Page, site: Site, path: string, locale: Locale = 'ko') => openConsoleSignedIn(page, site, path, locale, PROGRAM_STAFF);

await browserSuite(
  t,
  async ({ site, browser }) => {
    const staff = await site.signIn(PROGRAM_STAFF.username, PROGRAM_STAFF.password);
    const maker = await site.signIn('dongdaemun7', DEMO_MEMBER_PASSWORD);
    const now = Date.now();
    const openPeriod = { from: new Date(now - 3_600_000).toISOString(), until: new Date(now + 86_400_000).toISOString() };
    const input: FairInput = {
      title: { ko: `상품 사진 시험 상담회 ${now}`, en: 'Product photo test fair', cn: '', jp: '' },
      description: { ko: '', en: '', cn: '', jp: '' },
      venue: 'YONGSIN',
      firstDay: new Date(now + 7 * 86_400_000).toISOString().slice(0, 10),
      lastDay: new Date(now + 7 * 86_400_000).toISOString().slice(0, 10),
      dayStart: '10:00',
      dayEnd: '11:00',
      slotMinutes: 30,
      tables: 3,
      breaks: [],
      exhibitorApplication: openPeriod,
      buyerApplication: openPeriod,
      buyerCapacity: 5,
    };
    const fair = (await sendJson<{ fair: ConsoleFair }>(site, 'POST', '/api/console/fairs', staff, input)).fair._id;
    await sendJson(site, 'PUT', `/api/console/fairs/${fair}/publication`, staff, { published: true });
    const exhibitor = await sendJson<{ participation: { _id: string } }>(site, 'POST', `/api/v1/me/fairs/${fair}/exhibitor`, maker, { items: ['KNIT'], note: '' });
    await sendJson(site, 'PUT', `/api/console/fairs/${fair}/exhibitors/${exhibitor.participation._id}`, staff, { status: 'APPROVED', table: 1 });
    const productInput = { item: 'KNIT', priceMin: 18000, priceMax: 25000, moq: 100, leadTimeDays: 30, sampleAvailable: true };
    const sweater = '메리노 니트 Merino crew neck';
    const product = (await sendJson<{ product: { _id: string } }>(site, 'POST', FAIR_PATHS.products(fair), maker, { ...productInput, name: sweater })).product._id;
    await sendJson(site, 'POST', FAIR_PATHS.products(fair), maker, { ...productInput, name: '데님 재킷 Denim jacket', item: 'DENIM' });
    await uploadPhoto(site, maker, fair, product, PNG);
    await uploadPhoto(site, maker, fair, product, Buffer.concat([PNG, Buffer.from('back')]));
    const path = `/console/fairs/${fair}/products`;
    const alt = (n: number, count: number, text = ko) => fill(text.products.photoAlt, { name: sweater, n, count });
    const publicPhotos = async () => (await (await fetch(new URL(FAIR_PATHS.products(fair), site.url))).json() as FairProductList).products.find((one) => one._id === product)!.photos.length;

    for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
      t.test(`staff search the products, see the photos with their alt text, hide one and show it again (${viewport})`, async (t) => {
        const page = await newPage(t, browser, { viewport });
        const problems = watchPageProblems(page);
        await openAsProgramStaff(page, site, `/console/fairs/${fair}`);
        await page.getByRole('navigation', { name: ko.tabs.label }).getByRole('link', { name: ko.tabs.products, exact: true }).click();
        await page.waitForURL(`**${path}`);
        await checkConsolePage(t, page, problems, path);
        await t.resolves(page.locator('#console-main h1', { hasText: ko.products.title }).waitFor(), 'the products view, reached from the fair tabs');
        await page.getByText(fill(ko.products.total, { count: 2 })).waitFor();
        for (const n of [1, 2]) {
          const img = page.getByRole('img', { name: alt(n, 2), exact: true });
          await t.resolves(img.waitFor(), `photo ${n} as a thumbnail named by its alt text`);
          // While the photo is fetched, a placeholder of the same name stands in for it: the drawn
          // photo is the <img> that replaces it (read at once, a busy host once found the placeholder).
          const photo = img.and(page.locator('img'));
          await photo.waitFor().catch(() => undefined);
          t.ok((await photo.count()) === 1 && (await pictureDrawn(photo)), `photo ${n} is drawn from its staff-only address`);
        }

        await page.getByRole('search', { name: ko.products.search }).getByRole('searchbox').fill('Denim');
        await page.getByRole('search', { name: ko.products.search }).getByRole('button').click();
        await page.getByText(fill(ko.products.total, { count: 1 })).waitFor();
        t.equal(await page.getByRole('heading', { name: sweater }).count(), 0, 'the search leaves the sweater out');
        await page.goto(`${site.url}${path}?keyword=${encodeURIComponent('Merino')}`);
        await consoleSettled(page);
        await page.getByRole('heading', { name: sweater }).waitFor();

        const hide = page.getByRole('button', { name: action(ko.products.hide, alt(1, 2)) });
        await hide.click();
        await page.getByRole('status').filter({ hasText: fill(ko.products.hiddenDone, { photo: alt(1, 2) }) }).waitFor();
        await page.getByRole('button', { name: action(ko.products.show, alt(1, 2)) }).waitFor();
        t.equal(await publicPhotos(), 1, 'the hidden photo left the public list');
        t.same(await axeViolations(page), [], 'a hidden photo: still no accessibility violation');
        await page.getByRole('button', { name: action(ko.products.show, alt(1, 2)) }).click();
        await page.getByRole('button', { name: action(ko.products.hide, alt(1, 2)) }).waitFor();
        t.equal(await publicPhotos(), 2, 'shown again');
        problems.assertNone(t);
      });
    }

    t.test('removing a photo asks first: "keep" removes nothing, "remove" removes it and focus goes back to its product (phone)', async (t) => {
      const page = await newPage(t, browser, { viewport: 'phone' });
      const problems = watchPageProblems(page);
      // Watching for the app's dialogs from the first load on.
      const refuse = await answerAppDialogs(page, { accept: false });
      await openAsProgramStaff(page, site, path);
      await page.getByRole('img', { name: alt(2, 2), exact: true }).waitFor();
      await page.getByRole('button', { name: action(ko.products.remove, alt(2, 2)) }).click();
      t.equal(await refuse.next(), ko.products.confirmRemove, 'the app asks in its own dialog');
      t.same(refuse.safeFocused, [true], 'the safe answer has the focus');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      t.equal(await publicPhotos(), 2, '"keep": nothing removed');

      const accept = await answerAppDialogs(page, { accept: true });
      await page.getByRole('button', { name: action(ko.products.remove, alt(2, 2)) }).click();
      t.equal(await accept.next(), ko.products.confirmRemove);
      await page.getByRole('img', { name: alt(1, 1), exact: true }).waitFor();
      t.equal(await page.getByRole('img', { name: alt(2, 2), exact: true }).count(), 0, 'the photo is gone from the view');
      t.equal(await publicPhotos(), 1, 'and from the public list');
      t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? ''), sweater), sweater, 'focus is on its product');
      await page.getByRole('status').filter({ hasText: fill(ko.products.removedDone, { photo: alt(2, 2) }) }).waitFor();
      const listed = await sendJson<ConsoleFairProductList>(site, 'GET', `/api/console/fairs/${fair}/products?keyword=Merino`, staff);
      t.equal(listed.products[0]!.photos.length, 1);
      problems.assertNone(t);
    });

    for (const [locale, viewport] of [['en', 'phone'], ['cn', 'desktop'], ['jp', 'phone']] as Array<[Locale, ViewportName]>) {
      t.test(`the products view in ${locale} on a ${viewport}`, async (t) => {
        const text = TEXT[locale];
        const page = await newPage(t, browser, { viewport, locale });
        const problems = watchPageProblems(page);
        await openAsProgramStaff(page, site, '/console/fairs', locale);
        await checkConsolePage(t, page, problems, path);
        await t.resolves(page.locator('#console-main h1', { hasText: text.products.title }).first().waitFor(), `its heading in ${locale}`);
        await t.resolves(page.getByRole('img', { name: alt(1, 1, text), exact: true }).waitFor(), `the alt text in ${locale}`);
        await t.resolves(page.getByRole('button', { name: action(text.products.hide, alt(1, 1, text)) }).waitFor(), `the hide button in ${locale}`);
        problems.assertNone(t);
      });
    }
  },
  { services: ['content', 'users', 'admin', 'fairs'] },
);
