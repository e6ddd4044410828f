// Issue 3: no layout shift on the public pages. Each page is loaded fresh at phone and desktop
// size with a slow API (every /api answer held back), so placeholders are painted before the data
// arrives — exactly when a block that does not reserve its final size would push the page about.
// Layout shifts (Layout Instability API, as Lighthouse counts them) are summed over the first
// seconds of the load; the elements that moved are named when the bar is missed.
// Beside it, the rendering work a start is spared: sections far below the fold are skipped
// (content-visibility) until they come near, and a loading indicator neither shows nor turns for
// a short wait.
import t from 'tap';
import type { Page } from 'playwright-core';
import type { PopupList } from '@centre/contracts';
import { formatDate as seoulDateOf } from '../../packages/platform/src/format/format.ts';
import { HOME_SLIDER } from '../../packages/platform/src/constants.ts';
import { popupDismissalKey } from '../../mf-public/src/features/popups/popup-dismissal-key.ts';
import { browserSuite, newPage, VIEWPORTS, watchPageProblems, type TapLike, type ViewportName } from './harness.ts';

/** CLS "≈ 0": Lighthouse calls 0.1 good; anything this test sees above 0.02 is a visible jump. */
const MAX_CLS = 0.02;
/** How long a load is watched (Lighthouse stops soon after the network is quiet). */
const WATCH_MS = 5000;
/** Held back on every API answer, so the loading state is painted before the data comes. */
const API_DELAY_MS = 600;

const PAGES = [
  '/',
  '/notice',
  '/facility-space/YONGSIN',
  '/cuttingroom-equipment?code=CUTTINGROOM',
  '/edu-gallery',
  '/edu-education',
  '/cuttingroom/schedule',
] as const;

interface ShiftReport {
  cls: number;
  shifts: Array<{ at: number; value: number; sources: string[] }>;
}

/**
 * Installed before any page script: sums every layout shift without recent input, with the
 * elements that moved. A string, not a function: the test loader decorates functions with helpers
 * (`__name`) that do not exist in the page.
 */
const OBSERVE_LAYOUT_SHIFTS = `(() => {
  const report = { cls: 0, shifts: [] };
  window.__layoutShifts = report;
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    const label = node.getAttribute('aria-labelledby') || node.getAttribute('aria-label');
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + classes + (label ? '[' + label + ']' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      report.cls += entry.value;
      report.shifts.push({ at: Math.round(entry.startTime), value: entry.value, sources: (entry.sources || []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

const readShifts = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShifts: ShiftReport }).__layoutShifts);

const explain = (report: ShiftReport) =>
  report.shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`).join('\n');

t.setTimeout(360_000);

