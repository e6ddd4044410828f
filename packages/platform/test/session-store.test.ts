import t from 'tap';
import { createSessionStore, memoryStorage, SESSION_KEYS } from '../src/session/session-store.ts';
import { accessTokenFor } from './helpers.ts';

t.test('tokens are stored under the spec keys with the decoded payload', async (t) => {
  const storage = memoryStorage();
  const store = createSessionStore(storage);
  let notified = 0;
  const unsubscribe = store.subscribe(() => notified++);

  store.setTokens({ refreshToken: 'r1', accessToken: accessTokenFor('staff1', ['console']) });
  t.equal(storage.getItem(SESSION_KEYS.refreshToken), 'r1');
  t.ok(storage.getItem(SESSION_KEYS.accessToken));
  const payload = store.getSnapshot().payload;
  t.same(payload?.scope, ['console']);
  t.equal(payload?.name, '이름 staff1', 'UTF-8 names survive base64url decoding');
  t.equal(notified, 1);

  const before = store.getSnapshot();
  store.setList('carts', [{ id: 1 }]);
  t.not(store.getSnapshot(), before, 'each change is a new snapshot');
  t.same(store.getSnapshot().carts, [{ id: 1 }]);

  unsubscribe();
  store.clearAuth();
  t.equal(notified, 2, 'no notifications after unsubscribing');
  t.equal(storage.getItem(SESSION_KEYS.refreshToken), null);
  t.equal(storage.getItem(SESSION_KEYS.accessToken), null);
  t.equal(storage.getItem(SESSION_KEYS.payload), null);
  t.same(store.getSnapshot().carts, [{ id: 1 }], 'logout keeps carts');
});

t.test('a new store reads what an earlier page stored', async (t) => {
  const storage = memoryStorage();
  createSessionStore(storage).setTokens({ refreshToken: 'r2', accessToken: accessTokenFor('m1', ['member']) });
  const reopened = createSessionStore(storage).getSnapshot();
  t.equal(reopened.refreshToken, 'r2');
  t.same(reopened.payload?.scope, ['member']);
});

t.test('an unreadable access token stores no payload', async (t) => {
  const store = createSessionStore(memoryStorage());
  store.setTokens({ refreshToken: 'r', accessToken: 'not-a-jwt' });
  t.equal(store.getSnapshot().payload, null);
  t.equal(store.getSnapshot().accessToken, 'not-a-jwt');
});
