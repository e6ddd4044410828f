// What the applications tests share: the applications app on the database under test, with the
// REAL users service (members, their verified documents: the eligibility route), the REAL content
// service (equipment) and the REAL admin service (its outbox keeps the messages) listening on free
// ports beside it, all on one controllable clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import type { ApplicationWindowInput, ConsoleEquipmentInput, MemberKind, MessageTemplate } from '@centre/contracts';
import { controllableClock, createSharedState, type DatabaseConfig } from '@centre/server-kit';
import { bearer, freshDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp as buildContent } from '../../content/src/app.ts';
import { buildApp as buildAdmin } from '../../admin/src/app.ts';
import { logAdapter } from '../../admin/src/outbox/adapters.ts';
import { buildApp as buildUsers } from '../../users/src/app.ts';
import { buildApp, type ApplicationsOptions } from '../src/app.ts';

export const STAFF_ID = '0190a5a0-0000-7000-8000-00000000aaaa';
export const STAFF = () => bearer(signAccessToken({ sub: STAFF_ID, scope: ['member', 'console'] }));

/** Tuesday 24 November 2026, 11:00 in Seoul. */
export const NOW = '2026-11-24T02:00:00.000Z';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let counter = 0;

/** A first-come cutting-room window at DAPSIMNI, open now, for days in January 2027. */
export function openWindow(overrides: Partial<ApplicationWindowInput> = {}): ApplicationWindowInput {
  return {
    work: 'CUTTINGROOM',
    location: 'DAPSIMNI',
    title: { ko: '테스트 공동재단실', en: 'Test cutting room', cn: '测试裁剪室', jp: 'テスト裁断室' },
    applyFrom: '2026-11-16',
    applyTo: '2026-12-11',
    useFrom: '2027-01-04',
    useTo: '2027-01-08',
    unitCapacity: 2,
    memberQuota: 3,
    ...overrides,
  };
}

export interface Maker {
  id: string;
  headers: Record<string, string>;
  username: string;
}

