import type { ConsoleBannerInput, ConsolePopupInput, LocalisedText } from '@centre/contracts';
import type { PaletteName, Pictogram } from './illustrations.ts';
import { html, NONE, text } from './text.ts';

export interface DemoBanner extends Omit<ConsoleBannerInput, 'image' | 'order'> {
  picture: { kind: 'hero'; pictogram: Pictogram; palette: PaletteName } | { kind: 'logo'; initials: string; name: string; palette: PaletteName };
}

/** The two home hero slides of spec §1. */
export const DEMO_HERO_SLIDES: DemoBanner[] = [
  {
    code: 'MAIN', link: '/intro/introduce',
    picture: { kind: 'hero', pictogram: 'cutter', palette: 'indigo' },
    title: text('스마트 제조 장비와 공동작업장', 'Smart manufacturing equipment and shared workshops', '智能制造设备与共享工作间', 'スマート製造設備と共同作業場'),
    description: text('자동재단기와 특수 미싱을 갖춘 공동재단실·공용장비실에서 제품 개발까지 함께합니다.', 'Automatic cutters and special sewing machines in shared cutting and equipment rooms, through to product development.', '在配备自动裁剪机和特种缝纫机的共享裁剪室、公用设备室，陪伴您完成产品开发。', '自動裁断機と特殊ミシンを備えた共同裁断室・共用設備室で、製品開発までご一緒します。'),
    alt: text('자동재단기가 그려진 센터 소개 이미지', 'Centre banner showing an automatic cutter', '绘有自动裁剪机的中心介绍图片', '自動裁断機を描いたセンター紹介画像'),
  },
  {
    code: 'MAIN', link: '/edu-education',
    picture: { kind: 'hero', pictogram: 'community', palette: 'teal' },
    title: text('소공인의 역량 강화와 일자리 연계', 'Skills and jobs for small makers', '小工商业者能力提升与就业对接', '小規模事業者の能力強化と雇用マッチング'),
    description: text('봉제 전문인력 양성, 온라인 마케팅, 일자리 연계로 동대문 봉제 산업의 내일을 만듭니다.', 'Training sewing professionals, online marketing and job linking for the future of Dongdaemun\'s garment trade.', '通过缝制专业人才培养、网络营销和就业对接，共创东大门缝制产业的未来。', '縫製専門人材の育成、オンラインマーケティング、雇用マッチングで東大門の縫製産業の明日をつくります。'),
    alt: text('사람들이 모인 모습을 그린 교육 안내 이미지', 'Education banner showing people gathered', '绘有人群聚集的培训介绍图片', '人々が集まる様子を描いた教育案内画像'),
  },
];

const partner = (initials: string, name: string, palette: PaletteName, title: LocalisedText): DemoBanner => ({
  code: 'PARTNER', link: null, title, description: NONE, alt: { ko: `${title.ko} 로고`, en: `${title.en} logo`, cn: `${title.cn}标志`, jp: `${title.jp} ロゴ` },
  picture: { kind: 'logo', initials, name, palette },
});

/** Footer partner logos: public-sector-generic or clearly fictional organisations. */
export const DEMO_PARTNERS: DemoBanner[] = [
  partner('DD', '동대문구청', 'indigo', text('동대문구청', 'Dongdaemun-gu Office', '东大门区厅', '東大門区庁')),
  partner('SB', '소상공인지원기관', 'teal', text('소상공인 지원기관', 'Small Business Support Agency', '小工商业者支援机构', '小規模事業者支援機関')),
  partner('SA', '서울봉제협회', 'coral', text('서울봉제협회(가칭)', 'Seoul Sewing Association (fictional)', '首尔缝制协会（暂名）', 'ソウル縫製協会（仮称）')),
  partner('FD', '패션디자인진흥원', 'plum', text('패션디자인진흥원(가칭)', 'Fashion Design Promotion Institute (fictional)', '时装设计振兴院（暂名）', 'ファッションデザイン振興院（仮称）')),
  partner('SU', '창업지원센터', 'mustard', text('동대문구 창업지원센터', 'Dongdaemun-gu Start-up Support Centre', '东大门区创业支援中心', '東大門区創業支援センター')),
  partner('JB', '일자리센터', 'slate', text('구 일자리센터', 'District Job Centre', '区就业中心', '区雇用センター')),
  partner('TX', '섬유산업연합(가칭)', 'teal', text('섬유산업연합(가칭)', 'Textile Industry Federation (fictional)', '纺织产业联合会（暂名）', '繊維産業連合（仮称）')),
  partner('MK', '온라인판로지원단', 'coral', text('온라인 판로 지원단(가칭)', 'Online Sales Support Team (fictional)', '线上销路支援团（暂名）', 'オンライン販路支援団（仮称）')),
];

export type DemoPopup = Omit<ConsolePopupInput, 'order'>;

/** One popup open now (it ends in 2099), one past and one not yet started. */
export const DEMO_POPUPS: DemoPopup[] = [
  {
    skin: 'basic', image: null, link: '/notice',
    startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-12-31T15:00:00.000Z',
    title: text('공동재단실 이용 신청 안내', 'Apply for the shared cutting room', '共享裁剪室使用申请指南', '共同裁断室 利用申請のご案内'),
    content: html(['동대문구 봉제 소공인과 샘플·패턴실 디자이너는 공동재단실을 무료로 이용할 수 있습니다.', '문의: 02-2212-5581'], ['Garment makers of the district and sample and pattern room designers use the shared cutting room free of charge.', 'Questions: 02-2212-5581'], ['东大门区缝制小工商业者及样衣、版房设计师可免费使用共享裁剪室。', '咨询：02-2212-5581'], ['東大門区の縫製小規模事業者とサンプル・パターン室のデザイナーは共同裁断室を無料で利用できます。', 'お問い合わせ：02-2212-5581']),
  },
  {
    skin: 'basic', image: null, link: null,
    startsAt: '2026-09-01T00:00:00.000Z', endsAt: '2026-10-10T15:00:00.000Z',
    title: text('추석 연휴 휴관 안내', 'Closed over Chuseok', '中秋节闭馆通知', '秋夕連休の休館のお知らせ'),
    content: html(['추석 연휴에는 두 센터 모두 휴관합니다.'], ['Both centres are closed over the Chuseok holidays.'], ['中秋节假期两个中心均闭馆。'], ['秋夕連休中は両センターとも休館します。']),
  },
  {
    skin: 'basic', image: null, link: '/edu-education',
    startsAt: '2099-01-01T00:00:00.000Z', endsAt: '2099-02-01T00:00:00.000Z',
    title: text('신규 교육 과정 예고', 'New courses coming', '新课程预告', '新講座の予告'),
    content: html(['새 교육 과정을 준비하고 있습니다.'], ['New courses are on their way.'], ['新课程正在筹备中。'], ['新しい講座を準備しています。']),
  },
];
