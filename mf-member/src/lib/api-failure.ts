import { isAxiosError } from 'axios';
import type { TFunction } from 'i18next';
import { validationMessage, type Locale } from '@centre/contracts';
import { errorMessage, statusOf } from '@centre/platform';

/** Seconds the server asks to wait (Retry-After) after a 429; null when it did not say. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const header: unknown = error.response?.headers['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * What to tell the visitor about a failed call: a 429 with its wait, the server's own (localised)
 * message for a refusal, a generic "try again" for anything else (a network failure's text is
 * not for visitors).
 */
export function failureMessage(error: unknown, t: TFunction, locale: Locale): string {
  const status = statusOf(error);
  if (status === 429) {
    const seconds = retryAfterSeconds(error);
    return seconds === null ? errorMessage(error) : validationMessage('TOO_MANY_REQUESTS', locale, { seconds });
  }
  if (status !== undefined && status >= 400 && status < 500) return errorMessage(error);
  return t('member:failure.unavailable');
}
