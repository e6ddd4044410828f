import { v7 as uuidv7 } from 'uuid';

/** Identifiers are UUIDv7: time-ordered for indexes, random enough not to be guessed. */
export function newId(): string {
  return uuidv7();
}

/** Timestamps are written from code as ISO-8601 UTC strings, the same on SQLite and MySQL. */
export function now(): string {
  return new Date().toISOString();
}
