// `npm run bench`: the front end's speed budgets, against one running production stack, then the
// opening-hour rush of applications, the fair matching rush, the last minute of an auction and the shop's rush on MySQL
// (their own stacks; each skipped with a line saying so without MYSQL_URL).
// Kept out of `npm test`: timings and scores vary with the machine, so they are benchmarks.
import { benchApplyRush } from './apply-rush.ts';
import { benchAuctionRush } from './auction-rush.ts';
import { benchBundleSize } from './bundle-size.ts';
import { benchConsoleLists } from './console-lists.ts';
import { benchFairMatching } from './fair-matching.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchReadPath } from './read-path.ts';
import { benchShopRush } from './shop-rush.ts';
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
// Its own stacks (SQLite, and MySQL when MYSQL_URL is set), seeded with 10,000 notices and members.
if (!(await benchConsoleLists())) process.exitCode = 1;
if (!(await benchApplyRush())) process.exitCode = 1;
// Issue 24: the last minute of an auction, two auction instances on one MySQL database (skipped without MYSQL_URL).
if (!(await benchAuctionRush())) process.exitCode = 1;
// Issue 23: 300 buyers' 1,500 meeting requests, two fairs instances on one MySQL database (skipped without MYSQL_URL).
if (!(await benchFairMatching())) process.exitCode = 1;
// Issue 22: 500 buyers × 2 orders for 100 units, two shop instances on one MySQL database (skipped without MYSQL_URL).
if (!(await benchShopRush())) process.exitCode = 1;
