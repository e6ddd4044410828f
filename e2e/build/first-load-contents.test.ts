// What the home page's first scripts hold (issue 21, "a lighter first load"): code that the home
// page does not run on its first paint stays out of the shell's initial scripts. Reads the shell's
// production build (and its hidden source maps) that `npm test` makes before the tests run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { ROOT } from '../../infra/stack.ts';

const shellDist = path.join(ROOT, 'shell/dist');

interface BundledSource {
  /** The name the source map gives it (a replaced module keeps the name of the one it replaced). */
  name: string;
  content: string;
}

/** The sources bundled into the scripts index.html starts with, as their source maps name them. */
function firstScriptSources(): BundledSource[] {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map(([, source]) => source ?? '');
  return scripts.flatMap((script) => {
    const map = JSON.parse(readFileSync(path.join(shellDist, `${script}.map`), 'utf8')) as { sources: string[]; sourcesContent?: Array<string | null> };
    return map.sources.map((name, i) => ({ name, content: map.sourcesContent?.[i] ?? '' }));
  });
}

/** What must stay out: a source name, and (when a stand-in keeps the name) what only the real one holds. */
const OUTSIDERS: Record<string, { name: RegExp; content?: RegExp }> = {
  // A member's overseas number is shown with libphonenumber (`@centre/platform/phone`): ~28 KB gzip.
  'libphonenumber-js (phone formatting for members)': { name: /node_modules\/libphonenumber-js\// },
  // Browsers use axios's XMLHttpRequest adapter; its fetch adapter is replaced by a stand-in
  // (packages/mf-config/src/axios-no-fetch.js) that the source map lists under the adapter's name.
  "axios's fetch adapter": { name: /node_modules\/axios\/lib\/adapters\/fetch\.js$/, content: /isFetchSupported/ },
  // The contracts' schema modules evaluate TypeBox as they load (`Type.Intersect`, `Type.Omit`): one
  // value imported from such a module (PASSWORD_CHANGE_REQUIRED from auth.ts) brought them, their
  // imports and TypeBox into `main` (~18 KB gzip).
  'TypeBox and the TypeBox schemas of the contracts': { name: /node_modules\/typebox\/|packages\/contracts\/src\/(auth|staff|members|site|common)\.ts$/ },
};

t.test("the shell's first scripts carry nothing the home page does not run as it starts", async (t) => {
  const sources = firstScriptSources();
  t.ok(sources.some((source) => source.name.includes('node_modules/react-dom/')), 'the source maps are read (react-dom is there)');
  t.ok(sources.every((source) => source.content !== ''), 'the source maps carry the sources (a stand-in is told from the real module by its text)');
  for (const [what, outsider] of Object.entries(OUTSIDERS)) {
    const found = sources.filter((source) => outsider.name.test(source.name) && (!outsider.content || outsider.content.test(source.content)));
    t.same(found.slice(0, 3).map((source) => source.name), [], `not in the first load: ${what}`);
  }
});
