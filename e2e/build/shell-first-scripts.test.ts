// The shell's production build: its page starts with several scripts of similar size, not one large
// one, so that no single compile-and-run task blocks the main thread (see SHELL_FIRST_SCRIPTS in
// packages/mf-config). Reads the build `npm test` makes before the tests run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { COMPILE_HINT } from '../../packages/mf-config/src/compile-hints.js';
import { ROOT } from '../../infra/stack.ts';

const shellDist = path.join(ROOT, 'shell/dist');

t.test('the shell page loads its first JavaScript as three deferred scripts, none holding most of it', async (t) => {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)><\/script>/g)].map(([, attributes]) => attributes ?? '');
  const sources = scripts.map((attributes) => /\bsrc="\/([^"]+)"/.exec(attributes)?.[1]).filter((source) => source !== undefined);
  t.equal(sources.length, 3, `three scripts: ${sources.join(', ')}`);
  t.ok(scripts.every((attributes) => /\bdefer\b/.test(attributes)), 'each is deferred: none blocks the parser');

  const sizes = sources.map((source) => {
    const code = readFileSync(path.join(shellDist, source), 'utf8');
    t.ok(code.startsWith(`${COMPILE_HINT}\n`), `${source} carries the compile hint`);
    return code.length;
  });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const largest = Math.max(...sizes);
  t.ok(largest < total / 2, `the largest script is ${(largest / 1024).toFixed(0)} of ${(total / 1024).toFixed(0)} KB: under half`);
});
