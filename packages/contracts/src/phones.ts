// Members' phone numbers: Korean numbers as the digits people dial at home (010…, 02…), and
// overseas members' numbers in E.164 (`+33612345678`), read with libphonenumber-js (min metadata)
// and shown in international format (`+33 6 12 34 56 78`). SMS stays Korean-mobile-only
// (KOREAN_MOBILE_PATTERN): an E.164 number is never sent a text.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { normalisedPhone } from './identifiers.ts';

/** Longest number typed with its spaces, brackets and hyphens (`+1 (415) 555-2671 …`). */
export const PHONE_INPUT_MAX_LENGTH = 25;
/** Digits only (a Korean number), or an international number starting with `+` as people write it. */
export const PHONE_INPUT_PATTERN = '^[0-9]*$|^\\+[0-9 ().-]*$';
/** A stored international number: E.164, `+` then at most 15 digits. */
export const E164_PATTERN = '^\\+[1-9][0-9]{5,14}$';

const COUNTRY = /^[A-Z]{2}$/;

/**
 * An overseas member's number in E.164, or null when it is not a valid number. `+33 6 12 34 56 78`
 * and `0033…` carry their country code; digits without one are read in `country` (the member's
 * country of residence), then as digits that begin with the country code.
 */
export function internationalPhone(input: string, country?: string | null): string | null {
  let text = normalisedPhone(input);
  if (!text || !/^[0-9+ ().-]+$/.test(text)) return null;
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  const home = country && COUNTRY.test(country) ? (country as CountryCode) : undefined;
  const attempts = text.startsWith('+') ? [parsePhoneNumberFromString(text)] : [parsePhoneNumberFromString(text, home), parsePhoneNumberFromString(`+${text}`)];
  for (const parsed of attempts) {
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

/**
 * A stored number as people read it: E.164 in international format (`+33 6 12 34 56 78`); a
 * Korean number as stored (digits, as the pages always showed it).
 */
export function phoneForDisplay(stored: string | null | undefined): string {
  if (!stored) return '';
  if (!stored.startsWith('+')) return stored;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/** The digits of what staff typed to find a number (`+33 6 12`, `010-1234`), or null when it is not a number. */
export function phoneSearchDigits(keyword: string): string | null {
  const text = normalisedPhone(keyword);
  if (!/^\+?[0-9 ().-]+$/.test(text)) return null;
  const digits = text.replace(/[^0-9]/g, '');
  return digits.length >= 3 ? digits : null;
}

/** Korean numbers as the digits dialled at home: 9 to 11 (02-…, 010-…), the rule the apply forms always had. */
const KOREAN_DIGITS = /^[0-9]{9,11}$/;
const KOREA = 'KR';

/**
 * The phone for the day of an application (cutting room, studio), as stored: a Korean number as
 * its digits (`01012345678`, also when typed `+82 10 …`), any other country's in E.164
 * (`+33612345678`). `country` is the one chosen beside the number (Korea when absent); a number
 * typed with `+` or `00` carries its own. Null when the number cannot be read.
 */
export function dayPhone(input: string, country: string = KOREA): string | null {
  const text = normalisedPhone(input).replace(/[\s().-]/g, '');
  const international = text.startsWith('+') || text.startsWith('00');
  if (!international && country === KOREA) return KOREAN_DIGITS.test(text) ? text : null;
  const e164 = internationalPhone(text, country);
  if (!e164) return null;
  if (!e164.startsWith('+82')) return e164;
  const national = `0${parsePhoneNumberFromString(e164)?.nationalNumber ?? ''}`;
  return KOREAN_DIGITS.test(national) ? national : null;
}

/** The country of a stored number: an E.164 number's own, else Korea (numbers stored as digits are Korean). */
export function phoneCountryOf(stored: string | null | undefined): string {
  if (!stored?.startsWith('+')) return KOREA;
  return parsePhoneNumberFromString(stored)?.country ?? KOREA;
}
