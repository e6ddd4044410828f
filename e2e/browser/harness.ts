// The real-browser test harness: the real stack (launcher, services, gateway, built front ends)
// and Debian's Chromium driven by playwright-core. Every browser test file uses it like this:
//
//   import t from 'tap';
//   import { browserSuite, newPage, watchPageProblems } from './harness.ts';
//
//   await browserSuite(t, async ({ site, browser }) => {
//     t.test('home shows the notices', async (t) => {
//       const page = await newPage(t, browser, { viewport: 'phone', locale: 'en' });
//       const problems = watchPageProblems(page);
//       await page.goto(site.url);
//       ...
//       problems.assertNone(t);
//     });
//   });
//
// One stack and one browser per file (starting them is the expensive part); many pages in it.
// Files run in parallel under tap, each on its own free ports and temporary data directory.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { chromium, type BrowserContext, type Dialog, type Locator, type Page } from 'playwright-core';
import type { Test } from 'tap';
import { basicToken, type AccessTokenResponse, type Locale, type RefreshTokenResponse } from '@centre/contracts';
import type { ServiceName } from '@centre/server-kit';
import { ROOT, startStack, type RunningStack } from '../../infra/stack.ts';
import { JOURNEY_SERVICES, TEST_STACK_DEFAULTS } from '../api/stack.ts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { LOCALE_STORAGE_KEY } from '../../packages/platform/src/i18n/locales.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../infra/chromium.ts';

/** A tap test: the root `t` or any subtest. */
export type TapLike = Test;

export { CHROMIUM_PATH } from '../../infra/chromium.ts';

/** Known so tests can sign staff in; the launcher uses it when it creates the `admin` account. */
export const STAFF = { username: 'admin', password: 'Staff-browser-pass-1!' } as const;
/** A seeded demo member. */
export const DEMO_MEMBER = { username: 'sewing01', password: DEMO_MEMBER_PASSWORD } as const;

/** Spec sizes: a phone (iPhone 12-14 class) and a common laptop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Without Chromium a browser file is skipped with a loud notice — unless REQUIRE_BROWSER=1 (CI),
 * where a missing browser must not pass silently. Returns true when the file may go on.
 */
export function requireChromium(t: TapLike): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const notice = `Chromium not found at ${CHROMIUM_PATH}: browser tests skipped (apt-get install -y chromium fonts-noto-cjk)`;
  if (process.env.REQUIRE_BROWSER === '1') {
    t.fail(`${notice} — but REQUIRE_BROWSER=1 requires them`);
    return false;
  }
  console.error(`\n*** ${notice} ***\n`);
  t.plan(0, notice);
  return false;
}

/** The folders the gateway serves the front ends from; a test never builds (npm test builds first). */
function missingBuilds(env: Record<string, string | undefined>): string[] {
  const expected = [
    path.join(env.SHELL_DIST ?? path.join(ROOT, 'shell/dist'), 'index.html'),
    path.join(env.MF_DIST_PUBLIC ?? path.join(ROOT, 'mf-public/dist'), 'mf-manifest.json'),
    path.join(env.MF_DIST_MEMBER ?? path.join(ROOT, 'mf-member/dist'), 'mf-manifest.json'),
    path.join(env.MF_DIST_CONSOLE ?? path.join(ROOT, 'mf-console/dist'), 'mf-manifest.json'),
  ];
  return expected.filter((file) => !existsSync(file));
}

export interface Site {
  /** The gateway's address, e.g. http://127.0.0.1:41234 */
  url: string;
  staffPassword: string;
  stack: RunningStack;
  /** GET through the gateway, parsed as JSON; `locale` becomes Accept-Language. */
  getJson<T = unknown>(pathname: string, options?: { locale?: Locale; token?: string }): Promise<T>;
  /** Signs in through the gateway as an API client would; returns the access token. */
  signIn(username: string, password: string): Promise<string>;
}

export interface SiteOptions {
  /** Extra environment for every process (e.g. REMOTE_MEMBER_URL to point a remote elsewhere). */
  env?: Record<string, string>;
  /** The services to start (default: the journeys' four, JOURNEY_SERVICES). */
  services?: readonly ServiceName[];
}

