// What the home page's first scripts hold (issue 21, "a lighter first load"): code that the home
// page does not run on its first paint stays out of the shell's initial scripts. Reads the shell's
// production build (and its hidden source maps) that `npm test` makes before the tests run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { ROOT } from '../../infra/stack.ts';

const shellDist = path.join(ROOT, 'shell/dist');

/** The sources bundled into the scripts index.html starts with, as their source maps name them. */
function firstScriptSources(): string[] {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map(([, source]) => source ?? '');
  return scripts.flatMap((script) => (JSON.parse(readFileSync(path.join(shellDist, `${script}.map`), 'utf8')) as { sources: string[] }).sources);
}

t.test("the shell's first scripts carry nothing the home page does not run as it starts", async (t) => {
  const sources = firstScriptSources();
  t.ok(sources.some((source) => source.includes('node_modules/react-dom/')), 'the source maps are read (react-dom is there)');
  const outsiders: Record<string, RegExp> = {
    // A member's overseas number is shown with libphonenumber (`@centre/platform/phone`): ~28 KB gzip.
    'libphonenumber-js (phone formatting for members)': /node_modules\/libphonenumber-js\//,
    // Browsers use axios's XMLHttpRequest adapter; its fetch adapter is replaced (packages/mf-config).
    "axios's fetch adapter": /node_modules\/axios\/lib\/adapters\/fetch\.js$/,
  };
  for (const [what, pattern] of Object.entries(outsiders)) {
    t.same(sources.filter((source) => pattern.test(source)).slice(0, 3), [], `not in the first load: ${what}`);
  }
});
