// The runtime image's entry point: one image for every server process, the process chosen by its
// command — `gateway`, a service name (SERVICE_NAMES), or `migrate` (the migration job).
import { SERVICE_NAMES, type ServiceName } from '@centre/server-kit';

export const PROCESS_NAMES = ['gateway', ...SERVICE_NAMES, 'migrate'] as const;

const name = process.argv[2] ?? '';
if (name === 'migrate') {
  const { runMigrateCommand } = await import('../../infra/migrate.ts');
  await runMigrateCommand();
} else if (name === 'gateway') {
  await import('../../gateway/src/server.ts');
} else if ((SERVICE_NAMES as readonly string[]).includes(name)) {
  await import(`../../services/${name as ServiceName}/src/server.ts`);
} else {
  console.error(`Unknown process "${name}": give one of ${PROCESS_NAMES.join(', ')}`);
  process.exit(64);
}
