import t from 'tap';
import { drawLottery, lotteryWeight, type LotteryEntry } from '../src/lottery-draw.ts';

const entries: LotteryEntry[] = Array.from({ length: 40 }, (_, i) => ({
  applicationId: `app-${String(i).padStart(2, '0')}`,
  memberId: `member-${i % 20}`,
  unitId: i % 2 === 0 ? 'unit-a' : 'unit-b',
  recentGrants: i % 3,
}));
const input = { seed: 'a1b2c3', places: { 'unit-a': 5, 'unit-b': 3 }, memberQuota: 1, entries };

t.test('the same seed and entries give the same result, in whatever order the entries are listed', async (t) => {
  const first = drawLottery(input);
  const again = drawLottery({ ...input, entries: [...entries].reverse() });
  t.same(again, first);
  const other = drawLottery({ ...input, seed: 'another seed' });
  t.notSame(other.map((o) => o.applicationId), first.map((o) => o.applicationId), 'another seed gives another order');
});

t.test('winners never exceed the places of a unit nor the member quota', async (t) => {
  const outcomes = drawLottery(input);
  const won = outcomes.filter((o) => o.won);
  t.equal(won.filter((o) => o.unitId === 'unit-a').length, 5);
  t.equal(won.filter((o) => o.unitId === 'unit-b').length, 3);
  const perMember = new Map<string, number>();
  for (const o of won) perMember.set(o.memberId, (perMember.get(o.memberId) ?? 0) + 1);
  t.ok([...perMember.values()].every((count) => count <= 1), 'nobody wins more than the quota');
  t.ok(outcomes.filter((o) => !o.won).every((o) => o.lostBecause === 'FULL' || o.lostBecause === 'OVER_QUOTA'));
  t.same(outcomes.map((o) => o.rank), outcomes.map((_, i) => i + 1));
});

t.test('makers granted less recently are favoured, in proportion to the weights', async (t) => {
  t.equal(lotteryWeight(0), 1);
  t.equal(lotteryWeight(1), 1 / 2);
  t.equal(lotteryWeight(3), 1 / 4);
  // One place, two applicants: one with no recent grant (weight 1), one with three (weight 1/4).
  // Over many seeds the first should win about 1 / (1 + 1/4) = 80 % of draws.
  let fresh = 0;
  const draws = 2000;
  for (let i = 0; i < draws; i++) {
    const [first] = drawLottery({
      seed: `seed-${i}`,
      places: { u: 1 },
      memberQuota: 1,
      entries: [
        { applicationId: 'fresh', memberId: 'm1', unitId: 'u', recentGrants: 0 },
        { applicationId: 'regular', memberId: 'm2', unitId: 'u', recentGrants: 3 },
      ],
    });
    if (first!.applicationId === 'fresh') fresh++;
  }
  t.ok(fresh / draws > 0.75 && fresh / draws < 0.85, `the fresh maker won ${fresh} of ${draws} draws`);
});
