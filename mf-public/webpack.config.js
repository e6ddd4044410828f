import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@centre/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  appDir,
  name: 'mf_public',
  title: '공개 페이지 (mf-public)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  devPort: 3001,
});
