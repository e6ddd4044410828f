import type { ConsoleNotificationInput } from '@centre/contracts';
import { html, text } from './text.ts';

type DemoAnnouncement = ConsoleNotificationInput & { createdAt: string };

/** Support programmes of the centre (centre-facts: services), as business announcements. */
export const DEMO_BUSINESSES: DemoAnnouncement[] = [
  {
    createdAt: '2026-11-02T01:00:00.000Z', isMain: true,
    subject: text('2027년 스마트 자동재단 지원사업 참여 업체 모집', '2027 smart automatic cutting support: firms wanted', '2027年智能自动裁剪支援项目参与企业招募', '2027年 スマート自動裁断支援事業 参加企業募集'),
    summary: text('동대문구 봉제 소공인의 재단 공정을 자동재단기로 무료 지원합니다.', 'Free automatic cutting for the district\'s garment makers.', '为东大门区缝制小工商业者免费提供自动裁剪支援。', '東大門区の縫製小規模事業者の裁断工程を自動裁断機で無料支援します。'),
    content: html(['지원 내용: 용신·답십리 공동재단실 자동재단 및 연단', '대상: 동대문구 소재 의류 제조 소공인 (상시근로자 10인 미만 우대)'], ['What: automatic cutting and spreading in the Yongsin and Dapsimni cutting rooms', 'Who: garment makers based in Dongdaemun-gu (firms with fewer than 10 staff preferred)'], ['支援内容：龙新、踏十里共享裁剪室自动裁剪及铺布', '对象：东大门区服装制造小工商业者（常雇员工不足10人者优先）'], ['支援内容：龍新・踏十里共同裁断室での自動裁断と延反', '対象：東大門区所在の衣類製造小規模事業者（常時従業員10人未満を優遇）']),
  },
  {
    createdAt: '2026-10-15T02:00:00.000Z', isMain: true,
    subject: text('혁신 소공인 성장 지원 프로그램 안내', 'Growth programme for innovative small makers', '创新小工商业者成长支援项目', '革新小規模事業者 成長支援プログラムのご案内'),
    summary: text('기술 개발과 설비 개선에 나서는 혁신 소공인에게 컨설팅과 제품 개발을 지원합니다.', 'Consulting and product development for makers investing in new techniques and equipment.', '为致力于技术开发和设备改进的创新小工商业者提供咨询和产品开发支援。', '技術開発や設備改善に取り組む革新的な小規模事業者に、コンサルティングと製品開発を支援します。'),
    content: html(['선정 업체에는 전담 컨설턴트가 6개월간 함께합니다.'], ['Selected firms work with a dedicated consultant for six months.'], ['入选企业将由专职顾问陪伴6个月。'], ['選定企業には専任コンサルタントが6か月間伴走します。']),
  },
  {
    createdAt: '2026-09-22T01:30:00.000Z', isMain: true,
    subject: text('봉제 일자리 연계 채용박람회 참가 신청', 'Sewing jobs fair: register to take part', '缝制就业对接招聘会参会申请', '縫製の雇用マッチング就職フェア 参加申請'),
    summary: text('봉제업체와 구직자를 연결하는 채용박람회를 용신 센터에서 엽니다.', 'A jobs fair at the Yongsin centre linking garment firms and job seekers.', '在龙新中心举办连接缝制企业与求职者的招聘会。', '縫製企業と求職者をつなぐ就職フェアを龍新センターで開催します。'),
    content: html(['참가 업체는 현장 면접 부스를 무료로 배정받습니다.'], ['Participating firms get an interview booth free of charge.'], ['参会企业可免费获得现场面试展位。'], ['参加企業には現場面接ブースを無料で割り当てます。']),
  },
  {
    createdAt: '2026-08-05T03:00:00.000Z', isMain: false,
    subject: text('공동 브랜드 온라인 판매 지원', 'Online sales support for the joint brand', '联合品牌线上销售支援', '共同ブランドのオンライン販売支援'),
    summary: text('공동 브랜드 제품의 상품 촬영과 온라인몰 입점을 지원합니다.', 'Product photography and online store listings for joint-brand products.', '支援联合品牌产品的商品拍摄及网店入驻。', '共同ブランド製品の商品撮影とオンラインモール出店を支援します。'),
    content: html(['온라인 마케팅 교육 수료 업체를 우선 지원합니다.'], ['Firms that completed the online marketing course come first.'], ['优先支援完成网络营销培训的企业。'], ['オンラインマーケティング講座の修了企業を優先して支援します。']),
  },
  {
    createdAt: '2026-06-18T00:30:00.000Z', isMain: false,
    subject: text('봉제업체 작업환경 개선 컨설팅', 'Workplace improvement consulting for garment firms', '缝制企业作业环境改善咨询', '縫製企業の作業環境改善コンサルティング'),
    summary: text('조명, 환기, 동선 등 작업장 환경 개선을 전문가가 진단합니다.', 'Experts assess lighting, ventilation and workflow in your workshop.', '由专家诊断照明、通风、动线等作业环境。', '照明、換気、動線など作業場の環境を専門家が診断します。'),
    content: html(['진단 후 개선 계획서를 제공합니다.'], ['You receive an improvement plan after the visit.'], ['诊断后提供改善计划书。'], ['診断後に改善計画書をお渡しします。']),
  },
  {
    createdAt: '2026-04-07T01:00:00.000Z', isMain: false,
    subject: text('샘플·패턴실 디자이너 공동재단실 이용 안내', 'Cutting room use for sample and pattern room designers', '样衣·版房设计师共享裁剪室使用指南', 'サンプル・パターン室デザイナーの共同裁断室利用案内'),
    summary: text('샘플실과 패턴실 디자이너도 공동재단실을 무료로 이용할 수 있습니다.', 'Designers of sample and pattern rooms may use the shared cutting rooms free of charge too.', '样衣室和版房设计师同样可以免费使用共享裁剪室。', 'サンプル室・パターン室のデザイナーも共同裁断室を無料で利用できます。'),
    content: html(['홈페이지 회원가입 후 이용 신청해 주세요.'], ['Sign up on this website, then apply.'], ['请注册会员后在线申请。'], ['会員登録後にお申し込みください。']),
  },
];
