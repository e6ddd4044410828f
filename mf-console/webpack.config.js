import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@centre/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  appDir,
  name: 'mf_console',
  title: '관리자 콘솔 (mf-console)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  devPort: 3003,
});
