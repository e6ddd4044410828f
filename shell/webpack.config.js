import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@centre/mf-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  appDir,
  name: 'shell',
  title: '패션봉제지원센터',
  template: path.join(appDir, 'src/index.html'),
  favicon: path.join(appDir, 'src/favicon.svg'),
  runtimePlugins: [path.join(appDir, 'src/federation/remote-error-plugin.ts')],
  devPort: 3000,
  // Alone in development the shell takes the remote builds and the API from the gateway.
  devProxy: ['/api', '/remotes.json', '/mf'],
});
