// A refusal of the advice, practice or contact services in the staff member's language by its
// code; anything else as the server said it.
import { ADVICE_REFUSALS, CONTACT_REFUSALS, PRACTICE_REFUSALS, type Locale } from '@centre/contracts';
import { errorMessage, errorResponseOf } from '@centre/platform';

const REFUSALS: Record<string, { messages: Record<Locale, string> }> = { ...CONTACT_REFUSALS, ...PRACTICE_REFUSALS, ...ADVICE_REFUSALS };

export function refusalText(error: unknown, locale: Locale): string {
  const code = errorResponseOf(error)?.code;
  return typeof code === 'string' && REFUSALS[code] ? REFUSALS[code].messages[locale] : errorMessage(error);
}
