import t from 'tap';
import { formatDate, formatPhone } from '../src/format/format.ts';

t.test('dates show the Seoul calendar day as YYYY-MM-DD', async (t) => {
  t.equal(formatDate('2024-01-31T15:30:00.000Z'), '2024-02-01', 'UTC evening is the next morning in Seoul');
  t.equal(formatDate('2024-01-31T14:59:59.000Z'), '2024-01-31', 'one second before Seoul midnight');
  t.equal(formatDate(new Date(Date.UTC(2023, 11, 31, 15, 0, 0))), '2024-01-01', 'a Date crosses the year');
  t.equal(formatDate('not a date'), '');
  t.equal(formatDate(undefined), '');
});

t.test('phone digits split 3-4-4', async (t) => {
  t.equal(formatPhone('01012345678'), '010-1234-5678');
  t.equal(formatPhone('010-1234-5678'), '010-1234-5678', 'already formatted input is normalised');
  t.equal(formatPhone('0222125581'), '02-2212-5581', 'Seoul numbers keep the 02 area code');
  t.equal(formatPhone('0311234567'), '031-123-4567');
  t.equal(formatPhone('12345'), '12345', 'unknown shapes are shown as given');
  t.equal(formatPhone(''), '');
});
