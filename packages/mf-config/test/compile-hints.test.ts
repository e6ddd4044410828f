import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../src/compile-hints.js';

/** A production build of an entry that loads one chunk on demand, with the plugin and source maps. */
async function buildFixture(dir: string) {
  writeFileSync(path.join(dir, 'entry.js'), "export const entryMarker = 'ENTRY_MARKER';\nimport('./later.js').then((later) => later.run(entryMarker));\n");
  writeFileSync(path.join(dir, 'later.js'), "export function run(value) { console.log('LATER_MARKER', value); }\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
    plugins: [new CompileHintsPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  const dist = path.join(dir, 'dist');
  return Object.fromEntries(readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]));
}

t.test('the compile hint marks initial scripts only, and the source maps still line up', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'centre-compile-hints-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const files = await buildFixture(dir);

  const main = files['main.js'] ?? '';
  t.ok(main.startsWith(`${COMPILE_HINT}\n`), 'the entry script starts with the hint (after minification)');
  t.match(main, /ENTRY_MARKER/);

  const later = Object.entries(files).find(([name]) => name.endsWith('.chunk.js'));
  t.ok(later, 'the on-demand chunk was built');
  t.match(later?.[1], /LATER_MARKER/);
  t.notMatch(later?.[1], /allFunctionsCalledOnLoad/, 'a chunk loaded on demand is not marked');

  // The hint is a line of its own with nothing mapped on it: the map's first line is empty.
  const map = JSON.parse(files['main.js.map'] ?? '{}') as { mappings: string; sources: string[] };
  t.ok(map.mappings.startsWith(';'), 'the map skips the added line');
  t.ok(map.sources.some((source) => source.endsWith('entry.js')), 'and still maps to the source');
});
