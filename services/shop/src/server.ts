import { runService } from '@centre/server-kit';
import { buildApp } from './app.ts';

await runService('shop', buildApp);
