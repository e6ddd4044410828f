// The import fences in eslint.config.js only help if they fire: each crossing below must be
// reported, and the ordinary imports beside them must not be. The code is linted in memory at a
// path inside the repository, so the project's own config and resolver decide.
import path from 'node:path';
import t from 'tap';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

/** The boundary messages ESLint reports for `code` as if it were the file at `file`. */
async function boundaryReports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.message);
}

const crossings: Array<{ name: string; file: string; code: string; says: RegExp }> = [
  {
    name: 'a feature importing another feature',
    file: 'mf-member/src/features/mypage/probe.ts',
    code: "import { refusalOf } from '../applications/refusal.ts';\nexport const probe = refusalOf;\n",
    says: /feature does not import another feature/,
  },
  {
    name: 'a feature importing another feature’s API',
    file: 'mf-public/src/features/education/probe.ts',
    code: "import * as facilities from '../facilities/api/facilities-api.ts';\nexport const probe = facilities;\n",
    says: /feature does not import another feature/,
  },
  {
    name: 'a remote importing another remote by path',
    file: 'mf-public/src/probe.ts',
    code: "import * as routes from '../../mf-member/src/routes.tsx';\nexport const probe = routes;\n",
    says: /Remotes never import each other/,
  },
  {
    name: 'a remote importing another remote by package name',
    file: 'shell/src/probe.ts',
    code: "import * as consoleApp from '@centre/mf-console';\nexport const probe = consoleApp;\n",
    says: /Remotes never import each other/,
  },
  {
    name: 'a service importing another service by path',
    file: 'services/content/src/probe.ts',
    code: "import { buildApp } from '../../users/src/app.ts';\nexport const probe = buildApp;\n",
    says: /Services never import each other/,
  },
  {
    name: 'a service importing another service by package name',
    file: 'services/admin/src/probe.ts',
    code: "import * as users from '@centre/users-service';\nexport const probe = users;\n",
    says: /Services never import each other/,
  },
  {
    name: 'the gateway importing a service',
    file: 'gateway/src/probe.ts',
    code: "import { buildApp } from '../../services/users/src/app.ts';\nexport const probe = buildApp;\n",
    says: /Services never import each other/,
  },
  {
    name: 'shared components importing a feature',
    file: 'mf-console/src/components/probe.tsx',
    code: "import * as audit from '../features/audit/api.ts';\nexport const probe = audit;\n",
    says: /Shared components never import a feature/,
  },
  {
    name: 'browser code importing the server kit by package name',
    file: 'packages/platform/src/probe.ts',
    code: "import * as kit from '@centre/server-kit';\nexport const probe = kit;\n",
    says: /Browser code never imports the server kit/,
  },
  {
    name: 'a remote importing server code by path',
    file: 'mf-member/src/probe.ts',
    code: "import * as config from '../../packages/server-kit/src/config.ts';\nexport const probe = config;\n",
    says: /Browser code never imports server code/,
  },
];

for (const crossing of crossings) {
  t.test(`reported: ${crossing.name}`, async (t) => {
    const reports = await boundaryReports(crossing.file, crossing.code);
    t.ok(reports.some((message) => crossing.says.test(message)), `${crossing.file}: ${reports.join(' | ') || 'nothing reported'}`);
  });
}

const legal: Array<{ name: string; file: string; code: string }> = [
  {
    name: 'a feature importing its own files, shared packages and the remote’s components',
    file: 'mf-console/src/features/audit/probe.tsx',
    code: [
      "import { useQuery } from '@tanstack/react-query';",
      "import { api } from '@centre/platform';",
      "import type { Locale } from '@centre/contracts';",
      "import * as auditApi from './api.ts';",
      "import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';",
      'export const probe = [useQuery, api, auditApi, ConfirmDialog] as const;',
      'export type Probe = Locale;',
      '',
    ].join('\n'),
  },
  {
    name: 'a page composing two features',
    file: 'mf-console/src/pages/probe.tsx',
    code: "import * as audit from '../features/audit/api.ts';\nimport * as staff from '../features/staff/api.ts';\nexport const probe = [audit, staff];\n",
  },
  {
    name: 'a service importing the server kit and contracts',
    file: 'services/content/src/probe.ts',
    code: "import * as kit from '@centre/server-kit';\nimport * as contracts from '@centre/contracts';\nexport const probe = [kit, contracts];\n",
  },
  {
    name: 'a service test starting a neighbour service',
    file: 'services/content/test/probe.ts',
    code: "import { buildApp } from '../../users/src/app.ts';\nexport const probe = buildApp;\n",
  },
];

for (const example of legal) {
  t.test(`not reported: ${example.name}`, async (t) => {
    t.same(await boundaryReports(example.file, example.code), []);
  });
}
