import type { LocalisedText } from '@centre/contracts';

const holiday = (ko: string, en: string, cn: string, jp: string): LocalisedText => ({ ko, en, cn, jp });
const NEW_YEAR = holiday('신정', "New Year's Day", '元旦', '元日');
const SEOLLAL = holiday('설날 연휴', 'Seollal (Lunar New Year)', '春节假期', '旧正月連休');
const INDEPENDENCE = holiday('삼일절', 'Independence Movement Day', '三一节', '三一節');
const CHILDREN = holiday('어린이날', "Children's Day", '儿童节', 'こどもの日');
const BUDDHA = holiday('부처님오신날', "Buddha's Birthday", '佛诞日', '釈迦誕生日');
const CHUSEOK = holiday('추석 연휴', 'Chuseok holidays', '中秋节假期', '秋夕連休');
const HANGUL = holiday('한글날', 'Hangul Day', '韩文日', 'ハングルの日');
const CHRISTMAS = holiday('성탄절', 'Christmas Day', '圣诞节', 'クリスマス');
const SUBSTITUTE = holiday('대체공휴일', 'Substitute holiday', '补休日', '振替休日');
const ELECTION = holiday('전국동시지방선거', 'Local elections', '地方选举日', '統一地方選挙');

/** Korean public holidays on weekdays, 2026–2027 (weekend holidays close nothing extra). */
export const PUBLIC_HOLIDAYS: Array<{ date: string; reason: LocalisedText }> = [
  { date: '2026-01-01', reason: NEW_YEAR },
  { date: '2026-02-16', reason: SEOLLAL },
  { date: '2026-02-17', reason: SEOLLAL },
  { date: '2026-02-18', reason: SEOLLAL },
  { date: '2026-03-02', reason: SUBSTITUTE },
  { date: '2026-05-05', reason: CHILDREN },
  { date: '2026-05-25', reason: SUBSTITUTE },
  { date: '2026-06-03', reason: ELECTION },
  { date: '2026-08-17', reason: SUBSTITUTE },
  { date: '2026-09-24', reason: CHUSEOK },
  { date: '2026-09-25', reason: CHUSEOK },
  { date: '2026-10-05', reason: SUBSTITUTE },
  { date: '2026-10-09', reason: HANGUL },
  { date: '2026-12-25', reason: CHRISTMAS },
  { date: '2027-01-01', reason: NEW_YEAR },
  { date: '2027-02-08', reason: SEOLLAL },
  { date: '2027-02-09', reason: SUBSTITUTE },
  { date: '2027-03-01', reason: INDEPENDENCE },
  { date: '2027-05-05', reason: CHILDREN },
  { date: '2027-05-13', reason: BUDDHA },
  { date: '2027-08-16', reason: SUBSTITUTE },
  { date: '2027-09-14', reason: CHUSEOK },
  { date: '2027-09-15', reason: CHUSEOK },
  { date: '2027-09-16', reason: CHUSEOK },
  { date: '2027-10-04', reason: SUBSTITUTE },
  { date: '2027-10-11', reason: SUBSTITUTE },
  { date: '2027-12-27', reason: SUBSTITUTE },
];
