import { createServiceApp, type ServiceOptions } from '@centre/server-kit';
import { migrations } from './migrations/index.ts';
import { createUsersRepository, type UsersRepository } from './repositories/users.ts';
import { internalRoutes } from './routes/internal.ts';
import { consoleUserRoutes, profileRoutes } from './routes/profiles.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

/** Members, staff accounts and their credentials. */
export async function buildApp(options: ServiceOptions) {
  const app = await createServiceApp({ ...options, service: 'users', migrations });
  app.decorate('users', createUsersRepository(app.db));
  await app.register(internalRoutes);
  await app.register(profileRoutes);
  await app.register(consoleUserRoutes);
  return app;
}
