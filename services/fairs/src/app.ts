import { createServiceApp, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createFairsRepository, type FairsRepository } from './repositories/fairs.ts';
import { createIntroductionsRepository, type IntroductionsRepository } from './repositories/introductions.ts';
import { createParticipantsRepository, type ParticipantsRepository } from './repositories/participants.ts';
import { createMeetingsRepository, type MeetingsRepository } from './repositories/meetings.ts';
import { createProductsRepository, type ProductsRepository } from './repositories/products.ts';
import { consoleFairRoutes, publicFairRoutes } from './routes/fairs.ts';
import { introductionRoutes } from './routes/introductions.ts';
import { consoleParticipantRoutes, myFairRoutes } from './routes/participants.ts';
import { fairProductRoutes } from './routes/products.ts';
import { consoleMatchingRoutes, myMatchingRoutes } from './routes/matchings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    introductions: IntroductionsRepository;
    fairs: FairsRepository;
    participants: ParticipantsRepository;
    products: ProductsRepository;
    meetings: MeetingsRepository;
  }
}

export type FairsOptions = ServiceOptions;

/** Trade fairs and buyer matching, and the maker directory (company profiles). */
export async function buildApp(options: FairsOptions) {
  const app = await createServiceApp({ ...options, service: 'fairs', migrations });
  // Every repository once, here; routes and use cases use these.
  app.decorate('introductions', createIntroductionsRepository(app.db));
  app.decorate('fairs', createFairsRepository(app.db));
  app.decorate('participants', createParticipantsRepository(app.db));
  app.decorate('products', createProductsRepository(app.db));
  app.decorate('meetings', createMeetingsRepository(app.db));

  await app.register(introductionRoutes);
  await app.register(publicFairRoutes);
  await app.register(consoleFairRoutes);
  await app.register(myFairRoutes);
  await app.register(consoleParticipantRoutes);
  await app.register(fairProductRoutes);
  await app.register(myMatchingRoutes);
  await app.register(consoleMatchingRoutes);
  return app;
}
