// Localised text is one column per locale (docs/decisions.md, Data): these read and write them.
import type { Locale } from '@centre/contracts';

const LOCALES = ['ko', 'en', 'cn', 'jp'] as const;
type Row = Record<string, unknown>;

/** `{ ko, en, cn, jp }` of `base_*` columns, empty strings for missing translations. */
export function localisedOf(row: Row, base: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, (row[`${base}_${locale}`] as string | null) ?? ''])) as Record<Locale, string>;
}

/** The text in `locale`, else Korean (the fallback every reader may see). */
export function inLocale(row: Row, base: string, locale: Locale): string {
  return ((row[`${base}_${locale}`] as string | null) || (row[`${base}_ko`] as string | null)) ?? '';
}

/** `base_*` columns of a `{ ko, en, cn, jp }` value. */
export function localisedColumnsOf(base: string, text: Record<Locale, string>): Row {
  return Object.fromEntries(LOCALES.map((locale) => [`${base}_${locale}`, locale === 'ko' ? text.ko : text[locale] || null]));
}

export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}
