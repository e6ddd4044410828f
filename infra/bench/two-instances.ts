// Two instances of one service behind one address, for benchmarks: the launcher starts one process
// per service, and the gateway proxies to one URL per service. A round-robin TCP balancer
// (balancer.ts) stands where a load balancer would in production, so the gateway's connections are
// shared between the launcher's instance and a second one started here with the same settings.
import { spawn, type ChildProcess } from 'node:child_process';
import type { ServiceName } from '@centre/server-kit';
import { ROOT, cpuProfileArgs } from '../stack.ts';

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
