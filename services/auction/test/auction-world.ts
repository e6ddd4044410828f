// What the auction tests share: the auction service on the database under test (and, on MySQL, a
// second instance on the same database), one controllable clock, staff and member tokens, and a
// published program with a hall, an author and works built through the console API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import type { InternalMessageRequest, ProgramInput, WorkInput } from '@centre/contracts';
import { controllableClock, type DatabaseConfig, type Outbox } from '@centre/server-kit';
import { bearer, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import type { ShopOrders } from '../src/clients/shop.ts';

export const STAFF = () => bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-00000000aaaa', scope: ['member', 'console'], role: 'PROGRAM_STAFF' }));

/** 27 November 2026, 10:00 in Seoul. */
export const NOW = '2026-11-27T01:00:00.000Z';
export const OPENS = '2026-11-27T00:00:00.000Z';
export const CLOSES = '2026-11-27T09:00:00.000Z';
export const HARD_CLOSE = '2026-11-27T09:20:00.000Z';

export const text = (ko: string) => ({ ko, en: `${ko} (en)`, cn: '', jp: '' });
const empty = { ko: '', en: '', cn: '', jp: '' };

export function programInput(overrides: Partial<ProgramInput> = {}, rules: Partial<ProgramInput['rules']> = {}): ProgramInput {
  return {
    title: text('가을 디자인 경매'),
    description: text('디자이너 작품 경매'),
    periodFrom: '2026-11-20',
    periodTo: '2026-11-27',
    biddingOpensAt: OPENS,
    biddingClosesAt: CLOSES,
    rules: { increments: [{ from: 0, step: 1000 }, { from: 100_000, step: 5000 }], extensionMinutes: 5, hardCloseAt: HARD_CLOSE, approvalRequired: false, buyNowRule: 'UNTIL_FIRST_BID', ...rules },
    halls: [{ name: text('1전시실'), kind: 'PHYSICAL', place: text('답십리 1층') }],
    published: true,
    ...overrides,
  };
}

export interface Member {
  id: string;
  username: string;
  headers: Record<string, string>;
}

let counter = 0;
export function member(): Member {
  counter += 1;
  const id = `0190a5a0-0000-7000-8000-${String(100_000_000_000 + counter * 7 + (process.pid % 7)).slice(-12)}`;
  const username = `kim${String(counter).padStart(2, '0')}user${String(counter).padStart(2, '0')}`;
  return { id, username, headers: bearer(signAccessToken({ sub: id, username, name: `김회원${counter}`, scope: ['member'] })) };
}

/** An outbox standing in for the admin service's internal route: it keeps what it was asked to send. */
export function keptOutbox(): Outbox & { sent: InternalMessageRequest[] } {
  const sent: InternalMessageRequest[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

export async function auctionWorld(t: Test, database: DatabaseConfig, options: { secondInstance?: boolean; shopOrders?: ShopOrders } = {}) {
  const clock = controllableClock(NOW);
  const filesDir = mkdtempSync(path.join(tmpdir(), 'centre-auction-files-'));
  t.teardown(() => rmSync(filesDir, { recursive: true, force: true }));
  const outbox = keptOutbox();
  const app = await buildApp({ ...serviceOptionsForTest(database, 'auction'), clock, filesDir, outbox, clockTimer: false, ...(options.shopOrders ? { shopOrders: options.shopOrders } : {}) });
  t.teardown(() => app.close());
  const instances = [app];
  if (options.secondInstance && database.client === 'mysql') {
    const second = await buildApp({ ...serviceOptionsForTest(database, 'auction'), clock, filesDir, outbox, clockTimer: false });
    t.teardown(() => second.close());
    instances.push(second);
  }

  const world = {
    app,
    instances,
    clock,
    outbox,
    on: (i: number) => instances[i % instances.length]!,

    async author(memberId: string | null = null): Promise<string> {
      const answer = await app.inject({ method: 'POST', url: '/api/console/auction/authors', headers: STAFF(), payload: { name: text(`작가${++counter}`), photo: null, biography: text('소개'), links: [{ type: 'instagram', url: 'https://instagram.com/designer' }], memberId } });
      if (answer.statusCode !== 201) throw new Error(`author not created: ${answer.body}`);
      return answer.json().author._id;
    },

    async program(overrides: Partial<ProgramInput> = {}, rules: Partial<ProgramInput['rules']> = {}): Promise<{ programId: string; hallId: string }> {
      const answer = await app.inject({ method: 'POST', url: '/api/console/auction/programs', headers: STAFF(), payload: programInput(overrides, rules) });
      if (answer.statusCode !== 201) throw new Error(`program not created: ${answer.body}`);
      const program = answer.json().program;
      return { programId: program._id, hallId: program.halls[0]._id };
    },

    workInput(programId: string, hallId: string, authorId: string, overrides: Partial<WorkInput> = {}): WorkInput {
      return {
        programId,
        hallId,
        authorId,
        title: text('울 코트'),
        images: [],
        materials: text('울 100%'),
        size: '90 x 120 cm',
        year: 2026,
        description: empty,
        estimateLow: 100_000,
        estimateHigh: 200_000,
        startPrice: 10_000,
        reservePrice: null,
        buyNowPrice: null,
        hallOrder: 1,
        published: true,
        ...overrides,
      };
    },

    async work(programId: string, hallId: string, authorId: string, overrides: Partial<WorkInput> = {}): Promise<string> {
      const answer = await app.inject({ method: 'POST', url: '/api/console/auction/works', headers: STAFF(), payload: world.workInput(programId, hallId, authorId, overrides) });
      if (answer.statusCode !== 201) throw new Error(`work not created: ${answer.body}`);
      return answer.json().work._id;
    },

    /** A published program with one work open for bids; answers the ids. */
    async lot(workOverrides: Partial<WorkInput> = {}, rules: Partial<ProgramInput['rules']> = {}, authorMember: string | null = null) {
      const { programId, hallId } = await world.program({}, rules);
      const authorId = await world.author(authorMember);
      const workId = await world.work(programId, hallId, authorId, workOverrides);
      return { programId, hallId, authorId, workId };
    },

    async registered(programId: string, who: Member = member()): Promise<Member> {
      const answer = await app.inject({ method: 'PUT', url: `/api/v1/auction/programs/${programId}/registration`, headers: who.headers, payload: { acceptTerms: true } });
      if (answer.statusCode !== 200) throw new Error(`not registered: ${answer.body}`);
      return who;
    },

    bid(i: number, workId: string, who: Member, payload: Record<string, unknown>) {
      return world.on(i).inject({ method: 'POST', url: `/api/v1/auction/works/${workId}/bids`, headers: who.headers, payload });
    },

    async lotRow(workId: string) {
      return app.db('auction_lots').where({ work_id: workId }).first();
    },

    async bidRows(workId: string): Promise<Array<{ member_id: string; amount: number; sequence: number; kind: string; retracted_at: string | null }>> {
      return (await app.db('auction_bids').where({ work_id: workId }).orderBy('sequence')).map((row: Record<string, unknown>) => ({ ...row, amount: Number(row.amount), sequence: Number(row.sequence) })) as never;
    },
  };
  return world;
}
export type AuctionWorld = Awaited<ReturnType<typeof auctionWorld>>;
