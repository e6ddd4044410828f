import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale, type LocalisedText } from '@centre/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (ko when none matches). */
    readonly locale: Locale;
  }
}

/** Every process reads the caller's language one way: `request.locale`, computed when first read. */
export function decorateLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter(this: { headers: Record<string, string | string[] | undefined> }) {
      const header = this.headers['accept-language'];
      return localeFrom(Array.isArray(header) ? header[0] : header);
    },
  });
}

// Browsers send BCP 47 tags (zh-CN, ja); the platform's own codes are cn and jp.
const TAG_TO_LOCALE: Record<string, Locale> = { ko: 'ko', en: 'en', cn: 'cn', zh: 'cn', jp: 'jp', ja: 'jp' };

// A browser sends the same Accept-Language with every request, and the public cache key needs
// the locale of every read: the answers for recent header values are remembered. The header is
// the client's, so what is remembered is bounded (short values, a few hundred, forgotten at once
// when full).
const REMEMBERED_MAX = 256;
const REMEMBERED_LENGTH_MAX = 200;
const remembered = new Map<string, Locale>();

/** The first supported locale in an Accept-Language header, by quality; ko when none matches. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const known = remembered.get(acceptLanguage);
  if (known) return known;
  const locale = rankedLocale(acceptLanguage);
  if (acceptLanguage.length <= REMEMBERED_LENGTH_MAX) {
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(acceptLanguage, locale);
  }
  return locale;
}

function rankedLocale(acceptLanguage: string): Locale {
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = TAG_TO_LOCALE[tag.split('-')[0] ?? ''];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Reads `base_<locale>` from a row, falling back to Korean when that locale is empty. */
export function pickLocalised(row: Record<string, unknown>, base: string, locale: Locale): string {
  const value = row[`${base}_${locale}`];
  if (typeof value === 'string' && value !== '') return value;
  return String(row[`${base}_${DEFAULT_LOCALE}`] ?? '');
}

/** All locales of a localised field, as the console edits them. */
export function localisedFromRow(row: Record<string, unknown>, base: string): LocalisedText {
  const text = {} as LocalisedText;
  for (const locale of LOCALES) text[locale] = String(row[`${base}_${locale}`] ?? '');
  return text;
}

/** The row columns for a localised field. */
export function localisedToRow(base: string, text: LocalisedText): Record<string, string> {
  const row: Record<string, string> = {};
  for (const locale of LOCALES) row[`${base}_${locale}`] = text[locale];
  return row;
}
