// Staff think in Seoul time whatever their computer's zone; stored times are UTC ISO strings.
// These adapt contracts' Seoul calendar to a datetime-local input, which may hold unfinished text.
import { seoulDateTime, seoulInstant } from '@centre/contracts';

/** '2026-11-24T06:00:00.000Z' → '2026-11-24T15:00' for a datetime-local input. */
export function isoToSeoulInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return seoulDateTime(date).replace(' ', 'T');
}

/** '2026-11-24T15:00' (Seoul) → '2026-11-24T06:00:00.000Z'; an unfinished value stays as typed. */
export function seoulInputToIso(value: string): string {
  const [date, time] = value.split('T');
  if (!date || !time || Number.isNaN(Date.parse(`${date}T${time}:00Z`))) return value;
  return seoulInstant(date, time);
}
