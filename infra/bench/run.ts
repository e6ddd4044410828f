// `npm run bench`: the front end's speed budgets, against one running production stack, then the
// opening-hour rush of applications on MySQL (its own stack; skipped without MYSQL_URL).
// Kept out of `npm test`: timings and scores vary with the machine, so they are benchmarks.
import { benchApplyRush } from './apply-rush.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchLighthouse } from './lighthouse.ts';
import { startBenchSite } from './site.ts';

const site = await startBenchSite();
try {
  const bundleOk = await benchBundleSize(site);
  const lighthouseOk = await benchLighthouse(site);
  if (!bundleOk || !lighthouseOk) process.exitCode = 1;
} finally {
  await site.stop();
}
if (!(await benchApplyRush())) process.exitCode = 1;
