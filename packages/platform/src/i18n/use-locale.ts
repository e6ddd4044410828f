import { useTranslation } from 'react-i18next';
import type { Locale } from '@centre/contracts';
import { toLocale } from './locales.ts';

/** The current locale; components re-render (and refetch localised content) when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}
