// Members join a fair as an exhibitor (with their directory profile and the items they bring) or
// as a buyer, within the fair's application periods; staff approve them and assign tables.
import type { BuyerRegistration, ExhibitorApplication, ParticipantStatus } from '@centre/contracts';
import { isUniqueViolation } from '@centre/server-kit';
import type { FastifyInstance } from 'fastify';
import type { FairRules } from './repositories/fairs.ts';
import { refusal } from './refusals.ts';

/** A published fair, or FAIR_NOT_FOUND. */
export async function publishedFair(app: FastifyInstance, fairId: string): Promise<FairRules> {
  const fair = await app.fairs.rules(fairId, { publishedOnly: true });
  if (!fair) throw refusal('FAIR_NOT_FOUND');
  return fair;
}

function checkOpen(from: string, until: string, now: Date): void {
  const at = now.getTime();
  if (at < Date.parse(from) || at > Date.parse(until)) throw refusal('APPLICATION_CLOSED');
}

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export async function applyAsExhibitor(app: FastifyInstance, memberId: string, fairId: string, input: ExhibitorApplication): Promise<string> {
  const fair = await publishedFair(app, fairId);
  const now = app.clock.now();
  checkOpen(fair.exhibitorFrom, fair.exhibitorUntil, now);
  const profile = await app.introductions.facts(memberId);
  if (!profile) throw refusal('PROFILE_REQUIRED');
  try {
    return await app.fairParticipants.addExhibitor(fairId, memberId, profile.id, input, now.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('ALREADY_REGISTERED');
    throw error;
  }
}

export async function registerAsBuyer(app: FastifyInstance, memberId: string, fairId: string, input: BuyerRegistration): Promise<string> {
  const fair = await publishedFair(app, fairId);
  const now = app.clock.now();
  checkOpen(fair.buyerFrom, fair.buyerUntil, now);
  if (!knownTimeZone(input.timeZone)) throw refusal('UNKNOWN_TIME_ZONE');
  try {
    return await app.fairParticipants.addBuyer(fairId, memberId, input, now.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('ALREADY_REGISTERED');
    throw error;
  }
}

export async function decideExhibitor(app: FastifyInstance, fairId: string, exhibitorId: string, status: ParticipantStatus, table: number | null): Promise<void> {
  const fair = await app.fairs.rules(fairId);
  if (!fair) throw refusal('FAIR_NOT_FOUND');
  if (table !== null && table > fair.tables) throw refusal('TABLE_OUTSIDE_FAIR');
  try {
    if (!(await app.fairParticipants.decideExhibitor(fairId, exhibitorId, status, table, app.clock.now().toISOString()))) throw refusal('PARTICIPANT_NOT_FOUND');
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('TABLE_TAKEN');
    throw error;
  }
}

export async function decideBuyer(app: FastifyInstance, fairId: string, buyerId: string, status: ParticipantStatus): Promise<void> {
  const fair = await app.fairs.rules(fairId);
  if (!fair) throw refusal('FAIR_NOT_FOUND');
  const outcome = await app.fairParticipants.decideBuyer(fairId, buyerId, status, fair.buyerCapacity, app.clock.now().toISOString());
  if (outcome === 'NOT_FOUND') throw refusal('PARTICIPANT_NOT_FOUND');
  if (outcome === 'FULL') throw refusal('BUYER_CAPACITY_FULL');
}
