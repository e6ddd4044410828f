// Exhibitions and the auction in real browsers: programme staff publish a program with a work
// through the console's screens and put a hall's works in order (by keyboard and by drag); two
// members, each in their own browser, register and bid against each other on a program whose
// close is near (one with a maximum), each page follows the other's bids by polling without a
// reload, a late bid extends the close, the hall's viewer steps through every picture, and the
// winner finds "won" in /mypage/bids and pays through the shop's card payment. Past the payment
// deadline of an unpaid win, staff offer it to the next bidder. The key screens in four
// languages, phone and desktop, axe on every new screen. Time never passes on the real clock: the
// auction service's clock is moved (TEST_CLOCK=on, server-kit's test-clock.ts).
import t from 'tap';
import type { Page } from 'playwright-core';
import { AUCTION_PATHS, CONSOLE_AUCTION_PATHS, type Locale } from '@centre/contracts';
import { JOURNEY_SERVICES } from '../api/stack.ts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { DEMO_STAFF_PASSWORD } from '../../services/users/src/seeds/staff.ts';
import auctionKo from '../../mf-public/src/features/auction/i18n/ko.json' with { type: 'json' };
import auctionEn from '../../mf-public/src/features/auction/i18n/en.json' with { type: 'json' };
import auctionCn from '../../mf-public/src/features/auction/i18n/cn.json' with { type: 'json' };
import auctionJp from '../../mf-public/src/features/auction/i18n/jp.json' with { type: 'json' };
import bidsKo from '../../mf-member/src/features/bids/i18n/ko.json' with { type: 'json' };
import bidsEn from '../../mf-member/src/features/bids/i18n/en.json' with { type: 'json' };
import bidsCn from '../../mf-member/src/features/bids/i18n/cn.json' with { type: 'json' };
import bidsJp from '../../mf-member/src/features/bids/i18n/jp.json' with { type: 'json' };
import consoleAuctionEn from '../../mf-console/src/features/auction/i18n/en.json' with { type: 'json' };
import shopMemberEn from '../../mf-member/src/features/shop/i18n/en.json' with { type: 'json' };
import { answerAppDialogs, axeViolations, browserSuite, eventually, newPage, openBrowser, type Site, watchPageProblems } from './harness.ts';
import { submitSignIn } from './sign-in.ts';
import { LOCALE_STORAGE_KEY } from '../../packages/platform/src/i18n/locales.ts';
import { setTestClockOffset } from '../../packages/server-kit/src/test-clock.ts';

const AUCTION = { ko: auctionKo, en: auctionEn, cn: auctionCn, jp: auctionJp } as const;
const BIDS = { ko: bidsKo, en: bidsEn, cn: bidsCn, jp: bidsJp } as const;
const LOCALES: readonly Locale[] = ['ko', 'en', 'cn', 'jp'];
const PROGRAM_STAFF = { username: 'program01', password: DEMO_STAFF_PASSWORD } as const;
const SEWING = { username: 'sewing01', password: DEMO_MEMBER_PASSWORD } as const;
const TOKYO = { username: 'tokyo2024', password: DEMO_MEMBER_PASSWORD } as const;
/** A 1×1 PNG: the server reads the type from the bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/**
 * The near program: bids close this long after it is written, and every bid is "late" (the
 * extension is longer than the whole window), so the first bid moves the close to the hard close.
 * Nobody waits for it: once the bids are in, the test moves the auction service's clock past the
 * hard close (TEST_CLOCK=on, server-kit's test-clock.ts), so the window only has to outlast
 * the bidding steps on a slow machine.
 */
const CLOSE_AFTER_MS = 15 * 60_000;
const EXTENSION_MINUTES = 30;
const HARD_CLOSE_AFTER_CLOSE_MS = 60_000;
/** The service closes lots every 10 seconds; a page polls every 3. */
const CLOSING_SLACK_MS = 25_000;
/** The auction service's clock runs this far ahead of the real one from now on. */
let clockOffsetMs = 0;
/** Moves the auction service's clock (only) of the stack over `dataDir` to `at`; never back. */
const moveAuctionClockTo = (dataDir: string, at: number) => {
  clockOffsetMs = Math.max(clockOffsetMs, at - Date.now());
  setTestClockOffset(dataDir, 'auction', clockOffsetMs);
};

