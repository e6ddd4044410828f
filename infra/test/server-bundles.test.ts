// `npm test` starts its stacks from the server bundles prepare-tests.ts makes (STACK_BUNDLES=1);
// without the setting the sources run under tsx, as `npm start` and a single test file do. Both
// answer the same API. The bundles are not remade here: other test files may be starting from them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ROOT, startStack } from '../stack.ts';
import { PROCESS_ENTRIES, testBundleOf } from '../server-bundles.ts';

const bundlesMade = Object.values(PROCESS_ENTRIES).every((entry) => existsSync(path.join(ROOT, testBundleOf(entry))));

for (const fromBundles of [true, false]) {
  const name = fromBundles ? 'with STACK_BUNDLES=1 the processes start from the bundles' : 'without it they start from the sources';
  if (fromBundles && !bundlesMade) {
    // Only `npm test` makes them (a lone `npx tap` of this file does not); CI runs `npm test`.
    if (process.env.STACK_BUNDLES === '1') t.fail(`${name}: STACK_BUNDLES=1 but the bundles are missing (infra/prepare-tests.ts makes them)`);
    else t.test(name, { skip: 'no bundles here; run through npm test (infra/prepare-tests.ts makes them)' }, () => {});
    continue;
  }
  t.test(name, async (t) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-bundles-'));
    t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
    const stack = await startStack({
      freePorts: true,
      output: 'ignore',
      services: ['content'],
      env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Staff-bundles-1!', DB_CLIENT: 'sqlite', REDIS_URL: '', STACK_BUNDLES: fromBundles ? '1' : '' },
    });
    t.teardown(() => stack.stop());
    for (const name of ['content', 'gateway'] as const) {
      const pid = stack.supervisor.current(name)!.pid!;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (fromBundles) t.match(command.at(-1), /\.bundle\.mjs$/, `${name} runs its bundle`);
      else t.same(command.slice(-3, -1), ['--import', 'tsx'], `${name} runs its sources under tsx`);
    }
    const answer = await fetch(`${stack.url}/api/v1/space?limit=2`);
    t.equal(answer.status, 200, 'the API answers through the gateway');
  });
}
