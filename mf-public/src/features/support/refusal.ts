// What a visitor is told when the server refuses: the refusal's words from the contracts in the
// page's language (by its code), the wait of a 429, the opening rush's "try again", or a plain
// "not available now" for anything that is not a refusal (a network failure's text is not for visitors).
import {
  ADVICE_REFUSALS,
  APPLY_BUSY_CODE,
  APPLY_BUSY_MESSAGES,
  CONTACT_REFUSALS,
  PRACTICE_REFUSALS,
  type Locale,
} from '@centre/contracts';
import type { TFunction } from 'i18next';
import { errorMessage, errorResponseOf, statusOf } from '@centre/platform';

const REFUSALS: Record<string, { messages: Record<Locale, string> }> = { ...ADVICE_REFUSALS, ...PRACTICE_REFUSALS, ...CONTACT_REFUSALS };

export function refusalMessage(error: unknown, t: TFunction, locale: Locale): string {
  const status = statusOf(error);
  const code = errorResponseOf(error)?.code;
  if (status === 503 && code === APPLY_BUSY_CODE) return APPLY_BUSY_MESSAGES[locale];
  if (typeof code === 'string' && REFUSALS[code]) return REFUSALS[code].messages[locale];
  if (status === 401) return t('support:failure.signIn');
  if (status === 429) return t('support:failure.tooMany');
  if (status !== undefined && status >= 400 && status < 500) return errorMessage(error);
  return t('support:failure.unavailable');
}
