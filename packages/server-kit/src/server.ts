import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from './app.ts';
import { DEFAULT_PORTS, readServiceConfig, type ServiceName } from './config.ts';
import { loggerOptions } from './app.ts';

/**
 * Listens, and closes cleanly on SIGINT/SIGTERM: in-flight requests finish, the database pool
 * closes, then the process exits. A second signal exits at once.
 */
export async function listenUntilStopped(app: FastifyInstance, host: string, port: number): Promise<void> {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host, port });
  // A launching parent (infra/stack.ts) waits for this: it proves that this process, and not some
  // other one that happens to answer on the port, is the one listening.
  if (process.send) {
    process.send({ listening: port });
    process.channel?.unref();
    // The launcher died without stopping us (a crash, a kill -9): do not live on as an orphan.
    process.once('disconnect', () => void stop('launcher gone'));
  }
}

/** The whole of a service's server.ts: configuration from the environment, build, listen. */
export async function runService(service: ServiceName, buildApp: (options: ServiceOptions) => Promise<FastifyInstance>): Promise<void> {
  const config = readServiceConfig(service);
  const app = await buildApp({
    database: config.database,
    jwtPublicKey: config.jwtPublicKey,
    internalToken: config.internalToken,
    logger: loggerOptions(config.logLevel),
    adminUrl: process.env.ADMIN_URL ?? `http://127.0.0.1:${DEFAULT_PORTS.admin}`,
  });
  await listenUntilStopped(app, config.host, config.port);
}
