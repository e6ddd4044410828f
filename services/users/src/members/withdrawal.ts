// A member leaves (or staff remove the account at the member's request): the password typed again, the account anonymised, the username reserved for a
// while, the consent ledger kept for disputes, the documents' bytes removed, a last note sent.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_SCOPE, WITHDRAWN_USERNAME_RESERVED_DAYS, maskUsername, roleHas, type WithdrawRequest, type WithdrawResponse } from '@centre/contracts';
import { DomainError, transactionWithRetry } from '@centre/server-kit';
import type { User } from '../repositories/users.ts';
import { securityEvent } from '../security-events.ts';
import { confirmPassword } from './own-password.ts';
import { signedInMember } from './profile.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The consent ledger outlives the account by three years: proof of consent in a dispute. */
export const CONSENTS_KEPT_DAYS = 3 * 365;

/** Withdraws the signed-in member. */
export async function withdrawMember(app: FastifyInstance, request: FastifyRequest, body: WithdrawRequest): Promise<WithdrawResponse> {
  const user = await signedInMember(app, request);
  // Staff accounts are closed by another member of staff, never from the member area.
  if (user.scopes.includes(CONSOLE_SCOPE)) throw app.httpErrors.forbidden('A staff account cannot be withdrawn from the member area.');
  try {
    await confirmPassword(app, request, user, body.password, 'password');
  } catch (error) {
    securityEvent(request, 'member.withdrawal_refused', { userId: user.id });
    throw error;
  }
  return closeAccount(app, request, user, { reason: body.reason?.trim() || null, event: 'member.withdrawn' });
}

/**
 * Staff remove a member's account at the member's request (or as the law requires): the same
 * erasure as the member's own withdrawal, the reason kept in the withdrawal record and the audit
 * log. Administrators only (members.write): desk staff may edit contact details, never erase.
 */
export async function removeMemberByStaff(app: FastifyInstance, request: FastifyRequest, user: User, reason: string): Promise<WithdrawResponse> {
  if (!roleHas(request.user.role, 'members.write')) {
    throw new DomainError(403, 'ROLE_FORBIDDEN', `Your staff role (${request.user.role ?? '—'}) may not remove a member's account.`);
  }
  return closeAccount(app, request, user, { reason: `[staff] ${reason.trim()}`, event: 'member.removed_by_staff' });
}

/**
 * Anonymises the account, reserves the username for a while, keeps the consent ledger for
 * disputes, removes the documents' bytes, and sends a last note to the contact before it is gone.
 */
async function closeAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  options: { reason: string | null; event: 'member.withdrawn' | 'member.removed_by_staff' },
): Promise<WithdrawResponse> {
  const now = app.clock.now();
  const at = now.toISOString();
  const usernameReservedUntil = new Date(now.getTime() + WITHDRAWN_USERNAME_RESERVED_DAYS * DAY_MS).toISOString();
  const unusedFiles = await transactionWithRetry(app.db, async (trx) => {
    if (!(await app.users.anonymise(user.id, at, trx))) throw app.httpErrors.notFound('This account no longer exists.');
    await app.withdrawals.record(
      {
        userId: user.id,
        usernameHash: app.secretHash(`username:${user.username.toLowerCase()}`),
        maskedUsername: maskUsername(user.username),
        memberKind: user.memberKind,
        withdrawnAt: at,
        usernameReservedUntil,
        consentsKeptUntil: new Date(now.getTime() + CONSENTS_KEPT_DAYS * DAY_MS).toISOString(),
        reason: options.reason,
      },
      trx,
    );
    return app.memberFiles.removeAllOf(user.id, trx);
  });
  await removeStoredFiles(app, request, unusedFiles);
  securityEvent(request, options.event, { userId: user.id });
  // The contact was read before it was erased: this note is the last thing sent to it.
  await app.messageOutbox.notifyMember(user, 'WITHDRAWN', (error) => request.log.warn({ err: error }, 'withdrawal notice not sent'));
  return { withdrawnAt: at, usernameReservedUntil };
}

/** The bytes of a withdrawn member's documents go at once (the rows went in the transaction). */
async function removeStoredFiles(app: FastifyInstance, request: FastifyRequest, storedNames: string[]): Promise<void> {
  for (const name of storedNames) {
    try {
      await app.fileStore.delete(name);
    } catch (error) {
      request.log.error({ err: error, storedName: name }, 'member file of a withdrawn account could not be removed');
    }
  }
}
