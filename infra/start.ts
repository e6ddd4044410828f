// `npm start`: build what is not built, prepare data, start every process, print how to sign in.
import { spawnSync } from 'node:child_process';
import { ROOT, startStack } from './stack.ts';

const build = spawnSync(process.execPath, ['--import', 'tsx', 'infra/build.ts'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Building the front ends failed; see above.');
  process.exit(1);
}

const stack = await startStack().catch((error: Error) => {
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
console.log(`  Data:            ${stack.dataDir}`);
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
stack.exited.then(({ name, code }) => {
  console.error(`${name} stopped unexpectedly (exit code ${code}); stopping the rest.`);
  void shutdown(1);
});
