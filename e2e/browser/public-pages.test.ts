// The public pages of mf-public in a real browser through the real gateway and services: every
// route at phone and desktop size, and the behaviours the spec names — card links by work type,
// clipping and date formats, list search, pages and back/forward, previous/next, site tabs and
// ?code=, the gallery lightbox by keyboard, popups "not today", the schedule calendar, terms,
// the 404 page and per-page titles in every language.
import t from 'tap';
import type { Page } from 'playwright-core';
import {
  basicToken,
  type BannerList,
  LOCALES,
  type ConsoleNotificationInput,
  type ConsolePopupInput,
  type EquipmentList,
  type Facility,
  type GalleryList,
  type Locale,
  type PopupList,
  type ScheduleResponse,
  type SpaceList,
  type TermsDetail,
} from '@centre/contracts';
import { HOME_LIST_LIMITS } from '../../packages/platform/src/constants.ts';
import { formatDate as seoulDateOf } from '../../packages/platform/src/format/format.ts';
import { popupDismissalKey } from '../../mf-public/src/features/popups/popup-dismissal-key.ts';
import { PAGE_SIZES } from '../../mf-public/src/public-constants.ts';
import { PUBLIC_TEXTS } from './public-texts.ts';
import commonKo from '../../packages/platform/src/i18n/common/ko.json' with { type: 'json' };
import commonEn from '../../packages/platform/src/i18n/common/en.json' with { type: 'json' };
import commonCn from '../../packages/platform/src/i18n/common/cn.json' with { type: 'json' };
import commonJp from '../../packages/platform/src/i18n/common/jp.json' with { type: 'json' };
import { axeViolations, browserSuite, eventually, newPage, recordApiRequests, type Site, STAFF, type ViewportName, VIEWPORTS, watchPageProblems } from './harness.ts';
import { navigateInPage, trackNetwork, waitUntilRendered } from './in-page-navigation.ts';
import { PUBLIC_ROUTES, PUBLIC_SERVICES, resolveRoutePath } from './public-routes.ts';

const STRINGS = PUBLIC_TEXTS;
const { ko, en } = PUBLIC_TEXTS;
/** Spec §9: dates are shown as YYYY-MM-DD. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CENTRE_NAME: Record<Locale, string> = { ko: commonKo.centreName, en: commonEn.centreName, cn: commonCn.centreName, jp: commonJp.centreName };

/** The public routes mf-public serves (the shared list also holds member and console pages). */
const MF_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((route) => !['member login', 'console sign-in'].includes(route.name));

/** Waits until the page's content is in: an h1, no loading state left. */
async function settled(page: Page, ready?: string): Promise<void> {
  try {
    await page.locator('#main-content h1').first().waitFor();
    if (ready) await page.locator(ready).first().waitFor();
    // A loading state is a status region with its spinner (LoadingState); a status line such as a
    // list's count or a live announcement is content.
    await page.waitForFunction(() => ![...document.querySelectorAll('#main-content [role=status]')].some((element) => element.querySelector('[aria-hidden="true"]')));
  } catch (error) {
    // Say what the page showed instead: an error state, a 404, a loading state that never ended.
    const shown = await page.locator('#main-content').innerText().catch(() => '(no main content)');
    throw new Error(`${page.url()} did not settle: ${(error as Error).message.split('\n')[0]}\nThe page showed: ${shown.slice(0, 400)}`);
  }
}

/** Hides the home popups for this tab so they do not cover what a test clicks. */
async function withoutPopups(page: Page, site: Site): Promise<void> {
  const { popups } = await site.getJson<PopupList>('/api/v1/popups');
  const keys = popups.map((popup) => popupDismissalKey(popup._id));
  await page.addInitScript(({ keys, today }) => keys.forEach((key) => localStorage.setItem(key, today)), { keys, today: seoulDateOf(new Date()) });
}

