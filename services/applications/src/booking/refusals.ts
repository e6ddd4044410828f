// A rule of practice or advice said no: a DomainError with the rule's status, code and its words in
// every language, from the table of refusals in contracts (practices.ts, advice.ts) — the same
// shape as applyRefusal answers for the cutting room.
import { LOCALES, type Locale } from '@centre/contracts';
import { DomainError } from '@centre/server-kit';

export type RefusalTable<C extends string> = Record<C, { status: number; messages: Record<Locale, string> }>;

export function refusalFrom<C extends string>(table: RefusalTable<C>, code: C): DomainError {
  const { status, messages } = table[code];
  return new DomainError(status, code, messages.en, { messages: Object.fromEntries(LOCALES.map((locale) => [locale, messages[locale]])) });
}
