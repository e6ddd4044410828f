import { createServiceApp, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createApplicationWindowsRepository, type ApplicationWindowsRepository } from './repositories/application-windows.ts';
import { consoleWindowRoutes, publicWindowRoutes } from './routes/application-windows.ts';
import { createScheduleRepository, type ScheduleRepository } from './repositories/schedule.ts';
import { createApplySettingsRepository, type ApplySettingsRepository } from './repositories/settings.ts';
import { publicScheduleRoutes } from './routes/schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    applicationWindows: ApplicationWindowsRepository;
    schedule: ScheduleRepository;
    applySettings: ApplySettingsRepository;
  }
}

/** Where the applications service finds the other processes it asks. */
export interface ApplicationsOptions extends ServiceOptions {
  /** The users service (member eligibility); USERS_URL or the default port when unset. */
  usersUrl?: string;
  /** The content service (equipment); CONTENT_URL or the default port when unset. */
  contentUrl?: string;
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
  return app;
}