const fill = (value: string) => ({ ko: value, en: value, cn: value, jp: value });
const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;
/** An i18next text with its values put in. */
const say = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

async function staffApi(site: Site) {
  const token = await site.signIn(PROGRAM_STAFF.username, PROGRAM_STAFF.password);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, site.url), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** The near program, written through the console API (second-precise times the form's minutes cannot give), with one work and its picture. */
async function nearProgram(site: Site) {
  const call = await staffApi(site);
  const now = Date.now();
  const closes = new Date(now + CLOSE_AFTER_MS);
  const today = new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);
  const { program } = await call<{ program: { _id: string; halls: Array<{ _id: string }> } }>('POST', CONSOLE_AUCTION_PATHS.programs, {
    title: { ko: '마감 임박 경매', en: 'Closing-soon auction', cn: '即将截止的拍卖', jp: '締切間近のオークション' },
    description: fill('A program whose close is near.'),
    periodFrom: today,
    periodTo: today,
    biddingOpensAt: new Date(now - 60_000).toISOString(),
    biddingClosesAt: closes.toISOString(),
    rules: { increments: [{ from: 0, step: 1000 }], extensionMinutes: EXTENSION_MINUTES, hardCloseAt: new Date(closes.getTime() + HARD_CLOSE_AFTER_CLOSE_MS).toISOString(), approvalRequired: false, buyNowRule: 'UNTIL_FIRST_BID' },
    halls: [{ name: { ko: '온라인 전시관', en: 'Online hall', cn: '线上展厅', jp: 'オンライン展示室' }, kind: 'ONLINE', place: fill('') }],
    published: true,
  });
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'work.png');
    return (await call<{ file: { url: string } }>('POST', CONSOLE_AUCTION_PATHS.files, form)).file;
  };
  const file = await upload();
  const { authors } = await call<{ authors: Array<{ _id: string }> }>('GET', CONSOLE_AUCTION_PATHS.authors);
  const { work } = await call<{ work: { _id: string } }>('POST', CONSOLE_AUCTION_PATHS.works, {
    programId: program._id, hallId: program.halls[0]!._id, authorId: authors[0]!._id,
    title: { ko: '실크 블라우스', en: 'Silk blouse', cn: '真丝衬衫', jp: 'シルクブラウス' },
    images: [file.url], materials: fill('Silk'), size: '55', year: 2026, description: fill('Sewn in the studio.'),
    estimateLow: 30_000, estimateHigh: 60_000, startPrice: 20_000, reservePrice: 30_000, buyNowPrice: null, hallOrder: 1, published: true,
  });
  // A second work with two pictures: the viewer steps through both; tokyo wins it and never pays.
  const { work: jacket } = await call<{ work: { _id: string } }>('POST', CONSOLE_AUCTION_PATHS.works, {
    programId: program._id, hallId: program.halls[0]!._id, authorId: authors[0]!._id,
    title: { ko: '린넨 재킷', en: 'Linen jacket', cn: '亚麻夹克', jp: 'リネンジャケット' },
    images: [(await upload()).url, (await upload()).url], materials: fill('Linen'), size: '95', year: 2026, description: fill('Two views.'),
    estimateLow: 20_000, estimateHigh: 40_000, startPrice: 10_000, reservePrice: null, buyNowPrice: null, hallOrder: 2, published: true,
  });
  return { programId: program._id, hallId: program.halls[0]!._id, workId: work._id, jacketId: jacket._id, closesAt: closes.getTime() + HARD_CLOSE_AFTER_CLOSE_MS };
}

async function signIn(page: Page, siteUrl: string, credentials: { username: string; password: string }, locale: Locale) {
  await page.goto(`${siteUrl}/login`);
  await submitSignIn(page, credentials, locale);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
}

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((element) => element.querySelector('span[aria-hidden="true"]')));
}

