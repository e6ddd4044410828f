// What the main-layout browser tests (layout-header.test.ts, layout-footer.test.ts) share: the menu
// as the data lists it, a long main-layout page, staff changes to the site setting, copy events.
import type { Page } from 'playwright-core';
import { basicToken, type ConsoleSetting, type ConsoleSettingDetail } from '@centre/contracts';
import { SITE_MENU } from '../../shell/src/config/menu.ts';
import { STAFF, type Site, type TapLike } from './harness.ts';

/** Every menu entry a guest sees. */
export const GUEST_ENTRIES = SITE_MENU.flatMap((group) => group.entries.filter((entry) => !entry.onlyWhenLoggedIn));
export const MEMBER_ONLY = SITE_MENU.flatMap((group) => group.entries.filter((entry) => entry.onlyWhenLoggedIn));
export const EXTERNAL = SITE_MENU.flatMap((group) => group.entries.filter((entry) => entry.external));

/**
 * A main-layout page without the home page's popup layer, made tall enough to scroll, with its
 * content loaded. The spacer is in the page from its first paint (added when the HTML is parsed,
 * before any script renders): added later, a busy browser may already have shown the short page
 * long enough for the footer to count as seen. Only the first load gets it, as before (a reload
 * or a later navigation shows the page as it is).
 */
export async function openTallPage(page: Page, site: Site, path = '/notice'): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('test-spacer') !== null) return;
    sessionStorage.setItem('test-spacer', 'added');
    document.addEventListener('DOMContentLoaded', () => {
      const spacer = document.createElement('div');
      spacer.id = 'test-spacer';
      spacer.style.height = '3000px';
      document.getElementById('main-content')!.append(spacer);
    });
  });
  await page.goto(site.url + path);
  await page.locator('#shell-header header').waitFor();
  await page.locator('#main-content h1').first().waitFor();
  await page.locator('#test-spacer').waitFor({ state: 'attached' });
  // The list has arrived: nothing above a scrolled-to position grows any more.
  await page.locator('#main-content [role="status"]').first().waitFor({ state: 'detached' });
}

export async function staffToken(site: Site): Promise<string> {
  const refresh = await fetch(`${site.url}/api/auth/refreshToken`, { headers: { authorization: `Basic ${basicToken(STAFF.username, site.staffPassword)}` } });
  const { data } = (await refresh.json()) as { data: { refreshToken: string } };
  const access = await fetch(`${site.url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${data.refreshToken}` } });
  return ((await access.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Changes the site setting through the console API; the original is put back when `t` ends. */
export async function changeSetting(t: TapLike, site: Site, change: (setting: ConsoleSetting) => ConsoleSetting): Promise<ConsoleSetting> {
  const token = await staffToken(site);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const before = ((await (await fetch(`${site.url}/api/console/setting`, { headers })).json()) as ConsoleSettingDetail).setting;
  const put = (setting: ConsoleSetting) => fetch(`${site.url}/api/console/setting`, { method: 'PUT', headers, body: JSON.stringify(setting) });
  const changed = change(structuredClone(before));
  const response = await put(changed);
  if (response.status !== 200) throw new Error(`PUT /api/console/setting answered ${response.status}: ${await response.text()}`);
  t.teardown(async () => void (await put(before)));
  return changed;
}

/** Dispatches each blockable event at the element and says which ones the page prevented. */
export function preventedEvents(page: Page, selector: string) {
  return page.evaluate((selector) => {
    // No named functions in here: tsx's keepNames helper (__name) does not exist in the page.
    const element = document.querySelector(selector)!;
    const events = {
      contextmenu: new MouseEvent('contextmenu', { bubbles: true, cancelable: true }),
      copy: new ClipboardEvent('copy', { bubbles: true, cancelable: true }),
      selectstart: new Event('selectstart', { bubbles: true, cancelable: true }),
      dragstart: new DragEvent('dragstart', { bubbles: true, cancelable: true }),
    };
    for (const event of Object.values(events)) element.dispatchEvent(event);
    return {
      contextmenu: events.contextmenu.defaultPrevented,
      copy: events.copy.defaultPrevented,
      selectstart: events.selectstart.defaultPrevented,
      dragstart: events.dragstart.defaultPrevented,
    };
  }, selector);
}

export const NONE_PREVENTED = { contextmenu: false, copy: false, selectstart: false, dragstart: false };
export const ALL_PREVENTED = { contextmenu: true, copy: true, selectstart: true, dragstart: true };
