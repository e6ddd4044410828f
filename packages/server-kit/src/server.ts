import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from './app.ts';
import { integerFrom, readServiceConfig, type ServiceName } from './config.ts';
import { overloadConfigFrom } from './overload.ts';
import { serviceUrlFrom } from './ports.ts';
import { loggerOptions } from './app.ts';
import { testClockFrom } from './test-clock.ts';

/** How long a stopping process waits for its open connections to finish before it closes them. */
export const DRAIN_MS = 5000;

/**
 * `SHUTDOWN_DRAIN_MS` (default DRAIN_MS). Test stacks set it short: they are stopped after their
 * last request, so all a drain would wait for is their clients' idle keep-alive connections
 * (about 4 s of every stack's stop, in every test file).
 */
export function drainMsFrom(env: Record<string, string | undefined> = process.env): number {
  return integerFrom(env, 'SHUTDOWN_DRAIN_MS', DRAIN_MS);
}

/**
 * Stops taking connections but lets open ones finish: every answer from now on says
 * `Connection: close`, so a keep-alive client finishes the request it sent and reconnects
 * elsewhere (or is refused) instead of having a request in flight on a socket we destroy (a
 * reset, what closing idle keep-alive connections at once did under load). Resolves when no
 * connection is left, or after `drainMs`.
 */
export async function drainConnections(server: Server, drainMs = DRAIN_MS): Promise<void> {
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.shouldKeepAlive = false;
  });
  // net.Server's close: stop listening without http.Server's closing of idle connections.
  NetServer.prototype.close.call(server);
  const deadline = Date.now() + drainMs;
  while (Date.now() < deadline) {
    const open = await new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
    if (open === 0) return;
    // An idle keep-alive connection sends nothing more once it sees Connection: close; one that
    // never sent a request is closed now (no request of its can be in flight... or only just).
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Listens, and closes cleanly on SIGINT/SIGTERM: new connections are refused, in-flight requests
 * finish (drainConnections), the database pool closes, then the process exits. A second signal
 * exits at once.
 */
export async function listenUntilStopped(app: FastifyInstance, host: string, port: number): Promise<void> {
  // Read at the start: a wrong value stops the start, not the shutdown.
  const drainMs = drainMsFrom();
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      if (!('http2' in app.initialConfig && app.initialConfig.http2)) await drainConnections(app.server as unknown as Server, drainMs);
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
  // Test stacks only (TEST_CLOCK=on, never in production): a clock the test moves (test-clock.ts).
  const testClock = testClockFrom(process.env, service);
  const app = await buildApp({
    ...(testClock ? { clock: testClock } : {}),
    database: config.database,
    jwtPublicKey: config.jwtPublicKey,
    internalToken: config.internalToken,
    internalCallers: config.internalCallers,
    logger: loggerOptions(config.logLevel),
    adminUrl: serviceUrlFrom(process.env, 'admin'),
    overload: overloadConfigFrom(process.env),
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
  });
  await listenUntilStopped(app, config.host, config.port);
}
