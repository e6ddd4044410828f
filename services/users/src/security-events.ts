import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'member.signed_up'
  | 'verification.code_requested'
  | 'verification.code_refused'
  | 'verification.confirmed'
  | 'verification.wrong_code'
  | 'recovery.username_found'
  | 'recovery.password_reset'
  | 'member.password_changed'
  | 'member.password_change_refused'
  | 'member.contact_changed'
  | 'member.withdrawn'
  | 'member.withdrawal_refused'
  | 'member.removed_by_staff'
  | 'staff.created'
  | 'staff.changed'
  | 'staff.two_step_enabled'
  | 'staff.two_step_disabled'
  | 'staff.recovery_codes_renewed'
  | 'staff.two_step_refused'
  | 'staff.two_step_passed'
  | 'staff.recovery_code_used';

/** A stable, non-reversible reference to an account or contact for logs (never the name or number). */
export function logReference(value: string): string {
  return createHash('sha256').update(`centre-log:${value.toLowerCase()}`).digest('hex').slice(0, 16);
}

/**
 * Security events go to the service log as one structured line each, with the request id and the
 * client address. No secrets (passwords, codes, tokens) and no clear usernames or contacts:
 * accounts are named by id, usernames and contacts by a short hash.
 */
export function securityEvent(request: FastifyRequest, event: SecurityEvent, details: { userId?: string; username?: string; target?: string; reason?: string } = {}): void {
  request.log.info(
    {
      securityEvent: event,
      ip: request.ip,
      ...(details.userId ? { userId: details.userId } : {}),
      ...(details.username ? { usernameRef: logReference(details.username) } : {}),
      ...(details.target ? { targetRef: logReference(details.target) } : {}),
      ...(details.reason ? { reason: details.reason } : {}),
    },
    `security: ${event}`,
  );
}
