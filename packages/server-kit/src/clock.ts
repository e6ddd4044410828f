/**
 * Where a service reads the time. Windows, deadlines, code expiry, reminders and scheduled
 * publishing all ask it, so tests move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves by hand; starts at `start`. */
export function controllableClock(start: Date | string = new Date()): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
