import type { ConsoleTermsInput, LocalisedText } from '@centre/contracts';
import { text } from './text.ts';

type Article = [heading: LocalisedText, body: LocalisedText];

/** Articles as HTML per locale: <h3>heading</h3><p>body</p>… */
function articles(list: Article[]): LocalisedText {
  const render = (locale: keyof LocalisedText) => list.map(([heading, body]) => `<h3>${heading[locale]}</h3><p>${body[locale]}</p>`).join('');
  return { ko: render('ko'), en: render('en'), cn: render('cn'), jp: render('jp') };
}

const CENTRE = text('센터', 'the Centre', '中心', 'センター');

export const DEMO_TERMS: ConsoleTermsInput[] = [
  {
    code: 'TERMS_OF_USE', version: '1.0', effectiveAt: '2024-01-15',
    title: text('이용약관', 'Terms of Use', '使用条款', '利用規約'),
    content: articles([
      [text('제1조 (목적)', 'Article 1 (Purpose)', '第1条（目的）', '第1条（目的）'),
        text('이 약관은 동대문구 패션봉제 지원센터(이하 "센터")가 운영하는 웹사이트와 공동재단실·공용장비실 등 서비스의 이용 조건과 절차, 이용자와 센터의 권리·의무를 정합니다.', `These terms set out the conditions and procedures for using the website and the services (shared cutting rooms, shared equipment rooms and others) run by the Dongdaemun Fashion &amp; Sewing Support Centre ("${CENTRE.en}"), and the rights and duties of users and ${CENTRE.en}.`, '本条款规定东大门区时装缝制支援中心（以下简称"中心"）运营的网站及共享裁剪室、公用设备室等服务的使用条件和程序，以及用户与中心的权利和义务。', '本規約は、東大門区ファッション縫製支援センター（以下「センター」）が運営するウェブサイトおよび共同裁断室・共用設備室等のサービスの利用条件と手続き、利用者とセンターの権利・義務を定めます。')],
      [text('제2조 (회원가입)', 'Article 2 (Membership)', '第2条（会员注册）', '第2条（会員登録）'),
        text('이용자는 센터가 정한 양식에 따라 회원정보를 기입하고 이 약관에 동의하여 회원가입을 신청합니다. 업체 회원은 사업자등록증 등 증빙서류를 제출해야 합니다.', 'Users apply for membership by completing the Centre\'s form and agreeing to these terms. Business members must submit proof such as their business registration.', '用户按中心规定的格式填写会员信息并同意本条款后申请注册。企业会员须提交营业执照等证明材料。', '利用者はセンター所定の様式に従って会員情報を記入し、本規約に同意して会員登録を申請します。企業会員は事業者登録証等の証憑書類を提出する必要があります。')],
      [text('제3조 (시설 이용)', 'Article 3 (Use of facilities)', '第3条（设施使用）', '第3条（施設の利用）'),
        text('공동재단실과 공용장비실은 온라인 신청과 센터의 승인을 거쳐 이용할 수 있으며, 이용료는 무료입니다. 장비는 센터 직원의 안내에 따라 안전하게 사용해야 합니다.', 'The shared cutting rooms and equipment rooms are used after an online application approved by the Centre, free of charge. Equipment must be used safely as staff instruct.', '共享裁剪室和公用设备室须经在线申请并获中心批准后使用，免费。设备须按中心员工的指导安全使用。', '共同裁断室と共用設備室は、オンライン申請とセンターの承認を経て無料で利用できます。設備はセンター職員の案内に従って安全に使用してください。')],
      [text('제4조 (이용자의 의무)', 'Article 4 (Users\' duties)', '第4条（用户义务）', '第4条（利用者の義務）'),
        text('이용자는 타인의 정보를 도용하거나 시설·장비를 훼손해서는 안 되며, 고의나 과실로 장비를 훼손한 경우 그 손해를 배상해야 합니다.', 'Users must not use others\' details or damage facilities or equipment, and must make good any damage they cause deliberately or through negligence.', '用户不得盗用他人信息或损坏设施、设备；因故意或过失损坏设备的，应赔偿损失。', '利用者は他人の情報を盗用したり施設・設備を損傷したりしてはならず、故意または過失により設備を損傷した場合はその損害を賠償しなければなりません。')],
      [text('제5조 (이용 제한)', 'Article 5 (Restrictions)', '第5条（使用限制）', '第5条（利用制限）'),
        text('센터는 이용자가 이 약관을 위반하거나 예약 후 반복하여 이용하지 않는 경우 서비스 이용을 제한할 수 있습니다.', 'The Centre may restrict use by anyone who breaks these terms or repeatedly fails to turn up for bookings.', '用户违反本条款或多次预约后未使用的，中心可限制其使用服务。', '利用者が本規約に違反した場合や予約後に繰り返し利用しなかった場合、センターはサービスの利用を制限することがあります。')],
      [text('부칙', 'Supplementary provision', '附则', '附則'),
        text('이 약관은 2024년 1월 15일부터 시행합니다.', 'These terms take effect on 15 January 2024.', '本条款自2024年1月15日起施行。', '本規約は2024年1月15日から施行します。')],
    ]),
  },
  {
    code: 'PRIVACY_POLICY', version: '1.1', effectiveAt: '2025-03-01',
    title: text('개인정보처리방침', 'Privacy Policy', '个人信息处理方针', '個人情報処理方針'),
    content: articles([
      [text('1. 처리하는 개인정보 항목', '1. Personal data we process', '1. 处理的个人信息项目', '1. 処理する個人情報の項目'),
        text('필수: 아이디, 비밀번호, 이름(기관명), 이메일, 연락처 / 업체 회원: 사업자등록증, 재직증명서 / 선택: 수신 동의 여부', 'Required: username, password, name (or institution), e-mail, phone. Business members: business registration, employment certificate. Optional: consent to receive messages.', '必填：用户名、密码、姓名（机构名）、电子邮件、联系电话／企业会员：营业执照、在职证明／选填：是否同意接收信息', '必須：ID、パスワード、氏名（機関名）、メール、連絡先／企業会員：事業者登録証、在職証明書／任意：受信同意の有無')],
      [text('2. 처리 목적', '2. Why we process it', '2. 处理目的', '2. 処理の目的'),
        text('회원 관리, 공동재단실·공용장비실 이용 신청과 승인, 교육 신청, 공지 및 안내 발송에 이용합니다.', 'To manage membership, handle applications and approvals for the cutting rooms and equipment rooms, enrol you on courses and send notices.', '用于会员管理、共享裁剪室及公用设备室的使用申请与审批、培训报名以及发送公告和通知。', '会員管理、共同裁断室・共用設備室の利用申請と承認、講座の申し込み、お知らせの送付に利用します。')],
      [text('3. 보유 기간', '3. How long we keep it', '3. 保存期限', '3. 保有期間'),
        text('회원 탈퇴 시 지체 없이 파기합니다. 다만 관계 법령에 따라 보존할 필요가 있는 경우 해당 기간 동안 보관합니다.', 'Deleted without delay when you leave, except where the law requires us to keep it for a set period.', '会员注销时立即销毁。但根据相关法令需要保存的，在规定期间内保存。', '会員退会時に遅滞なく破棄します。ただし、関係法令により保存が必要な場合はその期間保管します。')],
      [text('4. 제3자 제공', '4. Sharing with third parties', '4. 向第三方提供', '4. 第三者提供'),
        text('센터는 이용자의 동의 없이 개인정보를 제3자에게 제공하지 않습니다. 법령에 근거한 요청은 예외로 합니다.', 'We do not share your data with third parties without your consent, except where the law requires it.', '未经用户同意，中心不向第三方提供个人信息，依法提出的要求除外。', 'センターは利用者の同意なく個人情報を第三者に提供しません。法令に基づく要請を除きます。')],
      [text('5. 정보주체의 권리', '5. Your rights', '5. 信息主体的权利', '5. 情報主体の権利'),
        text('이용자는 언제든지 자신의 개인정보 열람, 정정, 삭제, 처리정지를 요구할 수 있으며, 마이페이지에서 직접 수정하거나 탈퇴할 수 있습니다.', 'You may ask at any time to see, correct, delete or stop the processing of your data, and you can edit it or leave in My Page.', '用户可随时要求查阅、更正、删除或停止处理其个人信息，也可在"我的页面"直接修改或注销。', '利用者はいつでも自身の個人情報の閲覧、訂正、削除、処理停止を求めることができ、マイページで直接修正または退会できます。')],
      [text('6. 개인정보 보호책임자', '6. Data protection officer', '6. 个人信息保护负责人', '6. 個人情報保護責任者'),
        text('개인정보 관련 문의는 센터 개인정보 보호책임자(contact@centre.example)에게 해 주세요.', 'Write to the Centre\'s data protection officer at contact@centre.example.', '有关个人信息的咨询，请联系中心个人信息保护负责人（contact@centre.example）。', '個人情報に関するお問い合わせは、センターの個人情報保護責任者（contact@centre.example）までお寄せください。')],
    ]),
  },
];
