// The foundation as a visitor's browser meets it: the home notice slider, the language switch and
// its effect on API calls, and one React shared by the shell and every remote.
import t from 'tap';
import type { Page } from 'playwright-core';
import type { ConsoleNotificationInput, Locale, NotificationDetail, NotificationList } from '@centre/contracts';
import { HOME_LIST_LIMITS } from '../../packages/platform/src/constants.ts';
import { formatDate } from '../../packages/platform/src/format/format.ts';
import { htmlLangOf, LOCALE_STORAGE_KEY } from '../../packages/platform/src/i18n/locales.ts';
import { PUBLIC_TEXTS } from './public-texts.ts';
import shellKo from '../../shell/src/i18n/ko.json' with { type: 'json' };
import shellEn from '../../shell/src/i18n/en.json' with { type: 'json' };
import shellCn from '../../shell/src/i18n/cn.json' with { type: 'json' };
import shellJp from '../../shell/src/i18n/jp.json' with { type: 'json' };
import { browserSuite, newPage, recordApiRequests, STAFF, watchPageProblems, type ViewportName } from './harness.ts';

const PUBLIC_TEXT = PUBLIC_TEXTS;
const SHELL_TEXT = { ko: shellKo, en: shellEn, cn: shellCn, jp: shellJp };

/** Long enough to overflow one line (subject) and four lines (summary) at any viewport. */
const LONG_NOTICE: ConsoleNotificationInput = {
  isMain: true,
  subject: {
    ko: '긴 제목 시험: 2027년 공동재단실과 공동작업장 이용 신청, 교육 과정, 장비 점검 일정을 한꺼번에 알려 드리는 아주 긴 공지사항 제목입니다',
    en: 'Long subject test: applications for the shared cutting room and the shared workshop, training courses and equipment maintenance dates for 2027 all in one notice',
    cn: '长标题测试：2027年共享裁剪室与共享工作间使用申请、培训课程及设备检修日程的超长公告标题',
    jp: '長いタイトルのテスト：2027年の共同裁断室と共同作業場の利用申請、講座、設備点検の日程をまとめてお知らせする非常に長いお知らせのタイトルです',
  },
  summary: {
    ko: '요약 시험 문장입니다. '.repeat(40),
    en: 'This summary sentence is repeated to overflow four lines. '.repeat(15),
    cn: '这是用于测试的摘要句子。'.repeat(40),
    jp: 'これはテスト用の要約の文です。'.repeat(40),
  },
  content: {
    ko: '<p>긴 공지 본문: 상세 화면에서는 전체 내용을 보여 줍니다.</p>',
    en: '<p>Long notice body: the detail page shows all of it.</p>',
    cn: '<p>长公告正文：详情页面显示全部内容。</p>',
    jp: '<p>長いお知らせの本文：詳細画面ではすべてを表示します。</p>',
  },
};

/** Where the home page lists notices: the region named by its heading. */
const noticeRegion = (page: Page, locale: Locale) => page.getByRole('region', { name: PUBLIC_TEXT[locale].home.noticesTitle, exact: true });

/** Rendered line count of an element: its height over the height of one line of the same text style. */
async function clipping(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const probe = element.cloneNode(false) as HTMLElement;
    probe.textContent = 'X';
    // Same class (font, line-height), but nothing that sets a height of its own.
    probe.style.cssText = 'display:block;white-space:nowrap;-webkit-line-clamp:none;position:absolute;visibility:hidden;min-height:0;max-height:none;height:auto;padding:0;border:0';
    element.parentElement!.append(probe);
    const lineHeight = probe.getBoundingClientRect().height;
    probe.remove();
    const style = getComputedStyle(element);
    return {
      lines: Math.round((element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / lineHeight),
      overflowsAcross: element.scrollWidth > element.clientWidth,
      overflowsDown: element.scrollHeight > element.clientHeight,
      textOverflow: style.textOverflow,
      lineClamp: style.webkitLineClamp,
    };
  });
}

