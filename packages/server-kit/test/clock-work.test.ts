import t from 'tap';
import { clockTick } from '../src/clock-work.ts';

t.test('a tick runs once at a time in an instance; calls while it runs share it', async (t) => {
  let runs = 0;
  let release!: () => void;
  const tick = clockTick(
    async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return runs;
    },
    () => -1,
  );
  const first = tick();
  const second = tick();
  t.equal(first, second, 'the same tick');
  release();
  t.same(await Promise.all([first, second]), [1, 1]);
  const third = tick();
  release();
  t.equal(await third, 2, 'once it ended, the next call starts a new tick');
});

t.test('a failing tick is handed to onFailure, and the next tick runs', async (t) => {
  let fail = true;
  const failures: unknown[] = [];
  const tick = clockTick(
    async () => {
      if (fail) throw new Error('database away');
      return 'done';
    },
    (error) => {
      failures.push(error);
      return 'failed';
    },
  );
  t.equal(await tick(), 'failed', 'never thrown at the timer');
  t.match(failures, [{ message: 'database away' }]);
  fail = false;
  t.equal(await tick(), 'done', 'tried again at the next tick');
});
