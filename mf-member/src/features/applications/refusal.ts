import { APPLY_REFUSAL_CODES, applyRefusalMessage, type ApplyRefusalCode, type Locale } from '@centre/contracts';
import { errorResponseOf, statusOf } from '@centre/platform';

/** A refusal of the applications service: which rule (code), and the unit it concerns when one does. */
export interface Refusal {
  code: ApplyRefusalCode;
  unitId: string | null;
  /** The server's own words, in the language of the request (they carry parameters such as the suspension's end). */
  message: string;
}

const isRefusalCode = (value: unknown): value is ApplyRefusalCode => typeof value === 'string' && (APPLY_REFUSAL_CODES as readonly string[]).includes(value);

/** The refusal a failed call carries, or null when it failed some other way (network, 5xx, validation). */
export function refusalOf(error: unknown): Refusal | null {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500) return null;
  const body = errorResponseOf(error) as { code?: unknown; unitId?: unknown; message?: unknown } | null;
  if (!body || !isRefusalCode(body.code)) return null;
  return { code: body.code, unitId: typeof body.unitId === 'string' ? body.unitId : null, message: typeof body.message === 'string' ? body.message : '' };
}

/**
 * A refusal in `locale`: the catalogue's words (so switching language re-words it), except where the
 * server filled in a parameter the catalogue cannot know (the day a suspension ends).
 */
export function refusalText(refusal: Refusal, locale: Locale): string {
  if (refusal.code === 'SUSPENDED' && refusal.message) return refusal.message;
  return applyRefusalMessage(refusal.code, locale);
}
