import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { Locale, PASSWORD_CHANGE_REQUIRED } from '@centre/contracts';
import type { SessionStore } from '../session/session-store.ts';
import type { Auth } from './auth.ts';
import { errorResponseOf } from './errors.ts';

interface RetriableConfig extends InternalAxiosRequestConfig {
  /** Set once a request has been retried after a 401, so it is never retried twice. */
  centreRetried?: boolean;
  /** The access token the request was sent with (null: sent without one). */
  centreSentToken?: string | null;
}

export interface ApiClientOptions {
  baseURL?: string;
  session: SessionStore;
  auth: Auth;
  getLocale: () => Locale;
  /** 403 for want of access: show the server's message (the page notice in the browser). */
  notifyForbidden: (message: string) => void;
}

/** Headers every request carries: the current locale, and the access token when logged in. */
export function applySessionHeaders(headers: AxiosHeaders, session: SessionStore, locale: Locale): string | null {
  headers.set('Accept-Language', locale);
  const { accessToken } = session.getSnapshot();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  else headers.delete('Authorization');
  return accessToken;
}

/** A bare instance for auth calls: locale header only, no 401 handling. */
export function createAuthHttp(baseURL: string, getLocale: () => Locale): AxiosInstance {
  const http = axios.create({ baseURL });
  http.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', getLocale());
    return config;
  });
  return http;
}

/**
 * The guards' code for a temporary password. Written out, checked against the contract's constant:
 * importing the value would bring `auth.ts` and, through its imports, the TypeBox schemas of half
 * the contracts and TypeBox itself (~20 KB gzip) into every page's first script.
 */
const PASSWORD_CHANGE_CODE: typeof PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/**
 * The 403s that say "you may not be here" (the guards' codes, or none): the page-wide notice.
 * A domain refusal with its own code (TOO_MANY_EMPLOYEES, OWN_WORK…) is the asking screen's to
 * show beside its form; a notice on top would say it twice and cover the form.
 */
const ACCESS_REFUSAL_CODES: ReadonlySet<string> = new Set(['FORBIDDEN', 'ROLE_FORBIDDEN', 'NO_STAFF_ROLE', 'TWO_STEP_ENROL_REQUIRED', PASSWORD_CHANGE_CODE]);

function isAccessRefusal(code: string | undefined): boolean {
  return code === undefined || ACCESS_REFUSAL_CODES.has(code);
}

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const { session, auth, getLocale, notifyForbidden } = options;
  const client = axios.create({ baseURL: options.baseURL ?? '' });

  client.interceptors.request.use((config: RetriableConfig) => {
    config.centreSentToken = applySessionHeaders(config.headers, session, getLocale());
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const status = error.response?.status;

    if (status === 401 && config && !config.centreRetried && session.getSnapshot().refreshToken) {
      config.centreRetried = true;
      // Another request may already have refreshed while this one was in flight: then just retry.
      if (session.getSnapshot().accessToken === config.centreSentToken) {
        try {
          await auth.refreshAccessToken();
        } catch {
          session.clearAuth();
        }
      }
      return client.request(config);
    }

    if (status === 403 && isAccessRefusal(errorResponseOf(error)?.code)) notifyForbidden(errorResponseOf(error)?.message ?? error.message);
    return Promise.reject(error);
  });

  return client;
}
