// `npm run bench` (part 3), or alone: `node --import tsx infra/bench/console-lists.ts`.
// Issue 14's "lists stay fast with real volume": 10,000 notices and 10,000 members, listed,
// searched by keyword and sorted through the real gateway with a staff token, each query timed
// end to end (HTTP included). Prints p50/p99 per query; exits 1 when a p99 is over the target.
// Runs on SQLite, and again on MySQL when MYSQL_URL is set (throw-away databases, dropped after).
// No front-end build is needed: only the API is measured.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sealedBasicHeader } from '@centre/contracts';
import { SERVICE_NAMES, connectDatabase, databaseConfigFrom, dropMysqlDatabase, newId, type Knex } from '@centre/server-kit';
import { startStack, type RunningStack } from '../stack.ts';

/** Issue 14: every console list query answers within this, at the 99th percentile, on this machine. */
export const CONSOLE_LIST_P99_TARGET_MS = 50;

export const BENCH_ROWS = 10_000;
const STAFF_PASSWORD = 'bench-only-Passw0rd!';
/** Timed requests per query, after WARM_UP untimed ones (connections, statement caches, JIT). */
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 200);
const WARM_UP = 20;
/** Rows per INSERT: well under SQLite's 32,766 bound variables with ~25 columns. */
const CHUNK = 500;

// Words a Korean centre's notices and members are made of; the benchmark searches for some of them.
const NOTICE_WORDS = ['봉제', '재단', '교육', '장비', '안내', '모집', '공지', '휴관', '작업실', '패턴', '미싱', '원단', '신청', '변경', '결과'];
const FAMILY_NAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN_SYLLABLES = ['민', '서', '지', '현', '준', '영', '수', '하', '은', '우', '진', '아'];

/** The queries timed: what staff do all day on the two longest console lists. */
export const LIST_QUERIES: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'notices: first page', path: '/api/console/center/notifications?limit=20' },
  { label: 'notices: page 250 of 500', path: '/api/console/center/notifications?limit=20&offset=4980' },
  { label: 'notices: sort subject asc', path: '/api/console/center/notifications?limit=20&sort=subject:asc' },
  { label: 'notices: sort updatedAt desc', path: '/api/console/center/notifications?limit=20&sort=updatedAt:desc' },
  { label: 'notices: public now', path: '/api/console/center/notifications?limit=20&visibility=PUBLIC' },
  { label: 'notices: keyword (common)', path: `/api/console/center/notifications?limit=20&keyword=${encodeURIComponent('봉제')}` },
  { label: 'notices: keyword (rare)', path: `/api/console/center/notifications?limit=20&keyword=${encodeURIComponent('#9876')}` },
  { label: 'notices: keyword (none)', path: `/api/console/center/notifications?limit=20&keyword=${encodeURIComponent('없는말')}` },
  { label: 'members: first page', path: '/api/console/users?limit=20' },
  { label: 'members: page 250 of 500', path: '/api/console/users?limit=20&offset=4980' },
  { label: 'members: kind filter', path: '/api/console/users?limit=20&memberKind=OVERSEAS' },
  { label: 'members: keyword (name)', path: `/api/console/users?limit=20&keyword=${encodeURIComponent('김서')}` },
  { label: 'members: keyword (username)', path: '/api/console/users?limit=20&keyword=bench09876' },
  { label: 'members: name search', path: `/api/console/users?limit=20&name=${encodeURIComponent('박서')}` },
  { label: 'members: phone search', path: '/api/console/users?limit=20&phone=0105551' },
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Seoul-ish timestamps spread over three years, oldest first (ISO-8601 UTC, as the services store them). */
function stamp(i: number, rows: number): string {
  const start = Date.parse('2023-12-01T00:00:00.000Z');
  const span = Date.parse('2026-11-20T00:00:00.000Z') - start;
  return new Date(start + Math.floor((span * i) / rows) + (i % 3_600) * 1_000).toISOString();
}

