import t from 'tap';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { MAKER_A, MAKER_B, facilityStaff, member, profileInput, programStaff } from './fair-world.ts';

await forEachDatabase(t, 'fairs_directory', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());

  t.test('a member writes their one profile; the description is sanitised and the contact kept', async (t) => {
    t.equal((await app.inject({ url: '/api/v1/me/introductions' })).statusCode, 401);
    const empty = await app.inject({ url: '/api/v1/me/introductions', headers: member(MAKER_A) });
    t.same(empty.json(), { introduction: null });

    const saved = await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(MAKER_A), payload: profileInput() });
    t.equal(saved.statusCode, 200);
    const own = saved.json().introduction;
    t.equal(own.description.ko, '<p>니트 전문 </p>');
    t.equal(own.description.en, '<p>Knitwear </p>');
    t.equal(own.contact.email, 'hanbit@example.com');
    t.equal(own.verified, false);

    const again = await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(MAKER_A), payload: profileInput({ tradeName: 'Hanbit Knit Co.' }) });
    t.equal(again.json().introduction._id, own._id, 'still the one profile');
    t.equal(again.json().introduction.tradeName, 'Hanbit Knit Co.');
  });

  t.test('strict bodies: unknown fields, unknown items and long names are refused, nothing written', async (t) => {
    for (const payload of [
      { ...profileInput(), extra: 1 },
      profileInput({ items: ['SPACESUIT' as never] }),
      profileInput({ tradeName: 'x'.repeat(101) }),
      profileInput({ moq: -1 }),
      profileInput({ contact: { channel: 'EMAIL', email: 'not an address' } }),
    ]) {
      const refused = await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(MAKER_B), payload });
      t.equal(refused.statusCode, 400, JSON.stringify(refused.json()));
    }
    t.same((await app.inject({ url: '/api/v1/me/introductions', headers: member(MAKER_B) })).json(), { introduction: null });
  });

  t.test('the public directory lists published profiles, filters them, and never shows contacts', async (t) => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/me/introductions',
      headers: member(MAKER_B),
      payload: profileInput({ tradeName: 'Seoul Denim Lab', items: ['DENIM'], services: ['PATTERN', 'CUTTING'], district: 'Jung-gu', monthlyCapacity: 800, languages: ['ko', 'jp'], published: false }),
    });
    const all = await app.inject({ url: '/api/v1/makers' });
    t.equal(all.statusCode, 200);
    t.same(all.json().makers.map((maker: { tradeName: string }) => maker.tradeName), ['Hanbit Knit Co.'], 'the unpublished profile is not listed');
    t.same(all.json().summary, { total: 1, limit: 10, offset: 0 });
    t.notMatch(all.body, /hanbit@example|010-1234|contact/);

    await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(MAKER_B), payload: profileInput({ tradeName: 'Seoul Denim Lab', items: ['DENIM'], services: ['PATTERN', 'CUTTING'], district: 'Jung-gu', monthlyCapacity: 800, languages: ['ko', 'jp'], equipment: ['Juki DDL-9000'] }) });
    const names = async (query: string) => (await app.inject({ url: `/api/v1/makers?${query}` })).json().makers.map((maker: { tradeName: string }) => maker.tradeName).sort();
    t.same(await names('item=DENIM'), ['Seoul Denim Lab']);
    t.same(await names('service=SEWING'), ['Hanbit Knit Co.']);
    t.same(await names('district=Jung-gu'), ['Seoul Denim Lab']);
    t.same(await names('capacity=1000'), ['Hanbit Knit Co.']);
    t.same(await names('language=jp'), ['Seoul Denim Lab']);
    t.same(await names('keyword=shima'), ['Hanbit Knit Co.'], 'keyword matches equipment');
    t.same(await names('limit=1&offset=1').then((list) => list.length), 1);
    t.equal((await app.inject({ url: '/api/v1/makers?item=knit' })).statusCode, 400, 'enumerations are exact');

    const id = (await app.inject({ url: '/api/v1/makers?item=KNIT' })).json().makers[0]._id;
    const detail = await app.inject({ url: `/api/v1/makers/${id}`, headers: { 'accept-language': 'en' } });
    t.equal(detail.json().maker.description, '<p>Knitwear </p>', 'in the reader’s language');
    t.notMatch(detail.body, /hanbit@example|010-1234/);
    const korean = await app.inject({ url: `/api/v1/makers/${id}`, headers: { 'accept-language': 'jp' } });
    t.equal(korean.json().maker.description, '<p>니트 전문 </p>', 'an empty translation falls back to Korean');
  });

  t.test('an unpublished profile is found by no one but its owner', async (t) => {
    await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(MAKER_B), payload: profileInput({ tradeName: 'Seoul Denim Lab', published: false }) });
    const own = (await app.inject({ url: '/api/v1/me/introductions', headers: member(MAKER_B) })).json().introduction;
    const hidden = await app.inject({ url: `/api/v1/makers/${own._id}`, headers: { 'accept-language': 'en' } });
    t.equal(hidden.statusCode, 404);
    t.equal(hidden.json().code, 'MAKER_NOT_FOUND');
    t.equal(hidden.json().message, 'This maker profile does not exist.');
    // The other member's own-profile route answers only their own profile.
    t.equal((await app.inject({ url: '/api/v1/me/introductions', headers: member(MAKER_A) })).json().introduction.tradeName, 'Hanbit Knit Co.');
  });

  t.test('programme staff verify a profile; other roles and members cannot', async (t) => {
    const id = (await app.inject({ url: '/api/v1/makers?item=KNIT' })).json().makers[0]._id;
    const url = `/api/console/introductions/${id}/verification`;
    t.equal((await app.inject({ method: 'PUT', url, headers: member(MAKER_A), payload: { verified: true } })).statusCode, 403);
    t.equal((await app.inject({ method: 'PUT', url, headers: facilityStaff(), payload: { verified: true } })).statusCode, 403);
    const verified = await app.inject({ method: 'PUT', url, headers: programStaff(), payload: { verified: true } });
    t.equal(verified.statusCode, 200);
    t.equal(verified.json().introduction.verified, true);
    t.same((await app.inject({ url: '/api/v1/makers?verified=true' })).json().makers.map((maker: { _id: string }) => maker._id), [id]);
    const list = await app.inject({ url: '/api/console/introductions?verified=false', headers: programStaff() });
    t.same(list.json().introductions.map((row: { tradeName: string }) => row.tradeName), ['Seoul Denim Lab'], 'staff see unpublished profiles too');
    t.equal((await app.inject({ method: 'PUT', url: '/api/console/introductions/0190a5a0-0000-7000-8000-00000000ffff/verification', headers: programStaff(), payload: { verified: true } })).statusCode, 404);
  });
});
