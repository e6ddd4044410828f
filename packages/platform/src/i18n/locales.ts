import { DEFAULT_LOCALE, LOCALES, type Locale } from '@centre/contracts';

/** The language switch, in the order the header shows it. */
export const LANGUAGE_SWITCH: ReadonlyArray<{ locale: Locale; label: string; nativeName: string }> = [
  { locale: 'ko', label: 'KOR', nativeName: '한국어' },
  { locale: 'en', label: 'ENG', nativeName: 'English' },
  { locale: 'cn', label: 'CHN', nativeName: '中文' },
  { locale: 'jp', label: 'JPN', nativeName: '日本語' },
];

/** The API speaks ko/en/cn/jp; HTML's lang attribute needs BCP 47 tags. */
const HTML_LANG: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh', jp: 'ja' };

export function htmlLangOf(locale: Locale): string {
  return HTML_LANG[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale a stored value or a BCP 47 tag names (`ja-JP` → jp, `zh_CN` → cn), or null. */
export function matchLocale(value: unknown): Locale | null {
  if (isLocale(value)) return value;
  if (typeof value !== 'string') return null;
  const primary = value.toLowerCase().split(/[-_]/)[0];
  const byBcp47 = (Object.entries(HTML_LANG) as Array<[Locale, string]>).find(([, tag]) => tag === primary);
  if (byBcp47) return byBcp47[0];
  return isLocale(primary) ? primary : null;
}

/** Any stored or requested value narrowed to a supported locale; unknown values fall back to ko. */
export function toLocale(value: unknown): Locale {
  return matchLocale(value) ?? DEFAULT_LOCALE;
}

/**
 * The language of a page: the visitor's own choice when they made one (remembered), else the first
 * of the browser's languages (navigator.languages, which the browser also sends as Accept-Language)
 * that the site speaks, else Korean. `fr-FR, ja` opens in Japanese; `fr-FR, de` in Korean.
 */
export function preferredLocale(stored: string | null | undefined, browserLanguages: readonly string[] | undefined): Locale {
  const chosen = matchLocale(stored);
  if (chosen) return chosen;
  for (const language of browserLanguages ?? []) {
    const match = matchLocale(language);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** Where the chosen language is remembered between visits. */
export const LOCALE_STORAGE_KEY = 'centre.locale';
