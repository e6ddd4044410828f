import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a remote module resolves to when it could not be loaded (see `isRemoteLoadFailure`). */
export interface RemoteLoadFailure {
  readonly remoteLoadFailed: true;
  readonly id: string;
  readonly error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && (value as RemoteLoadFailure).remoteLoadFailed === true;
}

/**
 * When a remote (its manifest, entry or exposed chunk) fails to load, resolve the load to a
 * failure marker instead of throwing, so the shell can show a fallback in that app's slot while
 * everything else keeps working. Kept free of React and i18n: runtime plugins load before sharing.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'centre-remote-error-plugin',
    errorLoadRemote(args) {
      // Earlier lifecycles (manifest fetch, share init) expect a manifest or entry back: let the
      // error travel on; loadRemote reports it once more as 'onLoad', where a module is expected.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote module "${args.id}" failed to load`, args.error);
      const failure: RemoteLoadFailure = { remoteLoadFailed: true, id: args.id, error: args.error };
      return failure;
    },
  };
}
