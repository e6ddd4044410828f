// The shell's main-layout header in a real browser through the real gateway: the desktop menu and
// its dropdowns, the header's scroll state, the site map, the mobile slide-in menu, new-tab links,
// logged-in-only entries, navigation scrolling and the language switch. (Footer side:
// layout-footer.test.ts.)
import t from 'tap';
import { HEADER_SCROLL_ACTIVE_PX } from '../../packages/platform/src/constants.ts';
import { SITE_MENU } from '../../shell/src/config/menu.ts';
import type { Page } from 'playwright-core';
import { answerAppDialogs, type ApiRequest, axeViolations, browserSuite, DEMO_MEMBER, eventually, newPage, recordApiRequests, watchPageProblems } from './harness.ts';
import { EXTERNAL, GUEST_ENTRIES, MEMBER_ONLY, openTallPage } from './layout-helpers.ts';

/**
 * The page's scroll position every 50 ms until it has been the same, above the top, for 0.5 s (or
 * 10 s pass): a smooth scroll is read whole even when a busy browser paints it slowly.
 */
async function scrollPositionsUntilStill(page: Page): Promise<number[]> {
  const positions: number[] = [];
  const stillSamples = 10;
  for (let i = 0; i < 200; i += 1) {
    positions.push(await page.evaluate(() => window.scrollY));
    const recent = positions.slice(-stillSamples);
    if (recent.length === stillSamples && recent[0]! > 0 && recent.every((y) => y === recent[0])) break;
    await page.waitForTimeout(50);
  }
  return positions;
}

