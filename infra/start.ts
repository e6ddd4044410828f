// `npm start`: build what is not built, prepare data, start every process, print how to sign in.
import { spawnSync } from 'node:child_process';
import { ROOT, startStack } from './stack.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../services/users/src/seeds/index.ts';

const build = spawnSync(process.execPath, ['--import', 'tsx', 'infra/build.ts'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Building the front ends failed; see above.');
  process.exit(1);
}

// `npm start` is how a newcomer tries the product, so it runs in demo mode unless told otherwise
// (SEED_DEMO=false for a real installation); the warning below says what that means.
const stack = await startStack({ env: { SEED_DEMO: process.env.SEED_DEMO ?? 'true' } }).catch((error: Error) => {
  console.error(`\nCould not start: ${error.message}`);
  process.exit(1);
});
const line = '─'.repeat(64);
console.log(`\n${line}`);
console.log(`  The centre's site is running at ${stack.url}`);
console.log(`  Staff console:   ${stack.url}/console`);
if (stack.staffPassword) {
  console.log(`  Staff sign-in:   ${stack.staffUsername} / ${stack.staffPassword}`);
  console.log('  (shown once: note it now, or set ADMIN_PASSWORD before the first start)');
} else {
  console.log(`  Staff sign-in:   ${stack.staffUsername} (password as printed on the first start, or ADMIN_PASSWORD)`);
}
if (process.env.ADMIN_TWO_STEP_REQUIRED !== 'false') console.log('  Administrators set up two-step sign-in (an authenticator app) at their first sign-in.');
console.log(`  Data:            ${stack.dataDir}`);
console.log(`  Ports:           ${Object.entries(stack.ports).map(([name, port]) => `${name} ${port}`).join(', ')} (PORT_BASE moves them all)`);
if (stack.demoAccounts) {
  console.log('');
  console.log('  WARNING: demo mode (SEED_DEMO=true, the default of npm start). Demo member accounts exist, and their password is');
  console.log('  published in the README: anyone can sign in with them. A real site starts with SEED_DEMO=false.');
  console.log(`  Demo staff (one per role): ${DEMO_STAFF.map((staff) => `${staff.username} (${staff.role})`).join(', ')} / ${DEMO_STAFF_PASSWORD}`);
}
console.log('  Stop:            Ctrl-C');
console.log(`${line}\n`);

let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  console.log('Stopped.');
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// A process that dies from now on is restarted with back-off and logged by the launcher
// (infra/supervisor.ts): the rest of the site stays up meanwhile.
