import t from 'tap';
import { connectDatabase, runMigrations } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';
import type { Principal } from '@centre/contracts';
import { migrations } from '../src/migrations/index.ts';
import { createRefreshTokenRepository } from '../src/repositories/refresh-tokens.ts';
import { createSessions, hashRefreshToken } from '../src/sessions.ts';

const principal: Principal = { _id: '0190a5a0-0000-7000-8000-00000000abcd', username: 'sewing01', name: '김봉제', scope: ['member'] };
const stillActive = async () => principal;

await forEachDatabase(t, 'gateway_tokens', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await runMigrations(db, migrations);
  const repository = createRefreshTokenRepository(db);
  let nowMs = Date.parse('2026-03-02T01:00:00.000Z');
  const sessions = createSessions({ repository, refreshTokenTtlSeconds: 3600, clock: () => new Date(nowMs) });

  t.test('a refresh token is random, long, and stored only as its SHA-256', async (t) => {
    const issued = await sessions.start(principal._id);
    t.match(issued.refreshToken, /^[A-Za-z0-9_-]{43}$/);
    t.equal(issued.expiresIn, 3600);
    const rows = await db('refresh_tokens').where({ user_id: principal._id });
    t.notOk(JSON.stringify(rows).includes(issued.refreshToken), 'the token itself is nowhere in the table');
    t.ok(await repository.findByHash(hashRefreshToken(issued.refreshToken)));
    t.not((await sessions.start(principal._id)).refreshToken, issued.refreshToken);
  });

  t.test('exchange spends the token and issues a successor in the same family', async (t) => {
    const first = await sessions.start(principal._id);
    const outcome = await sessions.exchange(first.refreshToken, stillActive);
    if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
    t.same(outcome.principal, principal);
    const spent = await repository.findByHash(hashRefreshToken(first.refreshToken));
    const successor = await repository.findByHash(hashRefreshToken(outcome.next.refreshToken));
    t.ok(spent?.usedAt, 'the presented token is marked used');
    t.equal(successor?.familyId, spent?.familyId);
    t.equal(successor?.usedAt, null);
  });

  t.test('reusing a spent token revokes the whole family, the newest token too', async (t) => {
    const first = await sessions.start(principal._id);
    const second = await sessions.exchange(first.refreshToken, stillActive);
    if (!second.ok) throw new Error('first exchange refused');
    const replay = await sessions.exchange(first.refreshToken, stillActive);
    t.match(replay, { ok: false, reason: 'reused' });
    t.match(await sessions.exchange(second.next.refreshToken, stillActive), { ok: false, reason: 'revoked' });
  });

  // Repeated: on MySQL the two exchanges sometimes deadlock on InnoDB's gap locks, and the loser
  // must still come out as a reuse, never as an error.
  t.test('two concurrent exchanges of one token: one wins, and the family is then revoked', async (t) => {
    for (let round = 0; round < 25; round += 1) {
      const first = await sessions.start(principal._id);
      const outcomes = await Promise.all([sessions.exchange(first.refreshToken, stillActive), sessions.exchange(first.refreshToken, stillActive)]);
      t.equal(outcomes.filter((outcome) => outcome.ok).length, 1, `round ${round}: exactly one exchange succeeds`);
      t.equal(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'reused').length, 1, `round ${round}: the other is a reuse`);
      const winner = outcomes.find((outcome) => outcome.ok);
      if (!winner?.ok) throw new Error('no winner');
      t.match(await sessions.exchange(winner.next.refreshToken, stillActive), { ok: false, reason: 'revoked' });
    }
  });

  t.test('an expired token is refused, and swept later', async (t) => {
    const issued = await sessions.start(principal._id);
    nowMs += 3601 * 1000;
    t.match(await sessions.exchange(issued.refreshToken, stillActive), { ok: false, reason: 'expired' });
    t.ok((await sessions.forgetExpired()) >= 1);
    t.equal(await repository.findByHash(hashRefreshToken(issued.refreshToken)), null);
  });

  t.test('an account that is gone ends the session', async (t) => {
    const issued = await sessions.start(principal._id);
    t.match(await sessions.exchange(issued.refreshToken, async () => null), { ok: false, reason: 'account-gone' });
    const row = await repository.findByHash(hashRefreshToken(issued.refreshToken));
    t.ok(row?.revokedAt, 'the family is revoked');
    t.equal(row?.usedAt, null, 'but the token was never spent');
  });

  t.test('a users-service failure leaves the token unspent, so the client can retry', async (t) => {
    const issued = await sessions.start(principal._id);
    await t.rejects(sessions.exchange(issued.refreshToken, async () => Promise.reject(new Error('down'))));
    t.ok((await sessions.exchange(issued.refreshToken, stillActive)).ok);
  });

  t.test('ending a session revokes every token of it; unknown and malformed tokens are ignored', async (t) => {
    const first = await sessions.start(principal._id);
    const second = await sessions.exchange(first.refreshToken, stillActive);
    if (!second.ok) throw new Error('exchange refused');
    t.equal(await sessions.end(first.refreshToken), true, 'a spent token still names its session');
    t.match(await sessions.exchange(second.next.refreshToken, stillActive), { ok: false, reason: 'revoked' });
    t.equal(await sessions.end('A'.repeat(43)), false);
    t.equal(await sessions.end('not a token'), false);
    t.match(await sessions.exchange('not a token', stillActive), { ok: false, reason: 'malformed' });
    t.match(await sessions.exchange('A'.repeat(43), stillActive), { ok: false, reason: 'unknown' });
  });
});
