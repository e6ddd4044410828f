// The console's shop screens through the real stack, signed in as the demo shop staff member
// (SHOP_STAFF): a product a maker submitted through the member API is approved from the review
// queue and goes on sale; a buyer's bank-deposit order is confirmed on a phone, then counts in the
// sales figures; the buyer's points are adjusted with a reason; a category and a coupon are made
// through the screens, a category is moved with the buttons, and the service's refusals (a
// category in use, a coupon code taken) reach staff in their language. Every new screen is checked
// with axe at both spec sizes, and the key screens are read in the four languages.
import t from 'tap';
import type { Page } from 'playwright-core';
import { LOCALES, type Cart, type Locale, type Order, type OwnProduct, type PointsAnswer, type ShopCategoryList } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/staff.ts';
import { browserSuite, newPage, watchPageProblems, type Site, type ViewportName, eventually } from './harness.ts';
import { checkConsolePage, consoleSettled } from './console-helpers.ts';
import { submitSignIn } from './sign-in.ts';
import consoleKo from '../../mf-console/src/i18n/ko.json' with { type: 'json' };
import consoleEn from '../../mf-console/src/i18n/en.json' with { type: 'json' };
import consoleCn from '../../mf-console/src/i18n/cn.json' with { type: 'json' };
import consoleJp from '../../mf-console/src/i18n/jp.json' with { type: 'json' };
import shopKo from '../../mf-console/src/features/shop/i18n/ko.json' with { type: 'json' };
import shopEn from '../../mf-console/src/features/shop/i18n/en.json' with { type: 'json' };
import shopCn from '../../mf-console/src/features/shop/i18n/cn.json' with { type: 'json' };
import shopJp from '../../mf-console/src/features/shop/i18n/jp.json' with { type: 'json' };
import { fill } from './texts.ts';

const SHOP_TEXT = { ko: shopKo, en: shopEn, cn: shopCn, jp: shopJp };
const CONSOLE_TEXT = { ko: consoleKo, en: consoleEn, cn: consoleCn, jp: consoleJp };
const SHOP_STAFF = { username: 'shop01', password: DEMO_STAFF_PASSWORD };
const SELLER = 'dongdaemun7';
const BUYER = 'pattern22';

async function send<T>(site: Site, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** Signs the shop staff member in on the console's own form and waits for the page. */
async function openAsShopStaff(page: Page, site: Site, path: string, locale: Locale = 'ko'): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await submitSignIn(page, SHOP_STAFF, locale);
  await page.locator('#console-menu').waitFor({ state: 'attached', timeout: 30_000 });
  await consoleSettled(page);
}

