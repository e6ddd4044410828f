// Staff think in Seoul time whatever their computer's zone; stored times are UTC ISO strings.
const SEOUL_OFFSET = '+09:00';

/** '2026-11-24T06:00:00.000Z' → '2026-11-24T15:00' for a datetime-local input. */
export function isoToSeoulInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seoul = new Date(date.getTime() + 9 * 60 * 60 * 1000);
  return seoul.toISOString().slice(0, 16);
}

/** '2026-11-24T15:00' (Seoul) → '2026-11-24T06:00:00.000Z'; an unfinished value stays as typed. */
export function seoulInputToIso(value: string): string {
  const date = new Date(`${value}:00${SEOUL_OFFSET}`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