/** Starts the real stack on free ports over a fresh data directory; stopped and removed on teardown. */
export async function startSite(t: TapLike, options: SiteOptions = {}): Promise<Site> {
  const missing = missingBuilds({ ...process.env, ...options.env });
  if (missing.length > 0) {
    throw new Error(`Front-end build missing (${missing.join(', ')}): run \`npm run build\` first (\`npm test\` does).`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-browser-'));
  let stack: RunningStack;
  try {
    stack = await startStack({
      freePorts: true,
      output: 'ignore',
      services: options.services ?? JOURNEY_SERVICES,
      env: { DATA_DIR: dataDir, ADMIN_PASSWORD: STAFF.password, ...TEST_STACK_DEFAULTS, ...options.env },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  t.teardown(async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const url = stack.url;
  return {
    url,
    staffPassword: stack.staffPassword ?? STAFF.password,
    stack,
    async getJson<T>(pathname: string, { locale, token }: { locale?: Locale; token?: string } = {}) {
      const headers: Record<string, string> = {};
      if (locale) headers['accept-language'] = locale;
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(new URL(pathname, url), { headers });
      if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
      return (await response.json()) as T;
    },
    async signIn(username, password) {
      const refresh = await fetch(new URL('/api/auth/refreshToken', url), { headers: { authorization: `Basic ${basicToken(username, password)}` } });
      if (!refresh.ok) throw new Error(`sign-in of ${username} answered ${refresh.status}`);
      const { data } = (await refresh.json()) as RefreshTokenResponse;
      const access = await fetch(new URL('/api/auth/accessToken', url), { headers: { authorization: `Bearer ${data.refreshToken}` } });
      if (!access.ok) throw new Error(`access token for ${username} answered ${access.status}`);
      return ((await access.json()) as AccessTokenResponse).data.accessToken;
    },
  };
}

/**
 * A fresh Chromium profile (so no state leaks between files), closed and removed on teardown.
 * `extraArgs` adds to the usual arguments (e.g. trust in a test certificate).
 */
export async function openBrowser(t: TapLike, extraArgs: string[] = []): Promise<BrowserContext> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'centre-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport: VIEWPORTS.desktop,
  });
  // Fail fast rather than wait out tap's timeout when a selector never appears.
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  t.teardown(async () => {
    await context.close();
    await removeProfile(profileDir);
  });
  return context;
}

/**
 * Removes a closed browser's profile. Chromium's helper processes can still be writing into it for
 * a moment after the close (seen when a browser is closed right after its start): try again then,
 * and leave a temporary folder behind rather than fail a test over it.
 */
async function removeProfile(profileDir: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

export interface BrowserSuite {
  site: Site;
  browser: BrowserContext;
}

/**
 * The usual shape of a browser test file: checks for Chromium (skip or fail, see
 * `requireChromium`), starts one stack and one browser, then lets `register` add the tests.
 */
export async function browserSuite(
  t: TapLike,
  register: (suite: BrowserSuite) => void | Promise<void>,
  options: SiteOptions = {},
): Promise<void> {
  if (!requireChromium(t)) return;
  const [siteStart, browserStart] = await Promise.allSettled([startSite(t, options), openBrowser(t)]);
  if (siteStart.status === 'rejected' || browserStart.status === 'rejected') {
    // Said as a failure of this file, with the reason: thrown here, before any test is registered,
    // tap would only see the process exit ("no tests found") and the reason would be lost in stderr.
    // What did start is closed now, or it would keep the file running until tap's timeout.
    // (Closed before the failure is said: saying it lets tap end the file and run the teardowns.)
    if (siteStart.status === 'fulfilled') await siteStart.value.stack.stop();
    if (browserStart.status === 'fulfilled') await browserStart.value.close();
    const failed = siteStart.status === 'rejected' ? siteStart.reason : (browserStart as PromiseRejectedResult).reason;
    t.fail(`the site or the browser did not start: ${failed instanceof Error ? failed.message : String(failed)}`);
    return;
  }
  const [site, browser] = [siteStart.value, browserStart.value];
  await register({ site, browser });
}

export interface PageOptions {
  viewport?: ViewportName;
  /**
   * The language the page starts in (default ko), written where the platform remembers the
   * visitor's choice before the first load. Only the first load of this page is affected, so a
   * language chosen later in the UI survives reloads as it would for a visitor. The browser's
   * pages share localStorage, so every page says which language it starts in.
   */
  locale?: Locale;
}

/** A new tab with a spec viewport; closed when the test `t` ends. */
export async function newPage(t: TapLike, browser: BrowserContext, options: PageOptions = {}): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(VIEWPORTS[options.viewport ?? 'desktop']);
  await page.addInitScript(
    ({ key, locale }) => {
      // sessionStorage is per tab: mark this tab so the choice is written once, not on every load.
      const marker = 'centre.test.localeSet';
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(key, locale);
    },
    { key: LOCALE_STORAGE_KEY, locale: options.locale ?? 'ko' },
  );
  t.teardown(() => page.close());
  return page;
}

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  /** Network failures and HTTP statuses of 400 and above, as "STATUS METHOD url". */
  failedRequests: string[];
  /** Asserts nothing went wrong; `allow` lists patterns of expected failures (e.g. a 404 probe). */
  assertNone(t: TapLike, allow?: RegExp[]): void;
  clear(): void;
}

/**
 * Records uncaught page errors, console errors and failed requests. Aborted requests are not
 * failures: pages cancel their fetches when the visitor navigates away.
 */
export function watchPageProblems(page: Page): PageProblems {
  const problems: PageProblems = {
    pageErrors: [],
    consoleErrors: [],
    failedRequests: [],
    assertNone(t, allow = []) {
      const unexpected = (items: string[]) => items.filter((item) => !allow.some((pattern) => pattern.test(item)));
      t.same(unexpected(problems.pageErrors), [], 'no uncaught page errors');
      t.same(unexpected(problems.consoleErrors), [], 'no console errors');
      t.same(unexpected(problems.failedRequests), [], 'no failed requests');
    },
    clear() {
      problems.pageErrors.length = 0;
      problems.consoleErrors.length = 0;
      problems.failedRequests.length = 0;
    },
  };
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    // Chromium asks for /favicon.ico by itself; a missing icon is not the page's error.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason.includes('ERR_ABORTED')) return;
    problems.failedRequests.push(`${reason} ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

export interface ApiRequest {
  method: string;
  /** Path and query, e.g. /api/v1/center/notifications?isMain=true */
  path: string;
  /** Lower-case header names, as Chromium sent them. */
  headers: Record<string, string>;
}

/**
 * Records every /api call the page's code makes (fetch and XHR), with its headers
 * (Accept-Language, Authorization). Pictures under /api/v1/files are left out: the browser fetches
 * them for <img> without the API client's headers.
 */
export function recordApiRequests(page: Page): { requests: ApiRequest[]; clear(): void } {
  const requests: ApiRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    requests.push({ method: request.method(), path: url.pathname + url.search, headers: request.headers() });
  });
  return { requests, clear: () => void (requests.length = 0) };
}

/**
 * The dialogs' messages in order, and `next()`: the next one not yet taken, already shown or still
 * to appear. A dialog that never comes fails after `timeoutMs`, not at tap's whole-file timeout.
 */
function messageQueue() {
  const messages: string[] = [];
  const waiting: Array<(message: string) => void> = [];
  let taken = 0;
  return {
    messages,
    record(message: string) {
      messages.push(message);
      const waiter = waiting.shift();
      if (waiter) {
        taken += 1;
        waiter(message);
      }
    },
    next(timeoutMs = 20_000): Promise<string> {
      if (taken < messages.length) return Promise.resolve(messages[taken++]!);
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1);
          reject(new Error(`no dialog appeared within ${timeoutMs} ms`));
        }, timeoutMs);
        const take = (message: string) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(take);
      });
    },
  };
}

/**
 * Answers every alert/confirm on the page (accepting by default) and records its message.
 * Without a listener Playwright dismisses dialogs silently, which would hide what a visitor saw.
 */
export function answerDialogs(page: Page, { accept = true } = {}): { messages: string[]; next(timeoutMs?: number): Promise<string> } {
  const queue = messageQueue();
  page.on('dialog', (dialog: Dialog) => {
    queue.record(dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return {
    messages: queue.messages,
    next: queue.next,
  };
}

/** The current answerer of each page's app dialogs (see answerAppDialogs). */
const APP_DIALOG_ANSWERERS = new WeakMap<Page, (message: string, safe: boolean) => boolean>();

/**
 * The app's own dialogs (platform `useConfirm` / `ConfirmDialog`, and `showPageNotice`): each one
 * that opens is recorded (its title, and whether the safe answer had the focus) and answered by
 * clicking, as a visitor would: the go-ahead answer when `accept`, else the safe one ("keep"). A
 * notice has one button, clicked either way. Same shape as `answerDialogs`, which now only proves
 * that no native dialog appears.
 *
 * Awaited: the watcher is in the current document and in every later one before this returns. (Not
 * awaiting it let a `goto` right after race the set-up: the new document could start without the
 * watcher, and a dialog opened later in that single-page app went unseen.)
 */
export async function answerAppDialogs(page: Page, { accept = true } = {}): Promise<{ messages: string[]; safeFocused: boolean[]; next(timeoutMs?: number): Promise<string> }> {
  const queue = messageQueue();
  const safeFocused: boolean[] = [];
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  const watch = `(() => {
    if (window.__appDialogsWatched) return;
    window.__appDialogsWatched = true;
    const look = () => {
      for (const dialog of document.querySelectorAll('dialog[open]')) {
        if (dialog.dataset.e2eAnswering) continue;
        dialog.dataset.e2eAnswering = 'yes';
        dialog.addEventListener('close', () => delete dialog.dataset.e2eAnswering, { once: true });
        const keep = dialog.querySelector('[data-keep]');
        const buttons = [...dialog.querySelectorAll('button')];
        const onlyOrGo = buttons.find((button) => button !== keep);
        const message = (dialog.querySelector('h2, p')?.textContent ?? '').trim();
        // Told after the opener's focus moved into the dialog.
        window.setTimeout(() => {
          const safe = document.activeElement === (keep ?? onlyOrGo);
          void window.__appDialogShown(message, safe).then((yes) => (yes || !keep ? onlyOrGo : keep)?.click());
        }, 50);
      }
    };
    // A dialog already open when the watcher arrives (an alert on a page opened in a new tab) counts too.
    const start = () => {
      new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
      look();
    };
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start, { once: true });
  })()`;
  const answer = (message: string, safe: boolean) => {
    safeFocused.push(safe);
    queue.record(message);
    return accept;
  };
  // A page's binding can be exposed once: a later call on the same page (refuse, then accept)
  // takes over the answers from the earlier one.
  const known = APP_DIALOG_ANSWERERS.has(page);
  APP_DIALOG_ANSWERERS.set(page, answer);
  if (!known) {
    await page.exposeBinding('__appDialogShown', (_source, message: string, safe: boolean) => APP_DIALOG_ANSWERERS.get(page)!(message, safe));
    await page.addInitScript({ content: watch });
    // The current document: a page still loading may replace it meanwhile, and then the init script
    // above has put the watcher into its successor.
    await page.evaluate(watch).catch(() => undefined);
  }
  return {
    messages: queue.messages,
    safeFocused,
    next: queue.next,
  };
}

const requireFromHere = createRequire(import.meta.url);
let axeSource: string | null = null;

/**
 * Whether the picture has arrived with real pixels: waits for it to load (an <img> is in the page
 * before its picture is), false when it fails or the element is not an <img>.
 */
export function pictureDrawn(picture: Locator): Promise<boolean> {
  return picture.evaluate(async (element) => {
    if (!(element instanceof HTMLImageElement)) return false;
    await element.decode().catch(() => undefined);
    return element.complete && element.naturalWidth > 0;
  });
}

export interface AxeOptions {
  /** CSS selectors axe should leave out (e.g. a third-party widget under separate review). */
  exclude?: string[];
}

/**
 * What `probe` reads once it reads `want` (or, for a pattern, text it matches), else what it reads
 * after `timeoutMs`. For what a page does a moment after the thing the test waited for (the focus
 * moves in the effect after the render that showed an outcome or opened a dialog, or after the
 * data is read again); the assertion on the result still fails when it never comes.
 */
export async function eventually<T>(probe: () => Promise<T>, want: T | RegExp, timeoutMs = 10_000): Promise<T> {
  const reached = (value: T) => (want instanceof RegExp ? typeof value === 'string' && want.test(value) : isDeepStrictEqual(value, want));
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!reached(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}

/**
 * Runs axe-core in the page and returns its serious and critical violations, one readable line
 * each ("rule (impact): help — selector, selector"), so `t.same(result, [])` shows what to fix.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  axeSource ??= readFileSync(path.join(path.dirname(requireFromHere.resolve('axe-core')), 'axe.min.js'), 'utf8');
  const alreadyInjected = await page.evaluate(() => 'axe' in window);
  // Evaluated over the DevTools protocol: the site's CSP (rightly) refuses inline script tags.
  if (!alreadyInjected) await page.evaluate(axeSource);
  return page.evaluate(async ({ exclude }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
    }
    const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
    // Boxes that skip rendering until they come near (content-visibility: auto) are rendered for the
    // check: axe finds no background behind a skipped box's text and would guess white.
    const renderAll = document.createElement('style');
    renderAll.textContent = '* { content-visibility: visible !important; }';
    document.head.append(renderAll);
    const results = await axe.run(context, { resultTypes: ['violations'] }).finally(() => renderAll.remove());
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, { exclude: options.exclude ?? [] });
}

/** A JSON API call through the site with a bearer token; anything but 2xx throws with the answer. An empty answer (a decision, a 204) is null. */
export async function sendJson<T>(site: Site, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer}`);
  return (answer ? JSON.parse(answer) : null) as T;
}
