import t from 'tap';
import { sharedLookups } from '../src/shared-lookups.ts';

// The first second of an opening: hundreds of arrivals for one cold window at once. The window's
// unit and rules are looked up once and shared, not once per arrival.
t.test('a burst of lookups for one cold key asks once, and the answer is kept for its time', async (t) => {
  const asked: string[] = [];
  let answer = 'rules v1';
  let clock = 1_000_000; // the test's own clock: a loaded machine must not decide what is "within its time"
  const lookup = sharedLookups(
    50,
    100,
    async (key: string) => {
      asked.push(key);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `${answer} of ${key}`;
    },
    () => clock,
  );
  const burst = await Promise.all(Array.from({ length: 200 }, () => lookup('window-a')));
  t.same(asked, ['window-a'], 'one lookup for the whole burst');
  t.ok(burst.every((found) => found === 'rules v1 of window-a'), 'every arrival has the answer');
  t.equal(await lookup('window-b'), 'rules v1 of window-b', 'another key is its own lookup');
  t.same(asked, ['window-a', 'window-b']);

  answer = 'rules v2';
  clock += 49;
  t.equal(await lookup('window-a'), 'rules v1 of window-a', 'within its time the kept answer is served');
  clock += 1;
  t.equal(await lookup('window-a'), 'rules v2 of window-a', 'after its time it is asked again');
  t.same(asked, ['window-a', 'window-b', 'window-a']);
});

t.test('nothing found and a failed lookup are not kept: the next arrival asks again', async (t) => {
  let calls = 0;
  let exists = false;
  const lookup = sharedLookups(60_000, 100, async (key: string) => {
    calls += 1;
    if (key === 'broken' && calls < 4) throw new Error('database away');
    return exists ? key : null;
  });
  t.equal(await lookup('unit-x'), null);
  exists = true;
  t.equal(await lookup('unit-x'), 'unit-x', 'a unit created since is found');
  t.equal(calls, 2);
  await t.rejects(lookup('broken'), /database away/);
  t.equal(await lookup('broken'), 'broken', 'the failure was not kept');
  t.equal(calls, 4);
});

t.test('past its bound the table starts again rather than grow', async (t) => {
  let calls = 0;
  const lookup = sharedLookups(60_000, 3, async (key: string) => {
    calls += 1;
    return key;
  });
  for (const key of ['a', 'b', 'c']) await lookup(key);
  await lookup('a');
  t.equal(calls, 3, 'kept while under the bound');
  await lookup('d');
  await lookup('a');
  t.equal(calls, 5, 'the bound reached: the kept answers were let go');
});
