// Demo content (SEED_DEMO only) of advice and practice (issue 27): two advisors with sessions in
// the coming weeks, and three practice sessions on the demo equipment (whose ids the content
// seeds chose: the launcher passes them; without them no practice session is seeded). Added once:
// an existing advisor or practice session means staff's data, which is never touched.
import { addDays, seoulDate, type AdviceSessionInput, type AdvisorInput, type Location, type PracticeSessionInput } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';
import { createAdviceRepository } from '../repositories/advice.ts';
import { createPracticesRepository } from '../repositories/practices.ts';

/** Equipment of the content service, as the launcher reads it after seeding content. */
export interface DemoEquipment {
  _id: string;
  site: Location;
  title: string;
}

const text = (ko: string, en: string, cn: string, jp: string) => ({ ko, en, cn, jp });

export const DEMO_ADVISORS: AdvisorInput[] = [
  {
    name: '김하늘',
    profession: 'LABOUR_ATTORNEY',
    photoFileId: null,
    specialities: ['LABOUR', 'CONTRACTS'],
    languages: ['ko', 'en'],
    bio: text(
      '봉제 소공인 사업장의 근로계약, 4대 보험, 최저임금 상담을 10년째 맡고 있는 공인노무사입니다.',
      'A certified labour attorney advising small sewing workshops on employment contracts, social insurance and the minimum wage for ten years.',
      '持证劳务师，十年来为缝制小工商业者提供劳动合同、四大保险及最低工资咨询。',
      '縫製の小規模事業所に、労働契約・社会保険・最低賃金の相談を10年間行っている社会保険労務士です。',
    ),
    active: true,
  },
  {
    name: '박세진',
    profession: 'TAX_ACCOUNTANT',
    photoFileId: null,
    specialities: ['TAX', 'EXPORT'],
    languages: ['ko', 'cn'],
    bio: text(
      '부가가치세 신고와 수출 영세율, 온라인 판매 세무를 돕는 세무사입니다.',
      'A tax accountant helping with VAT returns, zero-rated exports and the tax of online sales.',
      '税务师，协助办理增值税申报、出口零税率及网络销售税务。',
      '付加価値税の申告、輸出の免税、オンライン販売の税務を支援する税理士です。',
    ),
    active: true,
  },
];

function adviceSessions(advisorId: string, today: string, index: number): AdviceSessionInput[] {
  return [
    { advisorId, date: addDays(today, 3 + index), startTime: '14:00', endTime: '15:00', mode: index === 0 ? 'VISIT' : 'PHONE', site: index === 0 ? 'DAPSIMNI' : null },
    { advisorId, date: addDays(today, 3 + index), startTime: '15:00', endTime: '16:00', mode: 'VIDEO', site: null },
    { advisorId, date: addDays(today, 10 + index), startTime: '10:00', endTime: '11:00', mode: 'VISIT', site: index === 0 ? 'YONGSIN' : 'DAPSIMNI' },
  ];
}

function practiceSessions(equipment: readonly DemoEquipment[], today: string): PracticeSessionInput[] {
  const at = (site: Location, index: number) => equipment.filter((item) => item.site === site)[index];
  const cutter = at('DAPSIMNI', 0);
  const spreader = at('DAPSIMNI', 1) ?? cutter;
  const studio = at('YONGSIN', 0);
  const sessions: PracticeSessionInput[] = [];
  if (cutter) {
    sessions.push({
      title: text('CAM 자동재단기 첫걸음', 'First steps on the CAM cutter', 'CAM自动裁剪机入门', 'CAM自動裁断機はじめの一歩'),
      equipmentId: cutter._id,
      site: 'DAPSIMNI',
      date: addDays(today, 4),
      startTime: '10:00',
      endTime: '12:00',
      seats: 6,
      level: 'BEGINNER',
      materials: text('면 원단 3마, 마커 파일(USB)', 'Three yards of cotton, a marker file on a USB stick', '棉布3码，排料文件（U盘）', '綿生地3ヤード、マーカーファイル（USB）'),
      language: 'ko',
      learns: text('자동재단기 안전수칙, 마커 불러오기, 한 겹 재단까지', 'Safety rules, loading a marker, and cutting a single ply', '安全守则、导入排料、单层裁剪', '安全ルール、マーカーの読み込み、1枚裁断まで'),
    });
  }
  if (spreader) {
    sessions.push({
      title: text('연단기와 다겹 재단', 'Spreading and multi-ply cutting', '铺布机与多层裁剪', '延反機と多層裁断'),
      equipmentId: spreader._id,
      site: 'DAPSIMNI',
      date: addDays(today, 11),
      startTime: '14:00',
      endTime: '17:00',
      seats: 4,
      level: 'INTERMEDIATE',
      materials: text('울 원단 10마', 'Ten yards of wool', '羊毛面料10码', 'ウール生地10ヤード'),
      language: 'ko',
      learns: text('연단 장력 맞추기, 20겹 재단과 검수', 'Setting spread tension, cutting twenty plies and checking them', '调整铺布张力、20层裁剪与检验', '延反テンションの調整、20枚裁断と検品'),
    });
  }
  if (studio) {
    sessions.push({
      title: text('스튜디오 장비로 샘플 제작', 'Sample making on the studio machines', '工作室设备打样', 'スタジオ設備でのサンプル製作'),
      equipmentId: studio._id,
      site: 'YONGSIN',
      date: addDays(today, 6),
      startTime: '13:00',
      endTime: '16:00',
      seats: 8,
      level: 'ADVANCED',
      materials: text('재킷 패턴 한 벌', 'One jacket pattern', '一套夹克纸样', 'ジャケットパターン一式'),
      language: 'en',
      learns: text('입술주머니와 단추구멍 자동기로 재킷 샘플 완성', 'Finishing a jacket sample with the welting and buttonhole machines', '用嵌线口袋机和锁眼机完成夹克样衣', '玉縁ポケット機と穴かがりミシンでジャケットのサンプルを仕上げる'),
    });
  }
  return sessions;
}

/** Seeds the demo advisors (with sessions) and practice sessions once; answers how many of each were added. */
export async function seedDemoAdviceAndPractice(db: Knex, today: Date, equipment: readonly DemoEquipment[]): Promise<{ advisors: number; practices: number }> {
  const day = seoulDate(today);
  const at = today.toISOString();
  const advice = createAdviceRepository(db);
  const practices = createPracticesRepository(db);
  let advisors = 0;
  if (!(await db('advisors').first())) {
    for (const [index, input] of DEMO_ADVISORS.entries()) {
      const id = await advice.createAdvisor(input, at);
      for (const session of adviceSessions(id, day, index)) await advice.createSession(session, at);
      advisors++;
    }
  }
  let created = 0;
  if (!(await db('practice_sessions').first())) {
    for (const input of practiceSessions(equipment, day)) {
      await practices.create(input, at);
      created++;
    }
  }
  return { advisors, practices: created };
}
