import { createServer } from 'node:net';

/** A port nothing listens on: taken from the OS, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function baseUrlOf(address: string | { port: number } | null): string {
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  throw new Error(`not listening on TCP: ${String(address)}`);
}
