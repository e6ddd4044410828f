import type { ConsoleSpaceInput, LocalisedText, Location, WorkType } from '@centre/contracts';
import type { PaletteName, Pictogram } from './illustrations.ts';
import { html, NONE, text } from './text.ts';

export interface DemoFacility extends Omit<ConsoleSpaceInput, 'thumb' | 'images' | 'time' | 'order'> {
  work: WorkType | null;
  picture: [Pictogram, PaletteName];
  time?: LocalisedText;
}

const yongsin = (floor: number) => text(`용신 센터 ${floor}층`, `Yongsin centre, ${floor}F`, `龙新中心${floor}楼`, `龍新センター${floor}階`);
const dapsimni = text('답십리 창업지원센터 B동 1층', 'Dapsimni start-up support centre, building B, 1F', '踏十里创业支援中心B栋1楼', '踏十里創業支援センターB棟1階');
const area = (m2: string) => text(`약 ${m2}㎡`, `about ${m2} m²`, `约${m2}㎡`, `約${m2}㎡`);

const space = (site: Location, picture: [Pictogram, PaletteName], fields: Pick<DemoFacility, 'title' | 'location' | 'content'> & Partial<DemoFacility>): DemoFacility =>
  ({ site, work: null, picture, capacity: NONE, quantity: null, isMain: true, ...fields });

/** Facility spaces of both sites (centre-facts: Yongsin 3F–7F, Dapsimni building B 1F). */
export const DEMO_SPACES: DemoFacility[] = [
  space('YONGSIN', ['office', 'indigo'], {
    title: text('사무실·상담실', 'Office and consultation room', '办公室·咨询室', '事務室・相談室'),
    location: yongsin(3),
    content: html(['센터 운영 사무실과 경영·기술 컨설팅 상담실입니다. 이용 신청, 장비 예약, 일자리 연계 상담을 받습니다.'], ['The centre office and the room for management and technical consulting: ask here about applications, equipment bookings and job linking.'], ['中心运营办公室及经营·技术咨询室。受理使用申请、设备预约及就业对接咨询。'], ['センターの運営事務室と、経営・技術コンサルティングの相談室です。利用申請、設備予約、雇用マッチングのご相談を受け付けます。']),
  }),
  space('YONGSIN', ['hanger', 'plum'], {
    title: text('의류 전시공간', 'Garment exhibition space', '服装展示空间', '衣類展示スペース'),
    location: yongsin(3),
    content: html(['동대문구 소공인이 만든 의류와 공동 브랜드 제품을 전시합니다. 바이어 상담과 소규모 품평회에도 쓰입니다.'], ['Shows garments by district makers and the joint-brand collection; also used for buyer meetings and small product reviews.'], ['展示东大门区小工商业者制作的服装及联合品牌产品，也用于买家洽谈和小型产品评审会。'], ['東大門区の小規模事業者が作った衣類と共同ブランド製品を展示します。バイヤー商談や小規模な品評会にも使われます。']),
  }),
  space('YONGSIN', ['cutter', 'teal'], {
    title: text('공동재단실 (용신)', 'Shared cutting room (Yongsin)', '共享裁剪室（龙新）', '共同裁断室（龍新）'),
    location: yongsin(4),
    capacity: area('140'),
    content: html(['스마트 자동재단 설비를 갖춘 공동재단실입니다. 센터 직원이 장비를 운영하며, 동대문구 소재 소공인과 샘플·패턴실 디자이너는 무료로 이용할 수 있습니다.'], ['A shared cutting room with smart automatic cutting. Staff run the machines; makers based in the district and designers of sample and pattern rooms use it free of charge.'], ['配备智能自动裁剪设备的共享裁剪室。由中心员工操作设备，东大门区小工商业者及样衣、版房设计师可免费使用。'], ['スマート自動裁断設備を備えた共同裁断室です。設備はセンター職員が運用し、東大門区の小規模事業者とサンプル・パターン室のデザイナーは無料で利用できます。']),
  }),
  space('YONGSIN', ['sewing', 'coral'], {
    title: text('공용장비실 1', 'Shared equipment room 1', '公用设备室1', '共用設備室1'),
    location: yongsin(5),
    content: html(['입술주머니기, 전자 단추구멍기, 단추달이기 등 고가·특수 봉제 장비를 갖추었습니다. 처음 이용하는 분은 사용 교육을 먼저 받아 주세요.'], ['Costly and specialised machines: welting, electronic buttonhole and button-sewing machines. First-time users take a short how-to session first.'], ['配备嵌线口袋机、电子锁眼机、钉扣机等高价特种缝制设备。首次使用者请先参加使用培训。'], ['玉縁ポケット機、電子穴かがりミシン、ボタン付けミシンなど高価・特殊な縫製設備を備えています。初めての方は先に使用講習を受けてください。']),
  }),
  space('YONGSIN', ['sewing', 'mustard'], {
    title: text('공용장비실 2', 'Shared equipment room 2', '公用设备室2', '共用設備室2'),
    location: yongsin(6),
    content: html(['스마트 미싱과 오버로크 등 봉제 장비를 갖춘 공동 작업장입니다. 샘플 제작과 소량 생산에 이용할 수 있습니다.'], ['A shared workshop with smart sewing machines and overlockers, for samples and small runs.'], ['配备智能缝纫机和包缝机等设备的共享工作间，可用于样衣制作和小批量生产。'], ['スマートミシンやロックミシンを備えた共同作業場です。サンプル製作や少量生産に利用できます。']),
  }),
  space('YONGSIN', ['classroom', 'indigo'], {
    title: text('교육장', 'Education room', '培训教室', '教育室'),
    location: yongsin(7),
    content: html(['패턴 CAD 실습용 PC를 갖춘 교육장입니다. 봉제 전문인력 양성, 브랜드 개발, 온라인 마케팅 교육이 열립니다.'], ['A training room with pattern-CAD workstations, home of the courses for sewing professionals, brand development and online marketing.'], ['配备版型CAD实训电脑的培训教室，开设缝制专业人才培养、品牌开发、网络营销等课程。'], ['パターンCAD実習用PCを備えた教育室です。縫製専門人材の育成、ブランド開発、オンラインマーケティングの講座が開かれます。']),
  }),
  space('YONGSIN', ['community', 'teal'], {
    title: text('커뮤니티 공간', 'Community space', '交流空间', 'コミュニティスペース'),
    location: yongsin(7),
    content: html(['소공인과 디자이너가 만나 정보를 나누는 공간입니다. 네트워킹 모임과 설명회가 열립니다.'], ['Where makers and designers meet and share; networking evenings and briefings are held here.'], ['小工商业者与设计师交流信息的空间，举办交流会和说明会。'], ['小規模事業者とデザイナーが出会い、情報を共有する空間です。交流会や説明会が開かれます。']),
  }),
  space('DAPSIMNI', ['cutter', 'coral'], {
    title: text('공동재단실 (답십리)', 'Shared cutting room (Dapsimni)', '共享裁剪室（踏十里）', '共同裁断室（踏十里）'),
    location: dapsimni,
    capacity: area('177'),
    content: html(['2018년 11월 문을 연 공동재단실로, 2023년 확장해 약 177㎡가 되었습니다. 자동재단기(CAD/CAM), 자동연단기, 연단 테이블로 하루 최대 약 3,000장을 재단합니다.'], ['Opened in November 2018 and extended in 2023 to about 177 m². With CAD/CAM automatic cutters, automatic spreaders and spreading tables it cuts up to about 3,000 pieces a day.'], ['2018年11月开放，2023年扩建至约177㎡。配备自动裁剪机（CAD/CAM）、自动铺布机和铺布台，日最高可裁剪约3,000片。'], ['2018年11月に開所し、2023年に約177㎡へ拡張しました。自動裁断機（CAD/CAM）、自動延反機、延反台で1日最大約3,000枚を裁断します。']),
  }),
  space('DAPSIMNI', ['room', 'slate'], {
    title: text('원단 접수·대기 공간', 'Fabric drop-off and waiting area', '面料接收·等候区', '生地受付・待合スペース'),
    location: dapsimni,
    isMain: false,
    content: html(['재단을 맡길 원단과 패턴 파일을 접수하고, 작업이 끝날 때까지 기다리는 공간입니다.'], ['Hand in fabric and pattern files for cutting here, and wait while the job runs.'], ['在此提交待裁剪的面料和版型文件，并等候作业完成。'], ['裁断を依頼する生地とパターンファイルを受け付け、作業完了までお待ちいただくスペースです。']),
  }),
];

