// The server processes as JavaScript bundles (esbuild): our TypeScript, the @centre/* workspaces
// included, in one file per process; every npm package stays in node_modules. A bundle starts
// without tsx compiling each module at every start. The container images run them, and `npm test`
// starts its many test stacks from them (STACK_BUNDLES=1; see stack.ts), which saves seconds of
// CPU per stack on a 2-core machine. `npm start` and a single test file keep running the sources.
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
        // Packages from npm stay in node_modules; our workspaces (@centre/*) go into the bundle.
        plugins: [{ name: 'npm-packages-external', setup: (b) => b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@centre/') ? undefined : { path: args.path, external: true })) }],
        // Packages written in CommonJS call require(): give the ESM bundle one.
        banner: { js: "import { createRequire as __centreCreateRequire } from 'node:module'; const require = __centreCreateRequire(import.meta.url);" },
      });
    }),
  );
  return bundles;
}
