// How this project runs Debian's Chromium, for the browser tests and the benchmarks alike.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Offline and quiet: no first-run pages, no background or component traffic. Playwright adds --headless itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium looks up Google hosts at start even with the flags above; keep every lookup local.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** For launchers that do not add --headless themselves (chrome-launcher, under Lighthouse). */
export const HEADLESS_CHROMIUM_ARGS = ['--headless', ...CHROMIUM_ARGS];
