import t from 'tap';
import { connectDatabase, controllableClock, runMigrations } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';
import type { Principal } from '@centre/contracts';
import { migrations } from '../src/migrations/index.ts';
import { createRefreshTokenRepository } from '../src/repositories/refresh-tokens.ts';
import { createSessionRepository } from '../src/repositories/sessions.ts';
import { createSessions, hashRefreshToken } from '../src/sessions.ts';

const principal: Principal = { _id: '0190a5a0-0000-7000-8000-00000000abcd', username: 'sewing01', name: '김봉제', scope: ['member'], sessionsValidFrom: null };
const stillActive = async () => principal;

await forEachDatabase(t, 'gateway_tokens', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await runMigrations(db, migrations);
  const repository = createRefreshTokenRepository(db);
  const sessionRows = createSessionRepository(db);
  const clock = controllableClock('2026-03-02T01:00:00.000Z');
  const sessions = createSessions({ tokens: repository, sessions: sessionRows, refreshTokenTtlSeconds: 3600, sessionMaxAgeSeconds: 4 * 3600, clock });

  t.test('a refresh token is random, long, and stored only as its SHA-256', async (t) => {
    const issued = await sessions.start(principal, 'Chrome on Android');
    t.match(issued.refreshToken, /^[A-Za-z0-9_-]{43}$/);
    t.equal(issued.expiresIn, 3600);
    const rows = await db('refresh_tokens').where({ user_id: principal._id });
    t.notOk(JSON.stringify(rows).includes(issued.refreshToken), 'the token itself is nowhere in the table');
    t.ok(await repository.findByHash(hashRefreshToken(issued.refreshToken)));
    t.not((await sessions.start(principal, 'Chrome on Android')).refreshToken, issued.refreshToken);
  });

  t.test('exchange spends the token and issues a successor in the same family', async (t) => {
    const first = await sessions.start(principal, 'Chrome on Android');
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
    const first = await sessions.start(principal, 'Chrome on Android');
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
      const first = await sessions.start(principal, 'Chrome on Android');
      const outcomes = await Promise.all([sessions.exchange(first.refreshToken, stillActive), sessions.exchange(first.refreshToken, stillActive)]);
      t.equal(outcomes.filter((outcome) => outcome.ok).length, 1, `round ${round}: exactly one exchange succeeds`);
      t.equal(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'reused').length, 1, `round ${round}: the other is a reuse`);
      const winner = outcomes.find((outcome) => outcome.ok);
      if (!winner?.ok) throw new Error('no winner');
      t.match(await sessions.exchange(winner.next.refreshToken, stillActive), { ok: false, reason: 'revoked' });
    }
  });

  t.test('an expired token is refused, and swept later', async (t) => {
    const issued = await sessions.start(principal, 'Chrome on Android');
    clock.advance(3601 * 1000);
    t.match(await sessions.exchange(issued.refreshToken, stillActive), { ok: false, reason: 'expired' });
    t.ok((await sessions.forgetExpired()).tokens >= 1);
    t.equal(await repository.findByHash(hashRefreshToken(issued.refreshToken)), null);
  });

  t.test('an account that is gone ends the session', async (t) => {
    const issued = await sessions.start(principal, 'Chrome on Android');
    t.match(await sessions.exchange(issued.refreshToken, async () => null), { ok: false, reason: 'account-gone' });
    const row = await repository.findByHash(hashRefreshToken(issued.refreshToken));
    t.ok(row?.revokedAt, 'the family is revoked');
    t.equal(row?.usedAt, null, 'but the token was never spent');
  });

  t.test('a users-service failure leaves the token unspent, so the client can retry', async (t) => {
    const issued = await sessions.start(principal, 'Chrome on Android');
    await t.rejects(sessions.exchange(issued.refreshToken, async () => Promise.reject(new Error('down'))));
    t.ok((await sessions.exchange(issued.refreshToken, stillActive)).ok);
  });

  t.test('ending a session revokes every token of it; unknown and malformed tokens are ignored', async (t) => {
    const first = await sessions.start(principal, 'Chrome on Android');
    const second = await sessions.exchange(first.refreshToken, stillActive);
    if (!second.ok) throw new Error('exchange refused');
    t.same(await sessions.end(first.refreshToken), { sessionId: first.sessionId, userId: principal._id }, 'a spent token still names its session');
    t.match(await sessions.exchange(second.next.refreshToken, stillActive), { ok: false, reason: 'revoked' });
    t.equal(await sessions.end('A'.repeat(43)), null);
    t.equal(await sessions.end('not a token'), null);
    t.match(await sessions.exchange('not a token', stillActive), { ok: false, reason: 'malformed' });
    t.match(await sessions.exchange('A'.repeat(43), stillActive), { ok: false, reason: 'unknown' });
  });

  t.test('a session ends at its absolute lifetime, however often it refreshes', async (t) => {
    const started = await sessions.start(principal, 'Firefox on Windows');
    let token = started.refreshToken;
    // Refresh every 50 minutes (inside the 1 h sliding window) until the 4 h from sign-in are spent.
    for (let step = 1; step <= 4; step++) {
      clock.advance(50 * 60 * 1000);
      const outcome = await sessions.exchange(token, stillActive);
      if (!outcome.ok) throw new Error(`step ${step} refused: ${outcome.reason}`);
      token = outcome.next.refreshToken;
      t.ok(outcome.next.expiresIn <= 4 * 3600 - step * 50 * 60, `step ${step}: the token never outlives the session (${outcome.next.expiresIn} s)`);
    }
    // 200 min in: the last token was cut to the session's end (240 min), not the full hour.
    const stored = await repository.findByHash(hashRefreshToken(token));
    t.equal(stored?.expiresAt, new Date(Date.parse((await sessionRows.find(started.sessionId))!.createdAt) + 4 * 3600 * 1000).toISOString());
    clock.advance(41 * 60 * 1000);
    // The token was cut to the session's end, so it has simply expired.
    t.match(await sessions.exchange(token, stillActive), { ok: false, reason: 'expired' }, 'past 4 h the session is over');
    t.same((await sessions.listLive(principal)).filter((s) => s.id === started.sessionId), [], 'and it is no longer listed');
  });

  t.test('past the absolute lifetime with a token still in its sliding window: refused as too old, and ended', async (t) => {
    const long = createSessions({ tokens: repository, sessions: sessionRows, refreshTokenTtlSeconds: 10 * 3600, sessionMaxAgeSeconds: 3600, clock });
    const started = await long.start(principal, 'Safari on iOS');
    t.equal(started.expiresIn, 3600, 'the first token is already cut to the session\'s end');
    // A session row written before the cut (or under a longer SESSION_MAX_AGE) still has a longer token.
    await db('refresh_tokens').where({ token_hash: hashRefreshToken(started.refreshToken) }).update({ expires_at: new Date(clock.now().getTime() + 10 * 3600 * 1000).toISOString() });
    clock.advance(3600 * 1000 + 1);
    t.match(await long.exchange(started.refreshToken, stillActive), { ok: false, reason: 'too-old' });
    t.ok((await sessionRows.find(started.sessionId))?.endedAt, 'the session is ended');
  });

  t.test('sessionsValidFrom ends the sessions signed in before it, and only those', async (t) => {
    const before = await sessions.start(principal, 'Chrome on Windows');
    clock.advance(1000);
    const changedAt = clock.now().toISOString();
    clock.advance(1000);
    const after = await sessions.start({ ...principal, sessionsValidFrom: changedAt }, 'Chrome on Android');
    const changed = async () => ({ ...principal, sessionsValidFrom: changedAt });
    t.match(await sessions.exchange(before.refreshToken, changed), { ok: false, reason: 'signed-out-everywhere' });
    t.ok((await sessionRows.find(before.sessionId))?.endedAt, 'the old session is ended');
    t.ok((await repository.findByHash(hashRefreshToken(before.refreshToken)))?.revokedAt, 'and its token revoked');
    t.ok((await sessions.exchange(after.refreshToken, changed)).ok, 'a sign-in after the change works');
  });

  t.test('a sign-in whose clock runs behind the users service is not refused at its first refresh', async (t) => {
    const ahead = new Date(clock.now().getTime() + 5000).toISOString();
    const issued = await sessions.start({ ...principal, sessionsValidFrom: ahead }, 'Edge on Windows');
    t.equal((await sessionRows.find(issued.sessionId))?.createdAt, ahead);
    t.ok((await sessions.exchange(issued.refreshToken, async () => ({ ...principal, sessionsValidFrom: ahead }))).ok);
  });

  t.test('sessions are listed per account; a member ends only their own', async (t) => {
    const me = { ...principal, _id: '0190a5a0-0000-7000-8000-00000000aaaa' };
    const other = { ...principal, _id: '0190a5a0-0000-7000-8000-00000000bbbb' };
    const phone = await sessions.start(me, 'Chrome on Android');
    clock.advance(1000);
    const laptop = await sessions.start(me, 'Safari on macOS');
    const theirs = await sessions.start(other, 'Firefox on Linux');
    t.same((await sessions.listLive(me)).map((s) => s.device), ['Safari on macOS', 'Chrome on Android'], 'most recently used first');
    t.equal(await sessions.endOwn(me._id, theirs.sessionId), false, "another member's session cannot be ended");
    t.equal((await sessions.listLive(other)).length, 1);
    t.equal(await sessions.endOwn(me._id, phone.sessionId), true);
    t.equal(await sessions.endOwn(me._id, phone.sessionId), false, 'an ended session is not ended twice');
    t.same((await sessions.listLive(me)).map((s) => s.id), [laptop.sessionId]);
    const again = await sessions.start(me, 'Whale on Windows');
    t.same(await sessions.endOthers(me._id, again.sessionId), [laptop.sessionId]);
    t.same((await sessions.listLive(me)).map((s) => s.id), [again.sessionId]);
    t.equal((await sessions.listLive(other)).length, 1, "the other member's session is untouched");
    t.match(await sessions.exchange(laptop.refreshToken, async () => me), { ok: false, reason: 'revoked' });
  });

  t.test('an idle session drops out of the list once its refresh token has expired', async (t) => {
    const me = { ...principal, _id: '0190a5a0-0000-7000-8000-00000000cccc' };
    await sessions.start(me, 'Chrome on Android');
    t.equal((await sessions.listLive(me)).length, 1);
    clock.advance(3601 * 1000);
    t.equal((await sessions.listLive(me)).length, 0);
    t.ok((await sessions.forgetExpired()).sessions >= 1, 'and is swept');
  });
});
