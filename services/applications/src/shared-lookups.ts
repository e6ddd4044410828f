// Lookups kept a short time and shared while they run, for answers the opening rush asks for
// thousands of times a second (a window's rules, a room's equipment).

/**
 * Lookups whose answers are kept for `ms` per key, each lookup shared while it runs: the first
 * second of an opening sends hundreds of arrivals for the same cold window at once, and they ask
 * once, not once each. A lookup that failed or found nothing is not kept (the next caller asks
 * again); past `maxKeys` the kept answers are let go rather than grow.
 */
export function sharedLookups<T>(
  ms: number,
  maxKeys: number,
  look: (key: string) => Promise<T>,
  now: () => number = Date.now,
): (key: string) => Promise<T> {
  const kept = new Map<string, { answer: Promise<T>; until: number }>();
  const forget = (key: string, entry: { answer: Promise<T> }) => {
    if (kept.get(key) === entry) kept.delete(key);
  };
  return (key) => {
    const at = now();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.answer;
    if (kept.size >= maxKeys) kept.clear();
    const entry = { answer: look(key), until: at + ms };
    kept.set(key, entry);
    entry.answer.then(
      (found) => found === null && forget(key, entry),
      () => forget(key, entry),
    );
    return entry.answer;
  };
}
