// The fairs service's refusals in the console's words: a known code reads from the feature's texts
// (one voice across the screens), anything else is the server's own localised message.
import type { TFunction } from 'i18next';
import { errorMessage, errorResponseOf } from '@centre/platform';

export function refusalText(t: TFunction, error: unknown): string {
  const code = errorResponseOf(error)?.code;
  return code ? t(`refusals.${code}`, { defaultValue: errorMessage(error) }) : errorMessage(error);
}
