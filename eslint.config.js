// Lint rules that keep the code's structure honest: which folders may import which (remotes,
// services, features, shared components, browser versus server code), TypeScript's recommended
// checks (without type information, so a run stays fast) and React's rules of hooks.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const root = dirname(fileURLToPath(import.meta.url));
const subfolders = (folder) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const remotes = ['shell', 'mf-public', 'mf-member', 'mf-console'];
const services = [...subfolders('services').map((name) => `services/${name}`), 'gateway'];
const browserCode = [...remotes, 'packages/platform'];
const serverCode = ['packages/server-kit', 'services', 'gateway'];
const remotePackages = remotes.map((name) => `@centre/${name}`);
const packageOf = (folder) => (folder === 'gateway' ? '@centre/gateway' : `@centre/${folder.replace('services/', '')}-service`);
const servicePackages = ['@centre/*-service', '@centre/*-service/*', '@centre/gateway', '@centre/gateway/*'];
const serverKitPackages = ['@centre/server-kit', '@centre/server-kit/*'];

const others = (list, self) => list.filter((item) => item !== self);


// Read from the folders on disk so that a new feature is fenced in without editing this file.
const featureZones = remotes.flatMap((remote) => {
  let features = [];
  try {
    features = subfolders(`${remote}/src/features`);
  } catch {
    return [];
  }
  return features.map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in a page, or move what both need to src/lib or src/components.',
  }));
});

const restrictedPathZones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: others(remotes, remote).map((other) => `./${other}`),
    message: 'Remotes never import each other: share through @centre/platform or @centre/contracts.',
  })),
  // Only shipped code: a service's tests may start its neighbours to test the calls between them.
  ...services.map((service) => ({
    target: `./${service}/src`,
    from: others(services, service).map((other) => `./${other}`),
    message: 'Services never import each other: call the neighbour over HTTP, share through @centre/server-kit or @centre/contracts.',
  })),
  ...featureZones,
  ...remotes.map((remote) => ({
    target: `./${remote}/src/components`,
    from: `./${remote}/src/features`,
    message: 'Shared components never import a feature: move what they need to src/lib or src/components.',
  })),
  {
    target: browserCode.map((folder) => `./${folder}`),
    from: serverCode.map((folder) => `./${folder}`),
    message: 'Browser code never imports server code.',
  },
];

// The same fences once more by package name, so that they hold whatever the resolver makes of the
// workspace symlinks in node_modules.
const packageFences = (patterns) => ({
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', 'data/**', '**/*.d.ts', 'e2e/**/fixtures/**', '**/*.bundle.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: restrictedPathZones }],
      // Type-checking is tsc's job (`npm run typecheck`); in TypeScript files this core rule only
      // repeats it, wrongly for globals that come from type declarations.
      'no-undef': 'off',
      // `_name` is how this code marks a parameter or binding that is there for its position only.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: browserCode.map((folder) => `${folder}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...browserCode.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    ...packageFences([
      { group: serverKitPackages, message: 'Browser code never imports the server kit.' },
      { group: servicePackages, message: 'Browser code never imports server code.' },
      ...(remotes.includes(folder)
        ? [{ group: others(remotePackages, `@centre/${folder}`).flatMap((name) => [name, `${name}/*`]), message: 'Remotes never import each other.' }]
        : []),
    ]),
  })),
  ...services.map((service) => ({
    files: [`${service}/src/**/*.ts`],
    ...packageFences([
      { group: others(services, service).flatMap((other) => [packageOf(other), `${packageOf(other)}/*`]), message: 'Services never import each other.' },
    ]),
  })),
);
