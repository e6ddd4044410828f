import type { LocalisedText } from '@centre/contracts';
import type { PaletteName, Pictogram } from './illustrations.ts';
import { text } from './text.ts';

export interface DemoPicture {
  title: LocalisedText;
  alt: LocalisedText;
  takenAt: string;
  isMain: boolean;
  picture: [Pictogram, PaletteName];
}

const shot = (takenAt: string, picture: [Pictogram, PaletteName], title: LocalisedText, alt: LocalisedText, isMain = false): DemoPicture => ({ takenAt, picture, title, alt, isMain });

/** Pictures of the centre's courses and events. */
export const DEMO_GALLERY: DemoPicture[] = [
  shot('2026-11-12', ['classroom', 'indigo'], text('패턴 CAD 실무 과정 수업', 'Pattern CAD class in session', '版型CAD实务课程上课情景', 'パターンCAD実務コースの授業'), text('7층 교육장에서 수강생들이 CAD 화면으로 패턴을 그리는 모습', 'Trainees drafting patterns on CAD screens in the 7F education room', '学员在7楼培训教室用CAD绘制版型', '7階教育室でCAD画面を使いパターンを描く受講生'), true),
  shot('2026-11-03', ['hanger', 'plum'], text('공동 브랜드 샘플 품평회', 'Joint-brand sample review', '联合品牌样衣评审会', '共同ブランドのサンプル品評会'), text('3층 전시공간에 걸린 공동 브랜드 샘플 의류', 'Joint-brand samples on rails in the 3F exhibition space', '3楼展示空间悬挂的联合品牌样衣', '3階展示スペースに掛けられた共同ブランドのサンプル'), true),
  shot('2026-10-20', ['sewing', 'coral'], text('특수 미싱 사용 교육', 'Special machine how-to session', '特种缝纫机使用培训', '特殊ミシンの使用講習'), text('5층 공용장비실에서 입술주머니기 사용법을 배우는 소공인', 'Makers learning the welting machine in the 5F equipment room', '小工商业者在5楼公用设备室学习嵌线口袋机', '5階共用設備室で玉縁ポケット機の使い方を学ぶ事業者')),
  shot('2026-10-02', ['cutter', 'teal'], text('자동재단기 시연', 'Automatic cutter demonstration', '自动裁剪机演示', '自動裁断機の実演'), text('4층 공동재단실 자동재단기가 원단을 재단하는 모습', 'The 4F automatic cutter cutting a stack of fabric', '4楼共享裁剪室自动裁剪机裁剪面料', '4階共同裁断室の自動裁断機が生地を裁断する様子')),
  shot('2026-09-18', ['ruler', 'mustard'], text('마커 작성 기초 수료식', 'Marker course graduation', '排料基础课程结业仪式', 'マーカー作成基礎コース修了式'), text('수료증을 든 수강생들의 단체 사진', 'Graduates holding their certificates', '手持结业证书的学员合影', '修了証を持つ受講生の集合写真')),
  shot('2026-08-27', ['community', 'teal'], text('소공인 네트워킹 데이', 'Makers\' networking day', '小工商业者交流日', '小規模事業者ネットワーキングデー'), text('7층 커뮤니티 공간에서 이야기를 나누는 디자이너와 소공인', 'Designers and makers talking in the 7F community space', '设计师与小工商业者在7楼交流空间交谈', '7階コミュニティスペースで語り合うデザイナーと事業者')),
  shot('2026-07-15', ['scissors', 'coral'], text('봉제 전문인력 양성 과정 실습', 'Sewing professional training, workshop day', '缝制专业人才培养课程实习', '縫製専門人材育成コースの実習'), text('재단 가위로 원단을 자르는 교육생', 'A trainee cutting fabric with tailor\'s shears', '学员用裁剪剪刀裁剪面料', '裁ちばさみで生地を切る受講生')),
  shot('2026-06-24', ['office', 'slate'], text('경영 아카데미 특강', 'Management academy lecture', '经营学院专题讲座', '経営アカデミー特別講義'), text('원가 계산 강의를 듣는 봉제업체 대표들', 'Garment firm owners at a costing lecture', '缝制企业代表听取成本核算讲座', '原価計算の講義を聞く縫製企業の代表者')),
  shot('2026-05-30', ['hanger', 'indigo'], text('온라인 마케팅 상품 촬영 실습', 'Product photography practice', '网络营销商品拍摄实习', 'オンラインマーケティング 商品撮影実習'), text('촬영용 마네킹에 입힌 재킷', 'A jacket on a mannequin ready for the product shoot', '为拍摄穿在人台上的夹克', '撮影用マネキンに着せたジャケット')),
  shot('2026-04-11', ['spreader', 'teal'], text('답십리 공동재단실 견학', 'Visit to the Dapsimni cutting room', '参观踏十里共享裁剪室', '踏十里共同裁断室の見学'), text('자동연단기 앞에서 설명을 듣는 견학생', 'Visitors hearing about the automatic spreader', '参观者在自动铺布机前听取讲解', '自動延反機の前で説明を聞く見学者')),
];
