// Issue 20 item 12: overseas members give international numbers (`+33 6 12 34 56 78`), stored in
// E.164 with their country; Korean numbers keep their digits-only rule; staff find either by the
// digits whatever the spacing typed; codes by SMS still go to Korean mobiles only.
import t from 'tap';
import { forEachDatabase, bearer, signAccessToken } from '@centre/server-kit/testing';
import { STAFF, freshEmail, freshIp, freshPhone, freshUsername, memberWorld } from './member-world.ts';

await forEachDatabase(t, 'users_phones', async (t, database) => {
  const world = await memberWorld(t, database);
  const { app } = world;
  const signUp = (payload: object, locale = 'en') => app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), payload, headers: { 'accept-language': locale } });
  const profileOf = async (id: string) => (await app.inject({ url: '/api/v1/me/profile', headers: bearer(signAccessToken({ sub: id })) })).json().profile;
  const overseasBody = async (phone: string, country: string) => ({ ...(await world.signUpBody('OVERSEAS')), phone, country });

  t.test('an overseas maker signs up with an international number; it is stored in E.164 with the country', async (t) => {
    const res = await signUp(await overseasBody('+33 6 12 34 56 78', 'FR'));
    t.equal(res.statusCode, 201, res.body);
    const me = await profileOf(res.json().user._id);
    t.equal(me.phone, '+33612345678');
    t.equal(me.country, 'FR');

    const national = await signUp(await overseasBody('0612345678', 'FR'));
    t.equal(national.statusCode, 201, national.body);
    t.equal((await profileOf(national.json().user._id)).phone, '+33612345678', 'digits without the code are read in the country of residence');
    const doubleZero = await signUp(await overseasBody('0044 20 7946 0958', 'GB'));
    t.equal(doubleZero.statusCode, 400, '00 with spaces is not a + number');
  });

  t.test('a number that is not a valid international number is refused in the international rule, not "digits only"', async (t) => {
    for (const [phone, locale] of [['+33 6 12 34 56 7', 'en'], ['06 12 34 56 78', 'en'], ['+1 (415) 555-267', 'ja'], ['12', 'zh']] as const) {
      const res = await signUp(await overseasBody(phone, 'FR'), locale);
      t.equal(res.statusCode, 400, phone);
      const field = res.json().fields.find((f: { field: string }) => f.field === 'phone');
      t.equal(field?.rule, 'INTERNATIONAL_PHONE', `${phone}: the international rule`);
      t.match(field?.message, /\+33 6 12 34 56 78/, 'with an example in international format');
      t.notMatch(field?.message, /digits only|数字のみ|只输入数字/, 'never "digits only"');
    }
    const tooLong = await signUp(await overseasBody(`+33 ${'6'.repeat(30)}`, 'FR'));
    t.equal(tooLong.json().fields[0].rule, 'MAX_LENGTH');
  });

  t.test('Korean numbers keep their rule: digits only, checked as today', async (t) => {
    const body = await world.signUpBody('DOMESTIC_PRIVATE');
    for (const phone of ['+82 10 1234 5678', '+821012345678']) {
      const res = await signUp({ ...body, phone }, 'ko');
      t.equal(res.statusCode, 400, phone);
      t.same(res.json().fields.map((f: { field: string; rule: string }) => [f.field, f.rule]), [['phone', 'DIGITS_ONLY']], phone);
    }
    const ok = await signUp(body, 'ko');
    t.equal(ok.statusCode, 201, ok.body);
    t.equal((await profileOf(ok.json().user._id)).phone, body.phone, 'stored as the digits typed');
    const sms = await app.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: freshIp(), payload: { purpose: 'SIGN_UP', channel: 'SMS', target: '+33612345678' } });
    t.equal(sms.statusCode, 400);
    t.equal(sms.json().fields[0].rule, 'MOBILE_ONLY', 'no SMS code to an international number');
  });

  t.test('an overseas member edits their number on my page; a bad one changes nothing', async (t) => {
    const created = await signUp(await overseasBody('+33612345678', 'FR'));
    const id = created.json().user._id as string;
    const auth = bearer(signAccessToken({ sub: id }));
    const before = await profileOf(id);
    const put = (phone: string) =>
      app.inject({ method: 'PUT', url: '/api/v1/me/profile', headers: { ...auth, 'accept-language': 'en' }, payload: { name: before.name, email: before.email, phone, receiveConsent: before.receiveConsent } });
    const moved = await put('+1 (415) 555-2671');
    t.equal(moved.statusCode, 200, moved.body);
    t.equal(moved.json().profile.phone, '+14155552671');
    t.equal(moved.json().profile.country, 'FR', 'the country of residence stays');
    const bad = await put('+1 415 555');
    t.equal(bad.statusCode, 400);
    t.same(bad.json().fields.map((f: { field: string; rule: string }) => [f.field, f.rule]), [['phone', 'INTERNATIONAL_PHONE']]);
    const national = await put('0612345678');
    t.equal(national.json().profile.phone, '+33612345678', 'read in the member\'s country');
    t.equal((await profileOf(id)).phone, '+33612345678');
  });

  t.test('staff create and edit an overseas member with an international number and find members by the digits', async (t) => {
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => app.inject({ method, url, headers: STAFF(), ...(payload ? { payload } : {}) });
    const name = `Dupont ${freshUsername()}`;
    const body = { memberKind: 'OVERSEAS', username: freshUsername(), temporaryPassword: 'Desk-temp-2026!', name, email: freshEmail(), phone: '+44 20 7946 0958', country: 'GB', locale: 'en', receiveConsent: { sms: false, email: true } };
    const created = await send('POST', '/api/console/users', body);
    t.equal(created.statusCode, 201, created.body);
    const id = created.json().user._id as string;
    t.equal((await send('GET', `/api/console/users/${id}`)).json().user.phone, '+442079460958');
    t.equal((await send('POST', '/api/console/users', { ...body, username: freshUsername(), email: freshEmail(), phone: '+44 20 79' })).statusCode, 400);

    const edited = await send('PUT', `/api/console/users/${id}`, { name, email: body.email, phone: '+33 6 98 76 54 32', country: 'FR', locale: 'en', receiveConsent: body.receiveConsent, levelId: null, memo: '' });
    t.equal(edited.statusCode, 204, edited.body);
    const detail = (await send('GET', `/api/console/users/${id}`)).json().user;
    t.equal(detail.phone, '+33698765432');
    t.equal(detail.country, 'FR');

    const found = async (query: string) => ((await send('GET', `/api/console/users?limit=100&${query}`)).json().users as Array<{ _id: string }>).map((u) => u._id);
    t.ok((await found(`keyword=${encodeURIComponent('+33 6 98 76 54 32')}`)).includes(id), 'keyword typed in international format');
    t.ok((await found(`keyword=${encodeURIComponent('98 76 54')}`)).includes(id), 'part of the number, spaced');
    t.ok((await found(`phone=${encodeURIComponent('+33 6 98 76 54 32')}`)).includes(id), 'the phone filter');
    t.ok((await found(`keyword=${encodeURIComponent(name)}`)).includes(id), 'names are still searched');

    const korean = freshPhone();
    const domestic = await send('POST', '/api/console/users', { ...body, memberKind: 'DOMESTIC_PRIVATE', username: freshUsername(), email: freshEmail(), phone: korean, country: undefined, locale: 'ko' });
    t.equal(domestic.statusCode, 201, domestic.body);
    const dashed = `${korean.slice(0, 3)}-${korean.slice(3, 7)}-${korean.slice(7)}`;
    t.same(await found(`keyword=${encodeURIComponent(dashed)}`), [domestic.json().user._id], 'a Korean number typed 3-4-4 finds its digits');
    t.same(await found(`keyword=${korean}`), [domestic.json().user._id], 'and typed as digits, as before');
  });
});