/** Moves within the console as its links do (no reload) and waits for the page to settle. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate(url), path);
  await page.waitForFunction((target) => `${window.location.pathname}${window.location.search}` === target, path);
  await consoleSettled(page);
}

await browserSuite(
  t,
  async ({ site, browser }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const shopToken = await site.signIn(SHOP_STAFF.username, SHOP_STAFF.password);
    const sellerToken = await site.signIn(SELLER, DEMO_MEMBER_PASSWORD);
    const buyerToken = await site.signIn(BUYER, DEMO_MEMBER_PASSWORD);
    const categories = (await site.getJson<ShopCategoryList>('/api/v1/shop/categories', { locale: 'en' })).categories;
    const clothing = categories[0]!;

    // A maker lists a product and submits it: it waits in the staff's queue.
    const title = `시험 셔츠 ${stamp}`;
    const { _id: productId } = await send<{ _id: string }>(site, 'POST', '/api/v1/me/products', sellerToken, {
      categoryId: clothing._id,
      title: { ko: title, en: `Test shirt ${stamp}`, cn: '', jp: '' },
      description: { ko: '<p>면 셔츠입니다.</p>', en: '', cn: '', jp: '' },
      price: 20_000,
      options: [{ size: 'M', colour: '흰색', stock: 5 }],
      shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null },
    });
    await send(site, 'POST', `/api/v1/me/products/${productId}/submit`, sellerToken);
    const product = async () => (await send<{ product: OwnProduct }>(site, 'GET', `/api/console/shop/products/${productId}`, shopToken)).product;
    let orderId = '';

    t.test('shop staff see only the shop, and approve a submitted product from the review queue', async (t) => {
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsShopStaff(page, site, '/console/shop/review');
      const menu = page.locator('#console-menu');
      for (const label of [consoleKo.nav.shopReview, consoleKo.nav.shopOrders, consoleKo.nav.shopSales]) t.ok(await menu.getByRole('link', { name: label, exact: true }).isVisible(), `the menu lists ${label}`);
      t.equal(await menu.getByRole('link', { name: consoleKo.nav.users, exact: true }).count(), 0, 'no member directory for shop staff');

      await page.getByRole('link', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      t.ok(await page.getByText('면 셔츠입니다.').isVisible(), "the seller's description is shown as text");
      await page.getByRole('button', { name: shopKo.review.approve, exact: true }).click();
      const notice = page.getByRole('status').filter({ hasText: shopKo.enums.ON_SALE });
      await notice.waitFor();
      t.match(await notice.textContent(), title, 'the outcome names the product and its new status');
      t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('role')), 'status'), 'status', 'focus moves to the outcome');
      t.equal((await product()).status, 'ON_SALE', 'the product is on sale');
      t.equal((await site.getJson<{ product: { _id: string } }>(`/api/v1/shop/products/${productId}`)).product._id, productId, 'the public shop shows it');

      // Hidden after a confirmation, then shown again.
      await page.getByRole('button', { name: shopKo.review.hide, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: shopKo.review.hide, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: '숨겼습니다' }).waitFor();
      t.equal((await product()).status, 'HIDDEN', 'hidden');
      await page.getByRole('button', { name: shopKo.review.unhide, exact: true }).click();
      await page.getByRole('status').filter({ hasText: shopKo.enums.ON_SALE }).waitFor();
      t.equal((await product()).status, 'ON_SALE', 'on sale again');
      problems.assertNone(t);
    });

    t.test('a bank deposit confirmed on a phone; the buyer gets points with a reason; the sale shows in the figures', async (t) => {
      // The buyer orders the approved product through the member API.
      const optionId = (await product()).options[0]!._id;
      const cart = await send<Cart>(site, 'POST', '/api/v1/me/carts', buyerToken, { productId, optionId, quantity: 1 });
      const itemId = cart.carts.find((item) => item.productId === productId)!._id;
      const address = { kind: 'KR', recipient: '이패턴', phone: '01098765432', postcode: '04794', roadAddress: '서울특별시 성동구 아차산로 1', detail: '' };
      const ordered = await send<{ order: Order }>(site, 'POST', '/api/v1/me/orders', buyerToken, { itemIds: [itemId], address, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 23_000 });
      orderId = ordered.order._id;
      const number = orderId.slice(-8).toUpperCase();

      const page = await newPage(t, browser, { viewport: 'phone' });
      const problems = watchPageProblems(page);
      await openAsShopStaff(page, site, '/console/shop/orders?status=PENDING_PAYMENT&paymentMethod=BANK_DEPOSIT');
      await page.getByRole('link', { name: number, exact: true }).click();
      const name = fill(shopKo.orders.numbered, { number });
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: shopKo.orders.confirmDeposit, exact: true }).click();
      const dialog = page.getByRole('dialog');
      t.match(await dialog.textContent(), '23,000원', 'the dialog names the amount to look for');
      await dialog.getByRole('button', { name: shopKo.orders.confirmDeposit, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: fill(shopKo.orders.depositDone, { name }) }).waitFor();
      t.equal((await send<{ order: Order }>(site, 'GET', `/api/v1/me/orders/${orderId}`, buyerToken)).order.status, 'PAID', 'the buyer reads PAID');
      t.ok(await page.getByRole('listitem').filter({ hasText: shopKo.enums.PAID }).first().isVisible(), 'the history shows the payment');

      // Points for the buyer, from the order's link, with a reason and a confirmation.
      await page.getByRole('link', { name: shopKo.orders.adjustPoints, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: shopKo.points.title }).waitFor();
      t.equal(await page.locator('#field-memberId').inputValue(), ordered.order.buyerId, "the buyer's id is filled in");
      await page.locator('#field-delta').fill('500');
      await page.locator('#field-reason').fill('배송 지연 보상');
      await page.getByRole('button', { name: shopKo.points.submit, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: shopKo.points.submit, exact: true }).click();
      await page.getByRole('status').filter({ hasText: fill(shopKo.points.done, { balance: 500 }) }).waitFor();
      const points = await send<PointsAnswer>(site, 'GET', '/api/v1/me/points', buyerToken);
      t.equal(points.balance, 500, 'the buyer has the points');
      t.equal(points.entries[0]?.reason, '배송 지연 보상', 'with the reason in their ledger');

      await goTo(page, '/console/shop/sales');
      const byProduct = page.getByTestId('sales-productsSales-table');
      await byProduct.waitFor();
      t.match(await byProduct.getByRole('row').filter({ hasText: title }).textContent(), /1\s*20,000원/, 'the product sold once, 20,000 won');
      // The seller's own figures, then a pickup site this delivered order was not collected at.
      await page.getByRole('textbox', { name: shopKo.products.sellerId, exact: true }).fill((await product()).sellerId);
      const bySeller = page.waitForResponse((response) => response.url().includes('productsSales') && response.url().includes('sellerId='));
      await page.getByRole('button', { name: shopKo.filters.apply, exact: true }).click();
      await bySeller;
      await byProduct.getByRole('row').filter({ hasText: title }).waitFor();
      await page.getByRole('combobox', { name: shopKo.sales.pickupSite }).selectOption('YONGSIN');
      await page.getByRole('figure', { name: shopKo.sales.byProduct }).getByText(shopKo.sales.noSales).waitFor();
      t.pass('filtered by seller, then by a pickup site with no sales');
      problems.assertNone(t);
    });

    t.test('categories and coupons made through the screens; refusals in the reader’s language', async (t) => {
      const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
      const problems = watchPageProblems(page);
      const text = shopEn;
      await openAsShopStaff(page, site, '/console/shop/categories', 'en');

      // A new top category goes last; moved up with the button, focus stays on it.
      const name = `Test category ${stamp}`;
      await page.getByRole('button', { name: text.categories.create, exact: true }).click();
      await page.locator('#field-title-ko').fill(`시험 분류 ${stamp}`);
      await page.locator('#field-title-en').fill(name);
      await page.getByRole('button', { name: text.categories.save, exact: true }).click();
      await page.getByRole('status').filter({ hasText: fill(text.categories.created, { name }) }).waitFor();
      const tops = (await send<{ categories: Array<{ parentId: string | null }> }>(site, 'GET', '/api/console/shop/categories', shopToken)).categories.filter((one) => one.parentId === null).length;
      await page.getByRole('button', { name: fill(text.categories.moveUp, { name }), exact: true }).click();
      await page.getByRole('status').filter({ hasText: fill(text.categories.moved, { name, position: tops - 1, count: tops }) }).waitFor();
      await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, fill(text.categories.moveUp, { name }));
      t.pass('focus stays on the moved category');
      // Only the keyboard: move it back down.
      await page.keyboard.press('Tab');
      await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, fill(text.categories.moveDown, { name }));
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: fill(text.categories.moved, { name, position: tops, count: tops }) }).waitFor();

      // A category with products cannot go: the service says why, in English.
      await page.getByRole('button', { name: fill(text.categories.deleteOne, { name: clothing.title }), exact: true }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text.categories.delete, exact: true }).click();
      t.equal(await dialog.getByRole('alert').textContent(), 'A category with subcategories or products cannot be deleted.', 'the refusal in English');
      await dialog.getByRole('button', { name: consoleEn.actions.cancel, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The new one can, after the confirmation.
      await page.getByRole('button', { name: fill(text.categories.deleteOne, { name }), exact: true }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text.categories.delete, exact: true }).click();
      await page.getByRole('status').filter({ hasText: fill(text.categories.deleted, { name }) }).waitFor();
      t.notOk((await send<{ categories: Array<{ title: { en: string } }> }>(site, 'GET', '/api/console/shop/categories', shopToken)).categories.some((one) => one.title.en === name), 'deleted');

      // A coupon; the same code again is refused in English.
      await goTo(page, '/console/shop/coupons');
      const code = `TEST-${stamp}`;
      const createCoupon = async () => {
        await page.getByRole('button', { name: text.coupons.create, exact: true }).first().click();
        await page.locator('#field-code').fill(code);
        await page.locator('#field-value').fill('15');
        await page.locator('#field-maxDiscount').fill('5000');
        // The overall limit stays empty: no limit; each member may use it three times.
        t.equal(await page.getByLabel(text.fields.perMemberLimit, { exact: true }).inputValue(), '1', 'once per member unless staff say more');
        await page.getByLabel(text.fields.perMemberLimit, { exact: true }).fill('3');
        await page.getByRole('button', { name: text.coupons.save, exact: true }).click();
      };
      await createCoupon();
      await page.getByRole('status').filter({ hasText: fill(text.coupons.created, { code }) }).waitFor();
      t.match(await page.getByRole('row').filter({ hasText: code }).textContent(), '15 % off, at most ₩5,000', 'listed with its rule');
      t.match(await page.getByRole('row').filter({ hasText: code }).textContent(), fill(text.coupons.perMember, { count: 3 }), 'and its uses per member');
      t.equal((await send<{ coupons: Array<{ code: string; perMemberLimit: number }> }>(site, 'GET', '/api/console/shop/coupons', shopToken)).coupons.find((one) => one.code === code)?.perMemberLimit, 3, 'saved as set');
      await createCoupon();
      t.equal(await page.getByRole('alert').filter({ hasText: 'coupon' }).textContent(), 'A coupon with this code exists already.', 'the refusal in English');
      // The schema's own rules, before anything is sent.
      await page.getByLabel(text.fields.perMemberLimit, { exact: true }).fill('100');
      await page.getByRole('button', { name: text.coupons.save, exact: true }).click();
      await page.getByLabel(text.fields.perMemberLimit, { exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await page.getByLabel(text.fields.perMemberLimit, { exact: true }).fill('2');
      await page.locator('#field-code').fill('ab');
      await page.getByRole('button', { name: text.coupons.save, exact: true }).click();
      await page.locator('#field-code[aria-invalid="true"]').waitFor();
      // The two refusals above, and nothing else.
      problems.assertNone(t, [new RegExp(`409 \\(Conflict\\) \\(.*/api/console/shop/(categories/${clothing._id}|coupons)\\)`), new RegExp(`^409 (DELETE|POST) .*/api/console/shop/(categories/${clothing._id}|coupons)$`)]);
    });

    t.test('every shop screen at both sizes: axe finds nothing serious, nothing scrolls sideways', async (t) => {
      for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
        const page = await newPage(t, browser, { viewport });
        const problems = watchPageProblems(page);
        await openAsShopStaff(page, site, '/console/shop/review');
        for (const path of [
          '/console/shop/review',
          '/console/shop/products',
          `/console/shop/products/${productId}`,
          '/console/shop/orders',
          `/console/shop/orders/${orderId}`,
          '/console/shop/categories',
          '/console/shop/coupons',
          '/console/shop/points',
          '/console/shop/sales',
        ]) {
          await checkConsolePage(t, page, problems, path);
        }
      }
    });

    t.test('the key screens in the four languages', async (t) => {
      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsShopStaff(page, site, '/console/shop/review');
      let current: Locale = 'ko';
      for (const locale of LOCALES) {
        await page.getByRole('combobox', { name: CONSOLE_TEXT[current].language, exact: true }).selectOption(locale);
        current = locale;
        const shop = SHOP_TEXT[locale];
        for (const [path, heading] of [
          ['/console/shop/review', shop.review.title],
          ['/console/shop/orders', shop.orders.title],
          ['/console/shop/categories', shop.categories.title],
          ['/console/shop/sales', shop.sales.title],
        ] as const) {
          await goTo(page, path);
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        }
        t.ok(await page.locator('#console-menu').getByRole('link', { name: CONSOLE_TEXT[locale].nav.shopSales, exact: true }).isVisible(), `${locale}: the menu in ${locale}`);
        // The charts' chunk and the figures arrive after the heading.
        await page.getByRole('columnheader', { name: shop.sales.amount, exact: true }).first().waitFor();
        t.pass(`${locale}: the figures' table in ${locale}`);
      }
      problems.assertNone(t);
    });

    t.test("a buyer's withdrawal of a deposit order: staff see the account, refuse only with a reason, approve with a deduction", async (t) => {
      // Last, since a refunded order leaves the sales figures the screens above read.
      t.ok(orderId, 'the deposit order was paid');
      // The seller ships and delivers it; the buyer withdraws it within 7 days, giving an account (member API).
      const itemId = (await send<{ order: Order }>(site, 'GET', `/api/v1/me/orders/${orderId}`, buyerToken)).order.items[0]!._id;
      await send(site, 'POST', `/api/v1/me/purchases/${orderId}/items/${itemId}/step`, sellerToken, { step: 'SHIPPED', carrier: 'CJ대한통운', trackingNumber: '123412341234' });
      await send(site, 'POST', `/api/v1/me/purchases/${orderId}/items/${itemId}/step`, sellerToken, { step: 'DELIVERED' });
      const account = { bank: '우리은행', accountNumber: '1002-123-456789', holder: '이패턴' };
      await send(site, 'POST', `/api/v1/me/orders/${orderId}/refund`, buyerToken, { itemIds: [itemId], reason: '사이즈가 맞지 않습니다', refundAccount: account });

      const page = await newPage(t, browser, { viewport: 'desktop' });
      const problems = watchPageProblems(page);
      await openAsShopStaff(page, site, `/console/shop/orders/${orderId}`);
      const name = fill(shopKo.orders.numbered, { number: orderId.slice(-8).toUpperCase() });
      await page.getByRole('heading', { level: 2, name: shopKo.refunds.title, exact: true }).waitFor();
      t.ok(await page.getByText(fill(shopKo.refunds.reason, { reason: '사이즈가 맞지 않습니다' })).isVisible(), "the buyer's reason");
      t.ok(await page.getByText(fill(shopKo.refunds.account, { bank: account.bank, account: account.accountNumber, holder: account.holder })).isVisible(), 'the account to transfer to, in full while the request waits');

      await page.getByRole('button', { name: shopKo.refunds.reject, exact: true }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: shopKo.refunds.reject, exact: true }).click();
      await t.resolves(dialog.getByText(shopKo.orders.reasonRequired).waitFor(), 'a refusal needs a reason');
      await dialog.getByRole('button', { name: consoleKo.actions.cancel, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: shopKo.refunds.approve, exact: true }).click();
      dialog = page.getByRole('dialog');
      t.match(await dialog.textContent(), account.accountNumber, 'the dialog says where to transfer');
      await dialog.getByLabel(shopKo.refunds.deduction).fill('3000');
      await dialog.getByLabel(shopKo.refunds.noteLabel).fill('반품 배송비 차감');
      await dialog.getByRole('button', { name: shopKo.refunds.approve, exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: fill(shopKo.refunds.approvedDone, { name }) }).waitFor();
      const refunded = (await send<{ order: Order }>(site, 'GET', `/api/v1/me/orders/${orderId}`, buyerToken)).order;
      t.match(refunded, { status: 'REFUNDED', refundedTotal: 20_000 }, 'the buyer reads it refunded, less the deduction');
      t.notOk(await page.getByText(account.accountNumber).isVisible(), 'once decided, the account is no longer shown in full');
      // The order with its refund at both spec sizes (axe, nothing scrolling sideways).
      await checkConsolePage(t, page, problems, `/console/shop/orders/${orderId}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await checkConsolePage(t, page, problems, `/console/shop/orders/${orderId}`);
      problems.assertNone(t);
    });
  },
  { services: ['content', 'users', 'admin', 'shop'] },
);
