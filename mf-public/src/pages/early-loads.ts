import type { Locale } from '@centre/contracts';
import { currentLocale } from '@centre/platform';

/**
 * A page's first requests, started when this remote bootstraps instead of when the page mounts
 * (after its code has arrived and rendered): they overlap with the rest of the start. Each early
 * answer is used once, by the first load of the same request in the same locale; a reload, a later
 * visit, other parameters or another locale fetch as before. The API client adds Accept-Language.
 */
const early = new Map<string, Promise<unknown>>();
const keyOf = (locale: Locale, request: string) => `${locale}:${request}`;

/** `request` names the request and its parameters, e.g. `notice:list:{"limit":10,"offset":0}`. */
export function startEarly(request: string, load: () => Promise<unknown>): void {
  const promise = load();
  promise.catch(() => {}); // a failure is reported by the page's own load, which receives it
  early.set(keyOf(currentLocale(), request), promise);
}

/** The early answer for this request and locale if one is pending (once), else a fresh load. */
export function takeEarly<T>(request: string, locale: Locale, load: () => Promise<T>): Promise<T> {
  const key = keyOf(locale, request);
  const promise = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return promise ?? load();
}
