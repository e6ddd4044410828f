// The image's HEALTHCHECK: asks this container's own process for /healthz on its port. Plain
// JavaScript with no import, so it answers in a fraction of a second. Which process runs is read
// from PID 1's command line (run.ts <name>); its port follows server-kit's rule (ports.ts:
// PORT / <SERVICE>_PORT, else PORT_BASE + offset), from ports.json written when the image is built.
import { readFileSync } from 'node:fs';

const { defaultBase, offsets } = JSON.parse(readFileSync(new URL('./ports.json', import.meta.url), 'utf8'));
const args = readFileSync('/proc/1/cmdline', 'utf8').split('\0').filter(Boolean);
const name = args[args.length - 1] ?? '';
const env = process.env;
const base = Number(env.PORT_BASE || defaultBase);
let port = null;
if (name === 'gateway') port = Number(env.PORT || base);
else if (name in offsets) port = Number(env[`${name.toUpperCase()}_PORT`] || base + offsets[name]);
if (port === null) process.exit(0); // the migration job listens nowhere
const tls = name === 'gateway' && Boolean(env.TLS_CERT_FILE);
if (tls) env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // our own process on the loopback
try {
  const response = await fetch(`${tls ? 'https' : 'http'}://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
