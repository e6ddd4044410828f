import { seoulDate } from '@centre/contracts';
import { PHONE_GROUPS } from '../constants.ts';

/** A stored UTC instant shown as the Seoul calendar date, YYYY-MM-DD; '' when unparseable. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return seoulDate(date);
}

/**
 * A Korean number as people read it. Phone numbers are stored as digits; 11 digits show as 3-4-4
 * (010-1234-5678). Shorter numbers keep the 4-digit tail and split the rest (02-2212-5581,
 * 031-123-4567); anything else is shown as given. The centre's own numbers (site setting: digits
 * only) use this; a member's number, which may be an overseas E.164 one, uses `formatPhone` from
 * `@centre/platform/phone`, which needs libphonenumber's metadata (~28 KB gzip) that the first
 * load of every page would otherwise carry.
 */
export function formatKoreanPhone(value: string | null | undefined): string {
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
