import { addDays, seoulDate, type LocalisedText, type WorkInput } from '@centre/contracts';
import { connectDatabase, runMigrations, type DatabaseConfig, type Knex } from '@centre/server-kit';
import { migrations } from '../migrations/index.ts';
import { createAuthorsRepository } from '../repositories/authors.ts';
import { createProgramsRepository } from '../repositories/programs.ts';
import { createWorksRepository } from '../repositories/works.ts';

/** Run once by the launcher before the service starts: migrations, then (in demo mode) demo content. */
export async function prepareAuctionDatabase(database: DatabaseConfig, options: { demo: boolean }) {
  const db = await connectDatabase(database);
  try {
    await runMigrations(db, migrations);
    if (options.demo) await seedDemoAuction(db, new Date());
  } finally {
    await db.destroy();
  }
}

const text = (ko: string, en: string, cn: string, jp: string): LocalisedText => ({ ko, en, cn, jp });

/**
 * Two designers, one program open for bids (from yesterday to a week from today, 18:00 in Seoul,
 * anti-sniping 5 minutes, hard close an hour later) with one hall and four works. Written once:
 * nothing is added when a program exists.
 */
export async function seedDemoAuction(db: Knex, now: Date): Promise<void> {
  if (await db('auction_programs').first('id')) return;
  const at = now.toISOString();
  const today = seoulDate(now);
  const closeDay = addDays(today, 7);
  const authors = createAuthorsRepository(db);
  const programs = createProgramsRepository(db);
  const works = createWorksRepository(db);
  const kim = await authors.create({
    name: text('김하늘', 'Haneul Kim', '金天空', 'キム・ハヌル'),
    photo: null,
    biography: text('동대문에서 15년째 코트를 만드는 디자이너.', 'A designer who has made coats in Dongdaemun for fifteen years.', '在东大门制作大衣十五年的设计师。', '東大門で15年間コートを作り続けるデザイナー。'),
    links: [{ type: 'instagram', url: 'https://www.instagram.com/centre.demo.haneul' }],
    memberId: null,
  }, at);
  const park = await authors.create({
    name: text('박서준', 'Seojun Park', '朴叙俊', 'パク・ソジュン'),
    photo: null,
    biography: text('업사이클 소재로 가방과 소품을 만듭니다.', 'Makes bags and accessories from upcycled materials.', '用升级再造材料制作包和小物。', 'アップサイクル素材でバッグや小物を作っています。'),
    links: [{ type: 'twitter', url: 'https://twitter.com/centre_demo_seojun' }, { type: 'facebook', url: 'https://www.facebook.com/centre.demo.seojun' }],
    memberId: null,
  }, at);
  const programId = await programs.create({
    title: text('2026 겨울 디자이너 자선 경매', '2026 Winter designers\' charity auction', '2026冬季设计师慈善拍卖', '2026冬 デザイナーチャリティーオークション'),
    description: text('센터 입주 디자이너들의 작품 전시와 자선 경매입니다. 수익금은 봉제 교육에 쓰입니다.', 'An exhibition and charity auction of works by the centre\'s designers. Proceeds fund sewing training.', '中心入驻设计师作品展览及慈善拍卖，收益用于缝纫培训。', 'センター入居デザイナーの作品展示とチャリティーオークションです。収益は縫製教育に使われます。'),
    periodFrom: addDays(today, -1),
    periodTo: closeDay,
    biddingOpensAt: new Date(now.getTime() - 24 * 3600_000).toISOString(),
    biddingClosesAt: `${closeDay}T09:00:00.000Z`,
    rules: { increments: [{ from: 0, step: 1000 }, { from: 100_000, step: 5000 }, { from: 1_000_000, step: 50_000 }], extensionMinutes: 5, hardCloseAt: `${closeDay}T10:00:00.000Z`, approvalRequired: false, buyNowRule: 'UNTIL_FIRST_BID' },
    halls: [{ name: text('답십리 1층 전시실', 'Dapsimni ground-floor hall', '踏十里一楼展厅', '踏十里1階展示室'), kind: 'PHYSICAL', place: text('답십리 센터 1층', 'Dapsimni centre, ground floor', '踏十里中心一楼', '踏十里センター1階') }],
    published: true,
  }, at);
  const hallId = (await programs.hallsOf([programId])).get(programId)![0]!.id;
  const work = (order: number, authorId: string, fields: Pick<WorkInput, 'title' | 'materials' | 'size' | 'startPrice' | 'reservePrice' | 'buyNowPrice' | 'estimateLow' | 'estimateHigh'>): WorkInput => ({
    programId, hallId, authorId, images: [], year: 2026, description: text('센터 재단실에서 제작.', 'Made in the centre\'s cutting room.', '在中心裁剪室制作。', 'センターの裁断室で制作。'), hallOrder: order, published: true, ...fields,
  });
  await works.create(work(1, kim._id, { title: text('겨울 울 코트', 'Winter wool coat', '冬季羊毛大衣', '冬のウールコート'), materials: text('울 100%', '100% wool', '100%羊毛', 'ウール100%'), size: 'Free', startPrice: 100_000, reservePrice: 200_000, buyNowPrice: null, estimateLow: 250_000, estimateHigh: 400_000 }), at);
  await works.create(work(2, kim._id, { title: text('누빔 조끼', 'Quilted vest', '绗缝背心', 'キルティングベスト'), materials: text('면, 폴리에스터 충전재', 'Cotton, polyester wadding', '棉、聚酯填充', '綿、ポリエステル中綿'), size: 'M', startPrice: 50_000, reservePrice: null, buyNowPrice: 150_000, estimateLow: 80_000, estimateHigh: 120_000 }), at);
  await works.create(work(3, park._id, { title: text('업사이클 데님 토트백', 'Upcycled denim tote', '升级再造牛仔托特包', 'アップサイクルデニムトート'), materials: text('재생 데님', 'Reclaimed denim', '回收牛仔布', 'リサイクルデニム'), size: '40 x 35 x 12 cm', startPrice: 20_000, reservePrice: null, buyNowPrice: null, estimateLow: 40_000, estimateHigh: 60_000 }), at);
  await works.create(work(4, park._id, { title: text('자투리 원단 스카프', 'Remnant patchwork scarf', '边角料拼布围巾', '端切れパッチワークスカーフ'), materials: text('실크, 면 자투리', 'Silk and cotton remnants', '丝绸与棉边角料', 'シルクと綿の端切れ'), size: '180 x 30 cm', startPrice: 10_000, reservePrice: 30_000, buyNowPrice: 80_000, estimateLow: 30_000, estimateHigh: 50_000 }), at);
}
