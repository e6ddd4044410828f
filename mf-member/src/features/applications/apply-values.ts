// The application form's values as the visitor types them (numbers as text, empty optional fields
// as ''), and the request they become. The form checks the request, not the raw values, with the
// server's own schema (ApplyRequest).
import { dayPhone, phoneCountryOf, phoneForDisplay, type ApplyRequest, type Channel, type WorkType } from '@centre/contracts';
import type { FieldProblem } from '@centre/platform/form-rules';

export interface ApplyValues {
  unitIds: string[];
  item: string;
  fabric: string;
  quantity: string;
  markerLengthCm: string;
  plies: string;
  equipmentIds: string[];
  phone: string;
  /** The country the phone is read in (ISO 3166-1 alpha-2); KR for Korean numbers. */
  phoneCountry: string;
  channel: Channel | '';
  note: string;
  agreeRules: boolean;
}

export const APPLY_FIELDS = ['unitIds', 'item', 'fabric', 'quantity', 'markerLengthCm', 'plies', 'equipmentIds', 'phone', 'phoneCountry', 'channel', 'note', 'agreeRules'] as const;

/**
 * A fresh form, offering `phone` (the member's number on file: Korean digits or E.164, shown as
 * people read it) in its own country unless `phoneCountry` says which.
 */
export function emptyApplication(phone: string, unitIds: string[] = [], phoneCountry?: string): ApplyValues {
  return { unitIds, item: '', fabric: '', quantity: '', markerLengthCm: '', plies: '', equipmentIds: [], phone: phoneForDisplay(phone), phoneCountry: phoneCountry ?? phoneCountryOf(phone), channel: '', note: '', agreeRules: false };
}

/** '' stays absent; anything else becomes a number (NaN is refused by the schema as an invalid value). */
const numberOrAbsent = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/** The request the values stand for. Marker length and plies belong to the cutting room only. */
export function applyRequestOf(values: ApplyValues, work: WorkType, joinWaitlist: boolean): ApplyRequest {
  const cutting = work === 'CUTTINGROOM';
  const request = {
    unitIds: values.unitIds,
    item: values.item.trim(),
    fabric: values.fabric.trim() || undefined,
    quantity: numberOrAbsent(values.quantity),
    markerLengthCm: cutting ? numberOrAbsent(values.markerLengthCm) : undefined,
    plies: cutting ? numberOrAbsent(values.plies) : undefined,
    equipmentIds: values.equipmentIds.length > 0 ? values.equipmentIds : undefined,
    // Spaces, hyphens and brackets are how people write numbers, not part of them.
    phone: values.phone.replace(/[\s().-]/g, ''),
    phoneCountry: values.phoneCountry || undefined,
    channel: values.channel || undefined,
    note: values.note.trim() || undefined,
    joinWaitlist: joinWaitlist || undefined,
    agreeRules: values.agreeRules,
  };
  // Absent, not undefined: the schema forbids properties it does not know, and JSON drops undefined anyway.
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as unknown as ApplyRequest;
}

/** Whether the phone is read as an overseas number: typed with a country code, or another country chosen. */
export const overseasPhone = (values: Pick<ApplyValues, 'phone' | 'phoneCountry'>) => /^\s*(\+|00)/.test(values.phone) || (values.phoneCountry !== '' && values.phoneCountry !== 'KR');

/** The number as it will be stored (Korean digits or E.164), or null when it cannot be read. */
export const storedDayPhone = (values: Pick<ApplyValues, 'phone' | 'phoneCountry'>) => dayPhone(values.phone.trim(), values.phoneCountry || undefined);

/**
 * What the schema cannot say: the cutting room plans its work from the marker length and plies; the
 * phone must be a number of its country (the server's `dayPhone`); texts reach Korean mobiles only.
 */
export function applyFormProblems(values: ApplyValues, work: WorkType): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (work === 'CUTTINGROOM') {
    problems.push(...(['markerLengthCm', 'plies'] as const).filter((field) => values[field].trim() === '').map((field) => ({ field, rule: 'REQUIRED' as const })));
  }
  const phone = values.phone.trim() ? storedDayPhone(values) : '';
  if (phone === null) problems.push({ field: 'phone', rule: overseasPhone(values) ? 'INTERNATIONAL_PHONE' : 'PHONE_FORMAT' });
  if (phone?.startsWith('+') && values.channel === 'SMS') problems.push({ field: 'channel', rule: 'SMS_KOREAN_MOBILE_ONLY' });
  return problems;
}
