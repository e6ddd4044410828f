import type { ConsoleEducationInput } from '@centre/contracts';
import type { PaletteName, Pictogram } from './illustrations.ts';
import { html, text } from './text.ts';

export type DemoEducation = Omit<ConsoleEducationInput, 'thumb'> & { picture: [Pictogram, PaletteName] };

const room7F = text('용신 센터 7층 교육장', 'Education room, 7F, Yongsin centre', '龙新中心7楼培训教室', '龍新センター7階 教育室');
const free = text('무료', 'Free', '免费', '無料');

/** Courses named in centre-facts: CAD training, sewing professionals, joint brands, online marketing. */
export const DEMO_EDUCATIONS: DemoEducation[] = [
  {
    picture: ['classroom', 'indigo'], status: 'IN_PROGRESS', isMain: true, capacity: 16, periodFrom: '2027-01-06', periodTo: '2027-02-26',
    title: text('패턴 CAD 실무 과정', 'Practical pattern CAD', '版型CAD实务课程', 'パターンCAD実務コース'),
    summary: text('패턴 제작부터 그레이딩, 마커 작성까지 CAD로 익히는 8주 과정입니다.', 'Eight weeks of pattern making, grading and marker planning in CAD.', '为期8周，学习用CAD完成制版、推板和排料。', 'パターン作成からグレーディング、マーカー作成までCADで学ぶ8週間のコースです。'),
    schedule: text('화·목 19:00~21:00', 'Tue and Thu, 19:00–21:00', '周二、周四 19:00~21:00', '火・木 19:00～21:00'),
    place: room7F, fee: free,
    content: html(['대상: 동대문구 봉제업체 재직자, 예비 창업자', '수료생은 공동재단실 자동재단기용 마커 데이터를 직접 만들 수 있습니다.'], ['For: staff of district garment firms and would-be founders', 'Graduates can prepare marker data for the shared cutting room\'s automatic cutters themselves.'], ['对象：东大门区缝制企业在职人员、预备创业者', '结业学员可自行制作共享裁剪室自动裁剪机所用的排料数据。'], ['対象：東大門区の縫製企業の在職者、創業予定者', '修了生は共同裁断室の自動裁断機用マーカーデータを自分で作成できます。']),
  },
  {
    picture: ['sewing', 'coral'], status: 'PLANNED', isMain: true, capacity: 12, periodFrom: '2027-03-02', periodTo: '2027-05-28',
    title: text('봉제 전문인력 양성 과정', 'Sewing professional training', '缝制专业人才培养课程', '縫製専門人材育成コース'),
    summary: text('특수 미싱 실습과 현장 실습으로 봉제 기술자를 양성하고 일자리와 연계합니다.', 'Trains sewing technicians on special machines and in workshops, then links them to jobs.', '通过特种缝纫机实训和现场实习培养缝制技术人员，并对接就业。', '特殊ミシン実習と現場実習で縫製技術者を育成し、就職につなげます。'),
    schedule: text('월~금 10:00~16:00', 'Mon–Fri, 10:00–16:00', '周一至周五 10:00~16:00', '月～金 10:00～16:00'),
    place: text('용신 센터 5~6층 공용장비실', 'Shared equipment rooms, 5F–6F, Yongsin centre', '龙新中心5~6楼公用设备室', '龍新センター5～6階 共用設備室'), fee: free,
    content: html(['수료 후 동대문구 봉제업체 채용 상담회에 참여할 수 있습니다.'], ['Graduates join a hiring day with district garment firms.'], ['结业后可参加东大门区缝制企业招聘洽谈会。'], ['修了後、東大門区の縫製企業の採用相談会に参加できます。']),
  },
  {
    picture: ['hanger', 'plum'], status: 'IN_PROGRESS', isMain: true, capacity: 10, periodFrom: '2026-11-10', periodTo: '2027-01-19',
    title: text('공동 브랜드 개발 워크숍', 'Joint brand development workshop', '联合品牌开发工作坊', '共同ブランド開発ワークショップ'),
    summary: text('소공인이 함께 브랜드를 기획하고 샘플을 만들어 품평까지 진행합니다.', 'Makers plan a brand together, make samples and review them.', '小工商业者共同策划品牌、制作样衣并进行评审。', '小規模事業者が共にブランドを企画し、サンプルを作って品評まで行います。'),
    schedule: text('매주 화 14:00~17:00', 'Tuesdays, 14:00–17:00', '每周二 14:00~17:00', '毎週火 14:00～17:00'),
    place: text('용신 센터 7층 커뮤니티 공간', 'Community space, 7F, Yongsin centre', '龙新中心7楼交流空间', '龍新センター7階 コミュニティスペース'), fee: free,
    content: html(['상품 기획, 디자인, 샘플 제작, 3층 전시공간 품평회로 이어집니다.'], ['From product planning and design to samples and a review in the 3rd-floor exhibition space.'], ['从商品企划、设计、样衣制作到3楼展示空间的评审会。'], ['商品企画、デザイン、サンプル製作、3階展示スペースでの品評会まで行います。']),
  },
  {
    picture: ['community', 'mustard'], status: 'PLANNED', isMain: false, capacity: 20, periodFrom: '2027-02-15', periodTo: '2027-03-15',
    title: text('온라인 마케팅 실전', 'Online marketing in practice', '网络营销实战', 'オンラインマーケティング実践'),
    summary: text('상품 촬영, 상세페이지 작성, 오픈마켓 입점과 SNS 홍보를 실습합니다.', 'Product photography, listing pages, marketplaces and social media, hands on.', '实操商品拍摄、详情页制作、开放市场入驻和社交媒体推广。', '商品撮影、商品ページ作成、オープンマーケット出店、SNS広報を実習します。'),
    schedule: text('월·수 19:00~21:00', 'Mon and Wed, 19:00–21:00', '周一、周三 19:00~21:00', '月・水 19:00～21:00'),
    place: room7F, fee: free,
    content: html(['수강생 업체별 온라인 판매 채널 개설을 지원합니다.'], ['Each participant\'s firm gets help opening an online sales channel.'], ['支援每位学员企业开设线上销售渠道。'], ['受講企業ごとにオンライン販売チャネルの開設を支援します。']),
  },
  {
    picture: ['ruler', 'teal'], status: 'CLOSED', isMain: false, capacity: 16, periodFrom: '2026-09-01', periodTo: '2026-10-23',
    title: text('자동재단 마커 작성 기초', 'Marker making for automatic cutting', '自动裁剪排料基础', '自動裁断マーカー作成の基礎'),
    summary: text('원단 손실을 줄이는 마커 배치와 재단 데이터 전송을 배웁니다.', 'Lay markers that waste less fabric and send cutting data to the cutter.', '学习减少面料损耗的排料方法及裁剪数据传输。', '生地ロスを減らすマーカー配置と裁断データの転送を学びます。'),
    schedule: text('화·목 19:00~21:00', 'Tue and Thu, 19:00–21:00', '周二、周四 19:00~21:00', '火・木 19:00～21:00'),
    place: room7F, fee: free,
    content: html(['지난 과정입니다. 다음 기수는 공지사항에서 안내합니다.'], ['This course has ended; the next round will be announced under Notices.'], ['本期课程已结束，下期将在公告中通知。'], ['終了したコースです。次期はお知らせでご案内します。']),
  },
  {
    picture: ['office', 'slate'], status: 'CLOSED', isMain: false, capacity: 30, periodFrom: '2026-06-10', periodTo: '2026-06-24',
    title: text('소공인 경영 아카데미', 'Management academy for small makers', '小工商业者经营学院', '小規模事業者 経営アカデミー'),
    summary: text('원가 계산, 노무, 세무 등 봉제업체 운영에 필요한 실무를 다룹니다.', 'Costing, labour and tax: what running a garment firm takes.', '讲授成本核算、劳务、税务等缝制企业运营实务。', '原価計算、労務、税務など縫製企業の運営に必要な実務を扱います。'),
    schedule: text('수 14:00~17:00 (3회)', 'Wednesdays, 14:00–17:00 (3 sessions)', '周三 14:00~17:00（共3次）', '水 14:00～17:00（全3回）'),
    place: room7F, fee: free,
    content: html(['경영·기술 컨설팅과 연계해 개별 상담을 이어갑니다.'], ['Continues as one-to-one management and technical consulting.'], ['与经营·技术咨询衔接，继续提供一对一咨询。'], ['経営・技術コンサルティングと連携し、個別相談を続けます。']),
  },
];
