import t from 'tap';
import { DISPLAY_TIME_ZONE } from '../src/constants.ts';
import { formatDate } from '../src/format/format.ts';
import { formatPhone } from '../src/format/phone.ts';

t.test('dates show the Seoul calendar day as YYYY-MM-DD', async (t) => {
  t.equal(formatDate('2024-01-31T15:30:00.000Z'), '2024-02-01', 'UTC evening is the next morning in Seoul');
  t.equal(formatDate('2024-01-31T14:59:59.000Z'), '2024-01-31', 'one second before Seoul midnight');
  t.equal(formatDate(new Date(Date.UTC(2023, 11, 31, 15, 0, 0))), '2024-01-01', 'a Date crosses the year');
  t.equal(formatDate('not a date'), '');
  t.equal(formatDate(undefined), '');
});

t.test('the fixed +09:00 offset gives the same day as the display time zone', async (t) => {
  const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  // Every 7 hours and 13 minutes from 1990 to 2040: all hours of the day, leap days, year ends.
  const mismatches: string[] = [];
  for (let at = Date.UTC(1990, 0, 1); at < Date.UTC(2040, 0, 1); at += (7 * 60 + 13) * 60_000) {
    if (formatDate(at) !== seoul.format(at)) mismatches.push(new Date(at).toISOString());
  }
  t.same(mismatches.slice(0, 5), [], 'no instant differs');
});

t.test('phone digits split 3-4-4', async (t) => {
  t.equal(formatPhone('01012345678'), '010-1234-5678');
  t.equal(formatPhone('010-1234-5678'), '010-1234-5678', 'already formatted input is normalised');
  t.equal(formatPhone('0222125581'), '02-2212-5581', 'Seoul numbers keep the 02 area code');
  t.equal(formatPhone('0311234567'), '031-123-4567');
  t.equal(formatPhone('12345'), '12345', 'unknown shapes are shown as given');
  t.equal(formatPhone('+33612345678'), '+33 6 12 34 56 78', 'an overseas number in international format, not 3-4-4');
  t.equal(formatPhone('+14155552671'), '+1 415 555 2671');
  t.equal(formatPhone(''), '');
});

t.test('Korean particles follow the word they attach to', async (t) => {
  const { withParticle } = await import('../src/format/korean-particles.ts');
  t.equal(withParticle('국내 개인', 'ro'), '국내 개인으로', 'a final consonant: 으로');
  t.equal(withParticle('해외 거주', 'ro'), '해외 거주로', 'a vowel: 로');
  t.equal(withParticle('공동재단실', 'ro'), '공동재단실로', 'ㄹ takes 로');
  t.equal(withParticle('공동재단실', 'eul'), '공동재단실을');
  t.equal(withParticle('공동작업장', 'eul'), '공동작업장을');
  t.equal(withParticle('센터', 'eul'), '센터를');
  t.equal(withParticle('2026-12-25', 'eun'), '2026-12-25는', 'digits as read: 오');
  t.equal(withParticle('2026-12-31', 'eul'), '2026-12-31을', '일');
  t.equal(withParticle('maker@example.org', 'ro'), 'maker@example.org로', 'letters as read: 지');
  t.equal(withParticle('010-1234-5678', 'ro'), '010-1234-5678로', '팔 takes 로');
  t.equal(withParticle('010-1234-5673', 'ro'), '010-1234-5673으로', '삼');
  t.equal(withParticle('공지', 'i'), '공지가');
  t.equal(withParticle('…', 'eul'), '…을(를)', 'unknown endings keep both');
});

t.test("the centre's own numbers split the same way without the overseas formatter", async (t) => {
  const { formatKoreanPhone } = await import('../src/format/format.ts');
  t.equal(formatKoreanPhone('0222125581'), '02-2212-5581');
  t.equal(formatKoreanPhone('01012345678'), '010-1234-5678');
  t.equal(formatKoreanPhone('12345'), '12345', 'unknown shapes are shown as given');
  t.equal(formatKoreanPhone(null), '');
});
