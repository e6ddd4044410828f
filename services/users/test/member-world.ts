// What the member-account tests share: the users app on the database under test, with the REAL
// admin service (its outbox keeps the codes, read back from the console history as staff would)
// and the REAL content service (the published terms) listening on free ports beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { controllableClock, type DatabaseConfig, type SharedState } from '@centre/server-kit';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken, testRedisPrefix } from '@centre/server-kit/testing';
import { createSharedState } from '@centre/server-kit';
import type { Agreement, MemberKind, SignUpRequest, TermsList, VerificationChannel, VerificationPurpose } from '@centre/contracts';
import { buildApp as buildContent } from '../../content/src/app.ts';
import { DEMO_TERMS } from '../../content/src/seeds/terms.ts';
import { buildApp as buildAdmin } from '../../admin/src/app.ts';
import { LOG_DELIVERIES_FILE, logAdapter, readLogDeliveries } from '../../admin/src/outbox/adapters.ts';
import { buildApp } from '../src/app.ts';

export const STAFF = () => bearer(signAccessToken({ scope: ['member', 'console'] }));

/** A 1×1 PNG and the smallest PDF file-type recognises: real bytes, typed from their signature. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let ipCounter = 1;
/** A client address of its own for each test, so one test's throttle counts never reach another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 250) + 1}`;
}

let phoneCounter = 0;
export function freshPhone(): string {
  phoneCounter += 1;
  return `010${String((process.pid * 37 + phoneCounter) % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}
export function freshEmail(): string {
  phoneCounter += 1;
  return `maker${process.pid}x${phoneCounter}@example.org`;
}
export function freshUsername(): string {
  phoneCounter += 1;
  return `maker${phoneCounter}x${process.pid % 1000}`;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface MemberWorld {
  app: Awaited<ReturnType<typeof buildApp>>;
  admin: Awaited<ReturnType<typeof buildAdmin>>;
  content: Awaited<ReturnType<typeof buildContent>>;
  clock: ReturnType<typeof controllableClock>;
  filesDir: string;
  /** The current versions the content service publishes. */
  agreements(): Promise<Agreement[]>;
  /** The newest code the outbox delivered to `target`, read from the staff's message history. */
  codeSentTo(target: string): Promise<string | null>;
  /** Templates of every message the outbox holds for `target`, newest first. */
  templatesSentTo(target: string): Promise<string[]>;
  /** Requests and confirms a code; answers the verification token. */
  verified(purpose: VerificationPurpose, channel: VerificationChannel, target: string, ip?: string): Promise<string>;
  /** A complete, valid sign-up body for `kind` with a verified contact. */
  signUpBody(kind: MemberKind, ip?: string): Promise<SignUpRequest>;
}

