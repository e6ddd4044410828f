import type { ConsoleFaqInput } from '@centre/contracts';
import { html, text } from './text.ts';

const faq = (category: ConsoleFaqInput['category'], order: number, question: ConsoleFaqInput['question'], answer: ConsoleFaqInput['answer']): ConsoleFaqInput => ({ category, order, question, answer });

export const DEMO_FAQS: ConsoleFaqInput[] = [
  faq('CUTTINGROOM', 1, text('공동재단실은 누가 이용할 수 있나요?', 'Who may use the shared cutting room?', '谁可以使用共享裁剪室？', '共同裁断室は誰が利用できますか？'),
    html(['동대문구에 사업장이 있는 의류 제조 소공인과 샘플실·패턴실 디자이너가 이용할 수 있습니다.'], ['Garment makers with a workplace in Dongdaemun-gu, and designers of sample and pattern rooms.'], ['在东大门区设有工作场所的服装制造小工商业者，以及样衣室、版房设计师。'], ['東大門区に事業所を持つ衣類製造の小規模事業者と、サンプル室・パターン室のデザイナーが利用できます。'])),
  faq('CUTTINGROOM', 2, text('이용료가 있나요?', 'Is there a fee?', '收费吗？', '利用料はかかりますか？'),
    html(['공동재단실과 공용장비실 이용은 무료입니다. 원단과 부자재는 직접 준비해 주세요.'], ['No: the cutting rooms and equipment rooms are free. Bring your own fabric and trims.'], ['共享裁剪室和公用设备室免费使用，面料和辅料请自备。'], ['共同裁断室と共用設備室の利用は無料です。生地と副資材はご自身でご用意ください。'])),
  faq('CUTTINGROOM', 3, text('하루에 얼마나 재단할 수 있나요?', 'How much can be cut in a day?', '一天可以裁剪多少？', '1日にどれくらい裁断できますか？'),
    html(['답십리 공동재단실은 하루 최대 약 3,000장을 재단합니다. 작업량에 따라 일정을 조율합니다.'], ['The Dapsimni cutting room cuts up to about 3,000 pieces a day; staff schedule jobs by volume.'], ['踏十里共享裁剪室日最高可裁剪约3,000片，根据作业量协调日程。'], ['踏十里共同裁断室は1日最大約3,000枚を裁断します。作業量に応じて日程を調整します。'])),
  faq('STUDIO', 4, text('특수 미싱을 써 본 적이 없어도 되나요?', 'I have never used a special machine. Can I still book one?', '没用过特种缝纫机也可以吗？', '特殊ミシンを使ったことがなくても大丈夫ですか？'),
    html(['매주 수요일 오후 사용 교육을 받은 뒤 이용할 수 있습니다.'], ['Yes, after the Wednesday-afternoon how-to session.'], ['参加每周三下午的使用培训后即可使用。'], ['毎週水曜日午後の使用講習を受けた後にご利用いただけます。'])),
  faq('STUDIO', 5, text('장비실 이용 시간은 어떻게 되나요?', 'When are the equipment rooms open?', '设备室开放时间是？', '設備室の利用時間は？'),
    html(['평일 09:00~18:00이며 공휴일에는 운영하지 않습니다.'], ['Weekdays 09:00–18:00; closed on public holidays.'], ['工作日 09:00~18:00，公共假日不开放。'], ['平日09:00～18:00で、祝日は休業です。'])),
  faq('MEMBERSHIP', 6, text('회원 유형은 어떻게 나뉘나요?', 'What kinds of membership are there?', '会员类型如何划分？', '会員の種類は？'),
    html(['국내 개인, 국내 기관(업체), 해외 거주자로 나뉩니다. 업체 회원은 사업자등록증을 첨부해 주세요.'], ['Domestic private, domestic institution (firm) and overseas resident. Firms attach their business registration.'], ['分为国内个人、国内机构（企业）、海外居住者。企业会员请附上营业执照。'], ['国内個人、国内機関（企業）、海外居住者に分かれます。企業会員は事業者登録証を添付してください。'])),
  faq('EDUCATION', 7, text('교육 신청은 어디에서 하나요?', 'Where do I enrol on a course?', '在哪里报名培训？', '講座の申し込みはどこでしますか？'),
    html(['교육 안내 메뉴에서 모집 중인 과정을 확인한 뒤 안내된 방법으로 신청해 주세요.'], ['Open Education, pick a course marked "enrolling" and follow its instructions.'], ['请在培训指南菜单中查看正在招生的课程，并按说明报名。'], ['教育案内メニューで募集中のコースを確認し、案内の方法でお申し込みください。'])),
  faq('FACILITY', 8, text('두 센터는 어디에 있나요?', 'Where are the two centres?', '两个中心在哪里？', '2つのセンターはどこにありますか？'),
    html(['용신 센터는 용두동에 있으며 3~7층을 씁니다. 답십리 센터는 답십리로38길 19 창업지원센터 B동 1층입니다.'], ['The Yongsin centre, in Yongdu-dong, occupies floors 3 to 7. The Dapsimni centre is on the 1st floor of building B, 19 Dapsimni-ro 38-gil.'], ['龙新中心位于龙头洞，使用3~7楼；踏十里中心位于踏十里路38街19号创业支援中心B栋1楼。'], ['龍新センターは龍頭洞にあり3～7階を使用しています。踏十里センターは踏十里路38ギル19 創業支援センターB棟1階です。'])),
];
