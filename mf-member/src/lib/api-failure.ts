import { isAxiosError } from 'axios';
import type { TFunction } from 'i18next';
import { APPLY_BUSY_CODE, APPLY_BUSY_MESSAGES, validationMessage, type Locale } from '@centre/contracts';
import { errorMessage, errorResponseOf, statusOf } from '@centre/platform';

/** Seconds the server asks to wait (Retry-After) after a 429 or 503; null when it did not say. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const header: unknown = error.response?.headers['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** An application turned away at the opening rush (503 APPLY_BUSY): nothing was written, so it may be sent again. */
export function isApplyBusy(error: unknown): boolean {
  return statusOf(error) === 503 && errorResponseOf(error)?.code === APPLY_BUSY_CODE;
}

/**
 * What to tell the visitor about a failed call: a 429 with its wait, the rush's "many are applying"
 * in the visitor's language, the server's own (localised) message for a refusal, a generic "try
 * again" for anything else (a network failure's text is not for visitors).
 */
export function failureMessage(error: unknown, t: TFunction, locale: Locale): string {
  const status = statusOf(error);
  if (isApplyBusy(error)) return APPLY_BUSY_MESSAGES[locale];
  if (status === 429) {
    const seconds = retryAfterSeconds(error);
    return seconds === null ? errorMessage(error) : validationMessage('TOO_MANY_REQUESTS', locale, { seconds });
  }
  if (status !== undefined && status >= 400 && status < 500) return errorMessage(error);
  return t('member:failure.unavailable');
}
