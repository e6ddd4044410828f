// Localised texts as the console shows them; shared by lists, calendars, charts and choices.
import type { Locale, LocalisedText } from '@centre/contracts';

/** Text in the console's language, falling back to Korean (always present). */
export const localisedIn = (text: Partial<LocalisedText> | undefined, locale: Locale) => text?.[locale] || text?.ko || '';
