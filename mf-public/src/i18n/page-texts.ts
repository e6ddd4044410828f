import { useTranslation } from 'react-i18next';
import { addTranslations, type Translations } from '@centre/platform';

/** The remote's own namespace: the texts the home page and every page share (menus, sliders, sites, popups). */
export const PUBLIC_NAMESPACE = 'public';

/**
 * The texts of some pages only, in a namespace of their own. They come with those pages' chunks
 * (Korean inside, the other languages as their own small chunks), so the home page's first load
 * carries its own texts and not every public page's.
 */
export interface PageTexts {
  namespace: string;
  /** Registers the namespace once and resolves when the current language and Korean are here. */
  register(): Promise<void>;
}

export function pageTexts(namespace: string, translations: Translations): PageTexts {
  let registered: Promise<void> | undefined;
  return { namespace, register: () => (registered ??= addTranslations(namespace, translations)) };
}

/**
 * `useTranslation` over the pages' own texts with the remote's shared texts behind them: keys keep
 * their names (`intro.title`, `site.YONGSIN`) whichever file holds them. The first component that
 * renders registers the texts, and it suspends until they are here: no key shows untranslated.
 */
export function usePageTranslation(...texts: PageTexts[]) {
  for (const part of texts) void part.register();
  return useTranslation([...texts.map((part) => part.namespace), PUBLIC_NAMESPACE], { nsMode: 'fallback' });
}
