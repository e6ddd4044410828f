import { runService } from '@centre/server-kit';
import { buildApp } from './app.ts';
import { twoStepKeyFrom } from './two-step-key.ts';

await runService('users', (options) => buildApp({ ...options, twoStepKey: twoStepKeyFrom(process.env) }));
