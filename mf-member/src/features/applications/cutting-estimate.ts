import type { ApplicationWindow, ApplyEquipment, ScheduleUnit } from '@centre/contracts';

// Issue 20 item 22: how long a cutting job takes and how many sessions it needs, from the marker
// length and plies the maker enters and the cutting rate staff set per machine (ms per cm × ply).

export interface CuttingEstimate {
  minutes: number;
  sessions: number;
  /** The machine whose rate was used (the slowest of those chosen, or of the room's when none is). */
  machine: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The length of one unit of the window: its first session, or the whole opening day. */
export function unitMinutes(applyWindow: Pick<ApplicationWindow, 'unitLayout' | 'sessions' | 'openTime' | 'closeTime'>, chosen: readonly Pick<ScheduleUnit, 'startTime' | 'endTime'>[]): number {
  const unit = chosen[0] ?? (applyWindow.unitLayout === 'SESSIONS' ? applyWindow.sessions.map((session) => ({ startTime: session.start, endTime: session.end }))[0] : undefined);
  const minutes = unit ? minutesOf(unit.endTime) - minutesOf(unit.startTime) : minutesOf(applyWindow.closeTime) - minutesOf(applyWindow.openTime);
  return Math.max(1, minutes);
}

/** null until the marker length and plies are whole positive numbers and a machine of the room has a rate. */
export function estimateCutting(input: { markerLengthCm: string; plies: string; equipments: readonly ApplyEquipment[]; chosenEquipmentIds: readonly string[]; unitMinutes: number }): CuttingEstimate | null {
  const marker = Number(input.markerLengthCm);
  const plies = Number(input.plies);
  if (!Number.isInteger(marker) || !Number.isInteger(plies) || marker <= 0 || plies <= 0) return null;
  const rated = input.equipments.filter((equipment) => (equipment.cutMsPerCmPly ?? 0) > 0);
  const chosen = rated.filter((equipment) => input.chosenEquipmentIds.includes(equipment._id));
  const slowest = (chosen.length > 0 ? chosen : rated).reduce<ApplyEquipment | null>((worst, equipment) => (worst === null || equipment.cutMsPerCmPly! > worst.cutMsPerCmPly! ? equipment : worst), null);
  if (!slowest) return null;
  const minutes = Math.ceil((marker * plies * slowest.cutMsPerCmPly!) / 60_000);
  return { minutes, sessions: Math.max(1, Math.ceil(minutes / input.unitMinutes)), machine: slowest.title };
}
