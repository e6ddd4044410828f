import { connectRedis, createServiceApp, databaseKeyPrefix, defaultFilesDir, localFileStore, startClockTimer, integerFrom, publicOriginFrom, serviceUrlFrom, type FileStore, type Outbox, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createApplicationWindowsRepository, type ApplicationWindowsRepository } from './repositories/application-windows.ts';
import { createApplicationsRepository, type ApplicationsRepository } from './repositories/applications.ts';
import { createClosuresRepository, type ClosuresRepository } from './repositories/closures.ts';
import { createScheduleRepository, type ScheduleRepository } from './repositories/schedule.ts';
import { createApplySettingsRepository, type ApplySettingsRepository } from './repositories/settings.ts';
import { createStrikesRepository, type StrikesRepository } from './repositories/strikes.ts';
import { createTrainingsRepository, type TrainingsRepository } from './repositories/trainings.ts';
import { applicationsOutbox, applyMessages, type ApplyMessages } from './messages.ts';
import { applyAdmission, applyAdmissionConfigFrom, applyAdmissionMetrics, type ApplyAdmission, type ApplyAdmissionConfig } from './apply-admission.ts';
import { contentClient, DEFAULT_EQUIPMENT_CACHE_MS, type ContentClient } from './clients/content.ts';
import { usersClient, type UsersClient } from './clients/users.ts';
import { consoleWindowRoutes, publicWindowRoutes } from './routes/application-windows.ts';
import { memberApplyRoutes, myApplicationRoutes } from './routes/applying.ts';
import { consoleMemberRulesRoutes } from './routes/console-members.ts';
import { consoleScheduleRoutes } from './routes/console-schedule.ts';
import { publicScheduleRoutes } from './routes/schedule.ts';
import { createStatisticsRepository, type StatisticsRepository } from './repositories/statistics.ts';
import { consoleStatisticsRoutes } from './routes/statistics.ts';
import { internalRecipientRoutes } from './routes/internal-recipients.ts';
import { createApplicationReviewRepository, type ApplicationReviewRepository } from './repositories/application-review.ts';
import { consoleReviewRoutes } from './routes/application-review.ts';
import { createLotteryRepository, type LotteryRepository } from './repositories/lottery.ts';
import { consoleLotteryRoutes } from './routes/lottery.ts';
import { SCHEDULER_INTERVAL_MS, scheduler, type Scheduler } from './scheduler.ts';
import { createMessagesSentRepository, type MessagesSentRepository } from './repositories/messages-sent.ts';
import { createApprovedMembersRepository, type ApprovedMembersRepository } from './repositories/approved-members.ts';
import { createCalendarFeedsRepository, type CalendarFeedsRepository } from './repositories/calendar-feeds.ts';
import { calendarFeedRoutes } from './routes/calendar-feed.ts';
import { applicationsReportRoutes } from './routes/applications-report.ts';
import { createPracticesRepository, type PracticesRepository } from './repositories/practices.ts';
import { consolePracticeRoutes, myPracticeRoutes, publicPracticeRoutes } from './routes/practices.ts';
import { createAdviceRepository, type AdviceRepository } from './repositories/advice.ts';
import { adviceClock, type AdviceClock } from './advice.ts';
import { memberMessages, type MemberMessages } from './member-messages.ts';
import { advisorPhotoRoutes } from './routes/advisor-photos.ts';
import { consultationAttachmentRoutes } from './routes/consultation-attachments.ts';
import { createConsultationAttachmentsRepository, type ConsultationAttachmentsRepository } from './repositories/consultation-attachments.ts';
import { consoleAdviceRoutes, myConsultationRoutes, publicAdviceRoutes } from './routes/advice.ts';
import { waitingRoom, waitingRoomConfigFrom, type WaitingRoom, type WaitingRoomConfig } from './waiting-room/waiting-room.ts';
import { databaseQueueStore, redisQueueStore } from './waiting-room/queue-store.ts';
import { waitingRoomRoutes } from './routes/waiting-room.ts';

