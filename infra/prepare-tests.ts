// tap compiles its test runner with its default plugins when it is installed; this project runs
// without the ones no test uses (package.json "tap.plugin"): tap's ts-node plugin (tsx compiles
// instead), and the mock plugin among others, whose module hook would sit in every test process's
// imports (~0.2 s of each file's start). Until `tap build` has run, the first run on a fresh machine
// would use the stale runner and fail every file, so rebuild only then.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.ts';
import { bundleServerProcesses, testBundleOf } from './server-bundles.ts';

const runner = path.join(ROOT, 'node_modules/@tapjs/test/test-built/src/index.ts');
const { tap } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { tap: { plugin: string[] } };
const leftOut = tap.plugin.filter((name) => name.startsWith('!')).map((name) => `"${name.slice(1)}"`);
let stale = true;
try {
  const built = readFileSync(runner, 'utf8');
  stale = leftOut.some((name) => built.includes(name));
} catch {
  // Not built at all yet.
}
if (stale) {
  console.log('Rebuilding tap with the project\'s plugins (once per install)…');
  const build = spawnSync('npx', ['tap', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The test stacks start the server processes from bundles (STACK_BUNDLES=1 in `npm test`): made
// here, fresh for every run, so a bundle never lags behind the sources it is made of.
const bundling = Date.now();
await bundleServerProcesses((entry) => path.join(ROOT, testBundleOf(entry)));
console.log(`Bundled the server processes for the test stacks in ${((Date.now() - bundling) / 1000).toFixed(1)} s.`);
