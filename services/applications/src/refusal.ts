import { APPLY_REFUSAL_STATUS, LOCALES, applyRefusalMessage, type ApplyRefusalCode } from '@centre/contracts';
import { DomainError } from '@centre/server-kit';

/**
 * A rule of the centre said no: a DomainError with the refusal's status, code, the unit concerned
 * and its words in every language. Thrown inside a transaction it rolls the whole request back; the
 * server kit's error handler answers it in the caller's language.
 */
export function applyRefusal(code: ApplyRefusalCode, options: { unitId?: string | undefined; params?: Record<string, string> } = {}): DomainError {
  const params = options.params ?? {};
  return new DomainError(APPLY_REFUSAL_STATUS[code], code, applyRefusalMessage(code, 'en', params), {
    messages: Object.fromEntries(LOCALES.map((locale) => [locale, applyRefusalMessage(code, locale, params)])),
    ...(options.unitId ? { details: { unitId: options.unitId } } : {}),
  });
}

/** The refusal code of an error thrown by a rule, or null when something else went wrong. */
export function refusalCodeOf(error: unknown): ApplyRefusalCode | null {
  return error instanceof DomainError && error.code in APPLY_REFUSAL_STATUS ? (error.code as ApplyRefusalCode) : null;
}

// The lottery repository still imports the check from here; it is the server kit's one check.
export { isUniqueViolation } from '@centre/server-kit';
