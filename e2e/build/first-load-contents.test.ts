// What the home page's first scripts hold (issue 21, "a lighter first load"): code that the home
// page does not run on its first paint stays out of the shell's initial scripts. Reads the shell's
// production build (and its hidden source maps) that `npm test` makes before the tests run.
import { readdirSync, readFileSync } from 'node:fs';
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
  // The platform's sign-in and two-step forms load when a page shows one (`ui/sign-in.tsx`).
  'the sign-in forms': { name: /packages\/platform\/src\/ui\/SignInForm\.(tsx|module\.css)$/ },
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

const publicDist = path.join(ROOT, 'mf-public/dist');

/** The public remote's scripts the home page runs first: its entry and the `lifecycles` module's first chunks. */
function publicFirstScripts(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(publicDist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const lifecycles = manifest.exposes.find((expose) => expose.name === 'lifecycles');
  return [manifest.metaData.remoteEntry.name, ...(lifecycles?.assets.js.sync ?? [])].map((file) => readFileSync(path.join(publicDist, file), 'utf8'));
}

/** Every sentence of a message file (JSON modules have no source map: their texts are looked for instead). */
function sentencesOf(file: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 6) found.push(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  walk(JSON.parse(readFileSync(file, 'utf8')));
  return found;
}

t.test("the public remote's first scripts carry the home page's texts and no other page's", async (t) => {
  const scripts = publicFirstScripts().join('\n');
  const homeTexts = sentencesOf(path.join(ROOT, 'mf-public/src/i18n/ko.json'));
  t.ok(homeTexts.length > 10 && homeTexts.every((text) => scripts.includes(text)), "the remote's shared Korean texts are there (the check can see texts)");
  const features = path.join(ROOT, 'mf-public/src/features');
  const pageTextFiles = readdirSync(features)
    .map((feature) => path.join(features, feature, 'i18n/ko.json'))
    .filter((file) => {
      try {
        return readFileSync(file).length > 0;
      } catch {
        return false;
      }
    });
  t.ok(pageTextFiles.length >= 6, 'the pages\' own message files are found');
  for (const file of pageTextFiles) {
    // A sentence the shared texts also hold ("답십리 센터", "{{title}} 사진") says nothing about where it came from.
    const present = sentencesOf(file).filter((text) => !homeTexts.some((shared) => shared.includes(text)) && scripts.includes(text));
    t.same(present.slice(0, 3), [], `not in the home page's first load: ${path.relative(ROOT, file)}`);
  }
});