declare module 'fastify' {
  interface FastifyInstance {
    applicationWindows: ApplicationWindowsRepository;
    schedule: ScheduleRepository;
    applySettings: ApplySettingsRepository;
    applications: ApplicationsRepository;
    strikes: StrikesRepository;
    trainings: TrainingsRepository;
    closures: ClosuresRepository;
    /** Who members are (users service). */
    memberDirectory: UsersClient;
    /** The equipment of each room (content service). */
    roomEquipment: ContentClient;
    /** Messages about applications, through the admin outbox. */
    applyMessages: ApplyMessages;
    statistics: StatisticsRepository;
    applicationReview: ApplicationReviewRepository;
    lottery: LotteryRepository;
    /** Lottery draws and reminders as time passes. */
    scheduler: Scheduler;
    messagesSent: MessagesSentRepository;
    approvedMembers: ApprovedMembersRepository;
    calendarFeeds: CalendarFeedsRepository;
    /** The bound on applications under way in this instance (the opening-hour rush). */
    applyAdmission: ApplyAdmission;
    /** Practice sessions on the centre's machines and makers' seats (issue 27). */
    practices: PracticesRepository;
    /** Advisors, their sessions and members' consultations (issue 27). */
    advice: AdviceRepository;
    /** Messages to members about practice seats and consultations (confirmations, waitlist, cancellations, reminders). */
    memberMessages: MemberMessages;
    /** Advisors' photos (issue 27), named by their bytes. */
    advisorPhotos: FileStore;
    /** Members' attachments to consultations (issue 27): rows here, bytes in a private store. */
    consultationAttachments: ConsultationAttachmentsRepository;
    consultationAttachmentFiles: FileStore;
    /** Advice reminders and erasing withdrawn members' text, ticked by the scheduler. */
    adviceClock: AdviceClock;
    /** The waiting room of each application window (issue 21): numbered places, decided in arrival order. */
    waitingRoom: WaitingRoom;
  }
}

/** Where the applications service finds the other processes it asks. */
export interface ApplicationsOptions extends ServiceOptions {
  /** The users service (member eligibility); USERS_URL or its default port when unset. */
  usersUrl?: string;
  /** The content service (equipment); CONTENT_URL or its default port when unset. */
  contentUrl?: string;
  /** Where messages go; the admin outbox at adminUrl unless given. */
  outbox?: Outbox;
  /** Who members are; the users service at usersUrl unless given. */
  memberDirectory?: UsersClient;
  /** The site's public origin, for the iCal feed's address; PUBLIC_ORIGIN (server-kit's default) when unset. */
  publicOrigin?: string;
  /** Whether this instance ticks the applications clock (lottery draws, reminders) on a timer; default true. */
  clockTimer?: boolean;
  /** Advisors' photos; DATA_DIR/advisor-photos by default. */
  advisorPhotosDir?: string;
  /** Members' consultation attachments, private; DATA_DIR/consultation-attachments by default. */
  consultationAttachmentsDir?: string;
  /** Applications taken at once by this instance and Retry-After beyond it; APPLY_MAX_IN_FLIGHT / APPLY_RETRY_AFTER_SECONDS when unset. */
  applyAdmission?: Partial<ApplyAdmissionConfig>;
  /** The waiting room's bound and answer wait; APPLY_QUEUE_MAX / APPLY_QUEUE_ANSWER_WAIT_MS when unset. */
  waitingRoom?: Partial<WaitingRoomConfig>;
  /** Where the waiting room keeps its places: Redis at this address (REDIS_URL when unset), else the database. */
  redisUrl?: string;
}