/** The language this tab shows from its next load (as the site remembers a visitor's choice). */
async function inLocale(page: Page, locale: Locale) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LOCALE_STORAGE_KEY, value: locale });
}

const live = (page: Page) => page.getByTestId('auction-live');
const price = (page: Page) => page.getByTestId('current-price');
/** The refusal the journey provokes on purpose: a maximum below the least amount (409). */
const EXPECTED = [/409 POST .*\/bids$/, /status of 409/];

await browserSuite(t, async ({ site, browser }) => {
  const near = await nearProgram(site);
  const other = await openBrowser(t);

  t.test('two members register and bid against each other; each page follows by polling; a late bid extends the close', async (t) => {
    const sewing = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const tokyo = await newPage(t, other, { viewport: 'phone', locale: 'en' });
    const problems = [watchPageProblems(sewing), watchPageProblems(tokyo)];
    const en = AUCTION.en;

    // Signed out, the program offers a sign-in link that comes back.
    await sewing.goto(`${site.url}/auction/programs/${near.programId}`);
    await settled(sewing);
    const signInLink = sewing.getByRole('link', { name: en.signIn.link });
    t.match(await signInLink.getAttribute('href'), `/login?returnTo=${encodeURIComponent(`/auction/programs/${near.programId}`)}`, 'the sign-in link returns here');

    await signIn(sewing, site.url, SEWING, 'en');
    await sewing.goto(`${site.url}/auction/programs/${near.programId}`);
    await settled(sewing);
    t.ok(await sewing.getByRole('heading', { level: 2, name: en.rules.title }).isVisible(), 'the rules are shown');
    await sewing.getByRole('button', { name: en.registration.submit }).click();
    await t.resolves(sewing.getByRole('alert').filter({ hasText: en.registration.acceptFirst }).waitFor(), 'the terms must be accepted');
    await sewing.getByLabel(en.registration.accept).check();
    await sewing.getByRole('button', { name: en.registration.submit }).click();
    await t.resolves(sewing.getByText(en.registration.APPROVED).waitFor(), 'registered as a bidder');
    t.same(await axeViolations(sewing), [], 'axe: program page');

    // The hall: the work in a gallery whose viewer is a modal dialog, focus back on close.
    await sewing.getByRole('link', { name: 'Online hall' }).click();
    await settled(sewing);
    const opener = sewing.getByRole('button', { name: say(en.hall.enlarge, { title: 'Silk blouse' }) });
    await opener.click();
    const viewer = sewing.getByRole('dialog', { name: 'Silk blouse' });
    await t.resolves(viewer.waitFor(), 'the viewer opens');
    const counter = sewing.getByTestId('viewer-counter');
    t.match(await counter.textContent(), say(en.hall.counter, { index: '1', count: '3' }), 'the first of the hall\'s three pictures');
    t.same(await axeViolations(sewing), [], 'axe: hall with the viewer open');
    // The arrow keys step through every picture of the hall, the second work's two included.
    await sewing.keyboard.press('ArrowRight');
    const jacketViewer = sewing.getByRole('dialog', { name: 'Linen jacket' });
    await t.resolves(jacketViewer.waitFor(), 'the next picture is the next work\'s');
    // Said with its author (whoever the first demo author is): the text around the name.
    const [beforeAuthor, afterAuthor] = say(en.hall.pictureOfMany, { title: 'Linen jacket', author: '\u0000', index: '1', count: '2' }).split('\u0000') as [string, string];
    const said = (await counter.textContent()) ?? '';
    t.ok(said.includes(beforeAuthor) && said.includes(afterAuthor), `its first picture, said: ${said}`);
    const thumbnails = jacketViewer.getByRole('list', { name: say(en.hall.picturesOf, { title: 'Linen jacket' }) }).getByRole('button');
    t.equal(await thumbnails.count(), 2, 'a thumbnail for each of its pictures');
    t.equal(await thumbnails.first().getAttribute('aria-pressed'), 'true', 'the one shown is pressed');
    await sewing.keyboard.press('ArrowRight');
    t.match(await counter.textContent(), say(en.hall.counter, { index: '3', count: '3' }), 'the last picture of the hall');
    t.equal(await thumbnails.nth(1).getAttribute('aria-pressed'), 'true', 'its second picture');
    await thumbnails.first().click();
    t.match(await counter.textContent(), say(en.hall.counter, { index: '2', count: '3' }), 'a thumbnail shows its picture');
    await sewing.keyboard.press('Home');
    await t.resolves(viewer.waitFor(), 'Home goes back to the first picture');
    t.same(await axeViolations(sewing), [], 'axe: the viewer on a work with two pictures');
    await sewing.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    t.ok(await eventually(() => opener.evaluate((element) => element === document.activeElement), true), 'focus returns to the picture of the work last viewed');
    t.same(await axeViolations(sewing), [], 'axe: hall page');
    await sewing.getByRole('link', { name: 'Silk blouse' }).click();
    await settled(sewing);

    // Sewing sets a maximum above the reserve: the price goes to the reserve, and (late) the close to the hard close.
    const closeBefore = await sewing.getByTestId('closes-at').textContent();
    await sewing.getByLabel(en.bid.modeMaximum).check();
    await sewing.getByLabel(en.bid.maximum).fill('40000');
    await sewing.getByRole('button', { name: en.bid.placeMaximum }).click();
    await t.resolves(live(sewing).filter({ hasText: say(en.bid.leading, { price: won(30_000) }) }).waitFor(), 'sewing leads, the price lifted to the reserve by the maximum');
    t.match(await live(sewing).textContent(), en.bid.extended.split('{{')[0]!, 'the late bid extended the close');
    t.not(await sewing.getByTestId('closes-at').textContent(), closeBefore, 'the close shown moved');
    await t.resolves(sewing.getByText(say(en.bid.youLeadWithMaximum, { maximum: won(40_000) })).waitFor(), 'my maximum is shown to me');
    await t.resolves(sewing.getByText(en.lot.reserveMet, { exact: true }).waitFor(), 'the reserve is met (its amount never shown)');
    t.same(await axeViolations(sewing), [], 'axe: work page while leading');

    // Tokyo, on a phone in another browser, registers on the work's page and is outbid at once by the maximum.
    await signIn(tokyo, site.url, TOKYO, 'en');
    await tokyo.goto(`${site.url}/auction/works/${near.workId}`);
    await settled(tokyo);
    await tokyo.getByLabel(en.registration.accept).check();
    await tokyo.getByRole('button', { name: en.registration.submit }).click();
    await tokyo.getByLabel(en.bid.amount).waitFor();
    t.match(await tokyo.getByRole('table').textContent(), /se\*\*\*01/, 'the history masks the bidder');
    await tokyo.getByLabel(en.bid.amount).fill('35000');
    await tokyo.getByRole('button', { name: en.bid.place }).click();
    await t.resolves(live(tokyo).filter({ hasText: say(en.bid.outbidAtOnce, { price: won(36_000) }) }).waitFor(), 'tokyo is outbid at once by the maximum');
    // A maximum below the least amount goes to the server and comes back refused, in English.
    await tokyo.getByLabel(en.bid.modeMaximum).check();
    await tokyo.getByLabel(en.bid.maximum).fill('36000');
    await tokyo.getByRole('button', { name: en.bid.placeMaximum }).click();
    await t.resolves(tokyo.getByText('The bid is below the least allowed amount.').first().waitFor(), 'the refusal is said in the reader\'s language');
    t.same(await axeViolations(tokyo), [], 'axe: work page on a phone, with a refusal');

    // Sewing's page follows without a reload.
    await t.resolves(price(sewing).filter({ hasText: won(36_000) }).waitFor({ timeout: 10_000 }), 'the other page shows the new price by polling');

    await tokyo.getByLabel(en.bid.modeAmount).check();
    await tokyo.getByLabel(en.bid.amount).fill('45000');
    await tokyo.getByRole('button', { name: en.bid.place }).click();
    await t.resolves(live(tokyo).filter({ hasText: say(en.bid.leading, { price: won(45_000) }) }).waitFor(), 'tokyo leads');
    await tokyo.getByLabel(en.bid.raiseLabel).fill('60000');
    await tokyo.getByRole('button', { name: en.bid.raise }).click();
    await t.resolves(live(tokyo).filter({ hasText: say(en.bid.raised, { maximum: won(60_000) }) }).waitFor(), 'tokyo raises the maximum');
    await t.resolves(live(sewing).filter({ hasText: say(en.live.outbid, { price: won(45_000) }) }).waitFor({ timeout: 10_000 }), 'sewing hears it was outbid, without a reload');
    await t.resolves(sewing.getByText(en.bid.youAreOutbid).waitFor(), 'and sees it');

    // The jacket: sewing bids, tokyo bids more (through the API); tokyo will win it and not pay.
    const bidOnJacket = async (who: { username: string; password: string }, amount: number) => {
      const token = await site.signIn(who.username, who.password);
      const answer = await fetch(new URL(AUCTION_PATHS.bids(near.jacketId), site.url), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ amount }) });
      t.equal(answer.status, 201, `${who.username} bids ${amount} on the jacket`);
    };
    await bidOnJacket(SEWING, 12_000);
    await bidOnJacket(TOKYO, 18_000);

    // The close comes (the auction's clock moved past the hard close, then the service's tick); both pages say so.
    moveAuctionClockTo(site.stack.dataDir, near.closesAt + 1_000);
    await t.resolves(live(sewing).filter({ hasText: say(en.live.closed, { state: en.lot.SOLD }) }).waitFor({ timeout: CLOSING_SLACK_MS }), 'the close is announced');
    t.equal(await sewing.getByRole('button', { name: en.bid.place }).count(), 0, 'no more bidding');

    // The winner finds "won" in my bids (phone), the other "lost" (desktop), in four languages.
    await tokyo.goto(`${site.url}/mypage/bids`);
    await settled(tokyo);
    const card = tokyo.getByRole('listitem').filter({ hasText: 'Silk blouse' });
    t.match(await card.textContent(), BIDS.en.standing.WON, 'tokyo won');
    t.match(await card.textContent(), BIDS.en.payment.unpaid, 'unpaid, with its deadline');
    t.same(await axeViolations(tokyo), [], 'axe: my bids on a phone');

    // Tokyo pays through the shop: collected at Yongsin, by the (demo) card, at the hammer price.
    await card.getByRole('link', { name: say(BIDS.en.payment.payLabel, { title: 'Silk blouse' }) }).click();
    await tokyo.getByRole('heading', { level: 1, name: BIDS.en.pay.title }).waitFor();
    await settled(tokyo);
    t.match(await tokyo.getByTestId('hammer-price').textContent(), won(45_000).replace('₩', ''), 'the hammer price');
    await tokyo.getByLabel(say(BIDS.en.pay.pickupAt, { site: shopMemberEn.sites.YONGSIN })).check();
    await tokyo.getByLabel(shopMemberEn.checkout.cardTest).check();
    t.same(await axeViolations(tokyo), [], 'axe: paying for a won work on a phone');
    await tokyo.getByRole('button', { name: BIDS.en.pay.submit }).click();
    await tokyo.getByRole('heading', { level: 1, name: shopMemberEn.card.title }).waitFor();
    await t.resolves(tokyo.getByText(say(shopMemberEn.card.amount, { amount: '45,000' })).waitFor(), 'the shop\'s card payment, for the hammer price');
    await tokyo.getByRole('button', { name: shopMemberEn.card.pay }).click();
    await t.resolves(tokyo.getByRole('heading', { level: 1, name: shopMemberEn.result.title }).waitFor(), 'the order received');
    await t.resolves(tokyo.getByText(shopMemberEn.result.paidTitle).waitFor(), 'and paid');
    await tokyo.goto(`${site.url}/mypage/bids?standing=WON`);
    await settled(tokyo);
    await t.resolves(tokyo.getByRole('listitem').filter({ hasText: 'Silk blouse' }).getByText(BIDS.en.payment.paid, { exact: true }).waitFor(), 'my bids: the win is paid');
    t.match(await tokyo.getByRole('listitem').filter({ hasText: 'Linen jacket' }).textContent(), BIDS.en.payment.unpaid, 'the jacket stays unpaid');
    for (const locale of LOCALES) {
      await inLocale(sewing, locale);
      await sewing.goto(`${site.url}/mypage/bids?standing=LOST`);
      await sewing.getByRole('heading', { level: 1, name: BIDS[locale].title }).waitFor();
      await settled(sewing);
      await t.resolves(sewing.getByRole('listitem').filter({ hasText: BIDS[locale].standing.LOST }).first().waitFor(), `${locale}: sewing lost`);
      if (locale === 'ko') t.same(await axeViolations(sewing), [], 'axe: my bids on desktop');
    }
    for (const problem of problems) problem.assertNone(t, EXPECTED);
  });

  t.test('the public pages in four languages, phone and desktop', async (t) => {
    for (const locale of LOCALES) {
      const page = await newPage(t, browser, { viewport: locale === 'cn' || locale === 'en' ? 'phone' : 'desktop', locale });
      const problems = watchPageProblems(page);
      const text = AUCTION[locale];
      await page.goto(`${site.url}/auction`);
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      await settled(page);
      await t.resolves(page.getByRole('link', { name: text.tabs.IN_PROGRESS }).waitFor(), `${locale}: the tabs`);
      t.ok(await page.getByRole('listitem').filter({ hasText: text.status.IN_PROGRESS }).count() > 0, `${locale}: a current program is listed`);
      t.same(await axeViolations(page), [], `axe: /auction (${locale})`);
      await page.goto(`${site.url}/auction/works/${near.workId}`);
      await settled(page);
      await t.resolves(page.getByRole('heading', { level: 2, name: text.history.title }).waitFor(), `${locale}: the work's history`);
      t.match(await page.getByTestId('lot-state').textContent(), text.lot.SOLD, `${locale}: sold`);
      t.same(await axeViolations(page), [], `axe: a sold work (${locale})`);
      problems.assertNone(t);
    }
  });

  t.test('programme staff publish a program with a work through the console', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const text = consoleAuctionEn;
    await page.goto(`${site.url}/console/auction/programs`);
    await submitSignIn(page, PROGRAM_STAFF, 'en');
    await page.locator('#console-menu').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: text.programs.title }).waitFor();
    await settled(page);
    t.same(await axeViolations(page), [], 'axe: console programs');

    await page.getByRole('link', { name: text.programs.create }).click();
    await page.getByRole('heading', { level: 1, name: text.programs.create }).waitFor();
    await page.locator('#field-title-ko').fill('봄 디자이너 전시');
    await page.locator('#field-title-en').fill('Spring designers\' show');
    await page.locator('#field-halls-0-name-ko').fill('용신 2층 전시실');
    await page.locator('#field-halls-0-name-en').fill('Yongsin first-floor hall');
    await page.locator('#field-published').check();
    t.same(await axeViolations(page), [], 'axe: console program form');
    await page.getByRole('button', { name: text.form.save }).click();
    await page.waitForURL(/\/console\/auction\/programs\/[0-9a-f-]{36}$/);
    await t.resolves(page.getByRole('heading', { level: 2, name: text.bidders.title }).waitFor(), 'saved: bidders and results follow');
    await t.resolves(page.getByRole('button', { name: text.results.csv }).waitFor(), 'results download as CSV');
    t.same(await axeViolations(page), [], 'axe: console program page');
    const programId = page.url().split('/').pop()!;

    await page.getByRole('link', { name: text.works.create }).first().click();
    await page.getByRole('heading', { level: 1, name: text.works.create }).waitFor();
    await page.locator('#field-hallId option', { hasText: 'Yongsin first-floor hall' }).waitFor({ state: 'attached' });
    await page.locator('#field-hallId').selectOption({ label: 'Yongsin first-floor hall' });
    await page.locator('#field-authorId option', { hasText: 'Haneul Kim' }).waitFor({ state: 'attached' });
    await page.locator('#field-authorId').selectOption({ label: 'Haneul Kim' });
    await page.locator('#field-title-ko').fill('린넨 원피스');
    await page.locator('#field-title-en').fill('Linen dress');
    await page.locator('#field-startPrice').fill('30000');
    await page.locator('#field-published').check();
    await page.getByRole('button', { name: text.form.save }).click();
    await page.waitForURL(/\/console\/auction\/works\/[0-9a-f-]{36}$/).catch(async (error: unknown) => {
      t.comment(await page.locator('#console-main').innerText());
      throw error;
    });
    await t.resolves(page.getByRole('heading', { level: 2, name: text.bids.title }).waitFor(), 'saved: the bids panel follows');
    t.same(await axeViolations(page), [], 'axe: console work page');

    await page.goto(`${site.url}/console/auction/works?programId=${programId}`);
    await t.resolves(page.getByRole('link', { name: 'Linen dress' }).waitFor(), 'listed under its program');
    t.same(await axeViolations(page), [], 'axe: console works');
    await page.goto(`${site.url}/console/auction/authors`);
    await t.resolves(page.getByRole('link', { name: 'Haneul Kim' }).waitFor(), 'authors listed');
    t.same(await axeViolations(page), [], 'axe: console authors');

    // The near program's hall: the jacket moved first by keyboard, then the blouse dragged back first.
    await page.goto(`${site.url}/console/auction/programs/${near.programId}`);
    const hallOrder = page.getByRole('region', { name: say(text.hallOrder.title, { hall: 'Online hall' }) });
    await hallOrder.getByTestId('hall-order-item').nth(1).waitFor();
    const handle = hallOrder.getByRole('button', { name: say(text.hallOrder.handle, { title: 'Linen jacket', position: '2', count: '2' }) });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await t.resolves(hallOrder.getByTestId('hall-order-status').filter({ hasText: say(text.hallOrder.moved, { title: 'Linen jacket', position: '1', count: '2' }) }).waitFor(), 'the move is said');
    t.ok(await eventually(() => hallOrder.getByRole('button', { name: say(text.hallOrder.handle, { title: 'Linen jacket', position: '1', count: '2' }) }).evaluate((element) => element === document.activeElement), true), 'the focus moves with the work');
    t.same(await axeViolations(page), [], 'axe: ordering a hall');
    await hallOrder.getByRole('button', { name: text.hallOrder.save }).click();
    await hallOrder.getByTestId('hall-order-status').filter({ hasText: text.hallOrder.saved }).waitFor();
    const hallTitles = async () => (await site.getJson<{ works: Array<{ title: string }> }>(`/api/v1/auction/halls/${near.hallId}`, { locale: 'en' })).works.map((work) => work.title);
    t.same(await hallTitles(), ['Linen jacket', 'Silk blouse'], 'saved by keyboard: the public hall follows');
    await hallOrder.getByTestId('hall-order-item').filter({ hasText: 'Silk blouse' }).dragTo(hallOrder.getByTestId('hall-order-item').filter({ hasText: 'Linen jacket' }));
    await t.resolves(hallOrder.getByTestId('hall-order-status').filter({ hasText: say(text.hallOrder.moved, { title: 'Silk blouse', position: '1', count: '2' }) }).waitFor(), 'dragged');
    await hallOrder.getByRole('button', { name: text.hallOrder.save }).click();
    await hallOrder.getByTestId('hall-order-status').filter({ hasText: text.hallOrder.saved }).waitFor();
    t.same(await hallTitles(), ['Silk blouse', 'Linen jacket'], 'saved by drag');

    // The staff's bids view of the near work: full names.
    await page.goto(`${site.url}/console/auction/works/${near.workId}`);
    await t.resolves(page.getByRole('rowheader', { name: /tokyo2024/ }).first().waitFor(), 'staff see bidders by name');

    // The public sees the new program and its work.
    const visitor = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    await visitor.goto(`${site.url}/auction/programs/${programId}`);
    await visitor.getByRole('heading', { level: 1, name: 'Spring designers\' show' }).waitFor();
    await visitor.getByRole('link', { name: 'Yongsin first-floor hall' }).click();
    await t.resolves(visitor.getByRole('link', { name: 'Linen dress' }).waitFor(), 'the published work is in its hall');
    problems.assertNone(t);
  });

  t.test('a dialog is asked before buying now', async (t) => {
    // The demo quilted vest has a buy-now price until its first bid; declining the question leaves it open.
    const page = await newPage(t, other, { viewport: 'desktop', locale: 'en' });
    const dialogs = await answerAppDialogs(page, { accept: false });
    await signIn(page, site.url, TOKYO, 'en');
    const works = await site.getJson<{ works: Array<{ _id: string; title: string; programId: string }> }>('/api/v1/auction/works?limit=50', { locale: 'en' });
    const vest = works.works.find((work) => work.title === 'Quilted vest')!;
    await page.goto(`${site.url}/auction/works/${vest._id}`);
    await settled(page);
    await page.getByLabel(AUCTION.en.registration.accept).check();
    await page.getByRole('button', { name: AUCTION.en.registration.submit }).click();
    await page.getByRole('button', { name: say(AUCTION.en.bid.buyNow, { price: won(150_000) }) }).click();
    t.match(await dialogs.next(), won(150_000), 'asked first');
    t.equal(await page.getByTestId('lot-state').textContent(), AUCTION.en.lot.open, 'declined: still open');
  });

  // Last: the auction's clock moves a week on (every test before relies on its time).
  t.test('past the payment deadline, staff offer an unpaid win to the next bidder', async (t) => {
    moveAuctionClockTo(site.stack.dataDir, near.closesAt + 8 * 86_400_000);
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    const text = consoleAuctionEn;
    await page.goto(`${site.url}/console/auction/programs/${near.programId}`);
    await submitSignIn(page, PROGRAM_STAFF, 'en');
    const results = page.getByRole('region', { name: text.results.title });
    // The results name works in Korean, the centre's language of record.
    const offer = results.getByRole('button', { name: say(text.results.offerWho, { title: '린넨 재킷' }) });
    await offer.waitFor({ timeout: 30_000 });
    t.equal(await results.getByRole('button', { name: say(text.results.offerWho, { title: '실크 블라우스' }) }).count(), 0, 'a paid win has nothing to offer');
    await offer.click();
    const confirm = page.getByRole('dialog', { name: text.results.offerTitle });
    await confirm.waitFor();
    t.same(await axeViolations(page), [], 'axe: the offer\'s confirmation');
    await confirm.getByRole('button', { name: text.results.offer }).click();
    await t.resolves(results.getByText(/린넨 재킷 was offered to .* \(sewing01\) for ₩12,000,/).waitFor(), 'offered to sewing at sewing\'s bid');
    await t.resolves(results.getByRole('row').filter({ hasText: '린넨 재킷' }).filter({ hasText: 'sewing01' }).waitFor(), 'the results name the new winner');

    const sewing = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    await signIn(sewing, site.url, SEWING, 'en');
    await sewing.goto(`${site.url}/mypage/bids?standing=WON`);
    await settled(sewing);
    const card = sewing.getByRole('listitem').filter({ hasText: 'Linen jacket' });
    t.match(await card.textContent(), BIDS.en.standing.WON, 'sewing now holds the win');
    await t.resolves(card.getByRole('link', { name: say(BIDS.en.payment.payLabel, { title: 'Linen jacket' }) }).waitFor(), 'and may pay for it');
    problems.assertNone(t);
  });
}, { services: [...JOURNEY_SERVICES, 'auction', 'shop'], env: { TEST_CLOCK: 'on' } });
