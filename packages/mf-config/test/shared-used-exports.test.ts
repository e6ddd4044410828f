import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';

const root = path.resolve(import.meta.dirname, '../../..');
const FRONT_END_SOURCES = ['shell/src', 'mf-public/src', 'mf-member/src', 'mf-console/src', 'packages/platform/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Shared packages provided as only their used part: the module each app provides, and the import
 * specifiers it stands for.
 */
const TRIMMED_SHARED = [
  { provided: 'packages/mf-config/src/react-router-used.js', packages: 'react-router(?:-dom)?' },
  { provided: 'packages/mf-config/src/react-i18next-used.js', packages: 'react-i18next' },
];

/** Names imported from one of `packages`, types excluded (they are erased). */
function namedImports(source: string, packages: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${packages}['"]`, 'g'))) {
    if (match[1]) continue;
    for (const specifier of (match[2] ?? '').split(',')) {
      const [name, ...rest] = specifier.trim().split(/\s+/);
      if (name && name !== 'type' && !rest.includes('type')) names.push(name);
    }
  }
  return names;
}

for (const { provided, packages } of TRIMMED_SHARED) {
  t.test(`${provided} provides every export any front end imports`, async (t) => {
    const providedSource = readFileSync(path.join(root, provided), 'utf8');
    const providedNames = new Set((/export\s*\{([^}]*)\}/.exec(providedSource)?.[1] ?? '').split(',').map((name) => name.trim()).filter(Boolean));
    t.ok(providedNames.size >= 3, 'the provided list is parsed');
    const missing = new Map<string, string>();
    let importers = 0;
    for (const dir of FRONT_END_SOURCES) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const source = readFileSync(file, 'utf8');
        t.notMatch(source, new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${packages}['"]`), `${path.relative(root, file)}: no namespace import`);
        const names = namedImports(source, packages);
        if (names.length > 0) importers += 1;
        for (const name of names) if (!providedNames.has(name)) missing.set(name, path.relative(root, file));
      }
    }
    t.ok(importers > 0, 'the imports are found');
    t.same(Object.fromEntries(missing), {}, `add these names to ${provided}`);
  });
}
