// Taking a maker's application: who the member is (users service), what the window's rules ask
// (kinds, verified documents, training for the equipment), then the room decides in the database
// (repositories/applications.ts). Each refusal names its rule and the unit concerned.
import { dayPhone, fieldError, type ApplyEquipment, type ApplyRequest, type Locale, type Location, type MemberEligibility, type RuleCode, type WorkType } from '@centre/contracts';
import { DomainError } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import { applyRefusal } from './refusal.ts';
import type { WindowRules } from './repositories/application-windows.ts';
import { windowStatusAt } from './windows.ts';
import { hasBegun } from './cancelling.ts';
import type { UnitToApply } from './repositories/applications.ts';
import { seoulDate } from '@centre/contracts';

/** The member's verified documents hold for the window's requirement on the day of use. */
function checkDocuments(member: MemberEligibility, rules: WindowRules, useDate: string, unitId: string): void {
  for (const kind of rules.requiredDocuments) {
    const file = member.files.find((candidate) => candidate.kind === kind && candidate.reviewState === 'APPROVED');
    if (!file) throw applyRefusal('MISSING_DOCUMENT', { unitId });
    if (file.validUntil && file.validUntil < useDate) throw applyRefusal('DOCUMENT_EXPIRED', { unitId });
  }
}

/** The equipment asked for exists in each room applied for, and the member completed its course. */
async function checkEquipment(app: FastifyInstance, memberId: string, equipmentIds: readonly string[], rooms: Array<{ location: Location; work: WorkType; unitId: string }>): Promise<void> {
  if (equipmentIds.length === 0) return;
  const seen = new Set<string>();
  for (const room of rooms) {
    const key = `${room.location}:${room.work}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const catalogue = await app.roomEquipment.forRules(room.location, room.work);
    const chosen = equipmentIds.map((id) => catalogue.find((item) => item._id === id));
    if (chosen.some((item) => !item)) throw applyRefusal('EQUIPMENT_UNKNOWN', { unitId: room.unitId });
    const required = [...new Set(chosen.map((item) => item!.requiredEducationId).filter((id): id is string => Boolean(id)))];
    const completed = await app.trainings.completedBy(memberId, required);
    if (required.some((id) => !completed.has(id))) throw applyRefusal('TRAINING_MISSING', { unitId: room.unitId });
  }
}

function fieldRefusal(field: string, rule: RuleCode, locale: Locale): DomainError {
  const error = fieldError(field, rule, locale);
  return new DomainError(400, rule, error.message, { fields: [error] });
}

/**
 * The application with its phone for the day as stored (`dayPhone`): Korean numbers as digits,
 * other countries' in E.164, the chosen country dropped. A number that cannot be read, or texts
 * asked for at an overseas number (SMS reaches Korean mobiles only), is a 400 on its field in the
 * member's language.
 */
export function withDayPhone(request: ApplyRequest, locale: Locale): ApplyRequest {
  const { phoneCountry, ...application } = request;
  const phone = dayPhone(request.phone, phoneCountry);
  if (!phone) {
    const international = /^\s*(\+|00)/.test(request.phone) || (phoneCountry !== undefined && phoneCountry !== 'KR');
    throw fieldRefusal('phone', international ? 'INTERNATIONAL_PHONE' : 'PHONE_FORMAT', locale);
  }
  if (request.channel === 'SMS' && phone.startsWith('+')) throw fieldRefusal('channel', 'SMS_KOREAN_MOBILE_ONLY', locale);
  return { ...application, phone };
}

/** An application whose member and units passed every rule that does not depend on the places left. */
export interface CheckedApplication {
  units: UnitToApply[];
  applicant: { username: string; name: string; grants: MemberEligibility['grants'] };
}

/**
 * Checks every rule that depends on who the member is and what the units are, then takes the
 * applications (all or nothing). Answers the new applications' ids.
 */
export async function applyFor(app: FastifyInstance, memberId: string, request: ApplyRequest): Promise<string[]> {
  return takeChecked(app, memberId, request, await checkApplication(app, memberId, request));
}

/** The room decides (places, waitlist, quota) for an application already checked. */
export async function takeChecked(app: FastifyInstance, memberId: string, request: ApplyRequest, checked: CheckedApplication): Promise<string[]> {
  return app.applications.apply(memberId, request, checked.units, app.clock.now(), checked.applicant);
}

/**
 * The rules about the member and the units (eligibility, suspension, window open, unit open, kinds,
 * documents, equipment and training): none depends on the places left, so the waiting room checks
 * several places at once and then lets the database decide them one by one in arrival order.
 */
export async function checkApplication(app: FastifyInstance, memberId: string, request: ApplyRequest, known?: { member: MemberEligibility | null }): Promise<CheckedApplication> {
  const at = app.clock.now();
  // `known`: the member as a batch read them a moment ago (the waiting room asks for 16 at once).
  const member = known ? known.member : await app.memberDirectory.one(memberId);
  if (!member || !member.goodStanding) throw applyRefusal('NOT_IN_GOOD_STANDING');
  const suspension = await app.strikes.suspensionOf(memberId, at);
  if (suspension) throw applyRefusal('SUSPENDED', { params: { until: seoulDate(new Date(suspension.until)) } });

  const units: UnitToApply[] = [];
  const rulesOf = new Map<string, WindowRules>();
  for (const unitId of request.unitIds) {
    const unit = await app.schedule.unit(unitId);
    if (!unit) throw applyRefusal('UNIT_NOT_FOUND', { unitId });
    let rules = rulesOf.get(unit.window_id);
    if (!rules) {
      rules = (await app.applicationWindows.rules(unit.window_id))!;
      rulesOf.set(unit.window_id, rules);
    }
    const status = windowStatusAt(rules, at);
    if (status === 'PLANNED') throw applyRefusal('WINDOW_NOT_OPEN', { unitId });
    if (status === 'CLOSED') throw applyRefusal('WINDOW_CLOSED', { unitId });
    if (hasBegun(unit, at)) throw applyRefusal('DAY_PASSED', { unitId });
    if (unit.closed_reason === 'HOLIDAY') throw applyRefusal('CLOSED_DAY', { unitId });
    if (unit.closed_reason) throw applyRefusal('UNIT_CLOSED', { unitId });
    if (rules.requiredMemberKinds.length > 0 && !rules.requiredMemberKinds.includes(member.memberKind)) throw applyRefusal('WRONG_MEMBER_KIND', { unitId });
    checkDocuments(member, rules, unit.use_date, unitId);
    // The member's level may grant applications beyond the window's quota; the database decides with the sum.
    units.push({ unit, memberQuota: rules.memberQuota + member.grants.extraQuotaPerWindow, waitlistSize: rules.waitlistSize });
  }
  await checkEquipment(app, memberId, request.equipmentIds ?? [], units.map(({ unit }) => ({ location: unit.location, work: unit.work, unitId: unit.id })));
  return { units, applicant: { username: member.username, name: member.name, grants: member.grants } };
}

/** The bookable equipment of a room, with whether the signed-in member may use it. */
export async function equipmentFor(app: FastifyInstance, location: Location, work: WorkType, locale: Locale, memberId: string | null): Promise<ApplyEquipment[]> {
  const catalogue = await app.roomEquipment.ofRoom(location, work, locale);
  const completed = memberId ? await app.trainings.completedBy(memberId, catalogue.map((item) => item.requiredEducationId).filter((id): id is string => Boolean(id))) : null;
  return catalogue.map((item) => ({
    ...item,
    trainingCompleted: completed ? !item.requiredEducationId || completed.has(item.requiredEducationId) : null,
  }));
}
