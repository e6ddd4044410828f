import { registerRemotes } from '@module-federation/enhanced/runtime';

/** `/remotes.json`: Module Federation remote name → URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

export const REMOTES_URL = '/remotes.json';

let known: RemoteMap = {};

function asRemoteMap(body: unknown, from: string): RemoteMap {
  if (typeof body !== 'object' || body === null) throw new Error(`${from} is not an object`);
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The map the gateway inlined into index.html (`<script type="application/json" id="remotes">`,
 * from the same config as /remotes.json): one round trip fewer before the first remote loads.
 * Read once; a retry (or a page served without it) fetches /remotes.json.
 */
function inlinedRemoteMap(): RemoteMap | null {
  const element = document.getElementById('remotes');
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  element.remove();
  try {
    return asRemoteMap(JSON.parse(element.textContent ?? ''), 'the inlined remote map');
  } catch (error) {
    console.warn('[shell] the inlined remote map is unreadable; fetching it', error);
    return null;
  }
}

async function fetchRemoteMap(): Promise<RemoteMap> {
  const inlined = inlinedRemoteMap();
  if (inlined) return inlined;
  const response = await fetch(REMOTES_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  return asRemoteMap(await response.json(), REMOTES_URL);
}

/** Reads the runtime remote map and registers it; a failure leaves remotes unregistered (each shows its fallback). */
export async function registerRemoteMap(): Promise<void> {
  try {
    known = await fetchRemoteMap();
    registerRemotes(Object.entries(known).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    console.error('[shell] could not read the remote map', error);
  }
}

/** Before a retry: forget what failed about one remote (or re-read the map if it never arrived). */
export async function resetRemote(name: string): Promise<void> {
  const entry = known[name];
  if (!entry) {
    await registerRemoteMap();
    return;
  }
  registerRemotes([{ name, entry }], { force: true });
}