const machine = (site: Location, work: WorkType, picture: [Pictogram, PaletteName], location: LocalisedText, quantity: number, fields: Pick<DemoFacility, 'title' | 'content'> & Partial<DemoFacility>): DemoFacility =>
  ({ site, work, picture, location, quantity, capacity: NONE, isMain: true, ...fields });

const autoCutter = {
  title: text('자동재단기 (CAD/CAM)', 'Automatic cutter (CAD/CAM)', '自动裁剪机（CAD/CAM）', '自動裁断機（CAD/CAM）'),
  content: html(['CAD로 만든 마커 데이터를 받아 여러 겹의 원단을 정확하게 자동 재단합니다. 작업은 센터 직원이 운영합니다.'], ['Cuts many plies of fabric precisely from CAD marker data. Staff operate it for you.'], ['读取CAD排料数据，对多层面料进行精确的自动裁剪，由中心员工操作。'], ['CADで作成したマーカーデータをもとに、多層の生地を正確に自動裁断します。操作はセンター職員が行います。']),
};
const autoSpreader = {
  title: text('자동연단기', 'Automatic spreader', '自动铺布机', '自動延反機'),
  content: html(['원단을 일정한 장력으로 여러 겹 펼쳐 재단 준비 시간을 줄입니다.'], ['Lays fabric in even plies at a steady tension, cutting preparation time.'], ['以稳定张力多层铺布，缩短裁剪准备时间。'], ['生地を一定の張力で何層にも広げ、裁断の準備時間を短縮します。']),
};
const spreadingTables = {
  title: text('연단 테이블', 'Spreading tables', '铺布台', '延反台'),
  isMain: false,
  content: html(['수작업 연단과 검단에 쓰는 대형 테이블입니다.'], ['Large tables for hand spreading and fabric inspection.'], ['用于手工铺布和验布的大型工作台。'], ['手作業の延反と検反に使う大型テーブルです。']),
};

