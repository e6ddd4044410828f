import { Type, type TArray, type TObject, type TProperties, type TSchema } from 'typebox';
import { Id, ListSummary, Timestamp } from './common.ts';

// Every public and console list answers { <items>: [...], summary } and every detail { <item>: {...} };
// these build those envelopes so each resource names its keys once.

/** `{ [key]: item[], summary }`, e.g. ListOf('spaces', Facility). */
export function ListOf<const K extends string, T extends TSchema>(key: K, item: T) {
  return Type.Object({ [key]: Type.Array(item), summary: ListSummary } as { [P in K]: TArray<T> } & { summary: typeof ListSummary });
}

/** `{ [key]: item }`, e.g. One('space', Facility). */
export function One<const K extends string, T extends TSchema>(key: K, item: T): TObject<{ [P in K]: T }> {
  return Type.Object({ [key]: item } as { [P in K]: T });
}

/** A record as the console reads it: its editable fields plus id and timestamps. */
export function Stored<P extends TProperties>(fields: P) {
  return Type.Object({ _id: Id, ...fields, createdAt: Timestamp, updatedAt: Timestamp });
}
