import { APPLY_REFUSAL_STATUS, applyRefusalMessage, type ApplyRefusalCode, type Locale } from '@centre/contracts';

/**
 * A rule of the centre said no. Thrown inside a transaction it rolls the whole request back; the
 * route answers it with its status, code, the unit concerned and the words in the caller's language.
 */
export class ApplyRefusalError extends Error {
  readonly code: ApplyRefusalCode;
  readonly unitId: string | undefined;
  readonly params: Record<string, string>;

  constructor(code: ApplyRefusalCode, options: { unitId?: string | undefined; params?: Record<string, string> } = {}) {
    super(applyRefusalMessage(code, 'en', options.params));
    this.code = code;
    this.unitId = options.unitId;
    this.params = options.params ?? {};
  }

  get statusCode(): number {
    return APPLY_REFUSAL_STATUS[this.code];
  }

  /** The answer body: the ErrorResponse fields, the code, and the unit concerned. */
  answer(locale: Locale) {
    const statusCode = this.statusCode;
    return {
      statusCode,
      error: statusCode === 403 ? 'Forbidden' : statusCode === 404 ? 'Not Found' : 'Conflict',
      message: applyRefusalMessage(this.code, locale, this.params),
      code: this.code,
      ...(this.unitId ? { unitId: this.unitId } : {}),
    };
  }
}

/** A unique index refused the row (SQLite or MySQL). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