/** Equipment of the cutting rooms (both sites) and the studio (Yongsin 5F–6F). */
export const DEMO_EQUIPMENT: DemoFacility[] = [
  machine('YONGSIN', 'CUTTINGROOM', ['cutter', 'teal'], yongsin(4), 1, autoCutter),
  machine('DAPSIMNI', 'CUTTINGROOM', ['cutter', 'coral'], dapsimni, 2, autoCutter),
  machine('YONGSIN', 'CUTTINGROOM', ['spreader', 'teal'], yongsin(4), 1, autoSpreader),
  machine('DAPSIMNI', 'CUTTINGROOM', ['spreader', 'coral'], dapsimni, 2, autoSpreader),
  machine('YONGSIN', 'CUTTINGROOM', ['table', 'teal'], yongsin(4), 2, spreadingTables),
  machine('DAPSIMNI', 'CUTTINGROOM', ['table', 'coral'], dapsimni, 4, spreadingTables),
  machine('YONGSIN', 'STUDIO', ['welting', 'plum'], yongsin(5), 1, {
    title: text('입술주머니기', 'Welting machine', '嵌线口袋机', '玉縁ポケット機'),
    content: html(['재킷·바지의 입술주머니를 한 번에 박아 주는 자동 장비입니다. 고가 장비라 소공인이 따로 갖추기 어렵습니다.'], ['Sews jacket and trouser welt pockets in one automatic cycle: a costly machine few small makers own.'], ['一次完成夹克、裤子嵌线口袋缝制的自动设备，价格高昂，小工商业者难以自行购置。'], ['ジャケットやパンツの玉縁ポケットを一度に縫い上げる自動機です。高価なため小規模事業者が自前で備えるのは困難です。']),
  }),
  machine('YONGSIN', 'STUDIO', ['buttonhole', 'mustard'], yongsin(5), 2, {
    title: text('전자 단추구멍기', 'Electronic buttonhole machine', '电子锁眼机', '電子穴かがりミシン'),
    content: html(['셔츠·블라우스용 일자 단추구멍과 재킷용 안경 단추구멍을 프로그램으로 만듭니다.'], ['Programmed straight buttonholes for shirts and blouses, and eyelet buttonholes for jackets.'], ['可编程制作衬衫、女衬衫用平头锁眼及夹克用圆头锁眼。'], ['シャツ・ブラウス用のまっすぐな穴かがりと、ジャケット用のはと目穴をプログラムで作ります。']),
  }),
  machine('YONGSIN', 'STUDIO', ['sewing', 'indigo'], yongsin(6), 10, {
    title: text('스마트 미싱', 'Smart sewing machines', '智能缝纫机', 'スマートミシン'),
    content: html(['땀 길이와 자동 사절을 화면에서 설정하는 컴퓨터 본봉 미싱입니다.'], ['Computerised lockstitch machines with stitch length and automatic thread trimming set on screen.'], ['可在屏幕上设置针距和自动剪线的电脑平缝机。'], ['縫い目の長さや自動糸切りを画面で設定できるコンピューター本縫いミシンです。']),
  }),
  machine('YONGSIN', 'STUDIO', ['buttonhole', 'slate'], yongsin(5), 1, {
    title: text('전자 단추달이기', 'Electronic button sewer', '电子钉扣机', '電子ボタン付けミシン'),
    content: html(['2구·4구 단추를 빠르고 고르게 답니다.'], ['Sews two- and four-hole buttons quickly and evenly.'], ['快速、均匀地钉缝两孔及四孔纽扣。'], ['2つ穴・4つ穴ボタンを速く均一に付けます。']),
  }),
  machine('YONGSIN', 'STUDIO', ['sewing', 'coral'], yongsin(5), 1, {
    title: text('전자 간도메 (바택)', 'Electronic bar-tacker', '电子打枣机', '電子かんどめミシン（バータック）'),
    isMain: false,
    content: html(['주머니 입구와 벨트 고리 등 힘을 받는 곳을 촘촘히 보강합니다.'], ['Reinforces stress points such as pocket corners and belt loops.'], ['加固袋口、裤襻等受力部位。'], ['ポケット口やベルトループなど力のかかる箇所を細かく補強します。']),
  }),
  machine('YONGSIN', 'STUDIO', ['sewing', 'teal'], yongsin(6), 4, {
    title: text('오버로크 미싱', 'Overlock machines', '包缝机', 'ロックミシン'),
    isMain: false,
    content: html(['니트와 원단 가장자리를 감치고 재봉합니다.'], ['Seams knits and finishes fabric edges.'], ['用于针织面料缝合及面料锁边。'], ['ニットの縫製と生地端のかがり縫いに使います。']),
  }),
];
