// What the member-area browser tests share: the member area's texts, reading a verification code
// the way staff would (the console's message history, where the `log` adapter's codes are shown),
// and filling the sign-up form as a visitor does.
import type { Page } from 'playwright-core';
import { validationMessage, type Locale, type MessageList } from '@centre/contracts';
import memberKo from '../../mf-member/src/i18n/ko.json' with { type: 'json' };
import memberEn from '../../mf-member/src/i18n/en.json' with { type: 'json' };
import memberCn from '../../mf-member/src/i18n/cn.json' with { type: 'json' };
import memberJp from '../../mf-member/src/i18n/jp.json' with { type: 'json' };
import { STAFF, type Site } from './harness.ts';

/** The member area's texts, per locale. */
export const MEMBER_TEXT = { ko: memberKo, en: memberEn, cn: memberCn, jp: memberJp };

let staffToken: { site: Site; token: string } | null = null;

/**
 * The newest code sent to `recipient` (phone digits or e-mail address), read from
 * GET /api/console/messages as staff. Waits for the outbox to deliver it: a code is shown in the
 * history only once the `log` adapter has delivered it. `after` skips codes seen before.
 */
export async function codeSentTo(site: Site, recipient: string, after: string[] = []): Promise<string> {
  if (staffToken?.site !== site) staffToken = { site, token: await site.signIn(STAFF.username, site.staffPassword) };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await site.getJson<MessageList>(`/api/console/messages?keyword=${encodeURIComponent(recipient)}&limit=5&offset=0`, { token: staffToken.token });
    for (const message of list.messages) {
      if (message.recipient !== recipient || message.template !== 'VERIFICATION_CODE') continue;
      const code = /\b([0-9]{6})\b/.exec(`${message.subject ?? ''} ${message.body}`)?.[1];
      if (code && !after.includes(code)) return code;
      break; // the newest code to this recipient is not delivered (or seen) yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code reached ${recipient}`);
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
