// What the member-area browser tests share: the member area's texts, reading a verification code
// the way staff would (the console's message history, where the `log` adapter's codes are shown),
// and filling the sign-up form as a visitor does.
import type { Page } from 'playwright-core';
import { validationMessage, type Locale } from '@centre/contracts';
import { codeDeliveredTo } from '../delivered-codes.ts';
import memberKo from '../../mf-member/src/i18n/ko.json' with { type: 'json' };
import memberEn from '../../mf-member/src/i18n/en.json' with { type: 'json' };
import memberCn from '../../mf-member/src/i18n/cn.json' with { type: 'json' };
import memberJp from '../../mf-member/src/i18n/jp.json' with { type: 'json' };
import type { Site } from './harness.ts';

/** The member area's texts, per locale. */
export const MEMBER_TEXT = { ko: memberKo, en: memberEn, cn: memberCn, jp: memberJp };

/** The newest code sent to `recipient` (phone digits or e-mail address) as the member received it. `after` skips codes seen before. */
export function codeSentTo(site: Site, recipient: string, after: string[] = []): Promise<string> {
  return codeDeliveredTo(site.stack.dataDir, recipient, after);
}

/** A username, phone number and e-mail address nobody has used yet in this stack. */
export function freshMember(tag: string) {
  const serial = `${Date.now() % 100_000_000}`.padStart(8, '0');
  return {
    username: `${tag}${serial.slice(-6)}`,
    password: 'Sewing-pass-1!',
    phone: `010${serial}`,
    email: `${tag}${serial}@example.com`,
  };
}

/** The visitor's steps to verify: send, read the code as staff, type it, confirm. */
export async function verifyInForm(page: Page, site: Site, locale: Locale, channel: 'SMS' | 'EMAIL', recipient: string) {
  const text = MEMBER_TEXT[locale].verification;
  const what = channel === 'SMS' ? text.bySms : text.byEmail;
  await page.getByRole('button', { name: text.send.replace('{{what}}', what) }).click();
  const code = await codeSentTo(site, recipient);
  await field(page, text.code).fill(code);
  await page.getByRole('button', { name: text.confirm, exact: true }).click();
  await page.getByText(text.done).waitFor();
}

/** The spec's message for a rule, as the page shows it. */
export const ruleText = validationMessage;

/** A form field by its label, whether or not the label carries the required-field star. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}
