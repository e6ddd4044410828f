// The one Seoul calendar every service and front end uses: its edges (UTC midnight, 15:00 UTC,
// month and year ends, leap days) and its agreement with the time-zone database.
import t from 'tap';
import {
  SEOUL_TIME_ZONE,
  addDays,
  addMonths,
  daysBetween,
  daysOfMonth,
  isoWeekday,
  monthBounds,
  monthWeeks,
  seoulDate,
  seoulDateTime,
  seoulDayEndUtc,
  seoulDayStartUtc,
  seoulHour,
  seoulInstant,
  seoulMonth,
} from '@centre/contracts';

t.test('a Seoul day begins at 15:00 UTC the day before', async (t) => {
  t.equal(seoulDate('2026-11-26T14:59:59.999Z'), '2026-11-26');
  t.equal(seoulDate('2026-11-26T15:00:00.000Z'), '2026-11-27');
  t.equal(seoulDate(new Date('2026-11-27T00:00:00.000Z')), '2026-11-27', 'UTC midnight is already 09:00 in Seoul');
  t.equal(seoulDate(Date.parse('2026-11-26T23:59:59.999Z')), '2026-11-27');
  t.equal(seoulDateTime('2026-11-26T15:00:00.000Z'), '2026-11-27 00:00');
  t.equal(seoulHour('2026-11-26T11:59:00.000Z'), 20);
  t.equal(seoulHour('2026-11-26T12:00:00.000Z'), 21);
});

t.test('instants at the month and year ends fall on the next Seoul month', async (t) => {
  t.equal(seoulDate('2026-12-31T15:00:00.000Z'), '2027-01-01');
  t.equal(seoulMonth('2026-12-31T15:00:00.000Z'), '2027-01');
  t.equal(seoulMonth('2026-12-31T14:59:59.999Z'), '2026-12');
  t.equal(seoulDate('2028-02-28T15:00:00.000Z'), '2028-02-29', 'leap day');
  t.equal(seoulDate('2027-02-28T15:00:00.000Z'), '2027-03-01');
});

t.test('the start and end of a Seoul day as UTC instants', async (t) => {
  t.equal(seoulDayStartUtc('2027-01-01'), '2026-12-31T15:00:00.000Z');
  t.equal(seoulDayEndUtc('2026-12-31'), '2026-12-31T15:00:00.000Z', 'the end is the next day\'s start');
  t.equal(seoulDayEndUtc('2028-02-28'), '2028-02-28T15:00:00.000Z');
  t.equal(seoulInstant('2026-03-01', '08:00'), '2026-02-28T23:00:00.000Z');
  t.equal(seoulDate(seoulDayStartUtc('2026-11-27')), '2026-11-27');
  t.equal(seoulDate(Date.parse(seoulDayEndUtc('2026-11-27')) - 1), '2026-11-27');
});

t.test('days and months move across month, year and leap edges', async (t) => {
  t.equal(addDays('2026-12-31', 1), '2027-01-01');
  t.equal(addDays('2027-01-01', -1), '2026-12-31');
  t.equal(addDays('2028-02-28', 1), '2028-02-29');
  t.equal(addDays('2027-02-28', 1), '2027-03-01');
  t.equal(addMonths('2026-12', 1), '2027-01');
  t.equal(addMonths('2027-01', -1), '2026-12');
  t.equal(addMonths('2026-11', -23), '2024-12');
  t.equal(addMonths('2026-11', 0), '2026-11');
});

t.test('weekdays are ISO: 1 Monday … 7 Sunday', async (t) => {
  t.equal(isoWeekday('2026-11-23'), 1);
  t.equal(isoWeekday('2026-11-29'), 7);
  t.equal(isoWeekday('2027-01-01'), 5);
});

t.test('a month\'s days and bounds', async (t) => {
  t.same(monthBounds('2028-02'), { first: '2028-02-01', last: '2028-02-29' });
  t.same(monthBounds('2027-02'), { first: '2027-02-01', last: '2027-02-28' });
  t.same(monthBounds('2026-12'), { first: '2026-12-01', last: '2026-12-31' });
  t.equal(daysOfMonth('2026-11').length, 30);
  t.equal(daysOfMonth('2026-11')[29], '2026-11-30');
  t.same(daysBetween('2026-12-30', '2027-01-02'), ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  t.same(daysBetween('2026-12-02', '2026-12-01'), []);
});

t.test('month grids start on Monday or on Sunday and are padded to whole weeks', async (t) => {
  // November 2026 begins on a Sunday and ends on a Monday.
  const monday = monthWeeks('2026-11');
  t.equal(monday.length, 6);
  t.same(monday[0], [null, null, null, null, null, null, '2026-11-01']);
  t.same(monday[5], ['2026-11-30', null, null, null, null, null, null]);
  const sunday = monthWeeks('2026-11', 'sunday');
  t.equal(sunday.length, 5);
  t.same(sunday[0], ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
  t.same(sunday[4], ['2026-11-29', '2026-11-30', null, null, null, null, null]);
  // February 2027 begins on a Monday and has exactly four weeks.
  t.same(monthWeeks('2027-02').flat().filter((day) => day === null), []);
  for (const weeks of [monday, sunday]) t.ok(weeks.every((week) => week.length === 7));
});

t.test('the fixed offset gives the same day and time as the time-zone database', async (t) => {
  const zone = new Intl.DateTimeFormat('sv-SE', { timeZone: SEOUL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // Every 7 h 13 min over two years hits every hour of the day and both sides of each midnight.
  for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2028-01-01T00:00:00Z'); at += 26_000_000) {
    if (zone.format(at) !== seoulDateTime(at)) {
      t.fail(`${new Date(at).toISOString()}: ${zone.format(at)} vs ${seoulDateTime(at)}`);
      return;
    }
  }
  t.pass('the same over two years');
});
