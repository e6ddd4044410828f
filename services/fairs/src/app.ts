import { createServiceApp, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createIntroductionsRepository, type IntroductionsRepository } from './repositories/introductions.ts';
import { introductionRoutes } from './routes/introductions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    introductions: IntroductionsRepository;
  }
}

export type FairsOptions = ServiceOptions;

/** Trade fairs and buyer matching, and the maker directory (company profiles). */
export async function buildApp(options: FairsOptions) {
  const app = await createServiceApp({ ...options, service: 'fairs', migrations });
  // Every repository once, here; routes and use cases use these.
  app.decorate('introductions', createIntroductionsRepository(app.db));

  await app.register(introductionRoutes);
  return app;
}
