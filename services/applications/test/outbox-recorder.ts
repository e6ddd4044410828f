// Stands in for the admin service's outbox in the applications service's tests: it takes each
// message as the real internal route does (202) and keeps it, so a test can read what members
// were told. The end-to-end test (e2e/api/application-review.test.ts) uses the real outbox.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import { INTERNAL_MESSAGES_PATH, INTERNAL_TOKEN_HEADER, type InternalMessageRequest } from '@centre/contracts';

export interface OutboxRecorder {
  url: string;
  messages: InternalMessageRequest[];
}

export async function outboxRecorder(t: Test): Promise<OutboxRecorder> {
  const messages: InternalMessageRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== INTERNAL_MESSAGES_PATH || !request.headers[INTERNAL_TOKEN_HEADER]) {
        response.writeHead(404).end();
        return;
      }
      messages.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as InternalMessageRequest);
      response.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ _id: String(messages.length), status: 'PENDING' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, messages };
}
