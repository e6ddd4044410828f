import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@centre/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  appDir,
  name: 'mf_member',
  title: '회원 영역 (mf-member)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  devPort: 3002,
});
