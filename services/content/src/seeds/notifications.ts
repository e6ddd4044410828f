import type { ConsoleNotificationInput } from '@centre/contracts';

type DemoNotice = ConsoleNotificationInput & { createdAt: string };

const p = (text: string) => `<p>${text}</p>`;

/** Notices drawn from the centre's public facts (spec/centre-facts.md), in ko, en, cn and jp. */
export const DEMO_NOTIFICATIONS: DemoNotice[] = [
  {
    createdAt: '2026-11-16T00:30:00.000Z',
    isMain: true,
    subject: {
      ko: '2027년 상반기 공동재단실 이용 신청 안내',
      en: 'Applications open: shared cutting room, first half of 2027',
      cn: '2027年上半年共享裁剪室使用申请指南',
      jp: '2027年上半期 共同裁断室の利用申請のご案内',
    },
    summary: {
      ko: '동대문구 소재 봉제 소공인과 샘플·패턴실 디자이너를 대상으로 2027년 상반기 공동재단실(용신·답십리) 이용 신청을 받습니다. 이용료는 무료이며, 홈페이지 회원가입 후 신청할 수 있습니다.',
      en: 'Garment makers with a workplace in Dongdaemun-gu and designers of sample and pattern rooms can now apply to use the shared cutting rooms (Yongsin and Dapsimni) in the first half of 2027. Use is free; apply on this website after signing up.',
      cn: '面向在东大门区设有工作场所的服装小工商业者及样衣、版房设计师，受理2027年上半年共享裁剪室（龙新、踏十里）使用申请。免费使用，注册会员后即可在线申请。',
      jp: '東大門区に事業所を持つ縫製小規模事業者およびサンプル・パターン室のデザイナーを対象に、2027年上半期の共同裁断室（龍新・踏十里）の利用申請を受け付けます。利用は無料で、会員登録後にお申し込みいただけます。',
    },
    content: {
      ko: p('신청 기간: 2026년 11월 16일 ~ 12월 11일') + p('대상: 동대문구 소재 의류 제조 소공인, 샘플실·패턴실 디자이너') + p('신청 방법: 홈페이지 로그인 후 [공동재단실 &gt; 이용신청]에서 작업 일정과 원단 정보를 입력해 주세요.') + p('문의: 공동재단실 02-2212-5581 (평일 09:00~18:00)'),
      en: p('Application period: 16 November to 11 December 2026') + p('Who may apply: garment makers based in Dongdaemun-gu, and designers of sample and pattern rooms') + p('How: sign in, open [Cutting room &gt; Apply] and enter your work dates and fabric details.') + p('Questions: cutting room, 02-2212-5581 (weekdays 09:00–18:00)'),
      cn: p('申请期间：2026年11月16日至12月11日') + p('对象：位于东大门区的服装制造小工商业者、样衣室及版房设计师') + p('申请方法：登录后在【共享裁剪室 &gt; 使用申请】中填写作业日程和面料信息。') + p('咨询：共享裁剪室 02-2212-5581（工作日 09:00~18:00）'),
      jp: p('申請期間：2026年11月16日～12月11日') + p('対象：東大門区所在の衣類製造小規模事業者、サンプル室・パターン室のデザイナー') + p('申請方法：ログイン後、［共同裁断室 &gt; 利用申請］で作業日程と生地情報を入力してください。') + p('お問い合わせ：共同裁断室 02-2212-5581（平日 09:00～18:00）'),
    },
  },
  {
    createdAt: '2026-11-05T01:00:00.000Z',
    isMain: true,
    subject: {
      ko: '용신 패션봉제 복합지원센터 7층 CAD 교육생 모집',
      en: 'CAD training at the Yongsin centre (7F): enrolment open',
      cn: '龙新时装缝制综合支援中心7楼CAD培训招生',
      jp: '龍新ファッション縫製複合支援センター7階 CAD講座 受講生募集',
    },
    summary: {
      ko: '봉제 전문인력 양성을 위한 패턴 CAD 실무 과정(8주, 주 2회)을 7층 교육장에서 운영합니다. 동대문구 봉제업체 재직자와 예비 창업자를 우선 선발합니다.',
      en: 'An eight-week practical pattern CAD course (two evenings a week) runs in the 7th-floor training room to build sewing professionals. Staff of district garment firms and would-be founders are selected first.',
      cn: '为培养缝制专业人才，在7楼培训教室开设为期8周（每周2次）的版型CAD实务课程。东大门区缝制企业在职人员及预备创业者优先录取。',
      jp: '縫製の専門人材を育成するため、7階の教育室でパターンCAD実務コース（8週間・週2回）を開講します。東大門区の縫製企業の在職者と創業予定者を優先して選考します。',
    },
    content: {
      ko: p('교육 기간: 2027년 1월 6일 ~ 2월 26일 (화·목 19:00~21:00)') + p('장소: 용신 센터 7층 교육장') + p('모집 인원: 16명 · 수강료 무료'),
      en: p('Dates: 6 January – 26 February 2027 (Tue and Thu, 19:00–21:00)') + p('Place: training room, 7F, Yongsin centre') + p('Places: 16 · free of charge'),
      cn: p('培训时间：2027年1月6日至2月26日（周二、周四 19:00~21:00）') + p('地点：龙新中心7楼培训教室') + p('招生人数：16名 · 免费'),
      jp: p('期間：2027年1月6日～2月26日（火・木 19:00～21:00）') + p('場所：龍新センター7階 教育室') + p('定員：16名・受講料無料'),
    },
  },
  {
    createdAt: '2026-10-21T02:00:00.000Z',
    isMain: true,
    subject: {
      ko: '답십리 공동재단실 자동재단기 정기 점검에 따른 휴무 안내',
      en: 'Dapsimni cutting room closed for automatic-cutter maintenance',
      cn: '踏十里共享裁剪室自动裁剪机定期检修停用通知',
      jp: '踏十里共同裁断室 自動裁断機の定期点検に伴う休業のお知らせ',
    },
    summary: {
      ko: '자동재단기(CAD/CAM)와 자동연단기 정기 점검으로 10월 28일(수)~29일(목) 답십리 공동재단실 운영을 쉽니다. 용신 센터 4층 재단실은 정상 운영합니다.',
      en: 'The Dapsimni shared cutting room is closed on 28–29 October for scheduled maintenance of the CAD/CAM cutters and automatic spreaders. The 4th-floor cutting room at Yongsin stays open.',
      cn: '因自动裁剪机（CAD/CAM）与自动铺布机定期检修，踏十里共享裁剪室10月28日至29日暂停运营。龙新中心4楼裁剪室正常运营。',
      jp: '自動裁断機（CAD/CAM）と自動延反機の定期点検のため、10月28日（水）～29日（木）は踏十里共同裁断室を休業します。龍新センター4階の裁断室は通常どおり営業します。',
    },
    content: {
      ko: p('점검 기간 중 예약된 작업은 담당자가 개별 연락드려 일정을 조정합니다.'),
      en: p('Staff will call makers with bookings in those days to move their work.'),
      cn: p('检修期间已预约的作业，工作人员将逐一联系调整日程。'),
      jp: p('点検期間中に予約済みの作業は、担当者が個別にご連絡し日程を調整いたします。'),
    },
  },
  {
    createdAt: '2026-09-30T03:00:00.000Z',
    isMain: false,
    subject: {
      ko: '추석 연휴 센터 휴관 안내',
      en: 'Centre closed over the Chuseok holidays',
      cn: '中秋节假期中心闭馆通知',
      jp: '秋夕連休の休館のお知らせ',
    },
    summary: {
      ko: '추석 연휴 기간에는 용신·답십리 센터 모두 휴관합니다. 공휴일에는 공동재단실과 공용장비실을 운영하지 않습니다.',
      en: 'Both the Yongsin and Dapsimni centres are closed over the Chuseok holidays. The shared cutting rooms and equipment rooms do not open on public holidays.',
      cn: '中秋节假期期间，龙新、踏十里中心均闭馆。公共假日不开放共享裁剪室和公用设备室。',
      jp: '秋夕連休中は龍新・踏十里の両センターとも休館します。祝日は共同裁断室と共用設備室を運営しません。',
    },
    content: {
      ko: p('운영 시간: 평일 09:00~18:00, 공휴일 휴무'),
      en: p('Opening hours: weekdays 09:00–18:00, closed on public holidays'),
      cn: p('运营时间：工作日 09:00~18:00，公共假日休息'),
      jp: p('営業時間：平日 09:00～18:00、祝日休業'),
    },
  },
  {
    createdAt: '2026-09-10T01:30:00.000Z',
    isMain: false,
    subject: {
      ko: '공용장비실(5~6층) 특수 미싱 이용 교육 안내',
      en: 'How-to sessions for the special sewing machines (5F–6F)',
      cn: '公用设备室（5~6楼）特种缝纫机使用培训',
      jp: '共用設備室（5～6階）特殊ミシン利用講習のご案内',
    },
    summary: {
      ko: '입술주머니기, 전자 단추구멍기 등 고가·특수 장비를 처음 이용하는 분을 위한 안전·사용 교육을 매주 수요일 오후에 진행합니다.',
      en: 'Every Wednesday afternoon staff show first-time users how to work the costly and specialised machines safely: welting machines, electronic buttonhole machines and smart sewing machines.',
      cn: '每周三下午为首次使用嵌线口袋机、电子锁眼机等高价特种设备的用户提供安全及使用培训。',
      jp: '玉縁ポケット機や電子穴かがりミシンなど高価・特殊な設備を初めて使う方のため、毎週水曜日の午後に安全・使用講習を行います。',
    },
    content: {
      ko: p('장소: 용신 센터 5층 공용장비실 · 회당 6명'),
      en: p('Place: shared equipment room, 5F, Yongsin centre · 6 people a session'),
      cn: p('地点：龙新中心5楼公用设备室 · 每次6人'),
      jp: p('場所：龍新センター5階 共用設備室・各回6名'),
    },
  },
  {
    createdAt: '2026-08-19T05:00:00.000Z',
    isMain: false,
    subject: {
      ko: '소공인 공동 브랜드 개발 참여 업체 모집',
      en: 'Joint brand development: makers wanted',
      cn: '小工商业者联合品牌开发参与企业招募',
      jp: '小規模事業者の共同ブランド開発 参加企業募集',
    },
    summary: {
      ko: '동대문구 봉제 소공인의 공동 브랜드 개발과 온라인 마케팅을 지원합니다. 상품 기획부터 촬영, 온라인 판매까지 함께합니다.',
      en: 'The centre supports district makers in developing a joint brand and marketing it online, from product planning to photography and online sales.',
      cn: '支援东大门区缝制小工商业者开发联合品牌及开展网络营销，从商品企划到拍摄、线上销售全程陪伴。',
      jp: '東大門区の縫製小規模事業者による共同ブランドの開発とオンラインマーケティングを支援します。商品企画から撮影、オンライン販売までご一緒します。',
    },
    content: {
      ko: p('모집 규모: 10개사 내외 · 상시근로자 10인 미만 업체 우대'),
      en: p('About 10 firms · businesses with fewer than 10 staff preferred'),
      cn: p('招募规模：约10家 · 常雇员工不足10人的企业优先'),
      jp: p('募集規模：10社程度・常時従業員10人未満の企業を優遇'),
    },
  },
  {
    createdAt: '2026-07-01T00:00:00.000Z',
    isMain: false,
    subject: {
      ko: '답십리 공동재단실 확장 이전 1주년, 하루 최대 3,000장 재단',
      en: 'One year on: the extended Dapsimni cutting room cuts up to 3,000 pieces a day',
      cn: '踏十里共享裁剪室扩建一周年，日最高裁剪3,000片',
      jp: '踏十里共同裁断室 拡張から1年、1日最大3,000枚を裁断',
    },
    summary: {
      ko: '약 177㎡로 넓어진 답십리 공동재단실이 자동재단기와 자동연단기, 연단 테이블을 갖추고 하루 최대 약 3,000장을 재단하고 있습니다.',
      en: 'Extended to about 177 m², the Dapsimni shared cutting room with its automatic cutters, spreaders and spreading tables now cuts up to about 3,000 pieces a day.',
      cn: '扩建至约177㎡的踏十里共享裁剪室配备自动裁剪机、自动铺布机和铺布台，日最高可裁剪约3,000片。',
      jp: '約177㎡に広がった踏十里共同裁断室は、自動裁断機・自動延反機・延反台を備え、1日最大約3,000枚を裁断しています。',
    },
    content: {
      ko: p('주소: 답십리로38길 19, 동대문구 창업지원센터 B동 1층'),
      en: p('Address: Building B, 1F, district start-up support centre, Dapsimni-ro 38-gil 19'),
      cn: p('地址：踏十里路38街19号 东大门区创业支援中心B栋1楼'),
      jp: p('住所：踏十里路38ギル19 東大門区創業支援センターB棟1階'),
    },
  },
  {
    createdAt: '2026-05-12T04:00:00.000Z',
    isMain: false,
    subject: {
      ko: '봉제업체 경영·기술 컨설팅 신청 안내',
      en: 'Management and technical consulting for garment firms',
      cn: '缝制企业经营·技术咨询申请指南',
      jp: '縫製企業向け 経営・技術コンサルティングのご案内',
    },
    summary: {
      ko: '생산 공정 개선, 원가 관리, 일자리 연계 등 봉제업체의 경영·기술 컨설팅을 무료로 지원합니다.',
      en: 'Free consulting for garment firms on production processes, cost control and job linking.',
      cn: '免费为缝制企业提供生产工艺改进、成本管理、就业对接等经营与技术咨询。',
      jp: '生産工程の改善、原価管理、雇用マッチングなど、縫製企業の経営・技術コンサルティングを無料で支援します。',
    },
    content: {
      ko: p('신청: 센터 방문 또는 이메일 접수'),
      en: p('Apply at either centre or by e-mail.'),
      cn: p('申请：到中心现场或通过电子邮件提交'),
      jp: p('お申し込み：センター窓口またはメールで受付'),
    },
  },
];
