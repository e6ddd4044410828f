// Standards: destructive actions ask with the app's own dialog (useConfirm / ConfirmDialog) and
// messages show in the app's notice (showPageNotice), never the browser's window.confirm/alert/
// prompt. ESLint's `no-alert` finds those calls by scope, so a local function named `confirm`
// (VerificationStep, the console's ApplyQueuePage) is not mistaken for the browser's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import t from 'tap';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FRONT_END_SOURCES = ['shell/src', 'packages/platform/src', 'mf-public/src', 'mf-member/src', 'mf-console/src'];

const linter = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      // Inline comments neither name rules this run lacks nor switch the check off.
      linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      rules: { 'no-alert': 'error' },
    },
  ],
});

const found = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    // A native dialog, or a file that does not parse (so it was not checked); not the notes that
    // inline comments are ignored here.
    result.messages.filter((message) => message.ruleId === 'no-alert' || message.fatal).map((message) => `${path.relative(repoRoot, result.filePath)}:${message.line}: ${message.ruleId ?? 'parse'} ${message.message}`),
  );

t.test('no front-end code calls the browser’s confirm, alert or prompt', async (t) => {
  const results = await linter.lintFiles(FRONT_END_SOURCES.map((dir) => `${dir}/**/*.{ts,tsx}`));
  t.ok(results.length > 100, `the front-end sources were read (${results.length} files)`);
  t.same(found(results), [], 'every question and message uses the app’s dialog or notice');
});

t.test('the check fails on a native dialog, and only on the browser’s', async (t) => {
  const source = [
    "if (window.confirm('Delete?')) remove();",
    "alert('Done');",
    "globalThis.prompt('Name?');",
    'function local() { const confirm = (id: string) => id; return confirm("x"); }',
    'declare function remove(): void;',
    'export { local };',
  ].join('\n');
  const [result] = await linter.lintText(source, { filePath: path.join(repoRoot, 'mf-member/src/example.tsx') });
  t.same(result?.messages.map((message) => [message.line, message.ruleId]), [[1, 'no-alert'], [2, 'no-alert'], [3, 'no-alert']]);
});
