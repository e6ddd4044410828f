// The one error model: a DomainError thrown anywhere is answered by the central handler in the one
// shape and the caller's language; body-parser, content-type and validation failures get a 4xx in
// that shape even on a route whose error schema expects field messages; and a unique key's refusal
// is recognised the same way on SQLite and MySQL.
import t from 'tap';
import { FieldErrorResponse } from '@centre/contracts';
import { DomainError, Type, connectDatabase, createFastify, installErrorHandlers, isUniqueViolation } from '@centre/server-kit';
import { forEachDatabase } from '@centre/server-kit/testing';

async function appWithRoutes() {
  const app = createFastify({});
  installErrorHandlers(app);
  app.post(
    '/forms',
    { schema: { body: Type.Object({ name: Type.String() }, { additionalProperties: false }), response: { 200: Type.Object({ ok: Type.Boolean() }), 400: FieldErrorResponse, 413: FieldErrorResponse, 415: FieldErrorResponse } } },
    async () => ({ ok: true }),
  );
  app.get('/refused', async () => {
    throw new DomainError(409, 'SEAT_TAKEN', 'The seat is taken.', {
      messages: { ko: '이미 선택된 자리입니다.', en: 'The seat is taken.', cn: '座位已被占用。', jp: 'その席は埋まっています。' },
      fields: [{ field: 'seat', rule: 'INVALID_VALUE', message: 'The seat is taken.' }],
      details: { unitId: 'u-1' },
    });
  });
  app.get('/gone', async () => {
    throw new DomainError(503, 'ADMIN_UNAVAILABLE', 'The admin service is unavailable.');
  });
  await app.ready();
  t.teardown(() => app.close());
  return app;
}

t.test('a DomainError is answered in the one shape and the caller’s language', async (t) => {
  const app = await appWithRoutes();
  const jp = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
  t.equal(jp.statusCode, 409);
  t.same(jp.json(), {
    statusCode: 409,
    error: 'Conflict',
    code: 'SEAT_TAKEN',
    message: 'その席は埋まっています。',
    fields: [{ field: 'seat', rule: 'INVALID_VALUE', message: 'The seat is taken.' }],
    unitId: 'u-1',
  });
  const ko = await app.inject({ method: 'GET', url: '/refused' });
  t.equal(ko.json().message, '이미 선택된 자리입니다.', 'Korean when the caller names no language');
  const down = await app.inject({ method: 'GET', url: '/gone' });
  t.equal(down.statusCode, 503);
  t.equal(down.headers['retry-after'], '5', 'a 503 says when to come back');
  t.match(down.json(), { statusCode: 503, error: 'Service Unavailable', code: 'ADMIN_UNAVAILABLE' });
});

t.test('malformed bodies get a 4xx in the one shape, never a 500', async (t) => {
  const app = await appWithRoutes();
  const cases = [
    { name: 'truncated JSON', headers: { 'content-type': 'application/json' }, payload: '{"name":"a', status: 400 },
    { name: 'empty JSON body', headers: { 'content-type': 'application/json' }, payload: '', status: 400 },
    { name: 'unknown content type', headers: { 'content-type': 'text/csv' }, payload: 'a,b', status: 415 },
    { name: 'schema violation', headers: { 'content-type': 'application/json' }, payload: '{"name":1}', status: 400 },
  ];
  for (const { name, headers, payload, status } of cases) {
    const response = await app.inject({ method: 'POST', url: '/forms', headers, payload });
    t.equal(response.statusCode, status, `${name}: ${status}`);
    const body = response.json();
    t.equal(body.statusCode, status, `${name}: statusCode in the body`);
    t.type(body.error, 'string', `${name}: error`);
    t.type(body.message, 'string', `${name}: message`);
    t.type(body.code, 'string', `${name}: a code to act on`);
    t.equal(body.fields, undefined, `${name}: no field to blame`);
  }
});

await forEachDatabase(t, 'server_kit_unique_violation', async (t, database) => {
  const db = await connectDatabase(database);
  t.teardown(() => db.destroy());
  await db.schema.createTable('seats', (table) => {
    table.string('id').primary();
    table.string('label').notNullable().unique();
  });
  await db('seats').insert({ id: 'a', label: 'A1' });
  const refusalOf = (row: object) => db('seats').insert(row).then(() => null, (error: unknown) => error);
  t.ok(isUniqueViolation(await refusalOf({ id: 'b', label: 'A1' })), 'a unique column');
  t.ok(isUniqueViolation(await refusalOf({ id: 'a', label: 'B1' })), 'a primary key');
  t.notOk(isUniqueViolation(await refusalOf({ id: 'c' })), 'a missing value is another refusal');
  t.notOk(isUniqueViolation(new Error('boom')));
  t.notOk(isUniqueViolation(undefined));
});
