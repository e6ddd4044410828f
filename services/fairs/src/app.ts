import { createServiceApp, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';

export type FairsOptions = ServiceOptions;

/** Trade fairs and buyer matching, and the maker directory (company profiles). */
export async function buildApp(options: FairsOptions) {
  const app = await createServiceApp({ ...options, service: 'fairs', migrations });
  return app;
}