export async function applyWorld(t: Test, database: DatabaseConfig, options: { clock?: ReturnType<typeof controllableClock>; applyAdmission?: ApplicationsOptions['applyAdmission']; waitingRoom?: ApplicationsOptions['waitingRoom'] } = {}) {
  const clock = options.clock ?? controllableClock(NOW);
  const neighbourDbs = await Promise.all([freshDatabase('sqlite', 'apply-users'), freshDatabase('sqlite', 'apply-content'), freshDatabase('sqlite', 'apply-admin')]);
  t.teardown(() => Promise.all(neighbourDbs.map((db) => db.dispose())));
  const dirs = [mkdtempSync(path.join(tmpdir(), 'centre-apply-members-')), mkdtempSync(path.join(tmpdir(), 'centre-apply-content-')), mkdtempSync(path.join(tmpdir(), 'centre-apply-attachments-'))];
  t.teardown(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const content = await buildContent({ ...serviceOptionsForTest(neighbourDbs[1]!.config, 'content'), filesDir: dirs[1]! });
  t.teardown(() => content.close());
  const contentUrl = await listen(content);
  const sharedState = createSharedState({ prefix: `apply-test-${process.pid}:` });
  t.teardown(() => sharedState.close());
  // The users service sends nothing in these tests (no sign-up codes): it needs no outbox.
  const users = await buildUsers({ ...serviceOptionsForTest(neighbourDbs[0]!.config, 'users'), clock, contentUrl, sharedState, filesDir: dirs[0]! });
  t.teardown(() => users.close());
  const usersUrl = await listen(users);
  // The outbox asks the users service where a member's messages go.
  const admin = await buildAdmin({ ...serviceOptionsForTest(neighbourDbs[2]!.config, 'admin'), usersUrl, clock, delivery: { EMAIL: logAdapter(), SMS: logAdapter() }, worker: { intervalMs: 0 } });
  t.teardown(() => admin.close());
  const adminUrl = await listen(admin);

  const app = await buildApp({ ...serviceOptionsForTest(database, 'applications'), adminUrl, usersUrl, contentUrl, clock, consultationAttachmentsDir: dirs[2]!,
    ...(options.applyAdmission ? { applyAdmission: options.applyAdmission } : {}),
    // The rules' tests read each decision in the answer (as on a quiet day); the waiting room's own tests set a short wait.
    waitingRoom: options.waitingRoom ?? { answerWaitMs: 30_000 },
  });
  t.teardown(() => app.close());
  await app.ready();

  const world = {
    app,
    users,
    content,
    admin,
    clock,
    urls: { adminUrl, usersUrl, contentUrl },

    /** A member of `kind` in good standing (and their token), optionally with a reviewed document; a Korean mobile unless `phone` is given. */
    async maker(kind: MemberKind = 'DOMESTIC_PRIVATE', document?: { kind: 'BUSINESS_REGISTRATION' | 'EMPLOYMENT_CERTIFICATE'; state: 'APPROVED' | 'WAITING' | 'REJECTED'; validUntil: string | null }, phone?: string): Promise<Maker> {
      counter += 1;
      const username = `maker${counter}x${process.pid % 1000}`;
      const user = await users.users.create({
        username,
        passwordHash: 'x',
        name: `메이커${counter}`,
        email: `${username}@example.org`,
        phone: phone ?? `010${String(10_000_000 + counter).slice(-8)}`,
        memberType: kind === 'DOMESTIC_INSTITUTION' ? 'COMPANY' : 'PERSON',
        memberKind: kind,
        locale: 'ko',
        scopes: ['member'],
      });
      if (document) {
        const at = clock.now().toISOString();
        const { file } = await users.memberFiles.put(user.id, { kind: document.kind, storedName: `${username}.pdf`, originalName: 'doc.pdf', contentType: 'application/pdf', size: 10 }, at);
        if (document.state !== 'WAITING') await users.memberFiles.review(user.id, file._id, { state: document.state, validUntil: document.validUntil, note: null }, at);
      }
      return { id: user.id, username, headers: bearer(signAccessToken({ sub: user.id, username, scope: ['member'] })) };
    },

    /** Creates a window through the console API and generates its units; answers the window id and its units. */
    async window(input: ApplicationWindowInput) {
      const created = await app.inject({ method: 'POST', url: '/api/console/apply/limitations', headers: STAFF(), payload: input });
      if (created.statusCode !== 201) throw new Error(`window not created: ${created.statusCode} ${created.body}`);
      const windowId = created.json()._id as string;
      const generated = await app.inject({ method: 'POST', url: '/api/console/schedule/generate', headers: STAFF(), payload: { windowId } });
      if (generated.statusCode !== 200) throw new Error(`units not generated: ${generated.statusCode} ${generated.body}`);
      const units = (await app.inject({ url: `/api/v1/schedule?windowId=${windowId}&limit=200` })).json().units as Array<{ _id: string; windowId: string; date: string; startTime: string; state: string; closedReason: string | null }>;
      return { windowId, units };
    },

    /** A training course of the education programme in the content service (through its console API); answers its id. */
    async course(): Promise<string> {
      const text = (ko: string) => ({ ko, en: ko, cn: ko, jp: ko });
      const created = await content.inject({
        method: 'POST',
        url: '/api/console/education',
        headers: STAFF(),
        payload: { title: text(`재단기 안전교육 ${++counter}`), summary: text('안전교육'), schedule: text('월'), place: text('답십리'), fee: text('무료'), content: text('<p>교육</p>'), thumb: null, periodFrom: '2026-01-05', periodTo: '2026-01-05', capacity: 10, status: 'CLOSED', isMain: false },
      });
      if (created.statusCode !== 201) throw new Error(`course not created: ${created.statusCode} ${created.body}`);
      return created.json().education._id as string;
    },

    /** Equipment of a room in the content service (through its console API). */
    async equipment(location: 'DAPSIMNI' | 'YONGSIN', work: 'CUTTINGROOM' | 'STUDIO', requiredEducationId: string | null = null, cutMsPerCmPly: number | null = null): Promise<string> {
      const text = (ko: string) => ({ ko, en: ko, cn: ko, jp: ko });
      const body: ConsoleEquipmentInput = {
        title: text(`자동재단기 ${++counter}`),
        time: text('평일 09:00~18:00'),
        capacity: { ko: '', en: '', cn: '', jp: '' },
        location: text('답십리 1층'),
        content: text('<p>장비</p>'),
        quantity: 1,
        thumb: null,
        images: [],
        site: location,
        isMain: false,
        order: 1,
        work,
        requiredEducationId,
        cutMsPerCmPly,
      };
      const created = await content.inject({ method: 'POST', url: '/api/console/equipment', headers: STAFF(), payload: body });
      if (created.statusCode !== 201) throw new Error(`equipment not created: ${created.statusCode} ${created.body}`);
      return created.json().equipment._id as string;
    },

    /** Templates the outbox holds for a member, newest first (after messages under way are sent). */
    async templatesFor(memberId: string): Promise<MessageTemplate[]> {
      await app.applyMessages.settled();
      const history = await admin.inject({ url: `/api/console/messages?memberId=${memberId}&limit=100`, headers: STAFF() });
      return (history.json().messages as Array<{ template: MessageTemplate }>).map((message) => message.template);
    },

    /**
     * The app and, on MySQL, a second instance on the same database (SQLite serves one process):
     * `on(i)` spreads requests over them, for the "exactly one wins" tests.
     */
    async instances(extra: Partial<ApplicationsOptions> = {}) {
      const all = [app];
      if (database.client === 'mysql') {
        const second = await buildApp({ ...serviceOptionsForTest(database, 'applications'), adminUrl, usersUrl, contentUrl, clock, clockTimer: false, ...(options.applyAdmission ? { applyAdmission: options.applyAdmission } : {}), waitingRoom: options.waitingRoom ?? { answerWaitMs: 30_000 }, ...extra });
        t.teardown(() => second.close());
        all.push(second);
      }
      return { all, on: (i: number) => all[i % all.length]! };
    },

    /** A valid application body for the units. */
    body(unitIds: string[], extra: Record<string, unknown> = {}) {
      return { unitIds, item: '울 코트 샘플', fabric: '울 100%', quantity: 20, markerLengthCm: 320, plies: 20, phone: '01012345678', agreeRules: true, ...extra };
    },
  };
  return world;
}

export type ApplyWorld = Awaited<ReturnType<typeof applyWorld>>;