/** The setting requests recorded once the first has arrived (or 3 s pass), and 0.3 s later. */
async function settingRequestsAfter(requests: readonly ApiRequest[]): Promise<ApiRequest[]> {
  const ofSetting = () => requests.filter((request) => request.path === '/api/v1/setting');
  const until = Date.now() + 3000;
  while (ofSetting().length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return ofSetting();
}

await browserSuite(t, async ({ site, browser }) => {
  t.test('desktop: the top menu lists every group; dropdowns open on hover and keyboard focus, Escape closes', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    const problems = watchPageProblems(page);
    await openTallPage(page, site);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await t.resolves(nav.waitFor(), 'the desktop menu is shown at 1280 px');
    t.notOk(await page.getByRole('button', { name: 'Open the menu' }).isVisible(), 'no hamburger on desktop');

    const groupTitles = await nav.locator(':scope > ul > li > a').allTextContents();
    t.same(groupTitles, ['About', 'Cutting Room', 'Shared Studio', 'Facility Rental', 'Education', 'News', 'For makers']);
    t.same(
      await nav.locator(':scope > ul > li > ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      GUEST_ENTRIES.map((entry) => entry.href),
      'the dropdowns hold the spec routes, in order, without logged-in-only entries',
    );

    const introduce = nav.getByRole('link', { name: 'Introduction' });
    t.notOk(await introduce.isVisible(), 'dropdowns start closed');
    await nav.getByRole('link', { name: 'About' }).hover();
    t.ok(await introduce.isVisible(), 'hovering a group opens its dropdown');
    await page.mouse.move(640, 700);
    await introduce.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
    t.notOk(await introduce.isVisible(), 'leaving it closes it');

    await nav.getByRole('link', { name: 'Cutting Room' }).focus();
    const howToApply = nav.getByRole('link', { name: 'How to apply' }).first();
    t.ok(await howToApply.isVisible(), 'keyboard focus on a group title opens its dropdown');
    await page.keyboard.press('Tab');
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('href')), '/cuttingroom/application'), '/cuttingroom/application', 'Tab goes into the dropdown');
    await page.keyboard.press('Escape');
    t.notOk(await howToApply.isVisible(), 'Escape closes the dropdown');
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent), 'Cutting Room'), 'Cutting Room', 'and returns focus to the group title');

    await nav.getByRole('link', { name: 'News' }).hover();
    await nav.getByRole('link', { name: 'Business announcements' }).click();
    await page.waitForURL(`${site.url}/center-business`);
    t.pass('a dropdown link navigates inside the site');
    problems.assertNone(t);
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    t.test(`${viewport}: the header gets its scroll class after ${HEADER_SCROLL_ACTIVE_PX} px and never changes height`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      await openTallPage(page, site);
      const header = page.locator('#shell-header header');
      const heightAtTop = (await header.boundingBox())!.height;
      t.equal(await header.getAttribute('data-scrolled'), 'false');
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), HEADER_SCROLL_ACTIVE_PX);
      await page.waitForTimeout(100);
      t.equal(await header.getAttribute('data-scrolled'), 'false', `not at exactly ${HEADER_SCROLL_ACTIVE_PX} px`);
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), HEADER_SCROLL_ACTIVE_PX + 1);
      await page.waitForFunction(() => document.querySelector('#shell-header header')?.getAttribute('data-scrolled') === 'true');
      const className = await header.getAttribute('class');
      t.ok(className && className.split(' ').length >= 2, 'a scroll class is added', { className });
      t.equal((await header.boundingBox())!.height, heightAtTop, 'the header keeps its height');
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      t.equal((await header.boundingBox())!.y, 0, 'the header stays at the top while scrolling (sticky)');
    });


    t.test(`${viewport}: the site map lists every menu entry and behaves as a dialog`, async (t) => {
      const page = await newPage(t, browser, { viewport, locale: 'en' });
      await openTallPage(page, site);
      const opener = page.getByRole('button', { name: 'Site map' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Site map' });
      await dialog.waitFor();
      t.same(
        await dialog.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        GUEST_ENTRIES.map((entry) => entry.href),
        'every entry a guest may see, grouped in menu order',
      );
      t.equal(await dialog.locator('h3').count(), SITE_MENU.length, 'one column per group');
      const columns = await dialog.locator('section').evaluateAll((sections) => new Set(sections.map((s) => Math.round(s.getBoundingClientRect().x))).size);
      t.ok(columns >= (viewport === 'desktop' ? 4 : 2), 'laid out in columns', { columns });
      t.same(await axeViolations(page), [], 'no serious or critical accessibility violations with the site map open');
      t.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked')), true, 'the page behind does not scroll');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      t.equal(await eventually(() => page.evaluate(() => document.activeElement?.textContent), 'Site map'), 'Site map', 'Escape closes it and focus returns to the opener');
      t.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked')), false, 'scrolling is back');

      await opener.click();
      await dialog.getByRole('link', { name: 'Directions' }).click();
      await page.waitForURL(`${site.url}/intro/directions`);
      await dialog.waitFor({ state: 'hidden' });
      t.pass('following a link closes it');
    });
  }

  t.test('phone: the hamburger opens the slide-in menu; groups expand; focus is trapped; Escape and the overlay close it', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    await openTallPage(page, site);
    t.notOk(await page.getByRole('navigation', { name: 'Main menu' }).isVisible(), 'no desktop menu on a phone');
    const hamburger = page.getByRole('button', { name: 'Open the menu' });
    t.equal(await hamburger.getAttribute('aria-expanded'), 'false');
    const panelId = await hamburger.getAttribute('aria-controls');
    t.ok(panelId, 'the button says what it controls');
    t.equal(await page.locator(`[id="${panelId}"] a`).count(), 0, "the menu's contents are built on its first open, not with every page");

    await hamburger.click();
    const panel = page.locator(`[id="${panelId}"]`);
    await panel.waitFor();
    t.equal(await hamburger.getAttribute('aria-expanded'), 'true', 'aria-expanded follows');
    t.equal(await panel.evaluate((element) => element.tagName), 'DIALOG', 'the menu is a modal dialog');
    // The slide-in has ended when the panel runs no transition (a busy browser may take longer
    // than its 0.25 s); a panel that ends in the wrong place still fails below.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await panel.boundingBox())!;
    t.ok(box.x > 0 && Math.round(box.x + box.width) >= 375, 'it slides in from the right edge', box);
    t.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked')), true, 'the body does not scroll behind it');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    t.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'wheel over the overlay does not scroll the page');

    const groups = panel.locator('button[aria-expanded]');
    t.equal(await groups.count(), SITE_MENU.length, 'one expandable button per group');
    const studio = panel.getByRole('button', { name: 'Shared Studio' });
    t.equal(await studio.getAttribute('aria-expanded'), 'false');
    t.notOk(await panel.getByRole('link', { name: 'Studio equipment' }).isVisible(), 'groups start collapsed');
    await studio.click();
    t.equal(await studio.getAttribute('aria-expanded'), 'true');
    t.ok(await panel.getByRole('link', { name: 'Studio equipment' }).isVisible(), 'expanding shows its pages');
    t.equal(await page.locator(`[id="${await studio.getAttribute('aria-controls')}"]`).isVisible(), true, 'aria-controls names the list');
    t.same(await axeViolations(page), [], 'no serious or critical accessibility violations with the menu open');

    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      const inside = await page.evaluate((id) => Boolean(document.getElementById(id)?.contains(document.activeElement)), panelId!);
      if (!inside) {
        t.fail(`focus left the menu after ${i + 1} key presses`);
        break;
      }
    }
    t.pass('focus stays inside the open menu');

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    t.equal(await hamburger.getAttribute('aria-expanded'), 'false', 'Escape closes it');
    t.equal(await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Open the menu'), 'Open the menu', 'focus returns to the hamburger');
    t.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked')), false, 'the body scrolls again');

    await hamburger.click();
    await panel.waitFor();
    await page.mouse.click(15, 500);
    await panel.waitFor({ state: 'hidden' });
    t.pass('a click on the overlay closes it');

    await hamburger.click();
    await panel.getByRole('button', { name: 'Facility Rental' }).click();
    await panel.getByRole('link', { name: 'Dapsimni centre' }).click();
    await page.waitForURL(`${site.url}/facility-space/DAPSIMNI`);
    await panel.waitFor({ state: 'hidden' });
    t.pass('following a link navigates and closes the menu');
    problems.assertNone(t);
  });

  t.test('external schedule pages open in a new tab with rel=noopener and say so', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await openTallPage(page, site);
    t.equal(EXTERNAL.length, 2, 'two external entries in the menu data');
    // The site map's contents are built on its first open.
    await page.getByRole('button', { name: 'Site map' }).click();
    await page.getByRole('dialog', { name: 'Site map' }).waitFor();
    for (const entry of EXTERNAL) {
      const links = page.locator(`#shell-header a[href="${entry.href}"]`);
      t.equal(await links.count(), 2, `${entry.href} is in the top menu and the site map`);
      for (const link of await links.all()) {
        t.equal(await link.getAttribute('target'), '_blank');
        t.match(await link.getAttribute('rel'), /\bnoopener\b/);
        t.match(await link.textContent(), /opens in a new tab/, 'the hint is part of the link text');
      }
    }
    await page.keyboard.press('Escape');
    const social = page.locator('#shell-footer a[data-social]');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await social.first().waitFor();
    for (const link of await social.all()) {
      t.equal(await link.getAttribute('target'), '_blank', 'social links open in a new tab');
      t.match(await link.getAttribute('rel'), /\bnoopener\b/);
    }
  });

  t.test('logged-in-only entries appear after signing in, and user links change', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await openTallPage(page, site);
    const memberOnly = MEMBER_ONLY.map((entry) => entry.href);
    t.same(memberOnly, ['/studio/apply']);
    const countMemberLinks = () => page.locator(`#shell-header a[href="${memberOnly[0]}"]`).count();
    t.equal(await countMemberLinks(), 0, 'a guest does not see them');
    t.ok(await page.getByRole('link', { name: 'Sign up' }).isVisible());
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.locator('input[name="username"]').fill(DEMO_MEMBER.username);
    await page.locator('input[name="password"]').fill(DEMO_MEMBER.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    t.ok(await page.getByRole('link', { name: 'My page' }).isVisible(), 'signed in: my page and logout');
    t.equal(await countMemberLinks(), 1, 'the member-only entry is in the top menu now');
    await page.getByRole('button', { name: 'Site map' }).click();
    t.ok(await page.getByRole('dialog', { name: 'Site map' }).getByRole('link', { name: 'Apply', exact: true }).isVisible(), 'and in the site map');
    await page.keyboard.press('Escape');
    await answerAppDialogs(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    t.equal(await countMemberLinks(), 0, 'gone again after logging out');
  });

  t.test('a hash scrolls smoothly to its target; back restores the saved position smoothly; a new page starts at the top', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await page.goto(`${site.url}/notice#shell-footer`);
    const positions = await scrollPositionsUntilStill(page);
    const final = positions[positions.length - 1]!;
    t.ok(final > 0, 'the page scrolled to the hash target', { positions });
    t.ok(positions.some((y) => y > 0 && y < final), 'through intermediate positions (smoothly)', { positions });
    const footerTop = await page.locator('#shell-footer').evaluate((element) => element.getBoundingClientRect().top);
    t.ok(footerTop < 800, 'the target is in view', { footerTop });

    await openTallPage(page, site, '/notice');
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await page.waitForTimeout(200);
    // With the mouse where the button is: Playwright's click() first scrolls a sticky element
    // "into view", which moves the page and would spoil the saved position.
    const opener = (await page.getByRole('button', { name: 'Site map' }).boundingBox())!;
    await page.mouse.click(opener.x + opener.width / 2, opener.y + opener.height / 2);
    t.equal(await page.evaluate(() => window.scrollY), 1200, 'opening the site map does not move the page');
    await page.getByRole('dialog', { name: 'Site map' }).getByRole('link', { name: 'Introduction' }).click();
    await page.waitForURL(`${site.url}/intro/introduce`);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 }).catch(() => undefined);
    t.equal(await page.evaluate(() => window.scrollY), 0, 'a new page (another single-spa route) starts at the top');

    await page.goBack();
    await page.waitForURL(`${site.url}/notice`);
    // The spacer is gone with the old page; make the restored page tall enough again.
    await page.locator('#main-content h1').first().waitFor();
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.getElementById('main-content')!.append(spacer);
    });
    const restored = await scrollPositionsUntilStill(page);
    const saved = await page.evaluate(() => sessionStorage.getItem('centre.scrollPositions'));
    t.ok(Math.abs(restored[restored.length - 1]! - 1200) <= 2, 'back restores the saved position', { restored, saved });
    t.ok(restored.some((y) => y > 0 && y < 1195), 'smoothly', { restored });
  });

  t.test("the centre's name is shown whole, in two lines at most, in every language from phone to desktop", async (t) => {
    for (const locale of ['ko', 'en', 'cn', 'jp'] as const) {
      const page = await newPage(t, browser, { viewport: 'phone', locale });
      await page.goto(`${site.url}/terms-use`);
      const name = page.locator('#shell-header a[data-page-top] > span:last-child');
      await name.waitFor();
      // The narrow end of each layout: a phone, the desktop menu's first width (md), lg, and desktop.
      for (const width of [390, 1024, 1200, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // Cut means the clamp hides lines: the name's height with the clamp lifted is the whole text.
        const box = await name.evaluate((element) => {
          const shown = element.getBoundingClientRect().height;
          element.style.display = 'block';
          const whole = element.getBoundingClientRect().height;
          element.style.display = '';
          return { clipped: whole > shown + 1, lines: Math.round(whole / parseFloat(getComputedStyle(element).lineHeight)), text: element.textContent };
        });
        t.ok(!box.clipped && box.lines <= 2, `${locale} at ${width} px: "${box.text}" in ${box.lines} line(s), not cut`);
      }
    }
  });

  t.test('the language switch relabels the chrome and sets Accept-Language for later requests', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'ko' });
    const api = recordApiRequests(page);
    await openTallPage(page, site);
    const expected = { ko: ['KOR', '센터소개'], en: ['ENG', 'About'], cn: ['CHN', '中心介绍'], jp: ['JPN', 'センター紹介'] } as const;
    for (const [locale, [label, firstGroup]] of Object.entries(expected)) {
      api.clear();
      await page.locator('#shell-header button[aria-pressed]', { hasText: label }).click();
      await page.waitForFunction((group) => document.querySelector('#shell-header nav > ul > li > a')?.textContent === group, firstGroup);
      t.equal(await page.locator('#shell-header button[aria-pressed="true"]').textContent().then((text) => text?.slice(0, 3)), label, `${label} is pressed`);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await page.waitForFunction(() => document.querySelector('#shell-footer address'));
      const settingRequests = await settingRequestsAfter(api.requests);
      if (locale !== 'ko') t.ok(settingRequests.length > 0 && settingRequests.every((request) => request.headers['accept-language'] === locale), `the footer reloads its setting in ${locale}`);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    }
  });
});
