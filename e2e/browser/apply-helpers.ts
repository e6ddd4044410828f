// What the application browser tests share: the application pages' texts, the public calendar's
// new texts, finding a session a demo maker can still apply for (through the public API, as the
// calendar does), and moving by keyboard alone.
import type { Locator, Page } from 'playwright-core';
import { APPLY_PATHS, LIVE_APPLICATION_STATUSES, type ApplicationWindowList, type Location, type MemberApplicationList, type ScheduleResponse, type ScheduleUnit, type WorkType } from '@centre/contracts';
import applyKo from '../../mf-member/src/features/applications/i18n/ko.json' with { type: 'json' };
import applyEn from '../../mf-member/src/features/applications/i18n/en.json' with { type: 'json' };
import applyCn from '../../mf-member/src/features/applications/i18n/cn.json' with { type: 'json' };
import applyJp from '../../mf-member/src/features/applications/i18n/jp.json' with { type: 'json' };
import { PUBLIC_TEXTS } from './public-texts.ts';
import { DEMO_MEMBER, STAFF, type Site } from './harness.ts';

export const APPLY_TEXT = { ko: applyKo, en: applyEn, cn: applyCn, jp: applyJp };
export const PUBLIC_TEXT = PUBLIC_TEXTS;

/** i18next's {{name}} placeholders filled in. */
export { fill } from './texts.ts';

const seoulToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const addMonths = (month: string, delta: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Makes sure every window taking applications has its sessions, as staff do from the console
 * (generating is idempotent: sessions that exist are left alone), so the tests do not depend on
 * how much of the demo content is there.
 */
export async function ensureUnits(site: Site): Promise<void> {
  const token = await site.signIn(STAFF.username, site.staffPassword);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { limitations } = await site.getJson<ApplicationWindowList>(`${APPLY_PATHS.limitations}?status=IN_PROGRESS&limit=100`);
  for (const window of limitations) {
    const response = await fetch(new URL('/api/console/schedule/generate', site.url), { method: 'POST', headers, body: JSON.stringify({ windowId: window._id }) });
    if (!response.ok) throw new Error(`generating the sessions of ${window._id} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Open sessions of an application window taking applications now, far enough ahead to be cancelled
 * free of strikes, found month by month as the public calendar shows them, that the demo maker
 * has not applied for (the demo content books some). `skip` leaves out sessions other tests took.
 */
export async function openUnits(site: Site, work: WorkType, location: Location, count = 1, skip: readonly string[] = []): Promise<ScheduleUnit[]> {
  const { limitations } = await site.getJson<ApplicationWindowList>(`${APPLY_PATHS.limitations}?work=${work}&location=${location}&status=IN_PROGRESS`);
  const windows = new Map(limitations.map((window) => [window._id, window]));
  if (windows.size === 0) throw new Error(`no ${work} window at ${location} takes applications`);
  const token = await site.signIn(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const mine = await site.getJson<MemberApplicationList>(`${APPLY_PATHS.applications}?limit=100`, { token });
  const booked = new Set(mine.applications.filter((application) => LIVE_APPLICATION_STATUSES.includes(application.status)).map((application) => application.unitId));
  const today = seoulToday();
  const found: ScheduleUnit[] = [];
  for (let month = today.slice(0, 7), step = 0; step < 9 && found.length < count; month = addMonths(month, 1), step++) {
    const { units } = await site.getJson<ScheduleResponse>(`${APPLY_PATHS.schedule}?work=${work}&location=${location}&month=${month}`);
    for (const unit of units) {
      const window = windows.get(unit.windowId);
      if (!window || unit.state !== 'OPEN' || unit.remaining < 1 || skip.includes(unit._id) || booked.has(unit._id)) continue;
      if (daysBetween(today, unit.date) <= window.cancelDeadlineDays + 1) continue;
      found.push(unit);
      if (found.length === count) break;
    }
  }
  if (found.length < count) throw new Error(`only ${found.length} open ${work} sessions at ${location}`);
  return found;
}

/**
 * Presses Tab until `target` has the focus (Shift+Tab when it comes before the focused element):
 * the way a keyboard user gets there.
 */
export async function tabTo(page: Page, target: Locator, { limit = 120 } = {}): Promise<void> {
  await target.waitFor();
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && (element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}