/** Application windows, applications for the shared cutting room and studio, and their schedule. */
export async function buildApp(options: ApplicationsOptions) {
  const app = await createServiceApp({ ...options, service: 'applications', migrations });
  // Every repository once, here; routes, use cases and other repositories use these.
  app.decorate('applySettings', createApplySettingsRepository(app.db));
  app.decorate('strikes', createStrikesRepository(app.db, app.applySettings));
  app.decorate('applications', createApplicationsRepository(app.db, app.strikes));
  app.decorate('applicationWindows', createApplicationWindowsRepository(app.db));
  app.decorate('schedule', createScheduleRepository(app.db));
  app.decorate('trainings', createTrainingsRepository(app.db));
  app.decorate('closures', createClosuresRepository(app.db, app.applications));
  app.decorate('messagesSent', createMessagesSentRepository(app.db));
  app.decorate('approvedMembers', createApprovedMembersRepository(app.db));
  app.decorate('statistics', createStatisticsRepository(app.db));
  app.decorate('applicationReview', createApplicationReviewRepository(app.db, app.applications));
  app.decorate('lottery', createLotteryRepository(app.db));
  app.decorate('calendarFeeds', createCalendarFeedsRepository(app.db));
  // Advice and practice sessions (issue 27): booked with the same places and quotas (booking/places.ts).
  app.decorate('practices', createPracticesRepository(app.db));
  app.decorate('advice', createAdviceRepository(app.db));

  app.decorate('memberDirectory', options.memberDirectory ?? usersClient({ baseUrl: options.usersUrl ?? serviceUrlFrom(process.env, 'users'), internalToken: options.internalToken }));
  app.decorate('roomEquipment', contentClient({
      baseUrl: options.contentUrl ?? serviceUrlFrom(process.env, 'content'),
      cacheMs: integerFrom(process.env, 'EQUIPMENT_CACHE_SECONDS', DEFAULT_EQUIPMENT_CACHE_MS / 1000) * 1000,
    }),
  );
  const outbox = options.outbox ?? applicationsOutbox(options.adminUrl, options.internalToken);
  app.decorate(
    'applyMessages',
    applyMessages({ outbox, members: app.memberDirectory, applications: app.applications, messagesSent: app.messagesSent, clock: app.clock, log: app.log }),
  );
  // Messages under way finish before the database closes.
  app.addHook('preClose', async () => app.applyMessages.settled());
  app.decorate('applyAdmission', applyAdmission({ ...applyAdmissionConfigFrom(process.env), ...options.applyAdmission }));
  applyAdmissionMetrics(app.metrics, app.applyAdmission);
  // Redis when there is one (every instance shares it), else this service's database: never this process's memory.
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  // Its keys name the database too: the queues belong with the applications they decide (two deployments, or
  // two test runs, on one Redis never decide each other's places).
  const queueStore = redisUrl ? redisQueueStore(connectRedis(redisUrl), databaseKeyPrefix(options.database)) : databaseQueueStore(app.db);
  app.decorate('waitingRoom', waitingRoom({ app, store: queueStore, config: { ...waitingRoomConfigFrom(process.env), ...options.waitingRoom }, outbox }));
  // Places being decided finish (and their messages go) before the database closes.
  app.addHook('preClose', async () => {
    await app.waitingRoom.close();
    await app.applyMessages.settled();
  });
  await app.register(publicWindowRoutes);
  await app.register(publicScheduleRoutes);
  await app.register(memberApplyRoutes);
  await app.register(myApplicationRoutes);
  await app.register(waitingRoomRoutes);
  await app.register(consoleWindowRoutes);
  await app.register(internalRecipientRoutes);
  await app.register(consoleScheduleRoutes);
  await app.register(consoleMemberRulesRoutes);
  await app.register(consoleStatisticsRoutes);
  app.decorate('memberMessages', memberMessages({ outbox, members: app.memberDirectory, log: app.log }));
  app.decorate('consultationAttachments', createConsultationAttachmentsRepository(app.db));
  app.decorate('consultationAttachmentFiles', localFileStore(options.consultationAttachmentsDir ?? defaultFilesDir('consultation-attachments')));
  app.decorate('adviceClock', adviceClock({ advice: app.advice, members: app.memberDirectory, messages: app.memberMessages, attachments: app.consultationAttachments, attachmentFiles: app.consultationAttachmentFiles, now: () => app.clock.now(), log: app.log }));
  // Review, attendance, lottery, reminders, iCal and the CSV report (apply-ops).
  app.decorate('scheduler', scheduler({ messagesSent: app.messagesSent, lottery: app.lottery, messages: app.applyMessages, now: () => app.clock.now(), log: app.log, advice: app.adviceClock, practices: app.practices, memberMessages: app.memberMessages }));
  if (options.clockTimer ?? true) startClockTimer(app, () => app.scheduler.tick(), SCHEDULER_INTERVAL_MS);
  await app.register(consoleReviewRoutes);
  await app.register(consoleLotteryRoutes);
  await app.register(calendarFeedRoutes, { publicOrigin: options.publicOrigin ?? publicOriginFrom(process.env) });
  await app.register(applicationsReportRoutes);
  await app.register(publicPracticeRoutes);
  await app.register(myPracticeRoutes);
  await app.register(consolePracticeRoutes);
  await app.register(publicAdviceRoutes);
  await app.register(myConsultationRoutes);
  await app.register(consoleAdviceRoutes);
  app.decorate('advisorPhotos', localFileStore(options.advisorPhotosDir ?? defaultFilesDir('advisor-photos')));
  await app.register(advisorPhotoRoutes);
  await app.register(consultationAttachmentRoutes);
  return app;
}
