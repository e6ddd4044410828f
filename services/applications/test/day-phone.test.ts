// The phone for the day on an application (issue 20 item 12): Korean numbers stay digits, an
// overseas number (typed with its country code, or in the country chosen beside it) is stored in
// E.164 and read back as stored; unreadable numbers and texts to an overseas number are refused on
// their field in the member's language, with nothing written. SQLite and MySQL (the column fits E.164).
import t from 'tap';
import { VALIDATION_MESSAGES } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { applyWorld, NOW, openWindow, STAFF, type Maker } from './apply-world.ts';

await forEachDatabase(t, 'apply_day_phone', async (t, database) => {
  const world = await applyWorld(t, database);
  const { app, clock } = world;
  t.afterEach(() => clock.set(NOW));
  const apply = (maker: Maker, unitIds: string[], extra: Record<string, unknown>, locale = 'ko') =>
    app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: { ...maker.headers, 'accept-language': locale }, payload: world.body(unitIds, extra) });
  const mine = async (maker: Maker) => (await app.inject({ url: '/api/v1/apply/applications?limit=100', headers: maker.headers })).json().applications as Array<{ _id: string; phone: string }>;
  const { units } = await world.window(openWindow({ work: 'STUDIO', unitCapacity: 10 }));

  t.test('an overseas number is stored in E.164, typed with its country code or in the chosen country', async (t) => {
    for (const [extra, stored] of [
      [{ phone: '+33 6 12 34 56 78' }, '+33612345678'],
      [{ phone: '0612345678', phoneCountry: 'FR' }, '+33612345678'],
      [{ phone: '0033612345678' }, '+33612345678'],
      [{ phone: '+81 3-1234-5678', channel: 'EMAIL' }, '+81312345678'],
    ] as const) {
      const maker = await world.maker('OVERSEAS');
      const answer = await apply(maker, [units[0]!._id], extra);
      t.equal(answer.statusCode, 201, `${JSON.stringify(extra)}: ${answer.body}`);
      t.equal(answer.json().applications[0].phone, stored, `${extra.phone} is kept as ${stored}`);
      const [application] = await mine(maker);
      t.equal(application!.phone, stored, 'read back on my page as stored');
      const detail = await app.inject({ url: `/api/console/apply/applications/${application!._id}`, headers: STAFF() });
      t.equal(detail.json().application.phone, stored, 'and by staff');
    }
  });

  t.test('Korean numbers stay digits, also typed with +82; the channel SMS still works for them', async (t) => {
    for (const [extra, stored] of [
      [{ phone: '01012345678', channel: 'SMS' }, '01012345678'],
      [{ phone: '+82 10 1234 5678', channel: 'SMS' }, '01012345678'],
      [{ phone: '0222125581' }, '0222125581'],
      [{ phone: '01012345678', phoneCountry: 'KR' }, '01012345678'],
    ] as const) {
      const maker = await world.maker();
      const answer = await apply(maker, [units[1]!._id], extra);
      t.equal(answer.statusCode, 201, `${JSON.stringify(extra)}: ${answer.body}`);
      t.equal(answer.json().applications[0].phone, stored);
    }
  });

  t.test('texts reach Korean mobiles only: a member whose number on file is overseas is told by e-mail', async (t) => {
    const overseas = await world.maker('OVERSEAS', undefined, '+33612345678');
    const domestic = await world.maker();
    for (const maker of [overseas, domestic]) t.equal((await apply(maker, [units[3]!._id], { phone: '+33 6 12 34 56 78', channel: 'PHONE' })).statusCode, 201);
    await app.applyMessages.settled();
    const channels = async (maker: Maker) =>
      ((await world.admin.inject({ url: `/api/console/messages?memberId=${maker.id}&limit=100`, headers: STAFF() })).json().messages as Array<{ channel: string; template: string }>).map((message) => message.channel);
    t.same(await channels(overseas), ['EMAIL'], 'the overseas number on file: e-mail');
    t.same(await channels(domestic), ['SMS'], 'a Korean mobile on file: a text, as chosen');
  });

  t.test('refused on the field, in the member language, and nothing written', async (t) => {
    const maker = await world.maker('OVERSEAS');
    const cases = [
      { extra: { phone: '+33 6 12' }, locale: 'en', field: 'phone', code: 'INTERNATIONAL_PHONE' },
      { extra: { phone: '12345', phoneCountry: 'FR' }, locale: 'jp', field: 'phone', code: 'INTERNATIONAL_PHONE' },
      { extra: { phone: '0101234' }, locale: 'ko', field: 'phone', code: 'PHONE_FORMAT' },
      { extra: { phone: '+33 6 12 34 56 78', channel: 'SMS' }, locale: 'cn', field: 'channel', code: 'SMS_KOREAN_MOBILE_ONLY' },
    ] as const;
    for (const { extra, locale, field, code } of cases) {
      const answer = await apply(maker, [units[2]!._id], extra, locale);
      t.equal(answer.statusCode, 400, JSON.stringify(extra));
      const body = answer.json();
      t.equal(body.code, code);
      t.equal(body.message, VALIDATION_MESSAGES[code][locale], `the message in ${locale}`);
      t.match(body.fields, [{ field, rule: code, message: VALIDATION_MESSAGES[code][locale] }]);
    }
    for (const extra of [{ phone: '' }, { phone: '+33 6 12 34 56 78 90 12 34 56' }, { phone: '010-1234-5678x' }, { phoneCountry: 'France' }]) {
      t.equal((await apply(maker, [units[2]!._id], extra)).statusCode, 400, `the schema refuses ${JSON.stringify(extra)}`);
    }
    t.same(await mine(maker), [], 'nothing was written');
  });
});
