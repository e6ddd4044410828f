// The sign-up answers every malformed body as the other member forms do: a 400 in the form's shape
// with a message (never a 500 from a body the parser refused), and a field it does not know is
// refused rather than silently dropped, so no one can hope to set a scope or a role through it.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { freshIp, memberWorld } from './member-world.ts';

await forEachDatabase(t, 'sign_up_bodies', async (t, database) => {
  const world = await memberWorld(t, database);
  const { app } = world;
  const accounts = async () => Number((await app.db('users').count({ n: '*' }).first())?.n ?? 0);
  const post = (payload: string, contentType: string | undefined, locale = 'en') =>
    app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), payload, headers: { 'accept-language': locale, ...(contentType ? { 'content-type': contentType } : {}) } });

  t.test('truncated JSON, plain text and an empty body are a 400 with a message', async (t) => {
    const body = JSON.stringify(await world.signUpBody('DOMESTIC_PRIVATE'));
    const before = await accounts();
    const cases: Array<[string, string, string | undefined]> = [
      ['truncated JSON', body.slice(0, body.length - 7), 'application/json'],
      ['plain text', 'username=maker&password=x', 'text/plain'],
      ['plain text called JSON', 'hello', 'application/json'],
      ['an empty JSON body', '', 'application/json'],
      ['a body of an unknown type', '<user/>', 'application/xml'],
      ['no content type', body, undefined],
    ];
    for (const [name, payload, type] of cases) {
      const answer = await post(payload, type);
      t.equal(answer.statusCode, 400, `${name}: ${answer.body.slice(0, 120)}`);
      t.match(answer.headers['content-type'], 'application/json', name);
      t.equal(typeof answer.json().message, 'string', name);
      t.ok(answer.json().message.length > 0, name);
      t.ok(Array.isArray(answer.json().fields), `${name}: the form's shape`);
    }
    t.match((await post('{', 'application/json', 'ko')).json().message, /[가-힣]/, 'in the language asked for');
    t.equal(await accounts(), before, 'nothing written');
  });

  t.test('a field the form does not have is refused, naming it; no account is made', async (t) => {
    const before = await accounts();
    for (const extra of [{ scope: ['console'] }, { role: 'ADMINISTRATOR' }, { scopes: 'member,console' }]) {
      const body = { ...(await world.signUpBody('DOMESTIC_PRIVATE')), ...extra };
      const answer = await post(JSON.stringify(body), 'application/json');
      t.equal(answer.statusCode, 400, JSON.stringify(extra));
      t.equal(answer.json().fields[0].field, Object.keys(extra)[0]);
      t.equal(answer.json().fields[0].rule, 'INVALID_VALUE');
      t.notOk(await app.users.usernameExists(body.username), 'no row');
    }
    const nested = await world.signUpBody('DOMESTIC_PRIVATE');
    const answer = await post(JSON.stringify({ ...nested, receiveConsent: { ...nested.receiveConsent, staff: true } }), 'application/json');
    t.equal(answer.statusCode, 400);
    t.equal(answer.json().fields[0].field, 'receiveConsent.staff');
    t.equal(await accounts(), before);
  });
});
