// A member's phone number for display, Korean or overseas. Not part of the shared platform module
// (`@centre/platform`): the shared module is never tree-shaken and the shell carries it in its first
// script, and this needs libphonenumber's metadata. Apps import it as `@centre/platform/phone`; each
// bundles it into the chunks of the pages that show members' numbers.
import { phoneForDisplay } from '@centre/contracts';
import { formatKoreanPhone } from './format.ts';

/**
 * Korean numbers (stored as digits) as `formatKoreanPhone` shows them: 010-1234-5678;
 * international numbers (E.164, overseas members) in international format: +33 6 12 34 56 78.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  if (value.trim().startsWith('+')) return phoneForDisplay(value.trim());
  return formatKoreanPhone(value);
}