export async function memberWorld(t: Test, database: DatabaseConfig, options: { sharedState?: SharedState } = {}): Promise<MemberWorld> {
  const clock = controllableClock('2026-11-24T02:00:00.000Z');
  const neighbourDbs = await Promise.all([freshDatabase('sqlite', 'content'), freshDatabase('sqlite', 'admin')]);
  t.teardown(() => Promise.all(neighbourDbs.map((db) => db.dispose())));
  const filesDir = mkdtempSync(path.join(tmpdir(), 'centre-member-files-'));
  const contentFiles = mkdtempSync(path.join(tmpdir(), 'centre-content-files-'));
  t.teardown(() => {
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(contentFiles, { recursive: true, force: true });
  });

  const content = await buildContent({ ...serviceOptionsForTest(neighbourDbs[0]!.config), filesDir: contentFiles });
  t.teardown(() => content.close());
  for (const terms of DEMO_TERMS) await content.terms.create(terms, clock.now().toISOString());
  const contentUrl = await listen(content);

  // Codes are read as the member reads them (what was delivered), never from the staff's history, which masks them.
  const deliveredDir = mkdtempSync(path.join(tmpdir(), 'centre-delivered-'));
  t.teardown(() => rmSync(deliveredDir, { recursive: true, force: true }));
  const delivered = path.join(deliveredDir, LOG_DELIVERIES_FILE);
  const admin = await buildAdmin({ ...serviceOptionsForTest(neighbourDbs[1]!.config), clock, delivery: { EMAIL: logAdapter(undefined, delivered), SMS: logAdapter(undefined, delivered) }, worker: { intervalMs: 0 } });
  t.teardown(() => admin.close());
  const adminUrl = await listen(admin);

  const sharedState = options.sharedState ?? createSharedState({ prefix: testRedisPrefix('users') });
  if (!options.sharedState) t.teardown(() => sharedState.close());
  const app = await buildApp({ ...serviceOptionsForTest(database), adminUrl, clock, contentUrl, sharedState, filesDir });
  t.teardown(() => app.close());
  await app.ready();

  const world: MemberWorld = {
    app,
    admin,
    content,
    clock,
    filesDir,
    async agreements() {
      const response = await fetch(`${contentUrl}/api/v1/terms`);
      const { terms } = (await response.json()) as TermsList;
      return terms.map((term) => ({ code: term.code, version: term.version, agreed: true }));
    },
    async codeSentTo(target) {
      await admin.outboxWorker.runOnce();
      const latest = readLogDeliveries(delivered).reverse().find((message) => message.recipient === target && /\b[0-9]{6}\b/.test(message.body));
      return latest ? (/\b([0-9]{6})\b/.exec(latest.body)?.[1] ?? null) : null;
    },
    async templatesSentTo(target) {
      const history = await admin.inject({ url: '/api/console/messages?limit=100', headers: STAFF() });
      return (history.json().messages as Array<{ recipient: string; template: string }>).filter((m) => m.recipient === target).map((m) => m.template);
    },
    async verified(purpose, channel, target, ip = freshIp()) {
      const sent = await app.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: ip, payload: { purpose, channel, target } });
      if (sent.statusCode !== 202) throw new Error(`code request failed: ${sent.statusCode} ${sent.body}`);
      const code = await world.codeSentTo(target);
      if (!code) throw new Error('no code delivered');
      const confirmed = await app.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: ip, payload: { purpose, channel, target, code } });
      if (confirmed.statusCode !== 200) throw new Error(`code confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
      return confirmed.json().verificationToken as string;
    },
    async signUpBody(kind, ip) {
      const overseas = kind === 'OVERSEAS';
      const phone = overseas ? '+81312345678' : freshPhone();
      const email = freshEmail();
      const verificationToken = await world.verified('SIGN_UP', overseas ? 'EMAIL' : 'SMS', overseas ? email : phone, ip);
      return {
        memberKind: kind,
        username: freshUsername(),
        password: 'Sewing-2026!',
        passwordConfirm: 'Sewing-2026!',
        name: kind === 'DOMESTIC_INSTITUTION' ? '답십리봉제(주)' : '김재봉',
        email,
        phone,
        ...(overseas ? { country: 'JP' } : {}),
        agreements: await world.agreements(),
        receiveConsent: { sms: true, email: false },
        verificationToken,
        locale: overseas ? 'en' : 'ko',
      };
    },
  };
  return world;
}

/** A multipart body as a browser's FormData would send it. */
/**
 * A second instance of the users service beside the world's: the same database, admin and content,
 * its own handle on the shared state, and its log lines kept for the test to read.
 */
export async function secondInstance(t: Test, world: MemberWorld, database: DatabaseConfig, sharedState: SharedState, extra: Partial<Parameters<typeof buildApp>[0]> = {}) {
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const adminUrl = `http://127.0.0.1:${(world.admin.server.address() as AddressInfo).port}`;
  const contentUrl = `http://127.0.0.1:${(world.content.server.address() as AddressInfo).port}`;
  const app = await buildApp({ ...serviceOptionsForTest(database), adminUrl, clock: world.clock, logger: { level: 'info', stream: logStream }, contentUrl, sharedState, filesDir: world.filesDir, ...extra });
  t.teardown(() => app.close());
  return { app, logLines };
}

export async function multipartBody(fields: Record<string, string>, files: Array<{ field: string; name: string; content: Buffer; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}
