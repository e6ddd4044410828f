// What the outbox tests share: an admin app on a real database with a clock the test moves, and
// a stand-in for the users service's internal contact route served over real HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import { INTERNAL_TOKEN_HEADER, type MemberContact } from '@centre/contracts';
import { controllableClock, type DatabaseConfig } from '@centre/server-kit';
import { serviceOptionsForTest, signAccessToken, bearer, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { buildApp, type AdminOptions } from '../src/app.ts';
import { logAdapter } from '../src/outbox/adapters.ts';

export const internal = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };
export const staff = () => bearer(signAccessToken({ scope: ['console'] }));
export const member = () => bearer(signAccessToken({ scope: ['member'] }));

/** 11:00 in Seoul on a weekday: inside the hours advertising may be sent. */
export const SEOUL_MORNING = '2026-11-24T02:00:00.000Z';

export async function adminForTest(t: Test, database: DatabaseConfig, options: Partial<AdminOptions> = {}) {
  const clock = controllableClock(SEOUL_MORNING);
  const app = await buildApp({
    ...serviceOptionsForTest(database),
    clock,
    delivery: { EMAIL: logAdapter(), SMS: logAdapter() },
    worker: { intervalMs: 0 },
    ...options,
  });
  t.teardown(() => app.close());
  await app.ready();
  return { app, clock };
}

export interface StandInMember {
  email: string | null;
  phone: string | null;
  locale: 'ko' | 'en' | 'cn' | 'jp';
  receiveSms: boolean;
  receiveEmail: boolean;
}

/** The users service's answer shape (MemberContact in contracts); no number or address is an empty string. */
function contactAnswer(member: StandInMember): MemberContact {
  return {
    email: member.email ?? '',
    phone: member.phone ?? '',
    locale: member.locale,
    memberKind: member.phone ? 'DOMESTIC_PRIVATE' : 'OVERSEAS',
    receiveConsent: { sms: member.receiveSms, email: member.receiveEmail },
  };
}

/**
 * The users service's GET /internal/members/{id}/contact, answered from `members` over real HTTP
 * (it checks the internal token as the real one does).
 */
export async function usersStandIn(t: Test, members: Record<string, StandInMember>): Promise<{ url: string; calls: string[] }> {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(request.url ?? '');
    const match = /^\/internal\/members\/([^/]+)\/contact$/.exec(request.url ?? '');
    const id = match ? decodeURIComponent(match[1]!) : '';
    const found = match && request.headers[INTERNAL_TOKEN_HEADER] === TEST_INTERNAL_TOKEN ? members[id] : undefined;
    // Like the real route, a malformed id fails its params schema (400) rather than being looked up.
    const status = found ? 200 : match && !/^[0-9a-f-]{36}$/.test(id) ? 400 : 404;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? contactAnswer(found) : { statusCode: 404, error: 'Not Found', message: 'No such member' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}
