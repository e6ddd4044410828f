// Outbid and won messages through the REAL admin service's outbox (which asks the REAL users
// service for the member's address and language): each member is written to in their own
// language, with the work's title in the language they registered as a bidder in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@centre/contracts';
import { controllableClock, createSharedState } from '@centre/server-kit';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp as buildContent } from '../../content/src/app.ts';
import { buildApp as buildAdmin } from '../../admin/src/app.ts';
import { logAdapter } from '../../admin/src/outbox/adapters.ts';
import { buildApp as buildUsers } from '../../users/src/app.ts';
import { buildApp } from '../src/app.ts';
import { CLOSES, NOW, programInput, STAFF, text } from './auction-world.ts';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const clock = controllableClock(NOW);
const dbs = await Promise.all(['auction-msg-users', 'auction-msg-content', 'auction-msg-admin', 'auction-msg'].map((name) => freshDatabase('sqlite', name)));
t.teardown(() => Promise.all(dbs.map((db) => db.dispose())));
const dir = mkdtempSync(path.join(tmpdir(), 'centre-auction-msg-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
const content = await buildContent({ ...serviceOptionsForTest(dbs[1]!.config, 'content'), filesDir: path.join(dir, 'content') });
t.teardown(() => content.close());
const sharedState = createSharedState({ prefix: `auction-msg-${process.pid}:` });
t.teardown(() => sharedState.close());
const users = await buildUsers({ ...serviceOptionsForTest(dbs[0]!.config, 'users'), clock, contentUrl: await listen(content), sharedState, filesDir: path.join(dir, 'users') });
t.teardown(() => users.close());
const usersUrl = await listen(users);
const admin = await buildAdmin({ ...serviceOptionsForTest(dbs[2]!.config, 'admin'), usersUrl, clock, delivery: { EMAIL: logAdapter(), SMS: logAdapter() }, worker: { intervalMs: 0 } });
t.teardown(() => admin.close());
const app = await buildApp({ ...serviceOptionsForTest(dbs[3]!.config, 'auction'), adminUrl: await listen(admin), clock, filesDir: path.join(dir, 'auction'), clockTimer: false });
t.teardown(() => app.close());

async function memberIn(locale: Locale, username: string) {
  const user = await users.users.create({ username, passwordHash: 'x', name: `${username} name`, email: `${username}@example.org`, phone: `0101234${String(username.length).padStart(4, '0')}`, memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', locale, scopes: ['member'] });
  return { id: user.id, headers: bearer(signAccessToken({ sub: user.id, username, name: `${username} name`, scope: ['member'] })) };
}

t.test('the outbid member and the winner are written to in their own language', async (t) => {
  const program = (await app.inject({ method: 'POST', url: '/api/console/auction/programs', headers: STAFF(), payload: programInput() })).json().program;
  const author = (await app.inject({ method: 'POST', url: '/api/console/auction/authors', headers: STAFF(), payload: { name: text('작가'), photo: null, biography: text(''), links: [], memberId: null } })).json().author;
  const work = (await app.inject({ method: 'POST', url: '/api/console/auction/works', headers: STAFF(), payload: {
    programId: program._id, hallId: program.halls[0]._id, authorId: author._id, title: { ko: '울 코트', en: 'Wool coat', cn: '', jp: '' }, images: [], materials: text(''), size: '', year: null, description: text(''),
    estimateLow: null, estimateHigh: null, startPrice: 10_000, reservePrice: null, buyNowPrice: null, hallOrder: 1, published: true,
  } })).json().work;
  const english = await memberIn('en', 'english01');
  const korean = await memberIn('ko', 'korean01');
  await app.inject({ method: 'PUT', url: `/api/v1/auction/programs/${program._id}/registration`, headers: { ...english.headers, 'accept-language': 'en' }, payload: { acceptTerms: true } });
  await app.inject({ method: 'PUT', url: `/api/v1/auction/programs/${program._id}/registration`, headers: { ...korean.headers, 'accept-language': 'ko' }, payload: { acceptTerms: true } });
  t.equal((await app.inject({ method: 'POST', url: `/api/v1/auction/works/${work._id}/bids`, headers: english.headers, payload: { amount: 10_000 } })).statusCode, 201);
  t.equal((await app.inject({ method: 'POST', url: `/api/v1/auction/works/${work._id}/bids`, headers: korean.headers, payload: { amount: 15_000 } })).statusCode, 201);
  clock.set(CLOSES);
  t.equal(await app.auctionClock.tick(), 1);
  await app.auctionMessages.settled();

  const history = async (memberId: string) => (await admin.inject({ url: `/api/console/messages?memberId=${memberId}&limit=10`, headers: bearer(signAccessToken({ scope: ['member', 'console'] })) })).json().messages as Array<{ template: string; locale: string; body: string; subject: string }>;
  const [outbid] = await history(english.id);
  t.match(outbid, { template: 'AUCTION_OUTBID', locale: 'en' });
  t.match(outbid!.body, /Wool coat.*15,000 won/);
  const [won] = await history(korean.id);
  t.match(won, { template: 'AUCTION_WON', locale: 'ko' });
  t.match(won!.body, /울 코트.*15,000원/);
  t.match(won!.body, /2026-12-04 18:00/);
});