async function insertInChunks(db: Knex, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  await db.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK));
  });
}

/** 10,000 notices, some pinned, some drafts, some scheduled, one word in four "봉제". */
export function noticeRows(rows = BENCH_ROWS): Array<Record<string, unknown>> {
  return Array.from({ length: rows }, (_, i) => {
    const at = stamp(i, rows);
    const words = `${pick(NOTICE_WORDS, i)} ${pick(NOTICE_WORDS, i * 7 + 3)} ${pick(NOTICE_WORDS, i * 13 + 5)}`;
    return {
      id: newId(),
      subject_ko: `${words} 안내 #${i}`,
      subject_en: `Notice ${i}: ${pick(['sewing', 'cutting', 'training', 'equipment'], i)}`,
      subject_cn: null,
      subject_jp: null,
      summary_ko: `${words}에 관한 공지입니다.`,
      summary_en: null,
      summary_cn: null,
      summary_jp: null,
      content_ko: `<p>${words} 본문 ${i}</p>`.repeat(4),
      content_en: null,
      content_cn: null,
      content_jp: null,
      is_main: i % 50 === 0,
      status: i % 20 === 0 ? 'DRAFT' : 'PUBLISHED',
      publish_at: i % 40 === 1 ? stamp(i + rows, rows) : null,
      unpublish_at: null,
      deleted_at: null,
      created_at: at,
      updated_at: stamp((i * 7919) % rows, rows),
    };
  });
}

/** 10,000 members with Korean names, numbered usernames and 010 phone numbers. */
export function memberRows(rows = BENCH_ROWS): Array<Record<string, unknown>> {
  return Array.from({ length: rows }, (_, i) => {
    const at = stamp(i, rows);
    const name = `${pick(FAMILY_NAMES, i)}${pick(GIVEN_SYLLABLES, i * 5 + 1)}${pick(GIVEN_SYLLABLES, i * 11 + 2)}`;
    return {
      id: newId(),
      username: `bench${String(i).padStart(5, '0')}`,
      password_hash: '',
      name,
      email: `bench${i}@example.com`,
      phone: `010${55_500_000 + i * 37}`,
      member_type: i % 10 === 0 ? 'COMPANY' : 'PERSON',
      member_kind: i % 25 === 0 ? 'OVERSEAS' : i % 10 === 0 ? 'DOMESTIC_INSTITUTION' : 'DOMESTIC_PRIVATE',
      country: i % 25 === 0 ? 'JP' : 'KR',
      scopes: 'member',
      status: 'ACTIVE',
      locale: 'ko',
      created_at: at,
      updated_at: at,
    };
  });
}

