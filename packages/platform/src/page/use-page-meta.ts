import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What a page tells search engines and the browser tab about itself, already localised. */
export interface PageMeta {
  /** The page's own name; the tab shows "<title> | <centre name>". Omit on home: the centre's name alone. */
  title?: string;
  description?: string;
}

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.appendChild(element);
  }
  return element;
}

/** The document title a page with this name gets, in the current locale's centre name. */
export function pageTitleOf(title: string | undefined, centreName: string): string {
  return title ? `${title} | ${centreName}` : centreName;
}

/**
 * Sets document.title and the meta description while the page is shown, and again when the
 * language changes (the caller passes strings translated in the current locale).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation('common');
  const centreName = t('centreName');
  useEffect(() => {
    document.title = pageTitleOf(title, centreName);
    if (description) descriptionElement().content = description;
  }, [title, description, centreName]);
}
