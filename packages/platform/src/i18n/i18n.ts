import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@centre/contracts';
import { htmlLangOf, LOCALE_STORAGE_KEY, preferredLocale, toLocale } from './locales.ts';
import { KOREAN_PARTICLES, withParticle, type KoreanParticle } from '../format/korean-particles.ts';
import ko from './common/ko.json';

export const COMMON_NAMESPACE = 'common';
type Messages = Record<string, unknown>;
/** A locale's messages, given directly or as a dynamic import that fetches them when first needed. */
export type TranslationSource = Messages | (() => Promise<{ default: Messages } | Messages>);
export type Translations = Record<Locale, TranslationSource>;

/**
 * Korean is the fallback, so every page needs it: it comes with the code. The other languages are
 * fetched when they are first used (their own small chunks), so a page carries one or two languages
 * instead of four.
 */
const commonTranslations: Translations = {
  ko,
  en: () => import('./common/en.json'),
  cn: () => import('./common/cn.json'),
  jp: () => import('./common/jp.json'),
};

/** Every namespace the shell and the remotes have registered, by name. */
const sources = new Map<string, Translations>([[COMMON_NAMESPACE, commonTranslations]]);

/**
 * i18next's backend over the registered sources. i18next asks it for the current language and
 * ko (the fallback) of each namespace in use, and switches language only once the new language's
 * messages of every namespace in use have arrived: no untranslated keys flash on a switch.
 */
const registeredSources: BackendModule = {
  type: 'backend',
  init() {},
  async read(language: string, namespace: string): Promise<ResourceKey> {
    const source = sources.get(namespace)?.[toLocale(language)];
    if (!source) return {};
    if (typeof source !== 'function') return source as ResourceKey;
    const loaded = await source();
    return ('default' in loaded ? loaded.default : loaded) as ResourceKey;
  },
};

/** One i18next instance for the whole page: the platform is a Module Federation singleton. */
export const i18n: I18n = i18next.createInstance();

/** The remembered choice, else the browser's languages (a first visit), else Korean. */
function initialLocale(): Locale {
  let stored: string | null | undefined;
  try {
    stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage may be blocked: the browser's languages still decide.
  }
  const browserLanguages = typeof navigator === 'undefined' ? undefined : navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferredLocale(stored, browserLanguages);
}

function reflectInDocument(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(locale);
}

/**
 * Idempotent: the shell and every remote call it; the first call wins. (i18next's own
 * `isInitialized` turns true only once the first messages have loaded; a second `init` meanwhile
 * would start over with an empty store.)
 */
export function initI18n(): I18n {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  void i18n.use(registeredSources).use(initReactI18next).init({
    lng: initialLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: COMMON_NAMESPACE,
    ns: [COMMON_NAMESPACE],
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    initAsync: false,
  });
  // Korean sentences name their particle by the word filled in: "{{kind, ro}} 가입하기".
  for (const particle of Object.keys(KOREAN_PARTICLES) as KoreanParticle[]) {
    i18n.services.formatter?.add(particle, (value: unknown) => withParticle(String(value ?? ''), particle));
  }
  reflectInDocument(currentLocale());
  i18n.on('languageChanged', (language) => reflectInDocument(toLocale(language)));
  return i18n;
}

/**
 * The shell adds its namespace (`shell`) and each remote its own (`public`, `member`, `console`)
 * when it bootstraps. Resolves once the current language and ko of it (and of `common`) are loaded:
 * render after that, and no key shows untranslated.
 */
export async function addTranslations(namespace: string, translations: Translations): Promise<void> {
  initI18n();
  sources.set(namespace, translations);
  await i18n.loadNamespaces([COMMON_NAMESPACE, namespace]);
}

export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
  await i18n.changeLanguage(locale);
}
