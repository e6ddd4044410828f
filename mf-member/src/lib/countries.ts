import { DOMESTIC_COUNTRY, type Locale } from '@centre/contracts';

/** Region codes Intl knows that are not countries one lives in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ']);
/** Intl's names for our locale codes. */
const INTL_LOCALE: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh-CN', jp: 'ja' };

const cache = new Map<Locale, Array<{ code: string; name: string }>>();

/**
 * Countries of residence for overseas members (ISO 3166-1 alpha-2, Korea left out), named in the
 * visitor's language by the browser itself — no list of 250 names to ship and translate four times.
 */
export function countriesOf(locale: Locale): Array<{ code: string; name: string }> {
  const known = cache.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const countries: Array<{ code: string; name: string }> = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      if (code === DOMESTIC_COUNTRY || NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) countries.push({ code, name });
    }
  }
  countries.sort((a, b) => a.name.localeCompare(b.name, INTL_LOCALE[locale]));
  cache.set(locale, countries);
  return countries;
}

/** Countries a phone number may belong to: Korea first (most numbers are Korean), then the others by name. */
export function phoneCountriesOf(locale: Locale): Array<{ code: string; name: string }> {
  const korea = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(DOMESTIC_COUNTRY) ?? DOMESTIC_COUNTRY;
  return [{ code: DOMESTIC_COUNTRY, name: korea }, ...countriesOf(locale)];
}
