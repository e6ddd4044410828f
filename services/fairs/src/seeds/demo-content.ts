// Demo content (SEED_DEMO): two published maker profiles of the demo companies and one planned,
// published fair at the YONGSIN centre, drawn from public reports of the centre's order fairs.
import { DEMO_MEMBER_IDS, type FairInput, type IntroductionInput } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { createFairsRepository } from '../repositories/fairs.ts';
import { createIntroductionsRepository } from '../repositories/introductions.ts';

export const DEMO_PROFILES: Array<{ memberId: string; profile: IntroductionInput }> = [
  {
    memberId: DEMO_MEMBER_IDS.dongdaemun7,
    profile: {
      tradeName: '답십리패션(주) Dapsimni Fashion',
      items: ['WOVEN', 'OUTERWEAR', 'SHIRT', 'PANTS'],
      services: ['CUTTING', 'SEWING', 'FINISHING'],
      district: 'Dongdaemun-gu',
      moq: 300,
      leadTimeDays: 25,
      monthlyCapacity: 12000,
      equipment: ['Lectra automatic cutter (CAD/CAM)', 'Automatic spreader', 'Lockstitch machines x18', 'Welting machine'],
      certificates: ['ISO 9001'],
      languages: ['ko', 'en'],
      description: {
        ko: '<p>답십리에서 20년째 우븐 아우터와 셔츠를 생산합니다. 재단부터 봉제, 완성까지 한 곳에서 처리합니다.</p>',
        en: '<p>Twenty years of woven outerwear and shirts in Dapsimni: cutting, sewing and finishing under one roof.</p>',
        cn: '<p>在答十里生产梭织外套和衬衫二十年，裁剪、缝制、整烫一站完成。</p>',
        jp: '<p>踏十里で20年、布帛のアウターとシャツを生産。裁断から縫製、仕上げまで一貫対応します。</p>',
      },
      contact: { channel: 'EMAIL', email: 'office@dapsimni-fashion.example', phone: '02-0000-0000' },
      published: true,
    },
  },
  {
    memberId: DEMO_MEMBER_IDS.pattern22,
    profile: {
      tradeName: '이패턴 샘플실 Lee Pattern Studio',
      items: ['KNIT', 'JERSEY', 'DRESS'],
      services: ['PATTERN', 'SAMPLE'],
      district: 'Dongdaemun-gu',
      moq: 1,
      leadTimeDays: 7,
      monthlyCapacity: 120,
      equipment: ['Pattern CAD', 'Overlock x2', 'Coverstitch'],
      certificates: [],
      languages: ['ko', 'jp'],
      description: {
        ko: '<p>니트·저지 원피스 패턴과 샘플 전문. 소량 샘플도 환영합니다.</p>',
        en: '<p>Patterns and samples for knit and jersey dresses; small sample runs welcome.</p>',
        cn: '<p>专注针织和平纹连衣裙的纸样与样衣，欢迎少量打样。</p>',
        jp: '<p>ニット・ジャージーのワンピースのパターンとサンプル専門。小ロットのサンプルも歓迎です。</p>',
      },
      contact: { channel: 'PLATFORM' },
      published: true,
    },
  },
];

export const DEMO_FAIR: FairInput = {
  title: { ko: '2027 봄 동대문 봉제 수주상담회', en: 'Dongdaemun Sewing Order Fair, Spring 2027', cn: '2027春季东大门缝制订单洽谈会', jp: '2027春 東大門縫製受注商談会' },
  description: {
    ko: '<p>용신 복합지원센터 3층 전시장에서 열리는 1:1 수주상담회입니다. 품목별로 상담 테이블을 배치하고, 해외 바이어와의 상담은 통역을 지원합니다.</p>',
    en: '<p>One-to-one order meetings in the exhibition hall on the 3rd floor of the YONGSIN centre, tables zoned by item, with interpreters for overseas buyers.</p>',
    cn: '<p>在龙新综合支援中心三楼展厅举行的一对一订单洽谈会，按品类设置洽谈桌，为海外采购商提供翻译。</p>',
    jp: '<p>龍新複合支援センター3階展示場での1対1受注商談会。品目別にテーブルを配置し、海外バイヤーには通訳を用意します。</p>',
  },
  venue: 'YONGSIN',
  firstDay: '2027-03-18',
  lastDay: '2027-03-19',
  dayStart: '10:00',
  dayEnd: '17:00',
  slotMinutes: 30,
  tables: 40,
  breaks: [{ start: '12:00', end: '13:00' }],
  exhibitorApplication: { from: '2026-11-16T15:00:00.000Z', until: '2027-02-26T15:00:00.000Z' },
  buyerApplication: { from: '2026-11-16T15:00:00.000Z', until: '2027-03-12T15:00:00.000Z' },
  buyerCapacity: 300,
};

/** Adds the demo content once (nothing when any profile or fair exists). */
export async function seedDemoContent(db: Knex, at: string): Promise<{ profiles: number; fairs: number }> {
  const introductions = createIntroductionsRepository(db);
  const fairs = createFairsRepository(db);
  let profiles = 0;
  let fairCount = 0;
  const [{ n: existingProfiles } = { n: 0 }] = await db('introductions').count({ n: '*' });
  if (Number(existingProfiles) === 0) {
    for (const { memberId, profile } of DEMO_PROFILES) {
      await introductions.save(memberId, profile, at);
      profiles++;
    }
  }
  const [{ n: existingFairs } = { n: 0 }] = await db('fairs').count({ n: '*' });
  if (Number(existingFairs) === 0) {
    const id = await fairs.create(DEMO_FAIR, at);
    await fairs.setPublished(id, true, at);
    fairCount++;
  }
  return { profiles, fairs: fairCount };
}
