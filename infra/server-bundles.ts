// The server processes as JavaScript bundles (esbuild): our TypeScript, the @centre/* workspaces
// and the npm packages they use, in one file per process; only the packages in KEPT_IN_NODE_MODULES
// are loaded from node_modules. A bundle starts without tsx compiling each module, and without
// Node finding, reading and wrapping some two thousand files of node_modules one by one (half of a
// process's start: 1.4 s -> 0.7 s). The container images run them, and `npm test` starts its many
// test stacks from them (STACK_BUNDLES=1; see stack.ts), which saves seconds of CPU per stack on a
// 2-core machine. `npm start` and a single test file keep running the sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@centre/server-kit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each process's entry (TypeScript), relative to the repository. */
export const PROCESS_ENTRIES: Record<string, string> = {
  gateway: 'gateway/src/server.ts',
  ...Object.fromEntries(SERVICE_NAMES.map((name) => [name, `services/${name}/src/server.ts`])),
  migrate: 'infra/migrate.ts',
};

/**
 * Packages a bundle loads from node_modules instead of containing them: native addons; drivers knex
 * names but this platform does not install (required only when chosen); and packages that read
 * files of their own by path at run time (pino's transport workers, the API docs' pages and
 * package.json), which would not be found beside a bundle. Anything else esbuild cannot resolve
 * fails the build.
 */
const KEPT_IN_NODE_MODULES = [
  'better-sqlite3',
  '@node-rs/argon2',
  'bufferutil',
  'utf-8-validate',
  'pg',
  'pg-native',
  'pg-query-stream',
  'oracledb',
  'tedious',
  'mysql',
  'sqlite3',
  'mariadb',
  'mariadb/callback',
  'cardinal',
  'pino',
  '@fastify/swagger',
  '@fastify/swagger-ui',
] as const;

/** Where the test stacks find an entry's bundle: beside it, so files read relative to it are found. */
export function testBundleOf(entry: string): string {
  return entry.replace(/\.ts$/, '.bundle.mjs');
}

/**
 * Bundles every process; `outfileOf` says where each entry's bundle goes (absolute). Gives the
 * bundles' paths by process name.
 */
export async function bundleServerProcesses(outfileOf: (entry: string) => string): Promise<Record<string, string>> {
  const { build } = await import('esbuild');
  const bundles: Record<string, string> = {};
  await Promise.all(
    Object.entries(PROCESS_ENTRIES).map(async ([name, entry]) => {
      const outfile = outfileOf(entry);
      bundles[name] = outfile;
      await build({
        entryPoints: [path.join(ROOT, entry)],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'error',
        external: [...KEPT_IN_NODE_MODULES],
        // Packages written in CommonJS call require(): give the ESM bundle one.
        banner: { js: "import { createRequire as __centreCreateRequire } from 'node:module'; const require = __centreCreateRequire(import.meta.url);" },
      });
    }),
  );
  return bundles;
}