async function staffToken(site: Site): Promise<string> {
  const refresh = await fetch(`${site.url}/api/auth/refreshToken`, { headers: { authorization: `Basic ${basicToken(STAFF.username, site.staffPassword)}` } });
  const { data } = (await refresh.json()) as { data: { refreshToken: string } };
  const access = await fetch(`${site.url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${data.refreshToken}` } });
  return ((await access.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The type scale's steps (shell/src/styles/tokens.css); weights are regular and bold only. */
const TYPE_SCALE_TOKENS = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', 'display'];

/**
 * Text on screen whose computed size or weight is off the type scale, as "size weight: tag.class".
 * Each extra pair costs a font lookup on the first layout (docs/decisions.md, "One type scale").
 */
function textOffTheTypeScale(page: Page): Promise<string[]> {
  return page.evaluate((tokens) => {
    // No named functions in here: tsx's keepNames helper (__name) does not exist in the page.
    const probe = document.createElement('span');
    document.body.append(probe);
    const sizes = new Set<string>();
    for (const token of tokens) {
      probe.style.fontSize = `var(--font-size-${token})`;
      sizes.add(getComputedStyle(probe).fontSize);
    }
    probe.remove();
    const off = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (!sizes.has(style.fontSize) || !['400', '700'].includes(style.fontWeight)) {
        off.add(`${style.fontSize} ${style.fontWeight}: ${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
      }
    }
    return [...off];
  }, TYPE_SCALE_TOKENS);
}

/** Families that stand for whatever the system picks, not fonts the site names. */
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'system-ui', 'monospace', 'cursive', 'fantasy']);

/**
 * Text drawn in a font the site's font stack does not name, as "family: element": for such a
 * glyph Chromium searched every system font, tens of milliseconds of a first layout on a phone
 * (docs/decisions.md). Asks the browser which platform fonts rendered each element's own text.
 * A page that re-renders while it is asked (a picture arriving) is asked again.
 */
async function textInFallbackFonts(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    const found = await fallbackFontsOnce(page);
    if (found) return found;
    if (attempt === 3) throw new Error('the page kept changing while its fonts were checked');
  }
}

/** One pass of textInFallbackFonts; null when an element it marked was gone before it was asked about. */
async function fallbackFontsOnce(page: Page): Promise<string[] | null> {
  const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const named = new Set(stack.split(',').map((family) => family.trim().replace(/^["']|["']$/g, '')).filter((family) => !GENERIC_FAMILIES.has(family)));
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-font-probe]')) element.removeAttribute('data-font-probe');
    for (const element of document.querySelectorAll('body *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (ownText && element.getClientRects().length > 0) element.setAttribute('data-font-probe', '');
    }
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    if (nodeIds.length === 0) throw new Error('no text on the page to check');
    const off = new Set<string>();
    for (const nodeId of nodeIds) {
      const answer = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch((error: unknown) => {
        if (error instanceof Error && /Could not find node/.test(error.message)) return null;
        throw error;
      });
      if (!answer) return null;
      for (const font of answer.fonts.filter((font) => !named.has(font.familyName))) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        off.add(`${font.familyName}: ${outerHTML.replace(/ data-font-probe=""/, '').slice(0, 100)}`);
      }
    }
    return [...off];
  } finally {
    await cdp.detach();
  }
}

const hrefsOf = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

// Many pages at two sizes and four languages: more than the suite's default two minutes.
t.setTimeout(360_000);

await browserSuite(t, async ({ site, browser }) => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    t.test(`every public page renders at ${viewport} size without overflow or errors`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      await withoutPopups(page, site);
      const problems = watchPageProblems(page);
      const network = trackNetwork(page);
      // The first page is loaded, the rest reached as the site's links reach them (no reload).
      let loaded = false;
      for (const route of MF_PUBLIC_ROUTES) {
        const path = await resolveRoutePath(route, site);
        if (loaded) await navigateInPage(page, path);
        else await page.goto(site.url + path);
        loaded = true;
        await waitUntilRendered(page, path, route.ready);
        await network.quiet();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        t.ok(overflow <= 0, `${route.name} (${path}): no horizontal scrolling (${overflow}px)`);
        const images = await page.locator('#main-content img').evaluateAll((list) =>
          list.filter((img) => !img.getAttribute('width') || !img.getAttribute('height') || img.getAttribute('alt') === null).map((img) => img.getAttribute('src')),
        );
        t.same(images, [], `${route.name}: every picture has width, height and alt`);
        t.same(await textOffTheTypeScale(page), [], `${route.name}: every text's size and weight come from the type scale`);
      }
      problems.assertNone(t, [/favicon\.ico/]);
    });
  }

  t.test('home: hero, the three lists in parallel, card links by work type, MORE links', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    await withoutPopups(page, site);
    const api = recordApiRequests(page);
    const problems = watchPageProblems(page);
    await page.goto(site.url);
    // Headings show with the skeletons while loading: wait for the lists themselves.
    for (const list of ['home-spaces-title', 'home-equipment-title', 'home-notices-title']) await page.locator(`[aria-labelledby=${list}] article`).first().waitFor();
    await page.locator('[aria-labelledby=home-gallery-title] img').first().waitFor();
    const paths = api.requests.map((request) => request.path);
    for (const wanted of [`/api/v1/space?limit=${HOME_LIST_LIMITS.spaces}&isMain=true`, `/api/v1/equipment?limit=${HOME_LIST_LIMITS.equipments}&isMain=true`, `/api/v1/gallery?limit=${HOME_LIST_LIMITS.galleries}&isMain=true`, '/api/v1/banners/MAIN', '/api/v1/popups']) {
      t.ok(paths.includes(wanted), `home asked for ${wanted}`);
    }

    const { spaces } = await site.getJson<SpaceList>(`/api/v1/space?limit=${HOME_LIST_LIMITS.spaces}&isMain=true`);
    const { equipments } = await site.getJson<EquipmentList>(`/api/v1/equipment?limit=${HOME_LIST_LIMITS.equipments}&isMain=true`);
    const linkOf = (facility: Facility) => (facility.work === 'CUTTINGROOM' ? '/cuttingroom-equipment/' : facility.work === 'STUDIO' ? '/studio-equipment/' : '/facility-space/') + facility._id;
    t.same(await hrefsOf(page, '[aria-labelledby=home-spaces-title] article a'), spaces.map(linkOf), 'space cards link to /facility-space/{_id}');
    t.same(await hrefsOf(page, '[aria-labelledby=home-equipment-title] article a'), equipments.map(linkOf), 'equipment cards link by work type');
    t.ok(equipments.some((item) => item.work === 'STUDIO') && equipments.some((item) => item.work === 'CUTTINGROOM'), 'the demo has both work types on home');

    const sectionHrefs = await hrefsOf(page, 'section[aria-labelledby^=home-] > div a');
    for (const href of ['/facility-space/YONGSIN', '/cuttingroom-equipment?code=CUTTINGROOM', '/studio-equipment/YONGSIN?code=STUDIO', '/notice', '/edu-gallery']) {
      t.ok(sectionHrefs.includes(href), `home links to ${href}`);
    }
    t.equal(await page.locator('[aria-labelledby=home-gallery-title] img').count(), HOME_LIST_LIMITS.galleries, 'two gallery pictures');
    // The "more" links speak the page's language (issue 20, item 11: they read MORE in every language).
    t.equal(
      await page.getByRole('link', { name: `${ko.home.moreLink} — ${ko.home.moreNotices}`, exact: true }).count(),
      1,
      `the notices' "more" link reads "${ko.home.moreLink}", named for where it goes`,
    );
    t.equal(await page.getByRole('link', { name: /^MORE\b/ }).count(), 0, 'no English MORE on a Korean page');

    // The hero: two slides, autoplay on, and a pause control a keyboard reaches. Its first slide
    // is plain HTML; Swiper (its own chunk) comes on the first autoplay tick or when a control is
    // reached, which is what focusing the pause button does.
    const hero = page.locator('section[aria-roledescription=carousel]');
    const { banners } = await site.getJson<BannerList>('/api/v1/banners/MAIN');
    t.equal(banners.length, 2, 'the demo hero has two slides');
    await hero.locator('h2').first().waitFor();
    t.same((await hero.locator('h2').allTextContents()).sort(), banners.map((banner) => banner.title).sort(), 'one hero slide per MAIN banner, before Swiper');
    t.equal(await hero.locator('.swiper').count(), 0, 'Swiper is not loaded with the page');
    const pause = hero.getByRole('button', { name: ko.slider.pause });
    await pause.focus();
    await hero.locator('.swiper-initialized').waitFor();
    t.same((await hero.locator('.swiper-slide h2').allTextContents()).sort(), banners.map((banner) => banner.title).sort(), 'Swiper shows the same slides');
    await page.keyboard.press('Enter');
    await hero.getByRole('button', { name: ko.slider.play }).waitFor();
    t.equal(await page.evaluate(() => (document.querySelector('section[aria-roledescription=carousel] .swiper') as unknown as { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running), false, 'Enter on pause stops the autoplay');
    await page.keyboard.press('Enter');
    await hero.getByRole('button', { name: ko.slider.pause }).waitFor();
    t.same(await textInFallbackFonts(page), [], 'all text, the slider buttons included, is drawn in the fonts the site names');

    // Notice cards: subject on one line, summary on four, dates YYYY-MM-DD.
    const card = page.locator('[aria-labelledby=home-notices-title] article').first();
    const clip = await card.evaluate((element) => {
      const subject = getComputedStyle(element.querySelector('h3')!);
      const summary = element.querySelector('p') ? getComputedStyle(element.querySelector('p')!) : null;
      return { whiteSpace: subject.whiteSpace, overflow: subject.overflow, ellipsis: subject.textOverflow, clamp: summary?.webkitLineClamp ?? '' };
    });
    t.same(clip, { whiteSpace: 'nowrap', overflow: 'hidden', ellipsis: 'ellipsis', clamp: '4' }, 'subject clipped to one line, summary to four');
    const dates = await page.locator('[aria-labelledby=home-notices-title] time').allTextContents();
    t.ok(dates.length > 0 && dates.every((date) => DATE_PATTERN.test(date)), `notice dates are YYYY-MM-DD (${dates.join(', ')})`);
    problems.assertNone(t, [/favicon\.ico/]);
  });

  t.test('home: a failing list is logged, its block hides, the rest renders', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    await withoutPopups(page, site);
    const problems = watchPageProblems(page);
    await page.route('**/api/v1/space?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}' }));
    await page.goto(site.url);
    // Headings show with the skeletons while loading: wait for the lists themselves.
    await page.locator('[aria-labelledby=home-equipment-title] article').first().waitFor();
    await page.locator('[aria-labelledby=home-gallery-title] img').first().waitFor();
    await page.locator('#home-spaces-title').waitFor({ state: 'detached' });
    t.equal(await page.locator('#home-spaces-title').count(), 0, 'the space block is hidden');
    t.ok(problems.consoleErrors.some((message) => message.includes('home spaces failed')), 'the failure is logged');
    t.ok(problems.failedRequests.every((request) => request.includes('/api/v1/space') || request.includes('favicon')), 'only the space list failed');
  });

  t.test('popups: non-modal dialogs top left; "not today" lasts until Seoul midnight; close only for now', async (t) => {
    const { popups } = await site.getJson<PopupList>('/api/v1/popups');
    t.ok(popups.length > 0, 'the demo has an active popup');
    const first = popups[0]!;
    const page = await newPage(t, browser, { viewport: 'desktop' });
    // The browser's pages share localStorage: forget any earlier "not today" before the first visit.
    await page.goto(`${site.url}/terms-use`);
    await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), popups.map((popup) => popupDismissalKey(popup._id)));
    await page.goto(site.url);
    const dialog = page.locator(`[role=dialog][data-popup-id="${first._id}"]`);
    await dialog.waitFor();
    const placement = await dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return { position: style.position, zIndex: Number(style.zIndex), left: box.left, modal: element.getAttribute('aria-modal') };
    });
    t.equal(placement.position, 'fixed');
    t.ok(placement.zIndex >= 1000 && placement.left < 100, `high z-index (${placement.zIndex}) at the left (${placement.left}px)`);
    t.equal(placement.modal, null, 'not modal: the page behind stays usable');
    t.same(await axeViolations(page), [], 'home with its popup: no serious or critical axe violations');

    await dialog.getByRole('button', { name: ko.popup.close }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await dialog.waitFor();
    t.pass('"close" alone hides it only until the next visit');

    await dialog.getByRole('button', { name: ko.popup.notToday }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('#home-spaces-title').waitFor();
    await page.waitForLoadState('networkidle');
    t.equal(await dialog.count(), 0, '"not today" keeps it hidden after a reload');
    t.equal(await page.evaluate((key) => localStorage.getItem(key), popupDismissalKey(first._id)), seoulDateOf(new Date()), 'stored with today\'s Seoul date');

    // The next day in Seoul: the stored date is yesterday's, so the popup is back.
    await page.evaluate(({ key, yesterday }) => localStorage.setItem(key, yesterday), { key: popupDismissalKey(first._id), yesterday: seoulDateOf(new Date(Date.now() - 86_400_000)) });
    await page.reload();
    await dialog.waitFor();
    t.pass('the popup returns the next day');
  });

  t.test('phone: a long popup stops above the back-to-top button', async (t) => {
    // A popup taller than the screen, added by staff for this test and removed after it.
    const token = await staffToken(site);
    const staffHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const paragraphs = Array.from({ length: 40 }, (_, n) => `<p>긴 안내 ${n + 1}</p>`).join('');
    const input: ConsolePopupInput = {
      skin: 'basic', title: { ko: '긴 안내', en: '', cn: '', jp: '' }, content: { ko: paragraphs, en: '', cn: '', jp: '' },
      image: null, link: null, startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-12-31T15:00:00.000Z', order: 0,
    };
    const created = await fetch(`${site.url}/api/console/popups`, { method: 'POST', headers: staffHeaders, body: JSON.stringify(input) });
    t.equal(created.status, 201, 'staff added a long popup');
    const { popup } = (await created.json()) as { popup: { _id: string } };
    t.teardown(() => fetch(`${site.url}/api/console/popups/${popup._id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }).then(() => undefined));

    const page = await newPage(t, browser, { viewport: 'phone' });
    await page.goto(`${site.url}/terms-use`);
    await page.evaluate((key) => localStorage.removeItem(key), popupDismissalKey(popup._id));
    await page.goto(site.url);
    await page.locator(`[role=dialog][data-popup-id="${popup._id}"]`).waitFor();
    await page.locator('#home-spaces-title').waitFor();
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }));
    const button = page.locator('#shell-back-to-top button');
    await page.waitForFunction(() => document.querySelector('#shell-back-to-top button')?.getAttribute('data-visible') === 'true');
    const box = (await button.boundingBox())!;
    const reached = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element?.closest('#shell-back-to-top') ? 'back-to-top' : element?.closest('[role=dialog]') ? 'popup' : String(element?.tagName);
    }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    t.equal(reached, 'back-to-top', 'a tap on the button reaches the button, not the popup');
  });

  t.test('notices: search and pages in the address, back and forward, pinned first, previous/next', async (t) => {
    // Enough notices for two pages: staff add some through the console API.
    const token = await staffToken(site);
    const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });
    for (let n = 1; n <= 5; n += 1) {
      const input: ConsoleNotificationInput = { subject: text(`브라우저 시험 공지 ${n}`), summary: text('시험'), content: text(`<p>시험 ${n}</p>`), isMain: false };
      const response = await fetch(`${site.url}/api/console/center/notifications`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(input) });
      t.ok(response.ok, `staff added test notice ${n} (${response.status})`);
    }
    const page = await newPage(t, browser, { viewport: 'phone' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/notice`);
    await settled(page);
    const rows = page.locator('#main-content ul li');
    t.equal(await rows.count(), PAGE_SIZES.board, 'a full first page');
    const pinnedFlags = await rows.evaluateAll((list) => list.map((row) => row.textContent?.startsWith('중요') ?? false));
    const firstUnpinned = pinnedFlags.indexOf(false);
    t.ok(firstUnpinned > 0 && pinnedFlags.slice(firstUnpinned).every((flag) => !flag), 'pinned notices come first and are marked');
    const firstPageFirst = await rows.first().locator('a').textContent();

    await page.getByRole('link', { name: ko.paging.page.replace('{{page}}', '2') }).click();
    await page.waitForURL(/\/notice\?page=2$/);
    await settled(page);
    // Page 1 may still show while page 2 loads: wait for the list to change, then read it.
    await page.waitForFunction((subject) => document.querySelector('#main-content ul li a')?.textContent !== subject, firstPageFirst);
    t.not(await rows.first().locator('a').textContent(), firstPageFirst, 'page 2 shows other notices');
    await page.goBack();
    await page.waitForURL(/\/notice$/);
    await page.waitForFunction((subject) => document.querySelector('#main-content ul li a')?.textContent === subject, firstPageFirst);
    t.pass('back shows page 1 again');
    await page.goForward();
    await page.waitForURL(/page=2/);
    await page.waitForFunction((subject) => document.querySelector('#main-content ul li a')?.textContent !== subject, firstPageFirst);
    t.pass('forward shows page 2 again');

    await page.getByRole('searchbox').fill('시험 공지 3');
    await page.getByRole('button', { name: ko.board.search }).click();
    await page.waitForURL(/keyword=/);
    await settled(page);
    await page.waitForFunction(() => document.querySelectorAll('#main-content ul li').length === 1);
    t.same(await rows.locator('a').allTextContents(), ['브라우저 시험 공지 3'], 'the keyword finds one notice');
    t.equal(new URL(page.url()).searchParams.get('page'), null, 'a new search starts on page 1');
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('#main-content ul li').length > 1);
    t.equal(await page.getByRole('searchbox').inputValue(), '', 'back restores the search box too');

    // Detail: previous and next move through the notices.
    await page.goto(`${site.url}/notice?keyword=${encodeURIComponent('시험 공지 3')}`);
    await settled(page);
    await rows.first().locator('a').click();
    // The list's own h1 is there until the detail replaces it: wait for the detail's address first.
    await page.waitForURL((url) => /^\/notice\/[^/]+$/.test(url.pathname));
    await settled(page, 'h1:text-is("브라우저 시험 공지 3")');
    t.equal(await page.locator('h1').textContent(), '브라우저 시험 공지 3');
    t.match(await page.locator('article header time').textContent(), DATE_PATTERN, 'detail date YYYY-MM-DD');
    const adjacent = page.getByRole('navigation', { name: ko.board.adjacent });
    const previous = adjacent.locator('a[rel=prev]');
    const next = adjacent.locator('a[rel=next]');
    t.same([await previous.textContent(), await next.textContent()], ['브라우저 시험 공지 2', '브라우저 시험 공지 4'], 'previous and next are the neighbours in date order');
    await next.click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '브라우저 시험 공지 4');
    t.pass('next opens the next notice');
    problems.assertNone(t, [/favicon\.ico/]);
  });

  t.test('business announcements share the list and detail: pinned, search, previous/next', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    await page.goto(`${site.url}/center-business`);
    await settled(page);
    t.equal(await page.title(), `${ko.business.title} | ${CENTRE_NAME.ko}`);
    const first = page.locator('#main-content ul li').first();
    t.match(await first.textContent(), /^중요/, 'the first announcement is pinned');
    await first.locator('a').click();
    await page.waitForURL(/\/center-business\/[0-9a-f-]{36}$/);
    await settled(page);
    t.match(page.url(), /\/center-business\/[0-9a-f-]{36}$/);
    // The list may still show while the detail renders (a transition): wait for the detail itself.
    const adjacent = page.getByRole('navigation', { name: ko.board.adjacent });
    await adjacent.waitFor();
    t.ok(await adjacent.locator('a').count() >= 1, 'previous or next is offered');
  });

  t.test('equipment: site tabs and ?code= filter by site and work type', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    await page.goto(`${site.url}/studio-equipment/YONGSIN?code=STUDIO`);
    await settled(page);
    const expected = async (location: string, code: string) => (await site.getJson<EquipmentList>(`/api/v1/equipment?limit=100&location=${location}&code=${code}`)).equipments.map((item) => `/studio-equipment/${item._id}`);
    t.same(await hrefsOf(page, '#main-content article a'), await expected('YONGSIN', 'STUDIO'), 'Yongsin studio equipment only');
    const tabs = page.getByRole('navigation', { name: ko.site.tabsLabel });
    t.equal(await tabs.locator('[aria-current=page]').textContent(), ko.site.YONGSIN, 'the Yongsin tab is current');
    await tabs.getByRole('link', { name: ko.site.DAPSIMNI }).click();
    await page.waitForURL(/\/studio-equipment\/DAPSIMNI\?code=STUDIO$/);
    await page.waitForFunction(() => document.querySelector('[aria-current=page]')?.textContent?.includes('답십리'));
    await settled(page);
    const dapsimni = await expected('DAPSIMNI', 'STUDIO');
    if (dapsimni.length === 0) await page.getByText(ko.facility.empty).waitFor();
    else t.same(await hrefsOf(page, '#main-content article a'), dapsimni, 'Dapsimni studio equipment only');

    await page.goto(`${site.url}/cuttingroom-equipment?code=CUTTINGROOM`);
    await settled(page);
    const all = (await site.getJson<EquipmentList>('/api/v1/equipment?limit=100&code=CUTTINGROOM')).equipments;
    t.same(await hrefsOf(page, '#main-content article a'), all.map((item) => `/cuttingroom-equipment/${item._id}`), 'all sites\' cutting room equipment');
    // Cards leave out what an item does not have: area only when present.
    const withoutArea = all.filter((item) => !item.capacity).length;
    t.equal(await page.locator(`#main-content article dt:text-is("${ko.facility.area}")`).count(), all.length - withoutArea, 'area shown only where there is one');

    // Detail: facts, pictures and a way back to the site's list.
    await page.locator('#main-content article a').first().click();
    // The list's own h1 is there until the detail replaces it: wait for the detail's address first.
    await page.waitForURL((url) => url.pathname === `/cuttingroom-equipment/${all[0]!._id}`);
    await settled(page, `h1:text-is("${all[0]!.title}")`);
    t.equal(await page.locator('h1').textContent(), all[0]!.title);
    t.equal(await page.title(), `${all[0]!.title} | ${CENTRE_NAME.ko}`, 'the detail is titled after the equipment');
    t.ok(await page.locator(`dt:text-is("${ko.facility.location}")`).isVisible(), 'location guidance on the detail');
  });

  t.test('gallery: pages in the address; the lightbox is a keyboard dialog that returns focus', async (t) => {
    const { summary } = await site.getJson<GalleryList>('/api/v1/gallery?limit=1');
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    await page.goto(`${site.url}/edu-gallery`);
    await settled(page);
    const thumbs = page.locator('#main-content ul button');
    t.equal(await thumbs.count(), Math.min(PAGE_SIZES.gallery, summary.total), 'a page of pictures');

    await thumbs.nth(0).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    t.ok(await eventually(() => dialog.evaluate((element) => element.contains(document.activeElement)), true), 'focus moves into the lightbox');
    const counter = dialog.locator('p[aria-live]');
    t.equal(await counter.textContent(), `1 / ${PAGE_SIZES.gallery}`);
    await page.keyboard.press('ArrowRight');
    t.equal(await counter.textContent(), `2 / ${PAGE_SIZES.gallery}`, 'ArrowRight shows the next picture');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    t.equal(await counter.textContent(), `${PAGE_SIZES.gallery} / ${PAGE_SIZES.gallery}`, 'ArrowLeft wraps to the last picture');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    for (let n = 0; n < 6; n += 1) await page.keyboard.press('Tab');
    t.ok(await eventually(() => dialog.evaluate((element) => element.contains(document.activeElement)), true), 'Tab stays inside the lightbox');
    t.same(await axeViolations(page), [], 'lightbox open: no serious or critical axe violations');
    t.same(await textInFallbackFonts(page), [], 'lightbox open: all text is drawn in the fonts the site names');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON');
    t.equal(await eventually(() => page.evaluate(() => Array.from(document.querySelectorAll('#main-content ul button')).indexOf(document.activeElement as Element)), 1), 1, 'focus returns to the thumbnail of the picture last shown');

    await page.getByRole('link', { name: ko.paging.page.replace('{{page}}', '2') }).click();
    await page.waitForURL(/edu-gallery\?page=2$/);
    await page.waitForFunction((count) => document.querySelectorAll('#main-content ul button').length === count, summary.total - PAGE_SIZES.gallery);
    await page.goBack();
    await page.waitForFunction((count) => document.querySelectorAll('#main-content ul button').length === count, PAGE_SIZES.gallery);
    t.pass('page 2 and back');
    problems.assertNone(t, [/favicon\.ico/]);
  });

  t.test('schedule: table with weekday headers, legend, closed reasons, month navigation', async (t) => {
    // A month with a public holiday: look ahead from now until the API names one.
    let month = seoulDateOf(new Date()).slice(0, 7);
    let holiday: { date: string; closedReason?: string } | undefined;
    for (let n = 0; n < 12 && !holiday; n += 1) {
      const { schedule } = await site.getJson<ScheduleResponse>(`/api/v1/schedule?work=CUTTINGROOM&location=DAPSIMNI&month=${month}`);
      holiday = schedule.days.find((day) => day.closedReason);
      if (!holiday) {
        const [y, m] = month.split('-').map(Number) as [number, number];
        month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      }
    }
    t.ok(holiday, `a holiday in ${month}`);
    const page = await newPage(t, browser, { viewport: 'phone' });
    const api = recordApiRequests(page);
    await page.goto(`${site.url}/cuttingroom/schedule?location=DAPSIMNI&month=${month}`);
    await settled(page, 'td[data-date]');
    t.ok(api.requests.some((request) => request.path === `/api/v1/schedule?work=CUTTINGROOM&location=DAPSIMNI&month=${month}`), 'asks for the site and month in the address');
    t.equal(await page.locator('table thead th[scope=col]').count(), 7, 'seven weekday column headers');
    t.equal(await page.locator('table caption').count(), 1, 'the table has a caption');
    const cell = page.locator(`td[data-date="${holiday!.date}"]`);
    t.equal(await cell.getAttribute('data-availability'), 'CLOSED');
    t.match(await cell.textContent(), holiday!.closedReason!, 'the holiday name is shown');
    const legend = await page.locator('h2:text-is("범례") + ul li').allTextContents();
    t.equal(legend.length, 4, 'the legend explains the four states');
    const freeCell = page.locator('td[data-availability=FREE], td[data-availability=PARTIAL]').first();
    // A day a maker can book shows its places left; any other says why not (issue 20: past, period closed…).
    const bookable = /잔여 \d+\/\d+/.test((await freeCell.textContent()) ?? '');
    t.ok(bookable || (await freeCell.locator('[data-reason]').count()) === 1, 'places left are shown, or why the day cannot be booked');
    t.same(await axeViolations(page), [], 'schedule: no serious or critical axe violations');

    const monthNav = page.getByRole('navigation', { name: ko.schedule.monthNav });
    const heading = await monthNav.locator('h2').textContent();
    await monthNav.locator('a').last().click();
    await page.waitForURL((url) => url.searchParams.get('month') !== month);
    await page.waitForFunction((before) => document.querySelector('nav h2')?.textContent !== before, heading);
    const nextMonth = new URL(page.url()).searchParams.get('month')!;
    // The heading follows the address; the days follow the answer: wait for the new month's first day.
    await settled(page, `td[data-date="${nextMonth}-01"]`);
    t.ok(nextMonth > month, `next month (${nextMonth})`);
    t.equal(await page.locator('td[data-date]').first().getAttribute('data-date'), `${nextMonth}-01`, 'the calendar shows the next month');
    await page.getByRole('navigation', { name: ko.site.tabsLabel }).getByRole('link', { name: ko.site.YONGSIN }).click();
    await page.waitForURL(/location=YONGSIN/);
    t.equal(new URL(page.url()).searchParams.get('month'), nextMonth, 'switching site keeps the month');
  });

  t.test('terms show their version and effective date', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    for (const [path, code] of [['/terms-use', 'TERMS_OF_USE'], ['/privacy-policy', 'PRIVACY_POLICY']] as const) {
      const { terms } = await site.getJson<TermsDetail>(`/api/v1/terms/${code}`, { locale: 'en' });
      await page.goto(site.url + path);
      await settled(page);
      t.equal(await page.locator('h1').textContent(), terms.title);
      t.equal(await page.locator('[data-terms-version]').textContent(), terms.version, `${code} version`);
      const effective = await page.locator('[data-terms-effective]').textContent();
      t.match(effective, DATE_PATTERN, `${code} effective date is YYYY-MM-DD`);
      t.equal(effective, terms.effectiveAt);
    }
  });

  t.test('an unknown address is a localised 404 inside the layout', async (t) => {
    for (const locale of LOCALES) {
      const page = await newPage(t, browser, { viewport: 'phone', locale });
      await page.goto(`${site.url}/no-such-page/at-all`);
      await settled(page);
      t.equal(await page.locator('h1').textContent(), STRINGS[locale].notFound.title, `${locale}: the 404 title`);
      t.ok(await page.locator('#shell-header header').isVisible(), `${locale}: the header is still there`);
      t.equal(await page.title(), `${STRINGS[locale].notFound.title} | ${CENTRE_NAME[locale]}`);
    }
  });

  t.test('a detail page whose record does not exist says so in its heading and its tab title', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    const missing = '0190aaaa-0000-7000-8000-000000000000';
    for (const [path, wanted] of [
      [`/notice/${missing}`, ko.notice.notFound],
      [`/facility-space/${missing}`, ko.facility.notFound],
      [`/edu-education/${missing}`, ko.education.notFound],
      ['/center-business/not-an-id', ko.business.notFound],
    ] as const) {
      await page.goto(site.url + path);
      await settled(page);
      t.equal(await page.locator('h1').textContent(), wanted, `${path}: heading`);
      t.equal(await page.title(), `${wanted} | ${CENTRE_NAME.ko}`, `${path}: tab title`);
    }
  });

  t.test('each page sets its own title and description in every language', async (t) => {
    const pages = [
      { path: '/', title: () => '', description: (s: typeof ko) => s.home.description },
      { path: '/intro/introduce', title: (s: typeof ko) => s.intro.title, description: (s: typeof ko) => s.intro.description },
      { path: '/intro/directions', title: (s: typeof ko) => s.directions.title, description: (s: typeof ko) => s.directions.description },
      { path: '/cuttingroom/application', title: (s: typeof ko) => s.apply.title.CUTTINGROOM, description: (s: typeof ko) => s.apply.description.CUTTINGROOM },
      { path: '/studio/schedule', title: (s: typeof ko) => s.schedule.title.STUDIO, description: (s: typeof ko) => s.schedule.description.STUDIO },
      { path: '/facility-space', title: (s: typeof ko) => s.facility.title.space, description: (s: typeof ko) => s.facility.description.space },
      { path: '/edu-education', title: (s: typeof ko) => s.education.title, description: (s: typeof ko) => s.education.description },
      { path: '/edu-gallery', title: (s: typeof ko) => s.gallery.title, description: (s: typeof ko) => s.gallery.description },
      { path: '/notice', title: (s: typeof ko) => s.notice.title, description: (s: typeof ko) => s.notice.description },
      { path: '/privacy-policy', title: (s: typeof ko) => s.terms.PRIVACY_POLICY, description: (s: typeof ko) => s.terms.description.PRIVACY_POLICY },
    ];
    for (const locale of LOCALES) {
      const page = await newPage(t, browser, { viewport: 'desktop', locale });
      await withoutPopups(page, site);
      const strings = STRINGS[locale] as typeof ko;
      // The first page is loaded, the rest reached in the page: each must retitle the tab as it is shown.
      let loaded = false;
      for (const entry of pages) {
        if (loaded) await navigateInPage(page, entry.path);
        else await page.goto(site.url + entry.path);
        loaded = true;
        await waitUntilRendered(page, entry.path);
        const title = entry.title(strings);
        await page.waitForFunction((wanted) => document.title === wanted, title ? `${title} | ${CENTRE_NAME[locale]}` : CENTRE_NAME[locale]).catch(() => undefined);
        t.equal(await page.title(), title ? `${title} | ${CENTRE_NAME[locale]}` : CENTRE_NAME[locale], `${locale} ${entry.path}: title`);
        t.equal(await page.locator('meta[name=description]').getAttribute('content'), entry.description(strings), `${locale} ${entry.path}: description`);
      }
    }
    // Switching the language on a page retitles it at once.
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'ko' });
    await page.goto(`${site.url}/edu-education`);
    await settled(page);
    await page.locator('#shell-header').getByRole('button', { name: 'English' }).first().click();
    await page.waitForFunction((wanted) => document.title === wanted, `${en.education.title} | ${CENTRE_NAME.en}`);
    t.pass('the title follows the language switch');
  });
}, { services: PUBLIC_SERVICES });
