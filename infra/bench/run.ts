// `npm run bench`: the front end's speed budgets, against one running production stack.
// Kept out of `npm test`: timings and scores vary with the machine, so they are benchmarks.
import { benchBundleSize } from './bundle-size.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchReadPath } from './read-path.ts';
import { startBenchSite } from './site.ts';

const site = await startBenchSite();
try {
  const bundleOk = await benchBundleSize(site);
  const lighthouseOk = await benchLighthouse(site);
  const readPathOk = await benchReadPath(site);
  if (!bundleOk || !lighthouseOk || !readPathOk) process.exitCode = 1;
} finally {
  await site.stop();
}
