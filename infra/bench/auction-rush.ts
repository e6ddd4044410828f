// The last minute of an auction (issue 24's benchmark, in process): 200 bidders place 5,000 bids
// and maximums on 10 works within BENCH_AUCTION_SPREAD_MS (60 s), spread evenly, against two
// instances of the auction service on one MySQL database (requests alternate between them; each
// bidder bids from the last amount their own answers showed, as a page would). Prints throughput,
// p50/p99/max, the answers by status, then checks from the database: every work's accepted bids
// rise strictly in order without gaps, the lot agrees with its last bid, one leader; after the
// close (both instances ticking at once), exactly one winner per work that had bids.
// In process (app.inject): the service and its database, not the gateway or the network.
// Part of `npm run bench` (skipped with a line saying so without MYSQL_URL); alone:
// MYSQL_URL=mysql://root@127.0.0.1:3306 npm run bench:auction
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { controllableClock, dropMysqlDatabase } from '@centre/server-kit';
import { bearer, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp } from '../../services/auction/src/app.ts';
import { percentile } from './load.ts';

const RUSH = { bidders: 200, bids: 5_000, works: 10, spreadMs: Number(process.env.BENCH_AUCTION_SPREAD_MS ?? 60_000), p99TargetMs: 500 } as const;
const line = (text = '') => process.stdout.write(`${text}\n`);

