import { createServiceApp, serviceUrlFrom, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createApplicationWindowsRepository, type ApplicationWindowsRepository } from './repositories/application-windows.ts';
import { createApplicationsRepository, type ApplicationsRepository } from './repositories/applications.ts';
import { createClosuresRepository, type ClosuresRepository } from './repositories/closures.ts';
import { createScheduleRepository, type ScheduleRepository } from './repositories/schedule.ts';
import { createApplySettingsRepository, type ApplySettingsRepository } from './repositories/settings.ts';
import { createStrikesRepository, type StrikesRepository } from './repositories/strikes.ts';
import { createTrainingsRepository, type TrainingsRepository } from './repositories/trainings.ts';
import { adminOutbox, applyMessages, type ApplyMessages, type Outbox } from './messages.ts';
import { equipmentCatalogue, memberDirectory, type EquipmentCatalogue, type MemberDirectory } from './neighbours.ts';
import { consoleWindowRoutes, publicWindowRoutes } from './routes/application-windows.ts';
import { memberApplyRoutes, myApplicationRoutes } from './routes/applying.ts';
import { consoleMemberRulesRoutes } from './routes/console-members.ts';
import { consoleScheduleRoutes } from './routes/console-schedule.ts';
import { publicScheduleRoutes } from './routes/schedule.ts';
import { createApplicationReviewRepository, type ApplicationReviewRepository } from './repositories/application-review.ts';
import { consoleReviewRoutes } from './routes/application-review.ts';
import { applicantDirectory, type ApplicantDirectory } from './applicants.ts';
import { reviewMessenger } from './review-messages.ts';
import { decisionNotifier, type DecisionNotifier } from './decision-messages.ts';

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
    memberDirectory: MemberDirectory;
    /** The equipment of each room (content service). */
    roomEquipment: EquipmentCatalogue;
    /** Messages about applications, through the admin outbox. */
    applyMessages: ApplyMessages;
    applicationReview: ApplicationReviewRepository;
    applicants: ApplicantDirectory;
    tellDecisions: DecisionNotifier;
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
}

/** Application windows, applications for the shared cutting room and studio, and their schedule. */
export async function buildApp(options: ApplicationsOptions) {
  const app = await createServiceApp({ ...options, service: 'applications', migrations });
  const applications = createApplicationsRepository(app.db);
  app.decorate('applicationWindows', createApplicationWindowsRepository(app.db));
  app.decorate('schedule', createScheduleRepository(app.db));
  app.decorate('applySettings', createApplySettingsRepository(app.db));
  app.decorate('applications', applications);
  app.decorate('strikes', createStrikesRepository(app.db));
  app.decorate('trainings', createTrainingsRepository(app.db));
  app.decorate('closures', createClosuresRepository(app.db, applications));
  app.decorate('memberDirectory', memberDirectory(options.usersUrl ?? serviceUrlFrom(process.env, 'users'), options.internalToken));
  app.decorate('roomEquipment', equipmentCatalogue(options.contentUrl ?? serviceUrlFrom(process.env, 'content')));
  app.decorate(
    'applyMessages',
    applyMessages({ outbox: options.outbox ?? adminOutbox(options.adminUrl, options.internalToken), members: app.memberDirectory, applications, db: app.db, clock: app.clock, log: app.log }),
  );
  // Messages under way finish before the database closes.
  app.addHook('preClose', async () => app.applyMessages.settled());
  await app.register(publicWindowRoutes);
  await app.register(publicScheduleRoutes);
  await app.register(memberApplyRoutes);
  await app.register(myApplicationRoutes);
  await app.register(consoleWindowRoutes);
  await app.register(consoleScheduleRoutes);
  await app.register(consoleMemberRulesRoutes);
  // Review, attendance, lottery, reminders, iCal and the CSV report (apply-ops).
  app.decorate('applicationReview', createApplicationReviewRepository(app.db));
  app.decorate('applicants', applicantDirectory(options.usersUrl ?? serviceUrlFrom(process.env, 'users'), options.internalToken, app.log));
  app.decorate('tellDecisions', decisionNotifier(app.db, app.applicants, reviewMessenger(options.adminUrl, options.internalToken, app.log)));
  await app.register(consoleReviewRoutes);
  return app;
}
