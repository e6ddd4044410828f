// The application form's values as the visitor types them (numbers as text, empty optional fields
// as ''), and the request they become. The form checks the request, not the raw values, with the
// server's own schema (ApplyRequest).
import type { ApplyRequest, Channel, WorkType } from '@centre/contracts';
import type { FieldProblem } from '../../lib/form-rules.ts';

export interface ApplyValues {
  unitIds: string[];
  item: string;
  fabric: string;
  quantity: string;
  markerLengthCm: string;
  plies: string;
  equipmentIds: string[];
  phone: string;
  channel: Channel | '';
  note: string;
  agreeRules: boolean;
}

export const APPLY_FIELDS = ['unitIds', 'item', 'fabric', 'quantity', 'markerLengthCm', 'plies', 'equipmentIds', 'phone', 'channel', 'note', 'agreeRules'] as const;

export function emptyApplication(phone: string, unitIds: string[] = []): ApplyValues {
  return { unitIds, item: '', fabric: '', quantity: '', markerLengthCm: '', plies: '', equipmentIds: [], phone, channel: '', note: '', agreeRules: false };
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
    phone: values.phone.replace(/[\s-]/g, ''),
    channel: values.channel || undefined,
    note: values.note.trim() || undefined,
    joinWaitlist: joinWaitlist || undefined,
    agreeRules: values.agreeRules,
  };
  // Absent, not undefined: the schema forbids properties it does not know, and JSON drops undefined anyway.
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as unknown as ApplyRequest;
}

/** What the schema cannot say: the cutting room plans its work from the marker length and plies. */
export function applyFormProblems(values: ApplyValues, work: WorkType): FieldProblem[] {
  if (work !== 'CUTTINGROOM') return [];
  return (['markerLengthCm', 'plies'] as const).filter((field) => values[field].trim() === '').map((field) => ({ field, rule: 'REQUIRED' as const }));
}
