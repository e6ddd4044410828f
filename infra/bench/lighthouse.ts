// `npm run bench:web`: Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G and
// 4x CPU slowdown) against the production build through the real gateway. Prints the category
// scores and the metrics behind them; exits 1 when a page misses a bar.
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { HEADLESS_CHROMIUM_ARGS } from '../chromium.ts';
import { BENCH_PAGES, CHROMIUM_PATH, kilobytes, startBenchSite, type BenchSite } from './site.ts';

/** Issue 3's quality bars, scores 0–100. CLS "≈ 0": anything above this is a visible shift. */
export const LIGHTHOUSE_BARS = { performance: 90, accessibility: 95, maxCumulativeLayoutShift: 0.01 } as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageReport {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  speedIndexMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalJsBytes: number;
  /** Failed audits worth fixing: id, title and the first few offending items. */
  failures: string[];
  /** Lighthouse's measure of this host's CPU speed (the reference mid-range desktop scores about 1000+). */
  benchmarkIndex: number;
  /** What holds the performance score back: LCP element and phases, longest main-thread tasks. */
  diagnostics: string[];
}

interface AuditItem {
  node?: { snippet?: string; selector?: string };
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

function describeFailures(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      const items = ((audit.details as { items?: AuditItem[] } | undefined)?.items ?? []).slice(0, 4);
      const where = items.map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? '').filter(Boolean);
      lines.push(`${category}: ${ref.id} — ${audit.title}${where.length ? ` [${where.join(' | ')}]` : ''}`);
    }
  }
  // What moved: the elements behind the layout shift score, largest first.
  const shifts = ((lhr.audits['layout-shifts']?.details as { items?: Array<AuditItem & { score?: number }> } | undefined)?.items ?? []).slice(0, 5);
  for (const shift of shifts) {
    lines.push(`layout shift ${Number(shift.score ?? 0).toFixed(3)}: ${shift.node?.selector ?? shift.node?.snippet ?? 'unknown element'}`);
  }
  return lines;
}

