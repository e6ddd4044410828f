// The schema-free path module: front ends name API paths through it (no literal left to drift from
// the servers), it stays free of imports so the home page's first load does not pull schemas, and
// the schema modules' older names are the same values.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import {
  APPLY_PATHS,
  AUTH_PATHS,
  PUBLIC_CONTENT_PATHS,
  SITE_PATHS,
  CONTENT_RESOURCES,
  TERMS_PATHS,
  TWO_STEP_SIGN_IN_PATH,
  apiItemPath,
} from '@centre/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FRONT_END_SOURCES = ['shell/src', 'packages/platform/src', 'mf-public/src', 'mf-member/src'];
/** A quoted string or template literal that starts with an API path. */
const API_LITERAL = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

t.test('front-end code names API paths through contracts, never as literals', async (t) => {
  const literals = FRONT_END_SOURCES.flatMap((dir) =>
    sourceFiles(path.join(repoRoot, dir)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (API_LITERAL.test(line) ? [`${path.relative(repoRoot, file)}:${index + 1}: ${line.trim()}`] : [])),
    ),
  );
  t.same(literals, [], 'no API path literal in the shell, the platform, the public or the member remote');
});

t.test('the path module imports nothing, so it loads without TypeBox or any schema', async (t) => {
  const source = readFileSync(path.join(repoRoot, 'packages/contracts/src/api-paths.ts'), 'utf8');
  t.notMatch(source, /^\s*(import|export\s+(\*|\{[^}]*\})\s+from)\b/m);
});

t.test('one source: the schema modules read the same paths', async (t) => {
  t.equal(TWO_STEP_SIGN_IN_PATH, AUTH_PATHS.twoStep);
  t.equal(APPLY_PATHS.schedule, PUBLIC_CONTENT_PATHS.schedule);
  const { notifications, businesses, faqs, spaces, equipment, educations, gallery, forms, boards } = CONTENT_RESOURCES;
  t.same(
    [notifications, businesses, faqs, spaces, equipment, educations, gallery, forms, boards].map((resource) => resource.paths.public),
    ['notifications', 'businesses', 'faqs', 'spaces', 'equipment', 'education', 'gallery', 'forms', 'boards'].map(
      (key) => PUBLIC_CONTENT_PATHS[key as keyof typeof PUBLIC_CONTENT_PATHS],
    ),
  );
});

t.test('builders encode the id as one path segment', async (t) => {
  t.equal(apiItemPath(PUBLIC_CONTENT_PATHS.spaces, 'a/b?c'), '/api/v1/space/a%2Fb%3Fc');
  t.equal(TERMS_PATHS.one('PRIVACY'), '/api/v1/terms/PRIVACY');
  t.equal(SITE_PATHS.banners('MAIN'), '/api/v1/banners/MAIN');
});
