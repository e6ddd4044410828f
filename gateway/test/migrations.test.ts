import t from 'tap';
import { connectDatabase, runMigrations } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';
import { migrations } from '../src/migrations/index.ts';

// A gateway upgraded in place keeps its members signed in: each refresh-token family of the old
// schema becomes a session, signed in when its first token was issued.
await forEachDatabase(t, 'gateway_migrations', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await runMigrations(db, migrations.slice(0, 1));
  const family = '0190a5a0-0000-7000-8000-0000000f0001';
  const ended = '0190a5a0-0000-7000-8000-0000000f0002';
  const token = (id: string, familyId: string, issuedAt: string, extra: Record<string, string> = {}) => ({
    id,
    token_hash: id.replaceAll('-', '').padEnd(64, '0'),
    family_id: familyId,
    user_id: 'user-1',
    issued_at: issuedAt,
    expires_at: '2026-04-01T00:00:00.000Z',
    used_at: null,
    revoked_at: null,
    ...extra,
  });
  await db('refresh_tokens').insert([
    token('0190a5a0-0000-7000-8000-00000000a001', family, '2026-03-01T00:00:00.000Z', { used_at: '2026-03-01T01:00:00.000Z' }),
    token('0190a5a0-0000-7000-8000-00000000a002', family, '2026-03-01T01:00:00.000Z'),
    token('0190a5a0-0000-7000-8000-00000000a003', ended, '2026-03-02T00:00:00.000Z', { revoked_at: '2026-03-02T02:00:00.000Z' }),
  ]);

  t.same(await runMigrations(db, migrations), ['002_sessions']);
  const sessions = await db('sessions').orderBy('id');
  t.match(sessions, [
    { id: family, user_id: 'user-1', device: 'Unknown device', created_at: '2026-03-01T00:00:00.000Z', last_used_at: '2026-03-01T01:00:00.000Z', ended_at: null },
    { id: ended, created_at: '2026-03-02T00:00:00.000Z', ended_at: '2026-03-02T02:00:00.000Z' },
  ]);
});
