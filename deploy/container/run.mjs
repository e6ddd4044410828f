// The runtime image's entry point: one image for every server process, the process chosen by its
// command — `gateway`, a service name, or `migrate` (the migration job). Each process is one
// JavaScript bundle made from the TypeScript sources when the image is built (deploy/images.ts),
// so a container starts without compiling anything. processes.json lists them (from SERVICE_NAMES).
import { readFileSync } from 'node:fs';

const processes = JSON.parse(readFileSync(new URL('./processes.json', import.meta.url), 'utf8'));
const name = process.argv[2] ?? '';
const bundle = processes[name];
if (!bundle) {
  console.error(`Unknown process "${name}": give one of ${Object.keys(processes).join(', ')}`);
  process.exit(64);
}
const loaded = await import(new URL(`../../${bundle}`, import.meta.url).href);
// The migration bundle exports its command; the servers start when loaded.
if (name === 'migrate') await loaded.runMigrateCommand();
