import { createServiceApp, publicOriginFrom, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createApplicationWindowsRepository, type ApplicationWindowsRepository } from './repositories/application-windows.ts';
import { consoleWindowRoutes, publicWindowRoutes } from './routes/application-windows.ts';
import { createScheduleRepository, type ScheduleRepository } from './repositories/schedule.ts';
import { createApplySettingsRepository, type ApplySettingsRepository } from './repositories/settings.ts';
import { publicScheduleRoutes } from './routes/schedule.ts';
import { createApplicationReviewRepository, type ApplicationReviewRepository } from './repositories/application-review.ts';
import { consoleReviewRoutes } from './routes/application-review.ts';
import { applicantDirectory, type ApplicantDirectory } from './applicants.ts';
import { reviewMessenger } from './review-messages.ts';
import { decisionNotifier, type DecisionNotifier } from './decision-messages.ts';
import { createLotteryRepository, type LotteryRepository } from './repositories/lottery.ts';
import { consoleLotteryRoutes } from './routes/lottery.ts';
import { reviewClock, startReviewClock, type ReviewClock } from './review-clock.ts';
import { createCalendarFeedsRepository, type CalendarFeedsRepository } from './repositories/calendar-feeds.ts';
import { calendarFeedRoutes } from './routes/calendar-feed.ts';
import { applicationsReportRoutes } from './routes/applications-report.ts';

declare module 'fastify' {
  interface FastifyInstance {
    applicationWindows: ApplicationWindowsRepository;
    schedule: ScheduleRepository;
    applySettings: ApplySettingsRepository;
    applicationReview: ApplicationReviewRepository;
    applicants: ApplicantDirectory;
    tellDecisions: DecisionNotifier;
    lottery: LotteryRepository;
    reviewClock: ReviewClock;
    calendarFeeds: CalendarFeedsRepository;
  }
}

/** Where the applications service finds the other processes it asks. */
export interface ApplicationsOptions extends ServiceOptions {
  /** The users service (member eligibility); USERS_URL or the default port when unset. */
  usersUrl?: string;
  /** The content service (equipment); CONTENT_URL or the default port when unset. */
  contentUrl?: string;
  /** The site's public origin, for the iCal feed's address; PUBLIC_ORIGIN (server-kit's default) when unset. */
  publicOrigin?: string;
  /** Whether this instance ticks the applications clock (lottery draws, reminders) on a timer; default true. */
  clockTimer?: boolean;
}

/** Application windows, applications for the shared cutting room and studio, and their schedule. */
export async function buildApp(options: ApplicationsOptions) {
  const app = await createServiceApp({ ...options, service: 'applications', migrations });
  app.decorate('applicationWindows', createApplicationWindowsRepository(app.db));
  app.decorate('schedule', createScheduleRepository(app.db));
  app.decorate('applySettings', createApplySettingsRepository(app.db));
  await app.register(publicWindowRoutes);
  await app.register(publicScheduleRoutes);
  await app.register(consoleWindowRoutes);
  // Review, attendance, lottery, reminders, iCal and the CSV report (apply-ops).
  app.decorate('applicationReview', createApplicationReviewRepository(app.db));
  app.decorate('applicants', applicantDirectory(options.usersUrl, options.internalToken, app.log));
  app.decorate('tellDecisions', decisionNotifier(app.db, app.applicants, reviewMessenger(options.adminUrl, options.internalToken, app.log)));
  app.decorate('lottery', createLotteryRepository(app.db));
  app.decorate('reviewClock', reviewClock({ db: app.db, lottery: app.lottery, tellDecisions: app.tellDecisions, now: () => app.clock.now(), log: app.log }));
  if (options.clockTimer ?? true) startReviewClock(app.reviewClock, (stop) => app.addHook('onClose', async () => stop()));
  await app.register(consoleReviewRoutes);
  await app.register(consoleLotteryRoutes);
  app.decorate('calendarFeeds', createCalendarFeedsRepository(app.db));
  await app.register(calendarFeedRoutes, { publicOrigin: options.publicOrigin ?? publicOriginFrom(process.env) });
  await app.register(applicationsReportRoutes);
  return app;
}
