// fairs: a maker's logo and photo are uploaded to the users service (POST /api/v1/users/{_id}/logo,
// /photo) and shown by the fairs service for a published profile only, read over the users
// service's internal route, which answers the fairs service alone. Real users, admin and content
// services (sign-up and upload as a member does them) beside a real fairs service.
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { bearer, forEachDatabase, freshDatabase, serviceOptionsForTest, signAccessToken, testInternalToken, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { buildApp as buildFairs } from '../../services/fairs/src/app.ts';
import { PNG, freshIp, memberWorld, multipartBody } from '../../services/users/test/member-world.ts';
import { profileInput } from '../../services/fairs/test/fair-world.ts';

await forEachDatabase(t, 'maker_pictures', async (t, database) => {
  const usersDb = await freshDatabase('sqlite', 'maker_pictures_users');
  t.teardown(() => usersDb.dispose());
  const world = await memberWorld(t, usersDb.config);
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  const usersUrl = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  const fairs = await buildFairs({ ...serviceOptionsForTest(database, 'fairs'), usersUrl, clockTimer: false });
  t.teardown(() => fairs.close());

  const body = await world.signUpBody('DOMESTIC_INSTITUTION');
  const signedUp = await world.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    remoteAddress: freshIp(),
    ...(await multipartBody({ data: JSON.stringify(body) }, [{ field: 'businessRegistration', name: 'reg.png', content: PNG }])),
  });
  t.equal(signedUp.statusCode, 201, signedUp.body);
  const memberId = signedUp.json().user._id as string;
  const auth = bearer(signAccessToken({ sub: memberId, scope: ['member'] }));
  const form = await multipartBody({}, [{ field: 'file', name: 'logo.png', content: PNG }]);
  t.equal((await world.app.inject({ method: 'POST', url: `/api/v1/users/${memberId}/logo`, payload: form.payload, headers: { ...form.headers, ...auth } })).statusCode, 201);

  const saved = await fairs.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: auth, payload: profileInput() });
  const profileId = saved.json().introduction._id as string;

  t.test('the published profile shows the logo; a missing photo is a 404', async (t) => {
    const logo = await fairs.inject({ url: `/api/v1/makers/${profileId}/logo` });
    t.equal(logo.statusCode, 200);
    t.equal(logo.headers['content-type'], 'image/png');
    t.equal(logo.headers['x-content-type-options'], 'nosniff');
    t.same(logo.rawPayload, PNG);
    t.equal((await fairs.inject({ url: `/api/v1/makers/${profileId}/photo` })).statusCode, 404);
    t.equal((await fairs.inject({ url: `/api/v1/makers/${profileId}/banner` })).statusCode, 400);
    t.same((await fairs.inject({ url: `/api/v1/makers/${profileId}` })).json().maker.pictures, ['logo'], 'the profile lists the pictures that exist, so the page asks for no other');
  });

  t.test('an unpublished profile shows no picture', async (t) => {
    await fairs.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: auth, payload: profileInput({ published: false }) });
    t.equal((await fairs.inject({ url: `/api/v1/makers/${profileId}/logo` })).statusCode, 404);
  });

  t.test('the internal route answers the fairs service only', async (t) => {
    const path = `/internal/members/${memberId}/images/logo`;
    t.equal((await world.app.inject({ url: path, headers: { 'x-internal-token': testInternalToken('fairs') } })).statusCode, 200);
    t.equal((await world.app.inject({ url: path, headers: { 'x-internal-token': TEST_INTERNAL_TOKEN } })).statusCode, 404, 'not the gateway');
    t.equal((await world.app.inject({ url: path, headers: { 'x-internal-token': testInternalToken('shop') } })).statusCode, 404, 'nor another service');
    t.equal((await world.app.inject({ url: path })).statusCode, 404);
  });
});
