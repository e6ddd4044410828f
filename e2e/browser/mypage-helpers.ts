// What the my-page browser tests share: signing in the way a member does and reading my page's
// own texts in every language.
import type { Page } from 'playwright-core';
import type { Locale } from '@centre/contracts';
import mypageKo from '../../mf-member/src/features/mypage/i18n/ko.json' with { type: 'json' };
import mypageEn from '../../mf-member/src/features/mypage/i18n/en.json' with { type: 'json' };
import mypageCn from '../../mf-member/src/features/mypage/i18n/cn.json' with { type: 'json' };
import mypageJp from '../../mf-member/src/features/mypage/i18n/jp.json' with { type: 'json' };
import { submitSignIn } from './sign-in.ts';
import { codeDeliveredTo } from '../delivered-codes.ts';

export const MYPAGE_TEXT = { ko: mypageKo, en: mypageEn, cn: mypageCn, jp: mypageJp };

/** Signs in at /login and opens a my-page screen, as a member following the header's link would. */
export async function openMypage(page: Page, siteUrl: string, credentials: { username: string; password: string }, path = '/mypage/myinfo', locale: Locale = 'ko') {
  await page.goto(`${siteUrl}/login`);
  await submitSignIn(page, credentials, locale);
  await page.waitForURL((url) => url.pathname !== '/login');
  // The session lives in this tab's sessionStorage, so a fresh load of the page keeps it.
  await page.goto(`${siteUrl}${path}`);
  await agreeIfAsked(page, locale);
}

/**
 * When a required term has a version the member has not agreed to, my page asks first: agree
 * (the tests that are not about it need the screen behind it). Returns whether it was asked.
 */
export async function agreeIfAsked(page: Page, locale: Locale = 'ko'): Promise<boolean> {
  const text = MYPAGE_TEXT[locale].reconsent;
  const heading = page.getByRole('heading', { level: 1 }).filter({ visible: true }).first();
  await heading.waitFor();
  // The prompt or the screen: wait until whichever it is has finished loading.
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((element) => element.querySelector('span[aria-hidden="true"]')));
  if ((await heading.textContent()) !== text.title) return false;
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).filter({ visible: true }).first().waitFor();
  return true;
}

/** Staff publish a new version of a required term (as the console does), so members are asked again. */
export async function publishNewTermsVersion(site: { url: string; signIn(username: string, password: string): Promise<string> }, staff: { username: string; password: string }, code: string): Promise<string> {
  const token = await site.signIn(staff.username, staff.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // The current version of the code (lists leave the text out, so the record is read whole).
  const list = (await (await fetch(new URL(`/api/console/terms?code=${code}&limit=100`, site.url), { headers })).json()) as { terms: Array<{ _id: string; current: boolean }> };
  const listed = list.terms.find((terms) => terms.current);
  if (!listed) throw new Error(`no terms ${code} to publish a new version of`);
  const record = (await (await fetch(new URL(`/api/console/terms/${listed._id}`, site.url), { headers })).json()) as { terms: Record<string, unknown> & { version: string } };
  const { _id, createdAt, updatedAt, current, ...fields } = record.terms;
  void [_id, createdAt, updatedAt, current];
  const version = `${fields.version}.1`;
  // A new version is a new document of the same code, in force from today (Seoul).
  const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  const response = await fetch(new URL('/api/console/terms', site.url), { method: 'POST', headers, body: JSON.stringify({ ...fields, version, effectiveAt: today }) });
  if (!response.ok) throw new Error(`publishing ${code} ${version} answered ${response.status}: ${await response.text()}`);
  return version;
}

/** Demo members seeded with the same password (services/users/src/seeds/demo-members.ts). */
export const OTHER_DEMO_MEMBER = { username: 'pattern22', phone: '01098765432' } as const;

/** A refresh token for `username`, as an API client signs in (another device, for the sessions tests). */
export async function signInElsewhere(siteUrl: string, username: string, password: string, userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'): Promise<string> {
  const response = await fetch(new URL('/api/auth/refreshToken', siteUrl), {
    headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`, 'user-agent': userAgent },
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { data: { refreshToken: string } }).data.refreshToken;
}

/** Whether a refresh token can still be exchanged for an access token (its session is alive). */
export async function refreshStillWorks(siteUrl: string, refreshToken: string): Promise<boolean> {
  const response = await fetch(new URL('/api/auth/accessToken', siteUrl), { headers: { authorization: `Bearer ${refreshToken}` } });
  return response.ok;
}

/** The newest code sent to `recipient` as the member received it (the staff's history masks codes). */
export function codeSentTo(site: { stack: { dataDir: string } }, _staff: { username: string; password: string }, recipient: string): Promise<string> {
  return codeDeliveredTo(site.stack.dataDir, recipient);
}
