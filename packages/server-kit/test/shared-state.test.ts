// Shared state in memory and on the real Redis (REDIS_URL; CI requires it): counters with windows,
// values with expiry, set-if-absent, and messages heard by every instance.
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { connectRedis, deleteRedisKeysUnder, redisScript, sharedStateFromEnv } from '@centre/server-kit';
import { forEachSharedState } from '@centre/server-kit/testing';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await forEachSharedState(t, 'shared_state', async (t, open) => {
  const first = open();
  const second = open();

  t.test('hits count within a window, across instances, then start again', async (t) => {
    t.same((await first.hit('tries', 300)).count, 1);
    t.same((await second.hit('tries', 300)).count, 2, 'the second instance sees the first one\'s hit');
    const third = await first.hit('tries', 300);
    t.equal(third.count, 3);
    t.ok(third.resetInMs > 0 && third.resetInMs <= 300, 'the window closes within its length');
    await pause(350);
    t.equal((await second.hit('tries', 300)).count, 1, 'a new window starts after the old one ends');
  });

  t.test('values expire, and set-if-absent takes once', async (t) => {
    await first.set('code', '123456', 200);
    t.equal(await second.get('code'), '123456');
    t.equal(await first.setIfAbsent('code', 'other', 200), false, 'a live key is not replaced');
    await first.delete('code');
    t.equal(await second.get('code'), null);
    t.equal(await second.setIfAbsent('code', 'mine', 150), true);
    await pause(200);
    t.equal(await first.get('code'), null, 'expired');
  });

  t.test('a message reaches every subscribed instance, and stops after unsubscribing', async (t) => {
    const heard: string[] = [];
    const stopFirst = await first.subscribe('changes', (message) => heard.push(`first:${message}`));
    const stopSecond = await second.subscribe('changes', (message) => heard.push(`second:${message}`));
    await first.publish('changes', 'notices');
    for (let i = 0; i < 40 && heard.length < 2; i++) await pause(25);
    t.same(heard.sort(), ['first:notices', 'second:notices']);
    await stopFirst();
    await stopSecond();
    await second.publish('changes', 'again');
    await pause(100);
    t.equal(heard.length, 2, 'nothing heard after unsubscribing');
  });
});

// Only Redis is shared between processes; in memory every process is apart anyway.
const redisUrl = process.env.REDIS_URL;
t.test('from the environment: REDIS_PREFIX keeps two products (or two test stacks) on one Redis apart', { skip: redisUrl ? false : 'REDIS_URL is not set' }, async (t) => {
  const run = `${process.pid}-${Date.now()}`;
  const one = sharedStateFromEnv({ REDIS_URL: redisUrl, REDIS_PREFIX: `centre-test-a-${run}:` });
  const other = sharedStateFromEnv({ REDIS_URL: redisUrl, REDIS_PREFIX: `centre-test-b-${run}:` });
  t.teardown(() => Promise.all([one.close(), other.close()]));
  await one.hit('sign-in:127.0.0.1', 2_000);
  t.equal((await one.hit('sign-in:127.0.0.1', 2_000)).count, 2);
  t.equal((await other.hit('sign-in:127.0.0.1', 2_000)).count, 1, 'the other prefix counts on its own');
});

t.test('a script runs by its SHA-1, and again after Redis forgot it (NOSCRIPT → EVAL)', { skip: redisUrl ? false : 'REDIS_URL is not set' }, async (t) => {
  const redis = connectRedis(redisUrl!);
  t.teardown(() => redis.quit());
  const key = `centre-test-script-${randomUUID()}`;
  const add = redisScript(`return redis.call('INCRBY', KEYS[1], ARGV[1])`);
  t.equal(await add(redis, [key], ['2']), 2, 'the first call loads it');
  t.equal(await add(redis, [key], ['3']), 5, 'a second call runs it by its SHA-1');
  await redis.script('FLUSH');
  t.equal(await add(redis, [key], ['4']), 9, 'after SCRIPT FLUSH it is sent again, once');
  await redis.del(key);
});

t.test('a stopped stack\'s keys go with deleteRedisKeysUnder, and nobody else\'s', { skip: redisUrl ? false : 'REDIS_URL is not set' }, async (t) => {
  const redis = connectRedis(redisUrl!);
  t.teardown(() => redis.quit());
  const run = randomUUID();
  // A prefix with a glob's characters: they are matched as themselves, not as a pattern.
  const gone = `centre-test-forget:${run}:[a]*:`;
  const kept = `centre-test-forget:${run}:a:`;
  const wider = `centre-test-forget:${run}:[a]*:x`; // shares the prefix: goes too
  for (let i = 0; i < 1_200; i++) await redis.set(`${gone}${i}`, '1', 'EX', 60);
  await redis.set(wider, '1', 'EX', 60);
  await redis.set(`${kept}0`, '1', 'EX', 60);
  t.equal(await deleteRedisKeysUnder(redisUrl!, gone), 1_201, 'every key under the prefix, over several scan pages');
  t.equal(await redis.exists(`${gone}0`, `${gone}1199`, wider), 0, 'they are gone');
  t.equal(await redis.get(`${kept}0`), '1', 'a key the pattern would match unescaped is kept');
  t.equal(await deleteRedisKeysUnder(redisUrl!, gone), 0, 'a second call finds nothing');
  await t.rejects(deleteRedisKeysUnder(redisUrl!, ''), /needs a prefix/, 'an empty prefix is refused: it would empty the whole Redis');
  await redis.del(`${kept}0`);
});
