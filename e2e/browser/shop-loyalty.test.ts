// Points by member level and issued coupons (issue 22) in a real browser, through the real stack:
// shop staff set the rate of a member level and how long points last (a bad rate is said at its
// field, nothing saved), issue a category coupon to a member by id and to a level (a malformed id
// is said, not sent); the member finds the coupon on my page and reads what expires next on their
// points. Every screen is checked with axe at phone and desktop, and the new console screen is
// read in the four languages.
import t from 'tap';
import type { Page } from 'playwright-core';
import { LOCALES, type Coupon, type Locale, type LoyaltySettingsAnswer, type MemberLevelDetail, type ShopCategoryList } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/staff.ts';
import { axeViolations, browserSuite, newPage, sendJson, STAFF, watchPageProblems, type ViewportName, eventually } from './harness.ts';
import { checkConsolePage, consoleSettled } from './console-helpers.ts';
import { openMypage } from './mypage-helpers.ts';
import { submitSignIn } from './sign-in.ts';
import { fill } from './texts.ts';
import consoleKo from '../../mf-console/src/i18n/ko.json' with { type: 'json' };
import consoleEn from '../../mf-console/src/i18n/en.json' with { type: 'json' };
import consoleCn from '../../mf-console/src/i18n/cn.json' with { type: 'json' };
import consoleJp from '../../mf-console/src/i18n/jp.json' with { type: 'json' };
import shopKo from '../../mf-console/src/features/shop/i18n/ko.json' with { type: 'json' };
import shopEn from '../../mf-console/src/features/shop/i18n/en.json' with { type: 'json' };
import shopCn from '../../mf-console/src/features/shop/i18n/cn.json' with { type: 'json' };
import shopJp from '../../mf-console/src/features/shop/i18n/jp.json' with { type: 'json' };
import memberShopKo from '../../mf-member/src/features/shop/i18n/ko.json' with { type: 'json' };

const SHOP_TEXT = { ko: shopKo, en: shopEn, cn: shopCn, jp: shopJp };
const CONSOLE_TEXT = { ko: consoleKo, en: consoleEn, cn: consoleCn, jp: consoleJp };
const SHOP_STAFF = { username: 'shop01', password: DEMO_STAFF_PASSWORD };
const BUYER = { username: 'pattern22', password: DEMO_MEMBER_PASSWORD };

async function openAsShopStaff(page: Page, url: string, locale: Locale = 'ko'): Promise<void> {
  await page.goto(url);
  await submitSignIn(page, SHOP_STAFF, locale);
  await page.locator('#console-menu').waitFor({ state: 'attached', timeout: 30_000 });
  await consoleSettled(page);
}

