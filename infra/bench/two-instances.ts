// Two instances of one service behind one address, for benchmarks: the launcher starts one process
// per service, and the gateway proxies to one URL per service. A round-robin TCP balancer stands
// where a load balancer would in production, so the gateway's connections are shared between the
// launcher's instance and a second one started here with the same settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { ServiceName } from '@centre/server-kit';
import { ROOT, cpuProfileArgs } from '../stack.ts';

export interface Balancer {
  port: number;
  /** Connections handed to each backend port so far. */
  handed: Map<number, number>;
  close(): Promise<void>;
}

/** Forwards each incoming connection to the next backend in turn, skipping one that refuses. */
export async function roundRobinBalancer(port: number, backends: number[]): Promise<Balancer> {
  let next = 0;
  const handed = new Map<number, number>(backends.map((backend) => [backend, 0]));
  const sockets = new Set<Socket>();
  const forward = (client: Socket, attempt: number) => {
    const backend = backends[next++ % backends.length]!;
    const upstream = createConnection({ host: '127.0.0.1', port: backend });
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      handed.set(backend, (handed.get(backend) ?? 0) + 1);
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.once('error', () => {
      if (!connected && attempt < backends.length) return forward(client, attempt + 1);
      client.destroy();
    });
    client.once('error', () => upstream.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };
  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    forward(client, 1);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  return {
    port,
    handed,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Starts one more instance of `service` on `port` with the stack's environment; resolves once it listens. */
export async function startExtraInstance(service: ServiceName, port: number, env: Record<string, string | undefined>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...cpuProfileArgs(`${service}-extra`), '--import', 'tsx', `services/${service}/src/server.ts`], {
    cwd: ROOT,
    env: { ...env, [`${service.toUpperCase()}_PORT`]: String(port) } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the second ${service} instance did not listen within 60 s`)), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the second ${service} instance exited with code ${code}`));
    });
    child.on('message', (message) => {
      if (typeof message === 'object' && message !== null && 'listening' in message) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

/** SIGTERM (the service drains and exits), then waits for the exit. */
export async function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
