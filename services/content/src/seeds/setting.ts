import type { ConsoleSetting } from '@centre/contracts';

/**
 * The site settings until staff save their own. Only the cutting room number is public
 * (centre-facts); the other numbers, the e-mail and the social links are clearly fictional
 * placeholders (02-0000-…, example addresses) for staff to replace in the console.
 */
export const DEFAULT_SITE_SETTING: ConsoleSetting = {
  siteName: { ko: '동대문구 패션봉제 지원센터', en: 'Dongdaemun Fashion & Sewing Support Centre', cn: '东大门区时装缝制支援中心', jp: '東大門区ファッション縫製支援センター' },
  branches: [
    {
      site: 'YONGSIN',
      name: { ko: '용신 패션봉제 복합지원센터', en: 'Yongsin Fashion & Sewing Complex Support Centre', cn: '龙新时装缝制综合支援中心', jp: '龍新ファッション縫製複合支援センター' },
      phone: '0200001001',
      address: { ko: '서울특별시 동대문구 용두동 (용신 센터 3~7층)', en: 'Yongdu-dong, Dongdaemun-gu, Seoul (Yongsin centre, 3F–7F)', cn: '首尔特别市东大门区龙头洞（龙新中心3~7楼）', jp: 'ソウル特別市東大門区龍頭洞（龍新センター3～7階）' },
    },
    {
      site: 'DAPSIMNI',
      name: { ko: '답십리 패션봉제 지원센터', en: 'Dapsimni Fashion & Sewing Support Centre', cn: '踏十里时装缝制支援中心', jp: '踏十里ファッション縫製支援センター' },
      phone: '0200001002',
      address: { ko: '서울특별시 동대문구 답십리로38길 19, 창업지원센터 B동 1층', en: 'Building B, 1F, Start-up Support Centre, 19 Dapsimni-ro 38-gil, Dongdaemun-gu, Seoul', cn: '首尔特别市东大门区踏十里路38街19号 创业支援中心B栋1楼', jp: 'ソウル特別市東大門区踏十里路38ギル19 創業支援センターB棟1階' },
    },
  ],
  cuttingRoomPhone: '0222125581',
  fax: '0200001009',
  email: 'contact@centre.example',
  address: { ko: '서울특별시 동대문구 답십리로38길 19', en: '19 Dapsimni-ro 38-gil, Dongdaemun-gu, Seoul', cn: '首尔特别市东大门区踏十里路38街19号', jp: 'ソウル特別市東大門区踏十里路38ギル19' },
  copyProtection: true,
  openingHours: { ko: '평일 09:00~18:00 (공휴일 휴무)', en: 'Weekdays 09:00–18:00 (closed on public holidays)', cn: '工作日 09:00~18:00（公共假日休息）', jp: '平日 09:00～18:00（祝日休業）' },
  social: [
    { type: 'instagram', url: 'https://www.instagram.com/' },
    { type: 'facebook', url: 'https://www.facebook.com/' },
    { type: 'twitter', url: 'https://twitter.com/' },
  ],
};