function describeDiagnostics(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  type Details = { items?: Array<Record<string, unknown> & { items?: Array<Record<string, unknown>> }> };
  const details = (id: string) => (lhr.audits[id]?.details as Details | undefined)?.items ?? [];
  const lcpTables = details('largest-contentful-paint-element');
  const element = (lcpTables[0]?.items?.[0]?.node as AuditItem['node'] | undefined)?.selector;
  const phases = (lcpTables[1]?.items ?? []).map((phase) => `${String(phase.phase)} ${Number(phase.timing).toFixed(0)}`);
  if (element) lines.push(`LCP element: ${element}${phases.length ? ` (${phases.join(', ')} ms)` : ''}`);
  const longTasks = details('long-tasks')
    .slice(0, 4)
    .map((task) => `${String(task.url).replace(/^https?:\/\/[^/]+/, '')} ${Number(task.duration).toFixed(0)}ms@${Number(task.startTime).toFixed(0)}`);
  if (longTasks.length) lines.push(`long tasks: ${longTasks.join(', ')}`);
  const work = details('mainthread-work-breakdown')
    .slice(0, 5)
    .map((group) => `${String(group.groupLabel)} ${Number(group.duration).toFixed(0)}`);
  if (work.length) lines.push(`main thread ms: ${work.join(', ')}`);
  const scripts = details('bootup-time')
    .slice(0, 4)
    .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Number(item.scripting).toFixed(0)}+${Number(item.scriptParseCompile).toFixed(0)}`);
  if (scripts.length) lines.push(`script run+compile ms: ${scripts.join(', ')}`);
  return lines;
}

export interface AuditOptions {
  /** Overrides the mobile preset's 4x CPU slowdown (a host-calibrated run); the default run leaves it alone. */
  cpuSlowdownMultiplier?: number;
}

export async function auditPage(siteUrl: string, pagePath: string, port: number, options: AuditOptions = {}): Promise<PageReport> {
  const result = await lighthouse(`${siteUrl}${pagePath}`, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    ...(options.cpuSlowdownMultiplier === undefined
      ? {}
      : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const scriptBytes = ((lhr.audits['resource-summary']?.details as { items?: AuditItem[] } | undefined)?.items ?? []).find(
    (item) => item.resourceType === 'script',
  )?.transferSize;
  return {
    path: pagePath,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as PageReport['scores'],
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    totalJsBytes: scriptBytes ?? NaN,
    failures: describeFailures(lhr),
    benchmarkIndex: Number(lhr.environment.benchmarkIndex),
    diagnostics: describeDiagnostics(lhr),
  };
}

export function missedBars(report: PageReport): string[] {
  const missed: string[] = [];
  if (report.scores.performance < LIGHTHOUSE_BARS.performance) missed.push(`performance ${report.scores.performance} < ${LIGHTHOUSE_BARS.performance}`);
  if (report.scores.accessibility < LIGHTHOUSE_BARS.accessibility) missed.push(`accessibility ${report.scores.accessibility} < ${LIGHTHOUSE_BARS.accessibility}`);
  if (!(report.cls <= LIGHTHOUSE_BARS.maxCumulativeLayoutShift)) missed.push(`CLS ${report.cls.toFixed(3)} > ${LIGHTHOUSE_BARS.maxCumulativeLayoutShift}`);
  return missed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/** The run whose performance score is the median of the runs (its metrics are printed). */
const medianRun = (reports: PageReport[]): PageReport => {
  const score = median(reports.map((report) => report.scores.performance));
  return reports.find((report) => report.scores.performance === score) ?? reports[0]!;
};

export interface BenchLighthouseOptions {
  /** Lighthouse runs per page; the median run is reported (BENCH_RUNS, default 1). */
  runs?: number;
  /** Adds a run with this CPU slowdown beside the default one (BENCH_CPU_SLOWDOWN); the default stays the headline. */
  calibratedCpuSlowdown?: number;
}

/** Runs Lighthouse on every bench page; true when every page meets the bars (default mobile preset only). */
export async function benchLighthouse(
  site: Pick<BenchSite, 'url' | 'chromiumArgs'>,
  pages: readonly string[] = BENCH_PAGES,
  options: BenchLighthouseOptions = {},
): Promise<boolean> {
  const runs = Math.max(1, options.runs ?? (Number(process.env.BENCH_RUNS) || 1));
  const calibrated = options.calibratedCpuSlowdown ?? (process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined);
  // A Korean visitor's browser: the site follows the browser's languages on a first visit, and the
  // budgets are for the Korean pages (the fallback language that ships with the code).
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...HEADLESS_CHROMIUM_ARGS, ...site.chromiumArgs],
    prefs: { 'intl.accept_languages': 'ko-KR,ko' },
    logLevel: 'silent',
  });
  let allMet = true;
  try {
    const variants: Array<{ label: string; audit: AuditOptions; headline: boolean }> = [
      { label: 'Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown)', audit: {}, headline: true },
    ];
    if (calibrated !== undefined && Number.isFinite(calibrated)) {
      variants.push({ label: `Host-calibrated run: CPU slowdown ${calibrated}x (not the headline)`, audit: { cpuSlowdownMultiplier: calibrated }, headline: false });
    }
    for (const variant of variants) {
      console.log(`\n${variant.label}, ${site.url.startsWith('https:') ? 'over HTTPS with HTTP/2' : 'over plain HTTP/1.1'}, median of ${runs} run(s); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}:`);
      console.log('  page                        perf  a11y  best  seo    FCP ms     SI ms    LCP ms   CLS     TBT ms  JS KB  bench-idx  perf runs');
      for (const pagePath of pages) {
        const reports: PageReport[] = [];
        for (let run = 0; run < runs; run++) {
          // A trace that failed to record (NO_NAVSTART and the like) is retried once, not counted.
          const report = await auditPage(site.url, pagePath, chrome.port, variant.audit).catch((error: unknown) => {
            console.log(`      (retrying: ${error instanceof Error ? error.message : String(error)})`);
            return auditPage(site.url, pagePath, chrome.port, variant.audit);
          });
          reports.push(report);
        }
        const report = medianRun(reports);
        const { scores } = report;
        console.log(
          `  ${pagePath.padEnd(26)}  ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ` +
            `${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(3)}  ${report.fcpMs.toFixed(0).padStart(8)}  ` +
            `${report.speedIndexMs.toFixed(0).padStart(8)}  ${report.lcpMs.toFixed(0).padStart(8)}  ` +
            `${report.cls.toFixed(3)}  ${report.tbtMs.toFixed(0).padStart(7)}  ${kilobytes(report.totalJsBytes).padStart(5)}  ` +
            `${report.benchmarkIndex.toFixed(0).padStart(9)}  ${reports.map((r) => r.scores.performance).join('/')}`,
        );
        for (const line of [...report.failures, ...report.diagnostics]) console.log(`      ${line}`);
        const missed = missedBars(report);
        if (missed.length && variant.headline) {
          allMet = false;
          console.log(`      MISSED: ${missed.join('; ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return allMet;
}

if (process.argv[1] === import.meta.filename) {
  // `npm run bench:web -- /notice` audits only the pages named.
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const site = await startBenchSite();
  try {
    if (!(await benchLighthouse(site, pages.length ? pages : BENCH_PAGES))) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}
