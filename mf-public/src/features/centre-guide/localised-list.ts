import type { TFunction } from 'i18next';

/** A list of sentences kept in the translation files (an array under `key`); [] when missing. */
export function localisedList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A list of titled paragraphs kept in the translation files. */
export function localisedSections(t: TFunction, key: string): Array<{ title: string; body: string }> {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as Array<{ title: string; body: string }>).filter((item) => item && typeof item.title === 'string') : [];
}
