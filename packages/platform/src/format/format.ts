import { DISPLAY_UTC_OFFSET_MINUTES, PHONE_GROUPS } from '../constants.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A stored UTC instant shown as the Seoul calendar date, YYYY-MM-DD; '' when unparseable. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // A fixed offset instead of an Intl formatter for Asia/Seoul: the same days (no daylight saving
  // there since 1988), without the ~30 ms a time-zone formatter costs to build on a page's start.
  const seoul = new Date(date.getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000);
  return `${seoul.getUTCFullYear()}-${twoDigits(seoul.getUTCMonth() + 1)}-${twoDigits(seoul.getUTCDate())}`;
}

/**
 * Phone numbers are stored as digits; 11 digits show as 3-4-4 (010-1234-5678). Shorter numbers keep
 * the 4-digit tail and split the rest (02-2212-5581, 031-123-4567); anything else is shown as given.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_GROUPS.reduce((sum, size) => sum + size, 0)) {
    const [first, second] = PHONE_GROUPS;
    return `${digits.slice(0, first)}-${digits.slice(first, first + second)}-${digits.slice(first + second)}`;
  }
  if (digits.length === 9 || digits.length === 10) {
    const area = digits.startsWith('02') ? 2 : 3;
    return `${digits.slice(0, area)}-${digits.slice(area, -4)}-${digits.slice(-4)}`;
  }
  return value;
}
