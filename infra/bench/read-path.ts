// `npm run bench` (read path): how fast public content is read through the real gateway, beside
// the ceiling of this machine in the same run — a bare Fastify JSON route in its own process, on
// the same transport as the site (HTTPS unless BENCH_PLAIN_HTTP=1). autocannon, 50 connections,
// BENCH_READ_SECONDS (default 4) each after a one-second warm-up, BENCH_READ_ROUNDS (default 3)
// round-robin rounds, best kept: the notice list, one notice, `space?limit=8`, a 304 revalidation,
// and the shop's product list (a page of 12, as /shop shows) and one product (issue 22). Prints
// req/s, p99, the ratio to the ceiling and PASS/FAIL against READ_PATH_RATIO_TARGET; exits 1 when
// a ratio is under it or any answer was not the expected status.
// Alone: `node --import tsx infra/bench/read-path.ts` (builds what is out of date, starts a stack).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { ROOT } from '../stack.ts';
import { startBenchSite, type BenchSite } from './site.ts';

/** Issues 15 and 22: public list and detail reads (content and shop) through the gateway at this share of bare Fastify, or better. */
export const READ_PATH_RATIO_TARGET = 0.35;

const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_READ_SECONDS) || 4;
const ROUNDS = Number(process.env.BENCH_READ_ROUNDS) || 3;

interface Figure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than the expected status, and socket errors. */
  unexpected: number;
}

/** A bare Fastify on a free port in a child process (as the services run), answering one small JSON. */
async function startBareFastify(tls: BenchSite['tls']): Promise<{ url: string; child: ChildProcess }> {
  const source = `
    import Fastify from 'fastify';
    import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
    const tls = ${tls ? JSON.stringify(tls) : 'null'};
    const app = Fastify(tls ? { http2: true, https: { allowHTTP1: true, cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) } } : {});
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    process.send({ port: app.server.address().port });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], cwd: ROOT });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bare Fastify process exited with ${code}`)));
  });
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}/`, child };
}

async function load(url: string, options: { headers?: Record<string, string>; expect: number; ca: string | undefined; duration: number }) {
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.duration,
    headers: options.headers ?? {},
    ...(options.ca ? { tlsOptions: { ca: options.ca } } : {}),
  });
  let unexpected = 0;
  run.on('response', (_client: unknown, status: number) => {
    if (status !== options.expect) unexpected++;
  });
  run.on('reqError', () => unexpected++);
  const result = (await run) as { requests: { average: number }; latency: { p99: number } };
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, unexpected };
}

async function measure(name: string, url: string, options: { headers?: Record<string, string>; expect?: number; ca: string | undefined }): Promise<Figure> {
  const expect = options.expect ?? 200;
  await load(url, { ...options, expect, duration: 1 });
  return { name, ...(await load(url, { ...options, expect, duration: seconds })) };
}

async function json(url: string, ca: string | undefined): Promise<{ etag: string | null; body: Record<string, unknown> }> {
  // fetch has no per-request CA: the bench asks once with Node's https for HTTPS.
  if (!ca) {
    const response = await fetch(url);
    return { etag: response.headers.get('etag'), body: (await response.json()) as Record<string, unknown> };
  }
  const { request } = await import('node:https');
  return new Promise((resolve, reject) => {
    request(url, { ca }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ etag: (response.headers.etag as string | undefined) ?? null, body: JSON.parse(text) as Record<string, unknown> }));
    })
      .on('error', reject)
      .end();
  });
}

export async function benchReadPath(site: BenchSite): Promise<boolean> {
  const ca = site.tls ? readFileSync(site.tls.certFile, 'utf8') : undefined;
  const bare = await startBareFastify(site.tls);
  const list = `${site.url}/api/v1/center/notifications?limit=8`;
  try {
    const first = await json(list, ca);
    const notices = first.body.notifications as Array<{ _id: string }>;
    if (!first.etag || !notices?.[0]) throw new Error('the notice list answered without an ETag or without notices');
    const shopList = `${site.url}/api/v1/shop/products?limit=12`;
    const products = (await json(shopList, ca)).body.products as Array<{ _id: string }>;
    if (!products?.[0]) throw new Error('the shop list answered without products (the demo seed has them)');
    // Every route is measured ROUNDS times, round-robin, and its best figure kept — the ceiling's
    // too. On a shared machine the load of others comes and goes, and the first round also warms
    // the JIT of the gateway; best-of-rounds on both sides keeps the ratio fair.
    const targets: Array<{ name: string; url: string; headers?: Record<string, string>; expect?: number }> = [
      { name: 'bare Fastify JSON route', url: bare.url },
      { name: 'notice list (8), via gateway', url: list },
      { name: 'one notice, via gateway', url: `${site.url}/api/v1/center/notifications/${notices[0]._id}` },
      { name: 'space?limit=8, via gateway', url: `${site.url}/api/v1/space?limit=8` },
      { name: '304 revalidation of the list', url: list, headers: { 'if-none-match': first.etag }, expect: 304 },
      { name: 'shop list (12), via gateway', url: shopList },
      { name: 'one shop product, via gateway', url: `${site.url}/api/v1/shop/products/${products[0]._id}` },
    ];
    const best = new Map<string, Figure>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const figure = await measure(target.name, target.url, { ca, ...(target.headers ? { headers: target.headers } : {}), ...(target.expect ? { expect: target.expect } : {}) });
        const kept = best.get(target.name);
        if (!kept || figure.requestsPerSecond > kept.requestsPerSecond) best.set(target.name, { ...figure, unexpected: figure.unexpected + (kept?.unexpected ?? 0) });
        else kept.unexpected += figure.unexpected;
      }
    }
    const [ceiling, ...figures] = targets.map((target) => best.get(target.name)!) as [Figure, ...Figure[]];
    // The load average beside the figures: on a shared machine it says how quiet the run was.
    const load = loadavg().map((value) => value.toFixed(1)).join(' ');
    console.log(`\nRead path (${site.url.startsWith('https') ? 'HTTPS' : 'HTTP/1.1'}, autocannon ${CONNECTIONS} connections, best of ${ROUNDS} rounds of ${seconds} s each; load average ${load}):`);
    console.log(`  ${'route'.padEnd(34)}  ${'req/s'.padStart(8)}  ${'p99 ms'.padStart(7)}  ${'ratio'.padStart(6)}  target ${READ_PATH_RATIO_TARGET}`);
    let ok = true;
    for (const figure of [ceiling, ...figures]) {
      const ratio = figure.requestsPerSecond / ceiling.requestsPerSecond;
      const verdict = figure === ceiling ? '' : ratio < READ_PATH_RATIO_TARGET ? '  FAIL' : '  PASS';
      const errors = figure.unexpected ? `  ${figure.unexpected} unexpected answers` : '';
      if (verdict === '  FAIL' || errors) ok = false;
      console.log(`  ${figure.name.padEnd(34)}  ${figure.requestsPerSecond.toFixed(0).padStart(8)}  ${String(figure.p99Ms).padStart(7)}  ${ratio.toFixed(2).padStart(6)}${verdict}${errors}`);
    }
    return ok;
  } finally {
    bare.child.kill();
  }
}

if (process.argv[1] === import.meta.filename) {
  const site = await startBenchSite();
  try {
    if (!(await benchReadPath(site))) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