async function seed(stack: RunningStack): Promise<void> {
  const started = performance.now();
  const content = await connectDatabase(databaseConfigFrom(stack.env, 'content', stack.dataDir));
  const users = await connectDatabase(databaseConfigFrom(stack.env, 'users', stack.dataDir));
  try {
    await insertInChunks(content, 'notifications', noticeRows());
    await insertInChunks(users, 'users', memberRows());
  } finally {
    await content.destroy();
    await users.destroy();
  }
  console.log(`  seeded ${BENCH_ROWS} notices and ${BENCH_ROWS} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function staffAuthorization(url: string): Promise<string> {
  const refresh = await fetch(`${url}/api/auth/refreshToken`, { headers: { authorization: await sealedBasicHeader('admin', STAFF_PASSWORD) } });
  if (!refresh.ok) throw new Error(`staff sign-in failed: ${refresh.status}`);
  const { data } = (await refresh.json()) as { data: { refreshToken: string } };
  const access = await fetch(`${url}/api/auth/accessToken`, { headers: { authorization: `Bearer ${data.refreshToken}` } });
  if (!access.ok) throw new Error(`staff access token failed: ${access.status}`);
  return `Bearer ${((await access.json()) as { data: { accessToken: string } }).data.accessToken}`;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface QueryTiming {
  label: string;
  p50: number;
  p99: number;
  total: number;
}

/** One request: its time end to end, and the list's total. */
async function timeOnce(url: string, authorization: string, query: { label: string; path: string }): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(`${url}${query.path}`, { headers: { authorization } });
  const body = (await response.json()) as { summary?: { total: number } };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${query.label}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, total: body.summary?.total ?? -1 };
}

/**
 * Times every query RUNS times, one request at a time (a console is used by a few people, not a
 * crowd), in rounds: each round asks every query once, so a burst of load from elsewhere on a
 * shared machine falls on all queries alike instead of on whichever was being timed.
 */
async function timeQueries(url: string, authorization: string): Promise<QueryTiming[]> {
  const timings = LIST_QUERIES.map(() => [] as number[]);
  const totals = LIST_QUERIES.map(() => -1);
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    for (const [index, query] of LIST_QUERIES.entries()) {
      const { ms, total } = await timeOnce(url, authorization, query);
      totals[index] = total;
      if (round >= WARM_UP) timings[index]!.push(ms);
    }
  }
  return LIST_QUERIES.map((query, index) => {
    const sorted = timings[index]!.sort((a, b) => a - b);
    return { label: query.label, p50: percentile(sorted, 50), p99: percentile(sorted, 99), total: totals[index]! };
  });
}

/** One database kind: a fresh stack, seeded, every query timed. True when every p99 meets the target. */
async function benchOn(kind: 'sqlite' | 'mysql'): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'centre-bench-lists-'));
  const prefix = `centre_bench_${randomBytes(4).toString('hex')}_`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: STAFF_PASSWORD,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // One load generator on one address: lift the per-address API limit (still checked on every request).
    API_RATE_LIMIT: '1000000000',
    DB_CLIENT: kind,
  };
  if (kind === 'mysql') Object.assign(env, { MYSQL_URL: process.env.MYSQL_URL as string, MYSQL_DATABASE_PREFIX: prefix });
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({ freePorts: true, output: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', env });
    console.log(`\nConsole lists on ${kind} (${RUNS} timed requests per query, target p99 < ${CONSOLE_LIST_P99_TARGET_MS} ms)`);
    await seed(stack);
    const authorization = await staffAuthorization(stack.url);
    let allMet = true;
    const [load] = loadavg();
    console.log(`  load average ${load?.toFixed(1)} on ${availableParallelism()} cores${(load ?? 0) > availableParallelism() ? ': the machine is busy, figures are pessimistic' : ''}`);
    console.log(`  ${'query'.padEnd(30)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'matched'.padStart(8)}`);
    for (const timing of await timeQueries(stack.url, authorization)) {
      const met = timing.p99 < CONSOLE_LIST_P99_TARGET_MS;
      allMet &&= met;
      console.log(`  ${timing.label.padEnd(30)} ${timing.p50.toFixed(1).padStart(7)} ${timing.p99.toFixed(1).padStart(7)} ${String(timing.total).padStart(8)}${met ? '' : '  OVER'}`);
    }
    return allMet;
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'mysql') for (const name of SERVICE_NAMES) await dropMysqlDatabase(process.env.MYSQL_URL as string, `${prefix}${name}`);
  }
}

/** Every database kind this machine has: SQLite always, MySQL when MYSQL_URL is set. */
export async function benchConsoleLists(): Promise<boolean> {
  // BENCH_DB=sqlite or BENCH_DB=mysql measures one kind only.
  const kinds = (process.env.MYSQL_URL ? (['sqlite', 'mysql'] as const) : (['sqlite'] as const)).filter((kind) => !process.env.BENCH_DB || kind === process.env.BENCH_DB);
  let allMet = true;
  for (const kind of kinds) allMet = (await benchOn(kind)) && allMet;
  return allMet;
}

if (process.argv[1] === import.meta.filename) {
  if (!(await benchConsoleLists())) process.exitCode = 1;
}
