import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { setTestClockOffset, testClockFrom } from '../src/test-clock.ts';

const near = (a: Date, b: number, slackMs = 5_000) => Math.abs(a.getTime() - b) < slackMs;

t.test('the test clock is off unless TEST_CLOCK=on, and refused in production', async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'test-clock-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  setTestClockOffset(dataDir, 'fairs', 3_600_000);
  t.equal(testClockFrom({ DATA_DIR: dataDir }, 'fairs'), null, 'no flag: the service keeps the system clock');
  t.equal(testClockFrom({ DATA_DIR: dataDir, TEST_CLOCK: 'true' }, 'fairs'), null, 'only the exact word turns it on');
  t.throws(() => testClockFrom({ DATA_DIR: dataDir, TEST_CLOCK: 'on', NODE_ENV: 'production' }, 'fairs'), /refused with NODE_ENV=production/, 'a production process does not start with it');
});

t.test("a service's test clock follows the offset its file holds, per service", async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'test-clock-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, TEST_CLOCK: 'on' };
  const fairs = testClockFrom(env, 'fairs')!;
  const users = testClockFrom(env, 'users')!;
  t.ok(near(fairs.now(), Date.now()), 'no file yet: the real time');
  setTestClockOffset(dataDir, 'fairs', 2 * 3_600_000);
  t.ok(near(fairs.now(), Date.now() + 2 * 3_600_000), 'moved two hours on');
  t.ok(near(users.now(), Date.now()), "another service's clock is not moved");
  setTestClockOffset(dataDir, 'fairs', 26 * 3_600_000);
  t.ok(near(fairs.now(), Date.now() + 26 * 3_600_000), 'moved again at once');
  const first = fairs.now().getTime();
  await new Promise((resolve) => setTimeout(resolve, 20));
  t.ok(fairs.now().getTime() > first, 'and time keeps flowing');
});
