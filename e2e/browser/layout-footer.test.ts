// The shell's main-layout footer side in a real browser through the real gateway: back-to-top, the
// partner slider, the contact block from the site setting, copy protection, and an accessibility
// sweep of the whole chrome at both sizes in the four languages. (Header side: layout-header.test.ts.)
import t from 'tap';
import type { BannerList, SettingDetail } from '@centre/contracts';
import { BACK_TO_TOP_SCROLL_MS } from '../../packages/platform/src/constants.ts';
import { formatKoreanPhone } from '../../packages/platform/src/format/format.ts';
import { axeViolations, browserSuite, newPage, VIEWPORTS, watchPageProblems } from './harness.ts';
import { ALL_PREVENTED, changeSetting, NONE_PREVENTED, openTallPage, preventedEvents } from './layout-helpers.ts';

/** The page's window while back-to-top is timed (set up in the page by the test). */
type TimedWindow = typeof window & { backToTopTiming: { clickedAt: number; topAt: number } };

await browserSuite(t, async ({ site, browser }) => {
  for (const viewport of ['phone', 'desktop'] as const) {
    t.test(`${viewport}: back-to-top appears after half a viewport, rests above the footer, scrolls up in ${BACK_TO_TOP_SCROLL_MS} ms`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      await openTallPage(page, site);
      const button = page.locator('#shell-back-to-top button');
      const half = await page.evaluate(() => window.innerHeight / 2);
      t.equal(await button.getAttribute('data-visible'), 'false', 'hidden at the top');
      t.notOk(await button.isVisible(), 'not visible (nor focusable) at the top');
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), half - 20);
      await page.waitForTimeout(100);
      t.equal(await button.getAttribute('data-visible'), 'false', 'still hidden just before half a viewport');
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), half + 20);
      await page.waitForFunction(() => document.querySelector('#shell-back-to-top button')?.getAttribute('data-visible') === 'true');
      await page.waitForTimeout(300);
      t.ok(await button.isVisible(), 'visible after half a viewport');
      const viewportHeight = VIEWPORTS[viewport].height;
      const floating = (await button.boundingBox())!;
      t.ok(floating.y + floating.height <= viewportHeight && floating.y + floating.height > viewportHeight - 40, 'floats at the bottom of the viewport', floating);

      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await page.waitForTimeout(300);
      const atBottom = (await button.boundingBox())!;
      const footerTop = (await page.locator('#shell-footer').boundingBox())!.y;
      t.ok(atBottom.y + atBottom.height <= footerTop, 'at the page bottom it sits above the footer', { button: atBottom, footerTop });

      // Timed in the page, from the click to the scroll that reaches the top: the animation is
      // paced by the page's clock, while a round trip from the test to a busy browser is not.
      await page.evaluate(() => {
        const timing = { clickedAt: NaN, topAt: NaN };
        (window as TimedWindow).backToTopTiming = timing;
        document.querySelector('#shell-back-to-top button')!.addEventListener('click', () => { timing.clickedAt = performance.now(); }, { capture: true, once: true });
        window.addEventListener('scroll', () => {
          if (window.scrollY === 0 && Number.isNaN(timing.topAt)) timing.topAt = performance.now();
        });
      });
      await button.click();
      await page.waitForFunction(() => !Number.isNaN((window as TimedWindow).backToTopTiming.topAt), undefined, { timeout: 5000 });
      const timing = await page.evaluate(() => (window as TimedWindow).backToTopTiming);
      const took = timing.topAt - timing.clickedAt;
      t.ok(took >= BACK_TO_TOP_SCROLL_MS * 0.9 && took < BACK_TO_TOP_SCROLL_MS * 2, `reaches the top in about ${BACK_TO_TOP_SCROLL_MS} ms`, { took, timing });
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-page-top'), undefined, { timeout: 2000 });
      t.pass('focus moves to the top of the page');
      await page.waitForFunction(() => document.querySelector('#shell-back-to-top button')?.getAttribute('data-visible') === 'false');
      t.pass('and hides again');
    });

  }

  t.test('the partner slider loads lazily, shows the PARTNER banners, advances and can be paused', async (t) => {
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
    const problems = watchPageProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openTallPage(page, site);
    await page.waitForTimeout(1500);
    t.notOk(scripts.some((url) => /partner-swiper/.test(url)), 'the slider code is not loaded while the footer is far away');
    t.equal(await page.locator('#shell-footer img').count(), 0, 'nor are the logos');

    const { banners } = await site.getJson<BannerList>('/api/v1/banners/PARTNER', { locale: 'en' });
    t.ok(banners.length > 2, 'the demo has partners');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const strip = page.locator('#shell-footer section[data-partners]');
    const reserved = (await strip.boundingBox())!.height;
    await page.locator('#shell-footer .swiper-initialized').waitFor();
    t.ok(scripts.some((url) => /partner-swiper/.test(url)), 'the slider code arrives as the footer comes into view');
    t.equal((await strip.boundingBox())!.height, reserved, 'the strip keeps its reserved height (no layout shift)');

    const images = page.locator('#shell-footer .swiper-slide img');
    t.same(await images.evaluateAll((list) => list.map((img) => img.getAttribute('alt'))), banners.map((banner) => banner.alt), 'one logo per banner, with its alt text');
    t.same(
      await images.evaluateAll((list) => list.map((img) => [img.getAttribute('width'), img.getAttribute('height')])),
      banners.map(() => ['240', '80']),
      'logos carry width and height',
    );

    const activeIndex = () => page.locator('#shell-footer .swiper-slide-active').evaluate((slide) => [...slide.parentElement!.children].indexOf(slide));
    t.equal(await activeIndex(), 0);
    await page.waitForFunction(() => {
      const slide = document.querySelector('#shell-footer .swiper-slide-active');
      return slide && [...slide.parentElement!.children].indexOf(slide) > 0;
    }, undefined, { timeout: 8000 });
    t.pass('it advances on its own (5 s autoplay)');

    const pause = page.getByRole('button', { name: 'Pause the slideshow' });
    await pause.click();
    const pausedAt = await activeIndex();
    await page.waitForTimeout(6000);
    t.equal(await activeIndex(), pausedAt, 'paused, it stays put');
    t.ok(await page.getByRole('button', { name: 'Play the slideshow' }).isVisible(), 'the button offers to play again');

    // Each move is awaited until it shows (or 5 s pass), so a busy browser's slower transition
    // is not read halfway; a wrong move still fails on the index.
    const settlesAt = async (index: number) => {
      await page.waitForFunction((expected) => {
        const slide = document.querySelector('#shell-footer .swiper-slide-active');
        return slide !== null && [...slide.parentElement!.children].indexOf(slide) === expected;
      }, index, { timeout: 5000 }).catch(() => undefined);
      return activeIndex();
    };
    await page.getByRole('button', { name: 'Next partners' }).click();
    t.equal(await settlesAt(pausedAt + 1), pausedAt + 1, 'the next button moves one logo');
    await page.locator('#shell-footer [aria-roledescription]').focus();
    await page.keyboard.press('ArrowLeft');
    t.equal(await settlesAt(pausedAt), pausedAt, 'arrow keys move it while it has focus');
    problems.assertNone(t);
  });

  t.test('the contact block shows the setting: branches, cutting room, fax (3-4-4), e-mail, address', async (t) => {
    const changed = await changeSetting(t, site, (setting) => ({
      ...setting,
      branches: setting.branches.map((branch, index) => ({ ...branch, phone: `0101234567${index}` })),
      cuttingRoomPhone: '01022125581',
      fax: '01099998888',
      email: 'footer-test@centre.example',
    }));
    const page = await newPage(t, browser, { viewport: 'phone', locale: 'jp' });
    await openTallPage(page, site);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const contact = page.locator('#shell-footer address');
    await contact.waitFor();
    const { setting } = await site.getJson<SettingDetail>('/api/v1/setting', { locale: 'jp' });
    for (const branch of setting.branches) {
      t.equal(await contact.locator(`[data-contact="${branch.site}"] dt`).textContent(), branch.name, `${branch.site} in Japanese`);
      t.equal(await contact.locator(`[data-contact="${branch.site}"] dd`).textContent(), formatKoreanPhone(branch.phone));
      t.match(formatKoreanPhone(branch.phone), /^\d{3}-\d{4}-\d{4}$/, 'shown 3-4-4');
    }
    t.equal(await contact.locator('[data-contact="cutting-room"] dd').textContent(), '010-2212-5581');
    t.equal(await contact.locator('[data-contact="fax"] dd').textContent(), '010-9999-8888');
    t.equal(await contact.locator('[data-contact="email"] a').getAttribute('href'), `mailto:${changed.email}`);
    t.match(await contact.textContent(), setting.address, 'the address from the setting');
    t.equal(setting.address, changed.address.jp, 'in the reader\'s language');
    t.equal(await page.locator('#shell-footer a[href="/privacy-policy"] strong').count(), 1, 'the privacy policy is emphasised');
    t.equal(await page.locator('#shell-footer a[href="/terms-use"]').count(), 1, 'terms of use are linked');
  });

  t.test('copy protection: blocked on main-layout pages, never in form fields, never in the console, off by setting', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await openTallPage(page, site);
    await page.waitForFunction(() => document.body.dataset.copyProtection === 'on');
    t.same(await preventedEvents(page, '#main-content h1'), ALL_PREVENTED, 'right-click, copy, selection and drag are blocked on page text');
    await page.locator('#main-content h1').first().click({ clickCount: 3 });
    t.equal(await page.evaluate(() => String(window.getSelection())), '', 'a triple-click selects nothing');

    await page.goto(`${site.url}/login`);
    const username = page.locator('input[name="username"]');
    await username.waitFor();
    t.same(await preventedEvents(page, 'input[name="username"]'), NONE_PREVENTED, 'nothing is blocked in an input');
    await username.fill('sewing01');
    await username.press('ControlOrMeta+A');
    t.same(await username.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]), [0, 8], 'text in an input can be typed and selected');
    t.same(await page.evaluate(() => {
      const editable = document.createElement('div');
      editable.contentEditable = 'true';
      editable.id = 'test-editable';
      editable.textContent = 'rich text';
      document.getElementById('main-content')!.append(editable);
      const event = new Event('selectstart', { bubbles: true, cancelable: true });
      editable.firstChild!.dispatchEvent(event);
      return event.defaultPrevented;
    }), false, 'nor in contenteditable');

    await page.goto(`${site.url}/console`);
    await page.waitForFunction(() => document.body.dataset.layout === 'console');
    await page.locator('#single-spa-application\\:mf_console h1, #single-spa-application\\:mf_console form').first().waitFor();
    t.same(await preventedEvents(page, '#single-spa-application\\:mf_console'), NONE_PREVENTED, 'the console is never blocked');

    await changeSetting(t, site, (setting) => ({ ...setting, copyProtection: false }));
    const fresh = await newPage(t, browser, { viewport: 'desktop', locale: 'en' });
    await openTallPage(fresh, site);
    await fresh.waitForFunction(() => document.body.dataset.copyProtection === 'off');
    t.same(await preventedEvents(fresh, '#main-content h1'), NONE_PREVENTED, 'with copyProtection false nothing is blocked');
    await fresh.locator('#main-content h1').first().click({ clickCount: 3 });
    t.not(await fresh.evaluate(() => String(window.getSelection()).trim()), '', 'and text can be selected');
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    for (const locale of ['ko', 'en', 'cn', 'jp'] as const) {
      t.test(`${viewport} ${locale}: the chrome has no serious accessibility violations and no layout overflow`, async (t) => {
        const page = await newPage(t, browser, { viewport, locale });
        await openTallPage(page, site);
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await page.locator('#shell-footer address').waitFor();
        await page.locator('#shell-footer .swiper-initialized').waitFor();
        t.same(await axeViolations(page, { exclude: ['#main-content'] }), [], 'axe: header, back-to-top and footer');
        t.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than the viewport');
        const header = (await page.locator('#shell-header header').boundingBox())!;
        t.ok(header.height <= 120, 'the header keeps its size in every language', header);
      });
    }
  }
});