await browserSuite(t, async ({ site, browser }) => {
  const { popups } = await site.getJson<PopupList>('/api/v1/popups');

  /** A fresh tab: the observer in place, the API slowed down, today's popups put away (they float; this is about the page). */
  async function watchedPage(t: TapLike, viewport: ViewportName): Promise<Page> {
    const page = await newPage(t, browser, { viewport });
    await page.addInitScript({ content: OBSERVE_LAYOUT_SHIFTS });
    await page.addInitScript(
      ({ keys, today }) => keys.forEach((key) => localStorage.setItem(key, today)),
      { keys: popups.map((popup) => popupDismissalKey(popup._id)), today: seoulDateOf(new Date()) },
    );
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue().catch(() => undefined);
    });
    return page;
  }

  // Both sizes at once, each in its own tab: a load is mostly watched, not worked on, so the
  // two watches overlap instead of adding up (7 pages × 5 s each).
  t.test('public pages load without layout shift at phone and desktop size', async (t) => {
    await Promise.all(
      (Object.keys(VIEWPORTS) as ViewportName[]).map(async (viewport) => {
        const page = await watchedPage(t, viewport);
        const problems = watchPageProblems(page);
        for (const path of PAGES) {
          const started = Date.now();
          await page.goto(site.url + path);
          await page.locator('#main-content h1').first().waitFor();
          await page.waitForTimeout(Math.max(0, WATCH_MS - (Date.now() - started)));
          const report = await readShifts(page);
          t.ok(report.cls < MAX_CLS, `${viewport} ${path}: CLS ${report.cls.toFixed(4)} < ${MAX_CLS}`, { shifts: explain(report) });
        }
        // A hidden tab would paint nothing, and so shift nothing: both were painted while watched.
        t.equal(await page.evaluate(() => document.visibilityState), 'visible', `${viewport}: the tab was visible`);
        problems.assertNone(t, [/favicon\.ico/]);
      }),
    );
  });

  t.test('home: the hero slider takes over from the first slide without moving anything', async (t) => {
    const page = await watchedPage(t, 'desktop');
    await page.goto(site.url);
    const hero = page.locator('section[aria-roledescription=carousel]');
    // Swiper arrives on the first autoplay tick at the latest (or on the first touch of a control).
    await hero.locator('.swiper-initialized').waitFor({ timeout: HOME_SLIDER.autoplayDelayMs + 8000 });
    await page.waitForTimeout(HOME_SLIDER.speedMs + 300);
    const report = await readShifts(page);
    t.ok(report.cls < MAX_CLS, `CLS ${report.cls.toFixed(4)} through the slider's start and first slide change`, { shifts: explain(report) });
  });

  t.test('home: a list that fails to load leaves no jump in view', async (t) => {
    await Promise.all(
      (Object.keys(VIEWPORTS) as ViewportName[]).map(async (viewport) => {
        const page = await watchedPage(t, viewport);
        await page.route('**/api/v1/space?*', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS * 2));
          await route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}' });
        });
        await page.goto(site.url);
        await page.waitForTimeout(WATCH_MS);
        t.equal(await page.locator('#home-spaces-title').count(), 0, `${viewport}: the space block's heading is gone`);
        const report = await readShifts(page);
        t.ok(report.cls < MAX_CLS, `${viewport}: CLS ${report.cls.toFixed(4)} with the space list failing`, { shifts: explain(report) });
      }),
    );
  });

  t.test('phone: sections far below the fold are not rendered until they come near', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    await page.goto(site.url);
    await page.locator('#home-gallery-title').waitFor({ state: 'attached' });
    const rendered = (selector: string) =>
      page.locator(selector).first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    t.ok(await rendered('#home-spaces-title'), 'the first section, near the top, is rendered');
    t.notOk(await rendered('#home-gallery-title'), 'the gallery, far below, is skipped');
    await page.locator('#home-gallery-title').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('#home-gallery-title')!.checkVisibility({ contentVisibilityAuto: true }));
    t.pass('the gallery is rendered once scrolled to');
  });

  t.test('a loading state shows, and its spinner turns, only after a wait', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone' });
    // The list is held back until the test has read the loading state (not for a fixed time, which
    // a busy host can use up before the first read).
    let releaseList = () => {};
    const listReleased = new Promise<void>((resolve) => { releaseList = resolve; });
    t.teardown(() => releaseList());
    await page.route('**/api/v1/center/notifications?*', async (route) => {
      await listReleased;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${site.url}/notice`);
    const status = page.locator('#main-content [role=status]');
    // Read from whichever element is the loading state when it has its animations (once rendered:
    // inside a subtree React hides while a part of the page still loads, display: none, it has
    // none yet). The wait and the reading are one evaluation in the page: the first element
    // attached may be replaced while the page's parts arrive, and a handle to it (as this test once
    // held) then pointed at a detached element, and nothing was read (seen with three files at once).
    const read = async () => {
      const reading = await page.waitForFunction(() => {
        const element = document.querySelector('#main-content [role=status]');
        const [reveal] = element?.getAnimations() ?? [];
        const spin = element?.querySelector('span')?.getAnimations()[0];
        if (!element || !reveal || !spin) return null;
        return {
          elapsed: Number(reveal.currentTime ?? NaN),
          revealDelay: Number(reveal.effect?.getTiming().delay ?? NaN),
          spinDelay: Number(spin.effect?.getTiming().delay ?? NaN),
          spinning: spin.effect?.getComputedTiming().progress !== null,
          visibility: getComputedStyle(element).visibility,
        };
      }, undefined, { timeout: 5000 });
      return (await reading.jsonValue())!;
    };
    const early = await read();
    t.equal(early.revealDelay, 500, 'the state is revealed after 500 ms');
    t.equal(early.spinDelay, 500, 'and the spinner starts turning then, not before');
    if (early.elapsed < early.revealDelay) {
      t.equal(early.visibility, 'hidden', `hidden ${Math.round(early.elapsed)} ms into the wait`);
      t.notOk(early.spinning, 'the spinner is still');
    }
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#main-content [role=status]')!).visibility === 'visible');
    t.ok((await read()).spinning, 'after the delay it shows, and the spinner turns');
    releaseList();
    await status.waitFor({ state: 'detached', timeout: 8000 });
    t.pass('and it goes when the list arrives');
  });
});
