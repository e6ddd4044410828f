// The page-wide instances. The platform is a Module Federation singleton, so the shell and every
// remote share exactly these: one session, one API client, one in-flight token refresh.
import { createApiClient, createAuthHttp } from './api/api-client.ts';
import { createAuth } from './api/auth.ts';
import { currentLocale } from './i18n/i18n.ts';
import { browserSessionStorage, createSessionStore } from './session/session-store.ts';
import { createReturnPathMemory } from './guard/return-path.ts';
import { showPageNotice } from './ui/page-notice.ts';

export const session = createSessionStore(browserSessionStorage());

export const auth = createAuth(createAuthHttp('', currentLocale), session);

export const api = createApiClient({
  session,
  auth,
  getLocale: currentLocale,
  notifyForbidden: showPageNotice,
});

export const login = auth.login;
export const completeTwoStep = auth.completeTwoStep;
export const logout = auth.logout;

/** The page a signed-out visitor was refused, so signing in leads back to it. */
export const returnPath = createReturnPathMemory(browserSessionStorage());
