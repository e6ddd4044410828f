// Shared steps of the console's browser tests: signing staff in, waiting for a console page to
// settle, and moving focus with the keyboard alone.
import type { Page } from 'playwright-core';
import type { Locale } from '@centre/contracts';
import consoleKo from '../../mf-console/src/i18n/ko.json' with { type: 'json' };
import { COMMON_TEXT, submitSignIn } from './sign-in.ts';
import { axeViolations, STAFF, type PageProblems, type Site, type TapLike } from './harness.ts';

export { consoleKo };

/** Opens a console page and signs in as staff (the administrator unless `account` says who) on the console's own sign-in form. */
export async function openConsoleSignedIn(page: Page, site: Site, path = '/console', locale: Locale = 'ko', account?: { username: string; password: string }): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await submitSignIn(page, account ?? { username: STAFF.username, password: site.staffPassword }, locale);
  // Signing in hashes a password: on a busy machine it can take longer than a click.
  await page.locator('#console-menu').waitFor({ state: 'attached', timeout: 30_000 });
  await consoleSettled(page);
}

/** A level-1 heading is shown and no loading state is left in the console's main area. */
export async function consoleSettled(page: Page): Promise<void> {
  const loading = Object.values(COMMON_TEXT).map((text) => text.loading);
  await page.locator('#console-main h1').first().waitFor();
  await page.waitForFunction(
    (labels) => ![...document.querySelectorAll('#console-main [role=status]')].some((element) => labels.includes(element.textContent?.trim() ?? '')),
    loading,
  );
}

/** What has focus, as "tag: accessible-ish name", for messages and matching. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '(nothing)';
    const label = element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}: ${label.trim()}`;
  });
}

/** Presses Tab until the focused element matches `selector` (at most `limit` times); fails the test otherwise. */
export async function tabTo(t: TapLike, page: Page, selector: string, limit = 60): Promise<boolean> {
  for (let count = 0; count < limit; count += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return true;
    await page.keyboard.press('Tab');
  }
  t.fail(`Tab never reached ${selector}; focus is on ${await focused(page)}`);
  return false;
}

/**
 * Moves to a console page as the console's own links do (no reload), waits for it to settle and
 * checks it: no serious or critical axe violations, no horizontal scrolling, no page problems.
 */
export async function checkConsolePage(t: TapLike, page: Page, problems: PageProblems, path: string): Promise<void> {
  problems.clear();
  await page.evaluate((url) => (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate(url), path);
  await page.waitForFunction((target) => `${window.location.pathname}${window.location.search}` === target, path);
  await consoleSettled(page);
  await page.waitForLoadState('networkidle');
  t.same(await axeViolations(page), [], `${path}: no serious or critical accessibility violations`);
  const { overflow, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What sticks out (the innermost last), so a failure names the element to mend.
    // Leaves only: elements inside a scrolling or clipping box (a table's scroll region) do not count.
    // (No named functions in here: the page runs this text as it is.)
    const outside: Element[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      // Its box, or its content (text that does not wrap), reaches past the edge.
      const content = getComputedStyle(element).overflowX === 'visible' ? box.left + element.scrollWidth : box.right;
      if (box.right <= width + 1 && content <= width + 1) continue;
      let parent = element.parentElement;
      while (parent && parent !== document.body && getComputedStyle(parent).overflowX === 'visible') parent = parent.parentElement;
      if (!parent || parent === document.body) outside.push(element);
    }
    return {
      overflow: document.documentElement.scrollWidth - width,
      widest: outside.slice(-3).map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`),
    };
  });
  t.ok(overflow <= 0, `${path}: no horizontal scrolling (${overflow}px${overflow > 0 ? `: ${widest.join(', ')}` : ''})`);
  problems.assertNone(t);
}
