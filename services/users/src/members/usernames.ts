// Whether a username can be given out: sign-up, the desk's walk-ins and new staff accounts all ask
// the same question, and a withdrawn member's name stays reserved for a while.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuse } from '../form-refusals.ts';

/** A username can be taken unless an account has it or a withdrawal reserves it (case ignored). */
export async function usernameFree(app: FastifyInstance, username: string): Promise<'FREE' | 'TAKEN' | 'RESERVED'> {
  if (await app.users.usernameTakenInAnyCase(username)) return 'TAKEN';
  if (await app.withdrawals.isUsernameReserved(app.secretHash(`username:${username.toLowerCase()}`), app.clock.now().toISOString())) return 'RESERVED';
  return 'FREE';
}

/** Refuses (409) a username an account has or a withdrawal reserves. */
export async function refuseUnavailableUsername(app: FastifyInstance, request: FastifyRequest, username: string): Promise<void> {
  const free = await usernameFree(app, username);
  if (free !== 'FREE') refuse(request, 409, 'username', free === 'TAKEN' ? 'USERNAME_TAKEN' : 'USERNAME_RESERVED');
}
