// A round-robin TCP balancer for benchmarks, standing where a load balancer would in production.
// It runs in a process of its own (`startBalancerProcess`): piping every byte between the gateway
// and two instances is real work, and inside the load generator it would share one event loop with
// the clock that times the answers (and be counted as the load generator's CPU). Node only, no
// project imports, so the process starts in a blink.
import { fork } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Balancer {
  /** Connections handed to each backend port so far (read from the balancer's process). */
  handed(): Promise<Map<number, number>>;
  close(): Promise<void>;
}

/** Forwards each incoming connection to the next backend in turn, skipping one that refuses. */
async function roundRobinBalancer(port: number, backends: number[]): Promise<{ handed: Map<number, number>; close(): Promise<void> }> {
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
  const server: Server = createServer({ pauseOnConnect: true, noDelay: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    forward(client, 1);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  return {
    handed,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Ask = { ask: 'handed' } | { ask: 'close' };
type Told = { listening: true } | { handed: Array<[number, number]> } | { failed: string };

/** Starts the balancer in a child process; resolves once it listens. */
export async function startBalancerProcess(port: number, backends: number[]): Promise<Balancer> {
  const child = fork(fileURLToPath(import.meta.url), [String(port), ...backends.map(String)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const next = <T extends Told>(pick: (message: Told) => message is T) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the balancer exited with code ${code}`));
      const onMessage = (message: Told) => {
        if ('failed' in message) return reject(new Error(`the balancer failed: ${message.failed}`));
        if (!pick(message)) return;
        child.off('message', onMessage).off('exit', onExit);
        resolve(message);
      };
      child.on('message', onMessage).once('exit', onExit);
    });
  await next((message): message is { listening: true } => 'listening' in message);
  const ask = (message: Ask) => child.send(message);
  return {
    handed: async () => {
      const answer = next((message): message is { handed: Array<[number, number]> } => 'handed' in message);
      ask({ ask: 'handed' });
      return new Map((await answer).handed);
    },
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      ask({ ask: 'close' });
      await exited;
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, ...backends] = process.argv.slice(2).map(Number);
  const tell = (message: Told) => process.send?.(message);
  try {
    const balancer = await roundRobinBalancer(port!, backends);
    process.on('message', (message: Ask) => {
      if (message.ask === 'handed') tell({ handed: [...balancer.handed] });
      if (message.ask === 'close') void balancer.close().then(() => process.exit(0));
    });
    // The bench gone (killed, crashed) leaves no balancer behind.
    process.on('disconnect', () => process.exit(0));
    tell({ listening: true });
  } catch (error) {
    tell({ failed: String(error) });
    process.exit(1);
  }
}
