// Filling the pages' own message templates in tests, as i18next does on the page.
import { withParticle, type KoreanParticle } from '../../packages/platform/src/format/korean-particles.ts';

/** `{{name}}` takes its value; `{{name, eul}}` its value with the Korean particle the word takes. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)(?:, (\w+))?\}\}/g, (whole, name: string, particle?: string) => {
    if (!(name in values)) return whole;
    const value = String(values[name]);
    return particle ? withParticle(value, particle as KoreanParticle) : value;
  });
}
