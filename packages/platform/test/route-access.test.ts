import t from 'tap';
import { decideRouteAccess } from '../src/guard/route-access.ts';
import { decodeAccessTokenPayload } from '../src/session/jwt.ts';
import { accessTokenFor } from './helpers.ts';

const signedIn = (scope: string[]) => {
  const accessToken = accessTokenFor('user1', scope);
  return { accessToken, payload: decodeAccessTokenPayload(accessToken) };
};
const anonymous = { accessToken: null, payload: null };

t.test('unguarded routes always proceed', async (t) => {
  t.same(decideRouteAccess(undefined, '/notice', anonymous), { allowed: true });
});

t.test('a console-scoped route', async (t) => {
  t.same(decideRouteAccess('console', '/console', anonymous), { allowed: true }, 'no token on a console path: the console signs in itself');
  t.same(decideRouteAccess('console', '/reports', anonymous), { allowed: false, reason: 'loginRequired' }, 'no token elsewhere');
  t.same(decideRouteAccess('console', '/console', signedIn(['member'])), { allowed: false, reason: 'noPermission' });
  t.same(decideRouteAccess('console', '/console/users', signedIn(['member', 'console'])), { allowed: true });
});

t.test('a signed-in route', async (t) => {
  t.same(decideRouteAccess('signedIn', '/mypage/myinfo', anonymous), { allowed: false, reason: 'loginRequired' });
  t.same(decideRouteAccess('signedIn', '/console-like/mypage', anonymous), { allowed: false, reason: 'loginRequired' }, 'the console exception is for scoped routes only');
  t.same(decideRouteAccess('signedIn', '/mypage/myinfo', signedIn([])), { allowed: true });
});
