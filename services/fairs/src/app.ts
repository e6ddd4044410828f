import { createServiceApp, defaultFilesDir, localFileStore, startClockTimer, outboxClient, serviceUrlFrom, type FileStore, type Outbox, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { usersClient, type UsersClient } from './clients/users.ts';
import { createFairsRepository, type FairsRepository } from './repositories/fairs.ts';
import { createIntroductionsRepository, type IntroductionsRepository } from './repositories/introductions.ts';
import { createParticipantsRepository, type ParticipantsRepository } from './repositories/participants.ts';
import { createMeetingsRepository, type MeetingsRepository } from './repositories/meetings.ts';
import { createOutcomesRepository, type OutcomesRepository } from './repositories/outcomes.ts';
import { createProductsRepository, type ProductsRepository } from './repositories/products.ts';
import { consoleFairRoutes, publicFairRoutes } from './routes/fairs.ts';
import { introductionRoutes } from './routes/introductions.ts';
import { consoleParticipantRoutes, myFairRoutes } from './routes/participants.ts';
import { fairProductRoutes } from './routes/products.ts';
import { fairProductPhotoRoutes } from './routes/product-photos.ts';
import { consoleMatchingRoutes, myMatchingRoutes } from './routes/matchings.ts';
import { myScheduleRoutes } from './routes/schedules.ts';
import { SCHEDULER_INTERVAL_MS, scheduler, type Scheduler } from './scheduler.ts';
import { meetingMessages, type MeetingMessages } from './messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    introductions: IntroductionsRepository;
    /** Members' logos and photos (users service). */
    memberPictures: UsersClient;
    fairs: FairsRepository;
    fairParticipants: ParticipantsRepository;
    fairProducts: ProductsRepository;
    /** Fair product photos' bytes (the file store; rows in fair_product_photos). */
    fairPhotos: FileStore;
    fairMeetings: MeetingsRepository;
    fairOutcomes: OutcomesRepository;
    /** Meeting reminders as time passes. */
    meetingReminders: Scheduler;
    /** Messages when a meeting is requested, answered, placed, moved or cancelled by staff. */
    meetingMessages: MeetingMessages;
  }
}

/** What the fairs service is handed beyond every service's options. */
export interface FairsOptions extends ServiceOptions {
  /** Where reminders and meeting messages go; the admin outbox (adminUrl, else ADMIN_URL or its default port) unless given. */
  outbox?: Outbox;
  /** The users service (members' logos and photos); USERS_URL or its default port when unset. */
  usersUrl?: string;
  /** Where fair product photos are kept; DATA_DIR/fair-photos unless given. */
  filesDir?: string;
  /** Whether this instance ticks the reminders clock on a timer; default true. */
  clockTimer?: boolean;
}

/** Trade fairs and buyer matching, and the maker directory (company profiles). */
export async function buildApp(options: FairsOptions) {
  const app = await createServiceApp({ ...options, service: 'fairs', migrations });
  // Every repository once, here; routes and use cases use these.
  app.decorate('introductions', createIntroductionsRepository(app.db));
  app.decorate('fairs', createFairsRepository(app.db));
  app.decorate('memberPictures', usersClient({ baseUrl: options.usersUrl ?? serviceUrlFrom(process.env, 'users'), internalToken: options.internalToken }));
  app.decorate('fairParticipants', createParticipantsRepository(app.db));
  app.decorate('fairProducts', createProductsRepository(app.db));
  app.decorate('fairPhotos', localFileStore(options.filesDir ?? defaultFilesDir('fair-photos')));
  app.decorate('fairMeetings', createMeetingsRepository(app.db));
  app.decorate('fairOutcomes', createOutcomesRepository(app.db));

  const outbox = options.outbox ?? outboxClient({ adminUrl: options.adminUrl ?? serviceUrlFrom(process.env, 'admin'), internalToken: options.internalToken });
  app.decorate('meetingMessages', meetingMessages({ outbox, fairs: app.fairs, log: app.log }));
  app.addHook('onClose', async () => app.meetingMessages.settled());

  await app.register(introductionRoutes);
  await app.register(publicFairRoutes);
  await app.register(consoleFairRoutes);
  await app.register(myFairRoutes);
  await app.register(consoleParticipantRoutes);
  await app.register(fairProductRoutes);
  await app.register(fairProductPhotoRoutes);
  await app.register(myMatchingRoutes);
  await app.register(consoleMatchingRoutes);
  await app.register(myScheduleRoutes);

  app.decorate('meetingReminders', scheduler({ meetings: app.fairMeetings, fairs: app.fairs, outbox, now: () => app.clock.now(), log: app.log }));
  if (options.clockTimer ?? true) startClockTimer(app, () => app.meetingReminders.tick(), SCHEDULER_INTERVAL_MS);
  return app;
}
