import type { AccessTokenPayload } from '@centre/contracts';
import { decodeAccessTokenPayload } from './jwt.ts';

/** The subset of the Web Storage API the session needs, so tests can pass a stand-in. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Session storage keys named by the spec (§3). */
export const SESSION_KEYS = {
  refreshToken: 'refreshToken',
  accessToken: 'accessToken',
  payload: 'payload',
  carts: 'carts',
  pickups: 'pickups',
  agreements: 'agreements',
} as const;

export type SessionListKey = 'carts' | 'pickups' | 'agreements';

export interface Session {
  refreshToken: string | null;
  accessToken: string | null;
  /** Decoded access-token claims, including the scope list. */
  payload: AccessTokenPayload | null;
  carts: unknown[];
  pickups: unknown[];
  agreements: unknown[];
}

export interface SessionStore {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  /** Stores a token pair; the access token's payload is decoded and stored beside it. */
  setTokens(tokens: { refreshToken: string; accessToken?: string }): void;
  /** Logout: clears both tokens, the payload and with it the scope. Lists are kept. */
  clearAuth(): void;
  setList(key: SessionListKey, items: unknown[]): void;
}

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function readJson<T>(storage: StorageLike, key: string, fallback: T): T {
  const raw = storage.getItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function createSessionStore(storage: StorageLike): SessionStore {
  const listeners = new Set<() => void>();

  const read = (): Session => ({
    refreshToken: storage.getItem(SESSION_KEYS.refreshToken),
    accessToken: storage.getItem(SESSION_KEYS.accessToken),
    payload: readJson<AccessTokenPayload | null>(storage, SESSION_KEYS.payload, null),
    carts: readJson<unknown[]>(storage, SESSION_KEYS.carts, []),
    pickups: readJson<unknown[]>(storage, SESSION_KEYS.pickups, []),
    agreements: readJson<unknown[]>(storage, SESSION_KEYS.agreements, []),
  });

  // One immutable snapshot per change, as useSyncExternalStore requires.
  let snapshot = read();
  const commit = () => {
    snapshot = read();
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens({ refreshToken, accessToken }) {
      storage.setItem(SESSION_KEYS.refreshToken, refreshToken);
      if (accessToken !== undefined) {
        storage.setItem(SESSION_KEYS.accessToken, accessToken);
        const payload = decodeAccessTokenPayload(accessToken);
        if (payload) storage.setItem(SESSION_KEYS.payload, JSON.stringify(payload));
        else storage.removeItem(SESSION_KEYS.payload);
      }
      commit();
    },
    clearAuth() {
      storage.removeItem(SESSION_KEYS.refreshToken);
      storage.removeItem(SESSION_KEYS.accessToken);
      storage.removeItem(SESSION_KEYS.payload);
      commit();
    },
    setList(key, items) {
      storage.setItem(SESSION_KEYS[key], JSON.stringify(items));
      commit();
    },
  };
}

/** The browser's sessionStorage, or memory when it is unavailable (private modes, tests). */
export function browserSessionStorage(): StorageLike {
  try {
    const storage = globalThis.sessionStorage;
    const probe = '__centre_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