/** Runs the rush once; answers whether every target was met (true when skipped without MYSQL_URL). */
export async function benchAuctionRush(): Promise<boolean> {
  if (!process.env.MYSQL_URL) {
    line('auction rush: SKIPPED — MYSQL_URL is not set (the rush is measured on MySQL, e.g. MYSQL_URL=mysql://root@127.0.0.1:3306 npm run bench:auction).');
    return true;
  }
  const database = { client: 'mysql' as const, url: process.env.MYSQL_URL, database: `centre_bench_auction_${randomBytes(4).toString('hex')}` };
  // The real clock until the close: the bids' own times decide extensions.
  const start = Date.now();
  const clock = controllableClock(new Date(start));
  const tick = setInterval(() => clock.set(new Date()), 1).unref();
  const instances = [await buildApp({ ...serviceOptionsForTest(database, 'auction'), clock, clockTimer: false }), await buildApp({ ...serviceOptionsForTest(database, 'auction'), clock, clockTimer: false })];
  const [app] = instances as [Awaited<ReturnType<typeof buildApp>>];
  let ok = false;
  try {
    const staff = bearer(signAccessToken({ scope: ['member', 'console'], role: 'PROGRAM_STAFF' }));
    const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });
    const closes = new Date(start + RUSH.spreadMs + 5_000).toISOString();
    const program = (await app.inject({ method: 'POST', url: '/api/console/auction/programs', headers: staff, payload: {
      title: text('벤치마크 경매'), description: text(''), periodFrom: '2026-01-01', periodTo: '2030-12-31', biddingOpensAt: new Date(start - 60_000).toISOString(), biddingClosesAt: closes,
      rules: { increments: [{ from: 0, step: 1000 }, { from: 100_000, step: 5000 }], extensionMinutes: 1, hardCloseAt: new Date(start + RUSH.spreadMs + 5 * 60_000).toISOString(), approvalRequired: false, buyNowRule: 'UNTIL_FIRST_BID' },
      halls: [{ name: text('홀'), kind: 'ONLINE', place: text('') }], published: true,
    } })).json().program;
    const author = (await app.inject({ method: 'POST', url: '/api/console/auction/authors', headers: staff, payload: { name: text('작가'), photo: null, biography: text(''), links: [], memberId: null } })).json().author;
    const works: string[] = [];
    for (let i = 0; i < RUSH.works; i++) {
      works.push((await app.inject({ method: 'POST', url: '/api/console/auction/works', headers: staff, payload: {
        programId: program._id, hallId: program.halls[0]._id, authorId: author._id, title: text(`작품 ${i + 1}`), images: [], materials: text(''), size: '', year: null, description: text(''),
        estimateLow: null, estimateHigh: null, startPrice: 10_000, reservePrice: null, buyNowPrice: null, hallOrder: i, published: true,
      } })).json().work._id);
    }
    const bidders = Array.from({ length: RUSH.bidders }, (_, i) => {
      const id = `0190a5a0-0000-7000-8000-${String(900_000_000_000 + i).slice(-12)}`;
      return { id, headers: bearer(signAccessToken({ sub: id, username: `bench${String(i).padStart(4, '0')}`, name: `입찰자${i}`, scope: ['member'] }, { expiresIn: 3_600_000 })) };
    });
    for (const bidder of bidders) await app.inject({ method: 'PUT', url: `/api/v1/auction/programs/${program._id}/registration`, headers: bidder.headers, payload: { acceptTerms: true } });

    const seen = new Map<string, number>(works.map((work) => [work, 10_000]));
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    const began = performance.now();
    await Promise.all(Array.from({ length: RUSH.bids }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i / RUSH.bids) * RUSH.spreadMs));
      const work = works[i % RUSH.works]!;
      const bidder = bidders[(i * 7) % RUSH.bidders]!;
      const next = seen.get(work)!;
      const step = next >= 100_000 ? 5000 : 1000;
      const payload = i % 5 === 0 ? { maximum: next + step * (1 + (i % 7)) } : { amount: next + step * (i % 3) };
      const sent = performance.now();
      const answer = await instances[i % 2]!.inject({ method: 'POST', url: `/api/v1/auction/works/${work}/bids`, headers: bidder.headers, payload });
      latencies.push(performance.now() - sent);
      const body = answer.json() as { code?: string; nextAmount?: string; lot?: { nextAmount: number | null } };
      const key = answer.statusCode === 201 ? '201' : `${answer.statusCode} ${body.code ?? ''}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const learned = body.lot?.nextAmount ?? (body.nextAmount ? Number(body.nextAmount) : null);
      if (learned && learned > seen.get(work)!) seen.set(work, learned);
    }));
    const seconds = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    line(`auction rush: ${RUSH.bids} bids from ${RUSH.bidders} bidders on ${RUSH.works} works over ${RUSH.spreadMs / 1000} s, two instances, MySQL (load average ${loadavg()[0]!.toFixed(1)})`);
    line(`  ${(RUSH.bids / seconds).toFixed(0)} answers/s; p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);
    line(`  answers: ${[...statuses].map(([key, n]) => `${key} × ${n}`).join(', ')}`);

    let consistent = true;
    for (const work of works) {
      const rows = (await app.db('auction_bids').where({ work_id: work }).orderBy('sequence')) as Array<{ amount: number; sequence: number }>;
      const lot = await app.db('auction_lots').where({ work_id: work }).first();
      const rising = rows.every((row, i) => i === 0 || Number(row.amount) > Number(rows[i - 1]!.amount));
      const gapless = rows.every((row, i) => Number(row.sequence) === i + 1);
      if (!rising || !gapless || Number(lot.current_price) !== Number(rows.at(-1)?.amount) || !lot.leader_member_id) consistent = false;
    }
    clearInterval(tick);
    clock.set(new Date(Date.parse(program.rules.hardCloseAt) + 1));
    await Promise.all(instances.map((instance) => instance.auctionClock.tick()));
    const lots = await app.db('auction_lots').whereIn('work_id', works);
    const winners = lots.filter((lot: { state: string; winner_member_id: string | null }) => lot.state === 'SOLD' && lot.winner_member_id).length;
    const fiveHundreds = [...statuses].filter(([key]) => key.startsWith('5')).reduce((sum, [, n]) => sum + n, 0);
    line(`  order of bids consistent on every work: ${consistent}; winners after the close: ${winners} of ${RUSH.works}; 5xx: ${fiveHundreds}`);
    const pass = consistent && winners === RUSH.works && fiveHundreds === 0 && percentile(latencies, 99) < RUSH.p99TargetMs;
    line(`  ${pass ? 'PASS' : 'FAIL'} (target: consistent, one winner per work, no 5xx, p99 < ${RUSH.p99TargetMs} ms)`);
    ok = pass;
  } finally {
    clearInterval(tick);
    await Promise.all(instances.map((instance) => instance.close()));
    await dropMysqlDatabase(database.url, database.database);
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await benchAuctionRush();
  process.exit(ok ? 0 : 1);
}
