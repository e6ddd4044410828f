// A refusal of the advice or practice services, in the member's language by its code (the
// contracts' words); anything else as the member area says it (429 waits, the opening rush).
import type { TFunction } from 'i18next';
import { ADVICE_REFUSALS, CONTACT_REFUSALS, PRACTICE_REFUSALS, type Locale } from '@centre/contracts';
import { errorResponseOf } from '@centre/platform';
import { failureMessage } from '../../lib/api-failure.ts';

export function supportFailure(error: unknown, t: TFunction, locale: Locale, service: 'advice' | 'practice' | 'contact'): string {
  const code = errorResponseOf(error)?.code;
  const table: Record<string, { messages: Record<Locale, string> }> = service === 'advice' ? ADVICE_REFUSALS : service === 'practice' ? PRACTICE_REFUSALS : CONTACT_REFUSALS;
  if (typeof code === 'string' && table[code]) return table[code].messages[locale];
  return failureMessage(error, t, locale);
}
