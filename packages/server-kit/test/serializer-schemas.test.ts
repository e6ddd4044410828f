// Nullable fields as the response serializer is given them (serializer-schemas.ts): written as type
// lists, they answer exactly what the unions answered, and the contracts' schemas are left as they were.
import t from 'tap';
import Fastify from 'fastify';
import { Type, createFastify, installErrorHandlers, withNullableTypes } from '@centre/server-kit';

const Refusal = Type.Object({ code: Type.String(), statusCode: Type.Integer(), unitId: Type.Optional(Type.String()) });
const Answer = Type.Object({
  position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when it was decided' }),
  refusal: Type.Union([Refusal, Type.Null()]),
  notes: Type.Union([Type.Array(Type.String()), Type.Null()]),
  price: Type.Union([Type.Number(), Type.Null()]),
  open: Type.Union([Type.Boolean(), Type.Null()]),
  // Not a nullable union of one type: left as a union.
  either: Type.Union([Type.String(), Type.Integer()]),
  literal: Type.Union([Type.Literal('ALL'), Type.Null()]),
  nested: Type.Array(Type.Object({ at: Type.Union([Type.String(), Type.Null()]) })),
});

t.test('unions of one type and null become type lists; other unions stay; the given schema is untouched', async (t) => {
  const before = JSON.stringify(Answer);
  const rewritten = withNullableTypes(Answer) as unknown as { properties: Record<string, Record<string, unknown>> };
  t.equal(JSON.stringify(Answer), before, 'the contract schema is not changed');
  t.not(rewritten, Answer, 'a changed schema is a copy');
  const props = rewritten.properties;
  t.same(props.position, { type: ['integer', 'null'], minimum: 1 });
  t.same(props.decidedAt, { type: ['string', 'null'], format: 'date-time', description: 'when it was decided' });
  t.same(props.refusal!.type, ['object', 'null']);
  t.same(Object.keys(props.refusal!.properties as object), ['code', 'statusCode', 'unitId']);
  t.same(props.notes, { type: ['array', 'null'], items: { type: 'string' } });
  t.same(props.price!.type, ['number', 'null']);
  t.same(props.open!.type, ['boolean', 'null']);
  t.ok(Array.isArray(props.either!.anyOf), 'a union of two types stays a union');
  t.ok(Array.isArray(props.literal!.anyOf), 'a literal (const) or null stays a union');
  t.same(((props.nested!.items as { properties: Record<string, unknown> }).properties.at as { type: unknown }).type, ['string', 'null'], 'inside arrays too');
  const plain = Type.Object({ name: Type.String() });
  t.equal(withNullableTypes(plain), plain, 'a schema without nullable unions is returned as it is');
});

// Fastify as it comes (its serializer given the unions) beside server-kit's (given the type lists).
async function serving(withServerKit: boolean, answer: unknown) {
  const app = withServerKit ? createFastify({ lazySchemas: false }) : Fastify();
  if (withServerKit) installErrorHandlers(app);
  app.get('/answer', { schema: { response: { 200: Answer } } }, async () => answer as never);
  t.teardown(() => app.close());
  const reply = await app.inject({ url: '/answer' });
  return { status: reply.statusCode, body: reply.body };
}

t.test('the same JSON as the unions, for nulls and values alike', async (t) => {
  const values = [
    { position: null, decidedAt: null, refusal: null, notes: null, price: null, open: null, either: 'x', literal: null, nested: [{ at: null }] },
    { position: 3, decidedAt: '2026-11-29T10:00:00.000Z', refusal: { code: 'UNIT_FULL', statusCode: 409, extra: 'left out' }, notes: ['a', '"b"'], price: 1.5, open: false, either: 7, literal: 'ALL', nested: [{ at: 'now' }, { at: null }] },
    { position: 1, decidedAt: null, refusal: { code: '한국어', statusCode: 403, unitId: 'u1' }, notes: [], price: 0, open: true, either: 'y', literal: null, nested: [] },
  ];
  for (const value of values) {
    const [plain, kit] = [await serving(false, value), await serving(true, value)];
    t.equal(kit.status, 200);
    t.equal(kit.body, plain.body, JSON.stringify(value).slice(0, 60));
  }
  t.equal((await serving(true, { ...values[0], position: 1.5 })).status, 500, 'a value of the wrong type is still refused');
});

t.test("server-kit's serializer is given the type lists: a bound it no longer checks", async (t) => {
  // A union runs its branches' validators on every answer, so `minimum: 1` refuses a 0 (a 500); the
  // type list only checks the type. (Bounds are for what comes in; answers are the services' own.)
  const value = { position: 0, decidedAt: null, refusal: null, notes: null, price: null, open: null, either: 'x', literal: null, nested: [] };
  t.equal((await serving(false, value)).status, 500, 'the union validates the value');
  const kit = await serving(true, value);
  t.equal(kit.status, 200, 'the type list writes it');
  t.equal(JSON.parse(kit.body).position, 0);
});