await browserSuite(
  t,
  async ({ site, browser }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const adminToken = await site.signIn(STAFF.username, site.staffPassword);
    const shopToken = await site.signIn(SHOP_STAFF.username, SHOP_STAFF.password);
    const buyerToken = await site.signIn(BUYER.username, BUYER.password);
    const buyerId = (JSON.parse(Buffer.from(buyerToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    // The centre gives a level (administrators make levels; shop staff only set its point rate).
    const levelName = `골드 ${stamp}`;
    const { level } = await sendJson<MemberLevelDetail>(site, 'POST', '/api/console/levels', adminToken, { name: { ko: levelName, en: `Gold ${stamp}`, cn: '', jp: '' }, order: 9, grants: { extraQuotaPerWindow: 0, lotteryPriority: false } });
    const clothing = (await site.getJson<ShopCategoryList>('/api/v1/shop/categories', { locale: 'ko' })).categories[0]!;
    const code = `LOYAL-${stamp}`;
    const { coupon } = await sendJson<{ coupon: Coupon }>(site, 'POST', '/api/console/shop/coupons', shopToken, {
      code,
      kind: 'PERCENT',
      value: 10,
      minOrder: 0,
      maxDiscount: 5_000,
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validTo: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      totalLimit: null,
      categoryId: clothing._id,
      audience: 'ISSUED',
    });

    t.test('shop staff set a level\'s point rate and the expiry; a bad rate is said at its field', async (t) => {
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsShopStaff(page, `${site.url}/console/shop/loyalty`);
      await page.getByRole('heading', { level: 1, name: shopKo.loyalty.title, exact: true }).waitFor();
      t.ok(await page.locator('#console-menu').getByRole('link', { name: consoleKo.nav.shopLoyalty, exact: true }).isVisible(), 'the menu lists the screen');
      const rate = page.getByLabel(levelName, { exact: true });
      await rate.fill('50');
      await page.getByLabel(shopKo.loyalty.expiryDays, { exact: true }).fill('180');
      await page.getByRole('button', { name: shopKo.loyalty.save, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: shopKo.loyalty.invalid }).waitFor();
      t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), 'true'), 'true', 'focus on the field to mend');
      t.same((await sendJson<LoyaltySettingsAnswer>(site, 'GET', '/api/console/shop/loyalty', shopToken)).settings.expiryDays, 365, 'nothing saved');
      await rate.fill('5');
      await page.getByRole('button', { name: shopKo.loyalty.save, exact: true }).click();
      await page.getByRole('status').filter({ hasText: shopKo.loyalty.saved }).waitFor();
      const saved = (await sendJson<LoyaltySettingsAnswer>(site, 'GET', '/api/console/shop/loyalty', shopToken)).settings;
      t.equal(saved.expiryDays, 180);
      t.same(saved.rates.find((entry) => entry.levelId === level._id), { levelId: level._id, percent: 5 }, "the level's rate");
      t.same(saved.rates.find((entry) => entry.levelId === null), { levelId: null, percent: 1 }, 'members without a level keep theirs');
      problems.assertNone(t);
    });

    t.test('shop staff issue a category coupon to a member by id and to a level', async (t) => {
      const page = await newPage(t, browser, { viewport: 'phone' });
      const problems = watchPageProblems(page);
      await openAsShopStaff(page, `${site.url}/console/shop/coupons`);
      const title = fill(shopKo.coupons.issueTitle, { code });
      await page.getByRole('button', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      t.equal(await eventually(() => page.evaluate(() => document.activeElement?.tagName), 'H2'), 'H2', 'focus moves to the form');
      const ids = page.getByLabel(shopKo.coupons.memberIds, { exact: true });
      await ids.fill(`${buyerId}\nnot-a-member`);
      await page.getByRole('button', { name: shopKo.coupons.issueSubmit, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'not-a-member' }).waitFor();
      t.equal((await sendJson<{ coupons: Coupon[] }>(site, 'GET', '/api/console/shop/coupons', shopToken)).coupons.find((entry) => entry._id === coupon._id)?.issuedMembers, 0, 'nothing sent');
      await ids.fill(buyerId);
      await page.getByRole('checkbox', { name: levelName, exact: true }).check();
      await page.getByRole('button', { name: shopKo.coupons.issueSubmit, exact: true }).click();
      await page.getByRole('status').filter({ hasText: fill(shopKo.coupons.issued, { code, count: 2 }) }).waitFor();
      const issued = (await sendJson<{ coupons: Coupon[] }>(site, 'GET', '/api/console/shop/coupons', shopToken)).coupons.find((entry) => entry._id === coupon._id)!;
      t.match(issued, { issuedMembers: 1, issuedLevelIds: [level._id], categoryId: clothing._id });
      t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), title), title, "focus back on the coupon's button");
      problems.assertNone(t);
    });

    t.test('the member finds the coupon on my page and reads their points, at both sizes with axe', async (t) => {
      for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
        const page = await newPage(t, browser, { viewport });
        const problems = watchPageProblems(page);
        await openMypage(page, site.url, BUYER, '/mypage/coupons', 'ko');
        await page.getByRole('heading', { level: 2, name: memberShopKo.coupons.issued, exact: true }).waitFor();
        const row = page.getByRole('row').filter({ hasText: code });
        await row.waitFor();
        t.match(await row.textContent(), clothing.title, `${viewport}: limited to its category`);
        t.match(await row.textContent(), memberShopKo.coupons.states.USABLE, `${viewport}: usable now`);
        t.same(await axeViolations(page), [], `${viewport}: axe on my coupons`);
        await page.goto(`${site.url}/mypage/points`);
        await page.getByRole('heading', { level: 1, name: memberShopKo.points.title, exact: true }).waitFor();
        const expiring = page.getByText(/소멸/).first();
        await expiring.waitFor();
        t.pass(`${viewport}: what expires next is said`);
        t.same(await axeViolations(page), [], `${viewport}: axe on my points`);
        problems.assertNone(t);
      }
    });

    t.test('checkout offers the member\'s issued coupon, which takes 10 % off the category\'s item', async (t) => {
      // A maker's shirt in the coupon's category, approved by staff, in the buyer's cart (through the API).
      const sellerToken = await site.signIn('dongdaemun7', DEMO_MEMBER_PASSWORD);
      const { _id: productId } = await sendJson<{ _id: string }>(site, 'POST', '/api/v1/me/products', sellerToken, {
        categoryId: clothing._id,
        title: { ko: `적립 셔츠 ${stamp}`, en: `Points shirt ${stamp}`, cn: '', jp: '' },
        description: { ko: '<p>면 셔츠</p>', en: '', cn: '', jp: '' },
        price: 20_000,
        options: [{ size: 'M', colour: '흰색', stock: 5 }],
        shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null },
      });
      await sendJson(site, 'POST', `/api/v1/me/products/${productId}/submit`, sellerToken);
      const { product } = await sendJson<{ product: { options: Array<{ _id: string }> } }>(site, 'POST', `/api/console/shop/products/${productId}/approve`, shopToken);
      await sendJson(site, 'POST', '/api/v1/me/carts', buyerToken, { productId, optionId: product.options[0]!._id, quantity: 1 });

      const page = await newPage(t, browser, { viewport: 'phone' });
      const problems = watchPageProblems(page);
      await openMypage(page, site.url, BUYER, '/mypage/coupons', 'ko');
      await page.goto(`${site.url}/shop/checkout`);
      const picker = page.getByRole('combobox', { name: memberShopKo.checkout.myCoupons, exact: true });
      await picker.waitFor();
      await picker.selectOption(code);
      await page.getByText(fill(memberShopKo.checkout.couponApplied, { code })).waitFor();
      t.equal(await page.getByLabel(memberShopKo.checkout.coupon, { exact: true }).inputValue(), code, 'the code is filled in');
      await t.resolves(page.getByTestId('checkout-total').filter({ hasText: '21,000' }).waitFor(), "the server's total: 20,000 − 10 % + 3,000 shipping");
      t.same(await axeViolations(page), [], 'axe on checkout with the coupon');
      problems.assertNone(t);
    });

    t.test('the console screens at both sizes (axe, nothing sideways), and the rates screen in four languages', async (t) => {
      for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
        const page = await newPage(t, browser, { viewport });
        const problems = watchPageProblems(page);
        await openAsShopStaff(page, `${site.url}/console/shop/loyalty`);
        for (const path of ['/console/shop/loyalty', '/console/shop/coupons']) await checkConsolePage(t, page, problems, path);
        if (viewport === 'desktop') {
          // The issue form open, too.
          await page.getByRole('button', { name: fill(shopKo.coupons.issueTitle, { code }), exact: true }).click();
          await page.getByRole('heading', { level: 2, name: fill(shopKo.coupons.issueTitle, { code }), exact: true }).waitFor();
          t.same(await axeViolations(page), [], 'axe on the issue form');
        }
      }
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsShopStaff(page, `${site.url}/console/shop/loyalty`);
      let current: Locale = 'ko';
      for (const locale of LOCALES) {
        await page.getByRole('combobox', { name: CONSOLE_TEXT[current].language, exact: true }).selectOption(locale);
        current = locale;
        await page.getByRole('heading', { level: 1, name: SHOP_TEXT[locale].loyalty.title, exact: true }).waitFor();
        t.ok(await page.getByRole('row').filter({ hasText: SHOP_TEXT[locale].loyalty.noLevel }).isVisible(), `${locale}: the rates table in ${locale}`);
        t.ok(await page.locator('#console-menu').getByRole('link', { name: CONSOLE_TEXT[locale].nav.shopLoyalty, exact: true }).isVisible(), `${locale}: the menu in ${locale}`);
      }
      problems.assertNone(t);
    });
  },
  { services: ['content', 'users', 'admin', 'shop'] },
);
