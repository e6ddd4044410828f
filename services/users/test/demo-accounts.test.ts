// Demo accounts outlive demo mode unless the start without it switches them off: seeded in demo
// mode on a real database, then prepared again with demo mode off, as a real site restarting
// on its old data would be.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { INTERNAL_PATHS, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { forEachDatabase, serviceOptionsForTest, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/passwords.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_STAFF, DEMO_STAFF_PASSWORD, prepareUsersDatabase, STAFF_USERNAME } from '../src/seeds/index.ts';

await forEachDatabase(t, 'demo_accounts', async (t, database) => {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'centre-demo-files-'));
  t.teardown(() => rmSync(filesDir, { recursive: true, force: true }));
  const staffPassword = 'Admin-real-2026!';
  const warnings: string[] = [];
  const prepare = (demo: boolean) => prepareUsersDatabase(database, { staffPassword, demo, filesDir, warn: (message) => warnings.push(message) });

  await prepare(true);
  const app = await buildApp({ ...serviceOptionsForTest(database), filesDir });
  t.teardown(() => app.close());
  const signIn = (username: string, password: string) =>
    app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { username, password } });
  const editor = DEMO_STAFF[0]!.username;
  const facility = DEMO_STAFF[1]!.username;

  t.test('in demo mode the demo accounts sign in, and nothing is switched off', async (t) => {
    t.equal((await signIn(editor, DEMO_STAFF_PASSWORD)).statusCode, 200);
    t.equal((await signIn('sewing01', DEMO_MEMBER_PASSWORD)).statusCode, 200);
    t.same(warnings, []);
  });

  t.test('restarted without demo mode: demo staff and members with the published password no longer sign in', async (t) => {
    // Two holders made these accounts their own before the restart.
    const pattern = (await app.users.findActiveByUsername('pattern22'))!;
    await app.users.setPassword(pattern.id, await hashPassword('Pattern-own-2026!'), new Date().toISOString());
    const ownFacility = (await app.users.findActiveByUsername(facility))!;
    await app.users.setPassword(ownFacility.id, await hashPassword('Facility-own-2026!'), new Date().toISOString());

    const result = await prepare(false);
    t.equal((await signIn(editor, DEMO_STAFF_PASSWORD)).statusCode, 401, 'demo staff are switched off');
    for (const username of ['sewing01', 'dongdaemun7', 'tokyo2024']) t.equal((await signIn(username, DEMO_MEMBER_PASSWORD)).statusCode, 401, username);
    t.equal((await app.db('users').where({ username: editor }).first('status')).status, 'DISABLED', 'in the staff screens as switched off');
    t.equal((await app.db('users').where({ username: 'sewing01' }).first('status')).status, 'SUSPENDED', 'in the member screens as suspended, with the reason');
    t.equal((await signIn('pattern22', 'Pattern-own-2026!')).statusCode, 200, 'a member who changed the password is left alone');
    t.equal((await signIn(facility, 'Facility-own-2026!')).statusCode, 200, 'so is staff who did');
    t.equal((await signIn(STAFF_USERNAME, staffPassword)).statusCode, 200, 'the real administrator is untouched');
    t.same([...result.demoAccounts.disabled].sort(), [editor, 'shop01', 'program01', 'dongdaemun7', 'sewing01', 'tokyo2024'].sort());
    t.same([...result.demoAccounts.kept].sort(), [facility, 'pattern22'].sort());
    t.equal(warnings.length, 2);
    t.match(warnings[0], editor, 'the log names what exists');
    t.match(warnings[0], 'sewing01');
    t.notMatch(warnings[0], 'SEED_DEMO');
    t.match(warnings[1], 'pattern22');

    warnings.length = 0;
    t.same((await prepare(false)).demoAccounts.disabled, [], 'a second start finds nothing open');
    t.same(warnings.filter((w) => w.startsWith('WARNING')), []);
  });
});
