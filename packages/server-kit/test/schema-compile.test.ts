// SCHEMA_COMPILE (app.ts): lazy compilation answers exactly as eager does, compiles nothing before a
// route's first request, and eager (production's default) still refuses to start with a schema
// that cannot compile.
import t from 'tap';
import { Type, createFastify, installErrorHandlers, lazySchemas } from '@centre/server-kit';

async function appIn(lazy: boolean, withBrokenRoute = false) {
  const app = createFastify({ lazySchemas: lazy });
  installErrorHandlers(app);
  app.post(
    '/items',
    {
      schema: {
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }, { additionalProperties: false }),
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 10 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ name: Type.String(), limit: Type.Integer() }) },
      },
    },
    // The extra field is left out by the response serializer.
    async (request) => ({ name: (request.body as { name: string }).name, limit: (request.query as { limit?: number }).limit ?? 10, secret: 'not sent' }),
  );
  if (withBrokenRoute) {
    app.post('/broken', { schema: { body: { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } } } }, async () => ({ ok: true }));
  }
  t.teardown(() => app.close());
  return app;
}

t.test('the setting: eager unless SCHEMA_COMPILE=lazy; anything else stops the start', async (t) => {
  t.equal(lazySchemas({}), false);
  t.equal(lazySchemas({ SCHEMA_COMPILE: 'eager' }), false);
  t.equal(lazySchemas({ SCHEMA_COMPILE: ' lazy ' }), true);
  t.throws(() => lazySchemas({ SCHEMA_COMPILE: 'sometimes' }), /eager or lazy/);
});

t.test('lazy and eager answer the same: validation, coercion, errors, serialization', async (t) => {
  const requests = [
    { url: '/items?limit=5', payload: { name: 'coat' } },
    { url: '/items', payload: { name: 'coat' } },
    { url: '/items?limit=500', payload: { name: 'coat' } },
    { url: '/items?limit=five', payload: { name: 'coat' } },
    { url: '/items', payload: { name: '' } },
    { url: '/items', payload: { name: 'coat', extra: true } },
    { url: '/items', payload: { name: 'a much longer name' } },
  ];
  const answers: Record<string, Array<{ status: number; body: unknown }>> = {};
  for (const lazy of [false, true]) {
    const app = await appIn(lazy);
    await app.ready();
    const list = [];
    // Twice each: the first call compiles (when lazy), the second uses what was compiled.
    for (const request of [...requests, ...requests]) {
      const answer = await app.inject({ method: 'POST', ...request });
      const body = answer.json() as Record<string, unknown>;
      delete body.requestId;
      list.push({ status: answer.statusCode, body });
    }
    answers[lazy ? 'lazy' : 'eager'] = list;
  }
  t.same(answers.lazy, answers.eager, 'every answer is the same');
  t.same(answers.lazy!.map((answer) => answer.status), [200, 200, 400, 400, 400, 400, 400, 200, 200, 400, 400, 400, 400, 400]);
  t.same(answers.lazy![0]!.body, { name: 'coat', limit: 5 }, 'the query is coerced and the undeclared field is not sent');
});

t.test('a schema that cannot compile: eager refuses to start; lazy starts and fails that route only', async (t) => {
  const eager = await appIn(false, true);
  await t.rejects(async () => { await eager.ready(); }, 'eager: the start fails');
  const lazy = await appIn(true, true);
  await lazy.ready();
  t.equal((await lazy.inject({ method: 'POST', url: '/items', payload: { name: 'coat' } })).statusCode, 200, 'lazy: the other routes answer');
  t.equal((await lazy.inject({ method: 'POST', url: '/broken', payload: { a: 1 } })).statusCode, 500, 'lazy: the broken route fails at its first request');
});
