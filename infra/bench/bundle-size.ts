// `npm run bench` (part 1): how much JavaScript the home page's first load downloads.
// Loads the page in Chromium against the production build through the real gateway, twice: once
// accepting only gzip (the budget) and once as a real browser does (brotli when offered). The budget
// figure is the compressed body of every JS response until the network is idle (Resource Timing's
// encodedBodySize): a "KB gzip" budget counts compressed code, not HTTP headers. The header-inclusive
// transfer and the brotli body are printed beside it. Exits 1 over the budget or when the page broke.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { CHROMIUM_PATH, kilobytes, startBenchSite, type BenchSite } from './site.ts';

/** Issue 3: the home page's first load may transfer at most this much JavaScript with gzip. */
export const HOME_FIRST_LOAD_JS_BUDGET_BYTES = 200 * 1024;

/** Lighthouse's mobile viewport: what is "below the fold" here is below it there too. */
const MOBILE_VIEWPORT = { width: 412, height: 823 };

export interface ScriptTransfer {
  path: string;
  encoding: string;
  /** Compressed body bytes (Resource Timing's encodedBodySize): what the budget counts. */
  bodyBytes: number;
  /** Bytes on the wire, response headers included (DevTools' "transferred"). */
  transferBytes: number;
  /** Bytes after decoding (the file's size). */
  resourceBytes: number;
}

/** Loads `url` in a fresh profile and lists every JavaScript response until the network is idle. */
export interface FirstLoad {
  scripts: ScriptTransfer[];
  /** Uncaught errors and failed remotes: a page that broke would measure small for the wrong reason. */
  errors: string[];
  /** Missing non-script files (a favicon, a picture), reported only. */
  consoleErrors: string[];
}

export async function measureFirstLoadScripts(url: string, acceptedEncodings: string[], chromiumArgs: string[] = []): Promise<FirstLoad> {
  const profile = mkdtempSync(path.join(tmpdir(), 'centre-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...chromiumArgs],
    viewport: MOBILE_VIEWPORT,
    // A Korean visitor: a first visit follows the browser's languages, and the budget is the Korean page's.
    locale: 'ko-KR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, ScriptTransfer>();
    const errors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `${message.text()} ${message.location().url ?? ''}`.trim();
      // A missing favicon or picture is worth a note; anything else (a remote that did not load,
      // a script refused) means the page did not come up whole.
      const missingNonScript = text.startsWith('Failed to load resource') && !/\.js(\?|$)/.test(message.location().url ?? '');
      (missingNonScript ? consoleErrors : errors).push(text);
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script' && !/javascript/.test(response.mimeType)) return;
      scripts.set(requestId, {
        path: new URL(response.url).pathname,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none',
        bodyBytes: 0,
        transferBytes: 0,
        resourceBytes: 0,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.resourceBytes += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.transferBytes = encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Chromium's own Accept-Encoding is replaced: what a gzip-only client would be sent.
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptedEncodings.join(', ') } });
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.goto(url, { waitUntil: 'networkidle' });
    const bodySizes = new Map(
      await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => [new URL(entry.name).pathname, entry.encodedBodySize] as const),
      ),
    );
    for (const script of scripts.values()) {
      const bodyBytes = bodySizes.get(script.path);
      if (bodyBytes === undefined) errors.push(`no Resource Timing entry for ${script.path}: its body size is unknown`);
      script.bodyBytes = bodyBytes ?? script.transferBytes;
    }
    return { scripts: [...scripts.values()], errors, consoleErrors };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

type ByteCount = 'bodyBytes' | 'transferBytes' | 'resourceBytes';
const total = (scripts: ScriptTransfer[], key: ByteCount) => scripts.reduce((sum, s) => sum + s[key], 0);

/**
 * One row per file of the gzip-only load, with the same file's brotli body from the browser-like
 * load beside it (files are content-hashed, so both loads fetch the same paths).
 */
export function printScriptTable(gzip: ScriptTransfer[], brotli: ScriptTransfer[]): void {
  const brotliByPath = new Map(brotli.map((script) => [script.path, script]));
  const rows = [...gzip].sort((a, b) => b.bodyBytes - a.bodyBytes);
  const width = Math.max(...rows.map((row) => row.path.length), 10);
  const columns = ['gzip KB', '+headers KB', 'br KB', 'file KB'];
  const cells = (values: string[]) => values.map((value, i) => value.padStart(columns[i]?.length ?? 0)).join('  ');
  console.log('\nHome page first-load JavaScript (budget: gzip KB, the compressed bodies):');
  console.log(`  ${'file'.padEnd(width)}  ${'encoding'.padEnd(8)}  ${columns.join('  ')}`);
  for (const row of rows) {
    const br = brotliByPath.get(row.path);
    const brCell = br ? `${kilobytes(br.bodyBytes)}${br.encoding === 'br' ? '' : '*'}` : '—';
    console.log(`  ${row.path.padEnd(width)}  ${row.encoding.padEnd(8)}  ${cells([kilobytes(row.bodyBytes), kilobytes(row.transferBytes), brCell, kilobytes(row.resourceBytes)])}`);
  }
  const brOnlyInSecondLoad = brotli.filter((script) => !gzip.some((row) => row.path === script.path));
  for (const row of brOnlyInSecondLoad) console.log(`  (only in the brotli load: ${row.path}, ${kilobytes(row.bodyBytes)} KB)`);
  console.log(
    `  ${'TOTAL'.padEnd(width)}  ${`${rows.length} files`.padEnd(8)}  ${cells([kilobytes(total(rows, 'bodyBytes')), kilobytes(total(rows, 'transferBytes')), kilobytes(total(brotli, 'bodyBytes')), kilobytes(total(rows, 'resourceBytes'))])}`,
  );
  console.log('  (* = sent uncompressed: too small for compression to pay)');
}

/** Measures the home page; true when within the budget. */
export async function benchBundleSize(site: Pick<BenchSite, 'url' | 'chromiumArgs'>): Promise<boolean> {
  const home = `${site.url}/`;
  const gzipLoad = await measureFirstLoadScripts(home, ['gzip'], site.chromiumArgs);
  const brotliLoad = await measureFirstLoadScripts(home, ['br', 'gzip', 'deflate'], site.chromiumArgs);
  printScriptTable(gzipLoad.scripts, brotliLoad.scripts);
  for (const error of [...gzipLoad.errors, ...brotliLoad.errors]) console.log(`  page error (fails the bench): ${error}`);
  for (const error of gzipLoad.consoleErrors) console.log(`  console error: ${error}`);
  const gzipBody = total(gzipLoad.scripts, 'bodyBytes');
  const within = gzipBody <= HOME_FIRST_LOAD_JS_BUDGET_BYTES && gzipLoad.errors.length === 0 && brotliLoad.errors.length === 0;
  console.log(
    `\nhome first-load JS: ${kilobytes(gzipBody)} KB gzip (${kilobytes(total(gzipLoad.scripts, 'transferBytes'))} KB with response headers), ` +
      `${kilobytes(total(brotliLoad.scripts, 'bodyBytes'))} KB brotli; budget ${kilobytes(HOME_FIRST_LOAD_JS_BUDGET_BYTES)} KB gzip: ${within ? 'OK' : 'OVER BUDGET'}`,
  );
  return within;
}

if (process.argv[1] === import.meta.filename) {
  const site = await startBenchSite();
  try {
    if (!(await benchBundleSize(site))) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
