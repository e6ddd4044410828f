// Signing in the way a visitor does: the platform's sign-in form, as the member area and the
// console both show it.
import type { Page } from 'playwright-core';
import type { Locale } from '@centre/contracts';
import commonKo from '../../packages/platform/src/i18n/common/ko.json' with { type: 'json' };
import commonEn from '../../packages/platform/src/i18n/common/en.json' with { type: 'json' };
import commonCn from '../../packages/platform/src/i18n/common/cn.json' with { type: 'json' };
import commonJp from '../../packages/platform/src/i18n/common/jp.json' with { type: 'json' };

/** The platform's shared texts (alerts, sign-in form, states), per locale. */
export const COMMON_TEXT = { ko: commonKo, en: commonEn, cn: commonCn, jp: commonJp };

/** The sign-in form on the current page (found by its username field). */
export function signInForm(page: Page, locale: Locale = 'ko') {
  return page.locator('form').filter({ has: page.getByLabel(COMMON_TEXT[locale].signIn.username, { exact: true }) });
}

/** Fills and submits the sign-in form; does not wait for the outcome (success or refusal). */
export async function submitSignIn(page: Page, credentials: { username: string; password: string }, locale: Locale = 'ko') {
  const form = signInForm(page, locale);
  const text = COMMON_TEXT[locale].signIn;
  await form.getByLabel(text.username, { exact: true }).fill(credentials.username);
  await form.getByLabel(text.password, { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: text.submit, exact: true }).click();
}