await browserSuite(t, async ({ site, browser }) => {
  // A pinned notice with very long text, added the way staff would (console API), so clipping is
  // tested on text that must be clipped.
  const staffToken = await site.signIn(STAFF.username, STAFF.password);
  const created = await fetch(new URL('/api/console/center/notifications', site.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(LONG_NOTICE),
  });
  if (created.status !== 201) throw new Error(`creating the long notice answered ${created.status}: ${await created.text()}`);

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    t.test(`home notice slider (${viewport})`, async (t) => {
      const page = await newPage(t, browser, { viewport });
      const problems = watchPageProblems(page);
      const pinned = await site.getJson<NotificationList>(`/api/v1/center/notifications?isMain=true&limit=${HOME_LIST_LIMITS.notices}`, { locale: 'ko' });
      t.ok(pinned.notifications.length > 1, 'the demo content pins several notices');
      const long = pinned.notifications.find((notice) => notice.subject === LONG_NOTICE.subject.ko);
      t.ok(long, 'the long notice is among the pinned ones');

      await page.goto(site.url);
      const region = noticeRegion(page, 'ko');
      const cards = region.locator('article a[href^="/notice/"]');
      await cards.first().waitFor();
      const shown = await cards.evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href'), subject: link.querySelector('h3')?.textContent, date: link.querySelector('time')?.textContent })),
      );
      const byHref = new Map(shown.map((card) => [card.href, card]));
      t.same(
        [...byHref.keys()].sort(),
        pinned.notifications.map((notice) => `/notice/${notice._id}`).sort(),
        'one card for each pinned notice the API returns, each linking to /notice/{_id}',
      );
      for (const notice of pinned.notifications) {
        const card = byHref.get(`/notice/${notice._id}`);
        t.equal(card?.subject, notice.subject, `subject of ${notice._id}`);
        t.match(card?.date, /^\d{4}-\d{2}-\d{2}$/, 'date as YYYY-MM-DD');
        t.equal(card?.date, formatDate(notice.createdAt), 'the Seoul calendar date of its creation');
      }

      const longCard = `a[href="/notice/${long!._id}"]`;
      const subject = await clipping(page, `${longCard} h3`);
      t.equal(subject.lines, 1, 'the subject takes one line');
      t.ok(subject.overflowsAcross, 'the long subject is clipped, not wrapped');
      t.equal(subject.textOverflow, 'ellipsis', 'with an ellipsis');
      const summary = await clipping(page, `${longCard} p`);
      t.equal(summary.lines, 4, 'the summary takes four lines');
      t.ok(summary.overflowsDown, 'the long summary is clipped after four lines');

      // Keyboard, not a click: a visitor may tab to the card whatever overlays the page (a popup).
      await page.locator(longCard).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/notice/${long!._id}`);
      const detail = await site.getJson<NotificationDetail>(`/api/v1/center/notifications/${long!._id}`, { locale: 'ko' });
      await t.resolves(page.getByRole('heading', { level: 1, name: LONG_NOTICE.subject.ko }).waitFor(), 'the detail page shows the subject');
      const bodyText = detail.notification.content!.replace(/<[^>]+>/g, '');
      await t.resolves(page.getByText(bodyText).waitFor(), 'and the body');
      problems.assertNone(t);
    });
  }

  t.test('language switch: page text, <html lang> and Accept-Language of later API calls', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop', locale: 'ko' });
    const problems = watchPageProblems(page);
    const api = recordApiRequests(page);
    await page.goto(site.url);
    await noticeRegion(page, 'ko').locator('article').first().waitFor();
    t.equal(await page.getAttribute('html', 'lang'), 'ko');
    t.ok(api.requests.length > 0 && api.requests.every((request) => request.headers['accept-language'] === 'ko'), 'Korean first');

    const switches: Array<{ locale: Locale; button: string }> = [
      { locale: 'en', button: 'English' },
      { locale: 'cn', button: '中文' },
      { locale: 'jp', button: '日本語' },
    ];
    let current: Locale = 'ko';
    for (const { locale, button } of switches) {
      api.clear();
      await page.getByRole('group', { name: SHELL_TEXT[current].language }).getByRole('button', { name: button }).click();
      current = locale;
      await page.waitForFunction((lang) => document.documentElement.lang === lang, htmlLangOf(locale));
      t.pass(`<html lang> is ${htmlLangOf(locale)}`);
      await t.resolves(noticeRegion(page, locale).waitFor(), `the notices heading reads "${PUBLIC_TEXT[locale].home.noticesTitle}"`);
      await t.resolves(page.getByRole('link', { name: SHELL_TEXT[locale].user.login, exact: true }).first().waitFor(), 'the header speaks it too');
      // The notices are fetched again in the new language.
      const pinned = await site.getJson<NotificationList>(`/api/v1/center/notifications?isMain=true&limit=${HOME_LIST_LIMITS.notices}`, { locale });
      await t.resolves(noticeRegion(page, locale).getByText(pinned.notifications[0]!.subject, { exact: true }).first().waitFor({ state: 'attached' }), 'notices in that language');
      t.ok(api.requests.length > 0, 'the page called the API again');
      t.same(api.requests.filter((request) => request.headers['accept-language'] !== locale).map((request) => request.path), [], `every later API call says Accept-Language: ${locale}`);
    }

    // The platform remembers the choice (localStorage), so it survives a reload.
    api.clear();
    await page.reload();
    await noticeRegion(page, 'jp').locator('article').first().waitFor();
    t.equal(await page.getAttribute('html', 'lang'), 'ja', 'still Japanese after a reload');
    t.equal(await page.getByRole('button', { name: '日本語' }).getAttribute('aria-pressed'), 'true', 'and the switch shows it');
    t.ok(api.requests.length > 0, 'the reloaded page called the API');
    t.same(api.requests.filter((request) => request.headers['accept-language'] !== 'jp').map((request) => `${request.path}: ${request.headers['accept-language']}`), [], 'API calls after the reload ask for jp');
    problems.assertNone(t);
  });

  t.test('a first visit follows the browser\'s languages, and a choice made then is remembered', async (t) => {
    // A visitor whose browser asks for French, then Japanese, then English: no choice stored yet.
    const page = await browser.newPage();
    t.teardown(() => page.close());
    // A script as text: tsx would wrap the functions of a callback in a helper the page lacks.
    await page.addInitScript(`
      Object.defineProperty(navigator, 'languages', { get() { return ['fr-FR', 'ja-JP', 'en-US']; } });
      Object.defineProperty(navigator, 'language', { get() { return 'fr-FR'; } });
      // The browser's pages share localStorage: this tab starts as a first visit, once.
      if (!sessionStorage.getItem('centre.test.firstVisit')) {
        sessionStorage.setItem('centre.test.firstVisit', '1');
        localStorage.removeItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
      }
    `);
    const problems = watchPageProblems(page);
    await page.goto(site.url);
    await t.resolves(noticeRegion(page, 'jp').waitFor(), 'the page opens in Japanese, the first of the browser\'s languages the site speaks');
    t.equal(await page.getAttribute('html', 'lang'), 'ja');
    await page.getByRole('group', { name: SHELL_TEXT.jp.language }).getByRole('button', { name: 'English' }).click();
    await noticeRegion(page, 'en').waitFor();
    await page.reload();
    await t.resolves(noticeRegion(page, 'en').waitFor(), 'the visitor\'s choice outlasts the browser\'s languages after a reload');
    t.equal(await page.getAttribute('html', 'lang'), 'en');
    problems.assertNone(t);
  });

  t.test('one React: the shell and every remote render with the same React', async (t) => {
    const page = await newPage(t, browser, { viewport: 'desktop' });
    const problems = watchPageProblems(page);
    // Visit one page of each remote so all three are loaded into this page.
    await page.goto(site.url);
    await page.locator('article a[href^="/notice/"]').first().waitFor();
    await page.evaluate(() => window.history.pushState(null, '', '/login'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.locator('input[name="username"]').waitFor();
    await page.evaluate(() => window.history.pushState(null, '', '/console'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.locator('input[name="password"]').waitFor();

    const runtime = await page.evaluate(inspectReact);
    // react-dom marks each root container with `__reactContainer$<random>`, the random part drawn
    // once per loaded copy of react-dom: two copies anywhere on the page give two different keys.
    t.ok(runtime.containers.length >= 3, `React roots found: ${runtime.containers.join(', ')}`);
    t.same(runtime.reactDomCopies, 1, 'every root on the page was made by one react-dom');
    t.same(runtime.shared.filter((entry) => entry.versions !== 1), [], 'react, react-dom and the jsx runtime each registered in one version');
    t.equal(runtime.shared.length, 4, 'all four React modules are shared');
    t.same(runtime.shared.filter((entry) => entry.distinctModules !== 1), [], 'every share scope hands out the same module object');
    // Remote code itself imports react and the jsx runtime; react-dom reaches remotes through the
    // shared platform's lifecycles, and a second copy of it is caught by the root keys above.
    const usedByRemotes = runtime.shared.filter((entry) => entry.name === 'react' || entry.name === 'react/jsx-runtime');
    for (const remote of ['mf_public', 'mf_member', 'mf_console']) {
      t.ok(usedByRemotes.every((entry) => entry.usedBy.includes(remote)), `${remote} takes React from the share scope`, { shared: usedByRemotes });
    }

    // The detector itself: a root from a second react-dom copy must be reported.
    const withSecondCopy = await page.evaluate(() => {
      const fake = document.createElement('div');
      Object.defineProperty(fake, '__reactContainer$secondcopy', { value: {}, enumerable: true });
      document.body.append(fake);
      return fake.isConnected;
    });
    t.ok(withSecondCopy);
    t.equal((await page.evaluate(inspectReact)).reactDomCopies, 2, 'a second copy would be caught');
    problems.assertNone(t);
  });
});

/** Runs in the page: React roots and Module Federation's shared React modules. */
function inspectReact() {
  const keys = new Set<string>();
  const containers: string[] = [];
  for (const element of [document.body, ...document.body.querySelectorAll('*')]) {
    for (const key of Object.keys(element)) {
      if (key.startsWith('__reactContainer$')) {
        keys.add(key);
        containers.push(element.id || element.tagName.toLowerCase());
      }
    }
  }
  type ShareEntry = { loaded?: boolean; useIn?: string[]; lib?: () => unknown; from?: string };
  const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }).__FEDERATION__;
  const scopes = Object.values(federation?.__SHARE__ ?? {}).flatMap((byScope) => Object.values(byScope));
  const shared = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].flatMap((name) => {
    const entries = scopes.map((scope) => scope[name]).filter((versions): versions is Record<string, ShareEntry> => Boolean(versions));
    if (entries.length === 0) return [];
    const versions = new Set(entries.flatMap((versions) => Object.keys(versions)));
    const modules = new Set(entries.flatMap((versions) => Object.values(versions)).filter((entry) => entry.loaded && entry.lib).map((entry) => entry.lib!()));
    const usedBy = [...new Set(entries.flatMap((versions) => Object.values(versions)).flatMap((entry) => entry.useIn ?? []))];
    return [{ name, versions: versions.size, distinctModules: modules.size, usedBy }];
  });
  return { reactDomCopies: keys.size, containers, shared };
}
