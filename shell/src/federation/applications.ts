import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, start, unloadApplication, type LifeCycles } from 'single-spa';
import type { MicroFrontendLifecycles, MicroFrontendProps } from '@centre/platform';
import { isConsolePath, isMemberPath, isPublicPath } from '@centre/contracts';
import { createRemoteFallbackLifecycles } from './RemoteFallback.tsx';
import { isRemoteLoadFailure } from './remote-error-plugin.ts';
import { resetRemote } from './remotes.ts';

interface MicroFrontend {
  /** Module Federation remote name, as in /remotes.json. */
  remote: string;
  activeWhen: (location: Location) => boolean;
}

export const MICRO_FRONTENDS: readonly MicroFrontend[] = [
  { remote: 'mf_console', activeWhen: (location) => isConsolePath(location.pathname) },
  { remote: 'mf_member', activeWhen: (location) => isMemberPath(location.pathname) },
  { remote: 'mf_public', activeWhen: (location) => isPublicPath(location.pathname) },
];

const slotOf = (remote: string) => () => {
  const element = document.getElementById(`single-spa-application:${remote}`);
  if (!element) throw new Error(`No slot for ${remote} in index.html`);
  return element;
};

async function retry(remote: string) {
  await resetRemote(remote);
  // Unloading returns the app to NOT_LOADED; single-spa then calls its loader again.
  await unloadApplication(remote, { waitForUnmount: false });
}

async function loadLifecycles(remote: string): Promise<LifeCycles<MicroFrontendProps>> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<MicroFrontendLifecycles>(`${remote}/lifecycles`);
  } catch (error) {
    loaded = { remoteLoadFailed: true, id: remote, error };
  }
  if (!loaded || isRemoteLoadFailure(loaded)) return createRemoteFallbackLifecycles(() => retry(remote));
  return loaded as MicroFrontendLifecycles;
}

/**
 * Registers the remotes and starts single-spa. The active remote's files load at once, while the
 * shell's chrome is still getting ready; it mounts (or its fallback, which speaks the shell's
 * namespace, mounts) only once `chromeReady` resolves, so the page keeps its order.
 */
export function startMicroFrontends(chromeReady: Promise<unknown> = Promise.resolve()): void {
  for (const { remote, activeWhen } of MICRO_FRONTENDS) {
    const domElementGetter = slotOf(remote);
    registerApplication<MicroFrontendProps>({
      name: remote,
      app: async () => (await Promise.all([loadLifecycles(remote), chromeReady]))[0],
      activeWhen,
      customProps: () => ({ domElement: domElementGetter() }),
    });
  }
  start({ urlRerouteOnly: true });
}
