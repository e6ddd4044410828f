import { MESSAGE_TEMPLATE_PARAMS, type Locale, type MessageChannel, type MessageTemplate } from '@centre/contracts';

// What each message says, in the recipient's language. Texts name their parameters as {name};
// one renderer fills them for the message sent and, with secrets masked, for the staff's history.

interface TemplateText {
  subject: string;
  body: string;
}

/** Parameters never shown to staff once a real provider delivered the message. */
// replyTo: a contact message's sender address, for the maker alone (issue 27).
const SECRET_PARAMS: ReadonlySet<string> = new Set(['code', 'replyTo']);

export const MASK = '******';

const CENTRE: Record<Locale, string> = {
  ko: '동대문구 패션봉제지원센터',
  en: 'Dongdaemun Fashion & Sewing Support Centre',
  cn: '东大门区时装缝制支援中心',
  jp: '東大門区ファッション縫製支援センター',
};

/** What {name} becomes when the caller gave no name. */
const SOMEONE: Record<Locale, string> = { ko: '회원', en: 'member', cn: '会员', jp: '会員' };

const TEXTS: Record<Exclude<MessageTemplate, 'STAFF_MESSAGE'>, Record<Locale, TemplateText>> = {
  VERIFICATION_CODE: {
    ko: { subject: '인증번호 안내', body: '[{centre}] 인증번호는 {code} 입니다. {minutes}분 안에 입력해 주세요.' },
    en: { subject: 'Your verification code', body: '[{centre}] Your verification code is {code}. Enter it within {minutes} minutes.' },
    cn: { subject: '验证码', body: '[{centre}] 您的验证码是 {code}，请在{minutes}分钟内输入。' },
    jp: { subject: '認証番号のご案内', body: '[{centre}] 認証番号は {code} です。{minutes}分以内に入力してください。' },
  },
  WELCOME: {
    ko: { subject: '회원가입을 환영합니다', body: '{name}님, {centre} 회원이 되신 것을 환영합니다.' },
    en: { subject: 'Welcome', body: 'Welcome, {name}. You are now a member of the {centre}.' },
    cn: { subject: '欢迎加入', body: '{name}，欢迎您成为{centre}的会员。' },
    jp: { subject: '会員登録ありがとうございます', body: '{name}様、{centre}の会員登録ありがとうございます。' },
  },
  PASSWORD_CHANGED: {
    ko: { subject: '비밀번호가 변경되었습니다', body: '{name}님, {centre} 계정의 비밀번호가 변경되었습니다. 본인이 변경하지 않았다면 센터로 연락해 주세요.' },
    en: { subject: 'Your password was changed', body: '{name}, the password of your {centre} account was changed. If you did not change it, please contact the centre.' },
    cn: { subject: '密码已更改', body: '{name}，您在{centre}的账户密码已更改。如非本人操作，请联系中心。' },
    jp: { subject: 'パスワードが変更されました', body: '{name}様、{centre}のアカウントのパスワードが変更されました。お心当たりがない場合はセンターにご連絡ください。' },
  },
  WITHDRAWN: {
    ko: { subject: '회원 탈퇴가 완료되었습니다', body: '{name}님, {centre} 회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.' },
    en: { subject: 'Your membership has ended', body: '{name}, your membership of the {centre} has ended. Thank you for using the centre.' },
    cn: { subject: '已注销会员', body: '{name}，您已注销{centre}会员。感谢您的使用。' },
    jp: { subject: '退会が完了しました', body: '{name}様、{centre}の退会手続きが完了しました。ご利用ありがとうございました。' },
  },
  INQUIRY_ANSWERED: {
    ko: { subject: '문의에 답변이 등록되었습니다', body: '{name}님, 문의하신 "{title}"에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.' },
    en: { subject: 'Your question has been answered', body: '{name}, your question "{title}" has been answered. See it in My page.' },
    cn: { subject: '您的咨询已回复', body: '{name}，您咨询的“{title}”已有回复，请在我的页面查看。' },
    jp: { subject: 'お問い合わせに回答しました', body: '{name}様、お問い合わせ「{title}」に回答しました。マイページでご確認ください。' },
  },
  APPLICATION_RECEIVED: {
    ko: { subject: '신청이 접수되었습니다', body: '{name}님, {title} 신청이 접수되었습니다. {date}' },
    en: { subject: 'Application received', body: '{name}, your application for {title} has been received. {date}' },
    cn: { subject: '申请已受理', body: '{name}，您的{title}申请已受理。{date}' },
    jp: { subject: '申請を受け付けました', body: '{name}様、{title}の申請を受け付けました。{date}' },
  },
  APPLICATION_APPROVED: {
    ko: { subject: '신청이 승인되었습니다', body: '{name}님, {title} 신청이 승인되었습니다. {date}' },
    en: { subject: 'Application approved', body: '{name}, your application for {title} has been approved. {date}' },
    cn: { subject: '申请已批准', body: '{name}，您的{title}申请已批准。{date}' },
    jp: { subject: '申請が承認されました', body: '{name}様、{title}の申請が承認されました。{date}' },
  },
  APPLICATION_REJECTED: {
    ko: { subject: '신청이 반려되었습니다', body: '{name}님, {title} 신청이 반려되었습니다. {reason}' },
    en: { subject: 'Application not approved', body: '{name}, your application for {title} was not approved. {reason}' },
    cn: { subject: '申请未获批准', body: '{name}，您的{title}申请未获批准。{reason}' },
    jp: { subject: '申請が承認されませんでした', body: '{name}様、{title}の申請は承認されませんでした。{reason}' },
  },
  WAITLIST_PROMOTED: {
    ko: { subject: '대기 신청이 확정되었습니다', body: '{name}님, 대기 중이던 {title} 신청이 확정되었습니다. {date}' },
    en: { subject: 'A place opened for you', body: '{name}, a place opened and your waiting application for {title} is now confirmed. {date}' },
    cn: { subject: '候补申请已确定', body: '{name}，您候补的{title}申请已确定。{date}' },
    jp: { subject: 'キャンセル待ちが確定しました', body: '{name}様、キャンセル待ちの{title}の申請が確定しました。{date}' },
  },
  LOTTERY_RESULT: {
    ko: { subject: '추첨 결과 안내', body: '{name}님, {title} 추첨 결과: {result}' },
    en: { subject: 'Draw result', body: '{name}, the result of the draw for {title}: {result}' },
    cn: { subject: '抽签结果', body: '{name}，{title}的抽签结果：{result}' },
    jp: { subject: '抽選結果のご案内', body: '{name}様、{title}の抽選結果：{result}' },
  },
  BOOKING_REMINDER: {
    ko: { subject: '이용 예정 안내', body: '{name}님, {date}에 {title} 이용이 예정되어 있습니다.' },
    en: { subject: 'Reminder of your booking', body: '{name}, you are booked for {title} on {date}.' },
    cn: { subject: '使用提醒', body: '{name}，您预约了{date}的{title}。' },
    jp: { subject: 'ご利用予定のお知らせ', body: '{name}様、{date}に{title}のご利用予定があります。' },
  },
  BLACKOUT_CHANGE: {
    ko: { subject: '이용 일정 변경 안내', body: '{name}님, {date} {title} 운영 일정이 변경되었습니다. 마이페이지에서 확인해 주세요.' },
    en: { subject: 'A change to the opening days', body: '{name}, the opening of {title} on {date} has changed. See My page for details.' },
    cn: { subject: '使用日程变更', body: '{name}，{date}{title}的运营日程已变更，请在我的页面查看。' },
    jp: { subject: '利用日程変更のお知らせ', body: '{name}様、{date}の{title}の運営日程が変更になりました。マイページでご確認ください。' },
  },
  TERMS_CHANGED: {
    ko: { subject: '약관 변경 안내', body: '{name}님, {title}이(가) 변경되었습니다. 다음 로그인 때 변경된 내용을 확인하고 동의해 주세요.' },
    en: { subject: 'Our terms have changed', body: '{name}, the {title} have changed. Please read and agree to them when you next sign in.' },
    cn: { subject: '条款变更通知', body: '{name}，{title}已变更。请在下次登录时阅读并同意。' },
    jp: { subject: '規約変更のお知らせ', body: '{name}様、{title}が変更されました。次回ログイン時にご確認のうえ同意してください。' },
  },
  // Advice and practice (issue 27): {title} is the advisor's name and speciality, {place} the site, phone or video.
  CONSULTATION_REMINDER: {
    ko: { subject: '상담 예정 안내', body: '{name}님, 내일 {date}에 {title} 상담이 예정되어 있습니다. 상담 방식: {place}.' },
    en: { subject: 'Reminder of your consultation', body: '{name}, your consultation with {title} is tomorrow, {date}. How: {place}.' },
    cn: { subject: '咨询提醒', body: '{name}，您预约了明天{date}与{title}的咨询。咨询方式：{place}。' },
    jp: { subject: 'ご相談のお知らせ', body: '{name}様、明日{date}に{title}とのご相談が予定されています。相談方法：{place}。' },
  },
  // Contact messages (issue 27, content service).
  CONTACT_MESSAGE: {
    ko: { subject: '[{centre}] 새 문의: {subject}', body: '{name}님, {centre} 누리집을 통해 {senderName}님이 메시지를 보냈습니다.\n\n제목: {subject}\n\n{message}\n\n답장은 {replyTo} 로 보내 주세요. 이 주소는 회원님께만 전달되었습니다.' },
    en: { subject: '[{centre}] New message: {subject}', body: '{name}, {senderName} wrote to you through the {centre} website.\n\nSubject: {subject}\n\n{message}\n\nReply to {replyTo}. This address was given to you alone.' },
    cn: { subject: '[{centre}] 新消息：{subject}', body: '{name}，{senderName}通过{centre}网站给您发送了消息。\n\n标题：{subject}\n\n{message}\n\n请回复至 {replyTo}。该地址仅提供给您。' },
    jp: { subject: '[{centre}] 新しいメッセージ：{subject}', body: '{name}様、{centre}のサイトから{senderName}様がメッセージを送りました。\n\n件名：{subject}\n\n{message}\n\nご返信は {replyTo} までお送りください。このアドレスはあなたにのみ伝えられています。' },
  },
  CONTACT_ANSWERED: {
    ko: { subject: '[{centre}] 문의 답변: {subject}', body: '{name}님, 보내 주신 메시지 "{subject}"에 대한 센터의 답변입니다.\n\n{answer}' },
    en: { subject: '[{centre}] Re: {subject}', body: '{name}, here is the centre\'s answer to your message "{subject}".\n\n{answer}' },
    cn: { subject: '[{centre}] 回复：{subject}', body: '{name}，这是中心对您的消息“{subject}”的回复。\n\n{answer}' },
    jp: { subject: '[{centre}] 回答：{subject}', body: '{name}様、お送りいただいたメッセージ「{subject}」へのセンターからの回答です。\n\n{answer}' },
  },
  // Exhibitions and the auction (auction service).
  AUCTION_OUTBID: {
    ko: { subject: '더 높은 입찰이 들어왔습니다', body: '{name}님, "{title}"에 더 높은 입찰이 들어와 현재 가격은 {price}원입니다. 다시 입찰하려면 작품 페이지를 방문해 주세요.' },
    en: { subject: 'You have been outbid', body: '{name}, someone bid more for "{title}"; the price is now {price} won. Visit the work\'s page to bid again.' },
    cn: { subject: '您的出价已被超过', body: '{name}，“{title}”有了更高的出价，当前价格为{price}韩元。如需再次出价，请访问作品页面。' },
    jp: { subject: 'より高い入札がありました', body: '{name}様、「{title}」により高い入札があり、現在の価格は{price}ウォンです。再入札は作品ページからどうぞ。' },
  },
  AUCTION_WON: {
    ko: { subject: '낙찰을 축하드립니다', body: '{name}님, "{title}"을(를) {price}원에 낙찰받으셨습니다. {deadline}까지 마이페이지에서 결제해 주세요.' },
    en: { subject: 'You won the auction', body: '{name}, you won "{title}" for {price} won. Please pay in My page by {deadline}.' },
    cn: { subject: '恭喜您竞拍成功', body: '{name}，您以{price}韩元拍得“{title}”。请在{deadline}前在我的页面完成付款。' },
    jp: { subject: '落札おめでとうございます', body: '{name}様、「{title}」を{price}ウォンで落札されました。{deadline}までにマイページでお支払いください。' },
  },
  // fairs: {date} is Seoul time, with the buyer's own zone beside it; {place} a table number or an online link.
  MEETING_REMINDER: {
    ko: { subject: '상담 일정 안내', body: '{name}님, {date}에 {title} 상담이 있습니다. 상대: {with}, 장소(테이블): {place}' },
    en: { subject: 'Your meeting at the fair', body: '{name}, you have a meeting at {title} on {date} with {with}. Table or link: {place}' },
    cn: { subject: '洽谈日程提醒', body: '{name}，您在{date}有{title}的洽谈。对方：{with}，洽谈桌或链接：{place}' },
    jp: { subject: '商談予定のお知らせ', body: '{name}様、{date}に{title}の商談があります。相手：{with}、テーブルまたはリンク：{place}' },
  },
  // The makers' shop (shop).
  SHOP_ORDER_RECEIVED: {
    ko: { subject: '주문이 접수되었습니다 (입금 안내)', body: '{name}님, 주문 {order}이(가) 접수되었습니다. {deadline}까지 {amount}원을 {bank} {account} (예금주 {holder})로 입금해 주세요. 기한까지 입금되지 않으면 주문은 자동으로 취소됩니다.' },
    en: { subject: 'Order received: please pay by bank deposit', body: '{name}, we have received order {order}. Please deposit KRW {amount} to {bank} {account} (holder {holder}) by {deadline}. Unpaid by then, the order is cancelled.' },
    cn: { subject: '订单已受理（汇款通知）', body: '{name}，订单{order}已受理。请于{deadline}前将{amount}韩元汇入{bank} {account}（户名{holder}）。逾期未付款，订单将自动取消。' },
    jp: { subject: 'ご注文を受け付けました（お振込のご案内）', body: '{name}様、ご注文{order}を受け付けました。{deadline}までに{amount}ウォンを{bank} {account}（名義 {holder}）へお振込みください。期限までにお振込みがない場合、注文は自動的に取り消されます。' },
  },
  SHOP_ORDER_PAID: {
    ko: { subject: '입금이 확인되었습니다', body: '{name}님, 주문 {order}의 입금 {amount}원이 확인되었습니다. 판매자가 상품을 준비합니다.' },
    en: { subject: 'Payment received', body: '{name}, your payment of KRW {amount} for order {order} has been received. The sellers are preparing your items.' },
    cn: { subject: '已确认付款', body: '{name}，订单{order}的付款{amount}韩元已确认。卖家正在准备商品。' },
    jp: { subject: 'ご入金を確認しました', body: '{name}様、ご注文{order}のご入金{amount}ウォンを確認しました。販売者が商品を準備いたします。' },
  },
  SHOP_ORDER_SHIPPED: {
    ko: { subject: '상품이 발송되었습니다', body: '{name}님, 주문 {order}의 {title}이(가) 발송되었습니다. {carrier} 송장번호 {tracking}' },
    en: { subject: 'Your item has shipped', body: '{name}, {title} of order {order} has shipped. {carrier} tracking number {tracking}' },
    cn: { subject: '商品已发货', body: '{name}，订单{order}中的{title}已发货。{carrier} 运单号 {tracking}' },
    jp: { subject: '商品を発送しました', body: '{name}様、ご注文{order}の{title}を発送しました。{carrier} 追跡番号 {tracking}' },
  },
  SHOP_ORDER_CANCELLED: {
    ko: { subject: '주문이 취소되었습니다', body: '{name}님, 주문 {order}이(가) 취소되었습니다. ({reason})' },
    en: { subject: 'Order cancelled', body: '{name}, order {order} has been cancelled. ({reason})' },
    cn: { subject: '订单已取消', body: '{name}，订单{order}已取消。（{reason}）' },
    jp: { subject: 'ご注文を取り消しました', body: '{name}様、ご注文{order}は取り消されました。（{reason}）' },
  },
};

/** Korean law (정보통신망법 §50) asks for this marker at the start of every advertising message, whatever its language. */
export const ADVERTISING_MARK = '(광고)';

const OPT_OUT: Record<Locale, string> = {
  ko: '수신을 원하지 않으시면 마이페이지 > 내 정보에서 수신 동의를 해제해 주세요.',
  en: 'To stop receiving these messages, turn off receive consent in My page > My info.',
  cn: '如不希望接收，请在我的页面 > 我的信息中取消接收同意。',
  jp: '受信を希望されない場合は、マイページ > 会員情報で受信同意を解除してください。',
};

export interface RenderedMessage {
  subject: string | null;
  body: string;
  /** HTML of an e-mail, when it has one. */
  html: string | null;
  /** The same with every secret parameter masked: what staff see once a real provider sent it. */
  maskedSubject: string | null;
  maskedBody: string;
  maskedHtml: string | null;
}

export class TemplateParamsError extends Error {}

interface ParamSpec {
  required: string[];
  optional: string[];
}

function paramSpec(template: MessageTemplate): ParamSpec {
  const names: readonly string[] = MESSAGE_TEMPLATE_PARAMS[template];
  return {
    required: names.filter((name) => !name.endsWith('?')),
    optional: names.filter((name) => name.endsWith('?')).map((name) => name.slice(0, -1)),
  };
}

/** Refuses missing and unknown parameters, naming them (the caller's mistake, answered as a 400). */
export function checkParams(template: MessageTemplate, params: Record<string, string>): void {
  const { required, optional } = paramSpec(template);
  const missing = required.filter((name) => !params[name]);
  if (missing.length) throw new TemplateParamsError(`Template ${template} needs: ${missing.join(', ')}.`);
  const unknown = Object.keys(params).filter((name) => !required.includes(name) && !optional.includes(name));
  if (unknown.length) throw new TemplateParamsError(`Template ${template} takes no parameter named: ${unknown.join(', ')}.`);
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (_, name: string) => values[name] ?? '').replace(/[ \t]+$/gm, '').trim();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text as a small HTML e-mail body (the text part stays the primary one). */
function textAsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export interface RenderRequest {
  template: MessageTemplate;
  channel: MessageChannel;
  locale: Locale;
  params: Record<string, string>;
  advertising: boolean;
}

/**
 * The message in the recipient's language, with the advertising marker and opt-out line when it
 * advertises. STAFF_MESSAGE carries the staff's own text (and sanitised html for e-mail).
 */
export function renderMessage(request: RenderRequest): RenderedMessage {
  const { template, channel, locale, params, advertising } = request;
  checkParams(template, params);
  const shown = (masked: boolean): { subject: string | null; body: string; html: string | null } => {
    const values: Record<string, string> = { centre: CENTRE[locale], name: SOMEONE[locale], minutes: '3' };
    for (const [name, value] of Object.entries(params)) values[name] = masked && SECRET_PARAMS.has(name) ? MASK : value;
    let subject: string | null;
    let body: string;
    let html: string | null = null;
    if (template === 'STAFF_MESSAGE') {
      subject = values.subject || null;
      body = values.message ?? '';
      if (channel === 'EMAIL') html = values.html || textAsHtml(body);
    } else {
      const text = TEXTS[template][locale];
      subject = channel === 'EMAIL' ? fill(text.subject, values) : null;
      body = fill(text.body, values);
      if (channel === 'EMAIL') html = textAsHtml(body);
    }
    if (channel === 'EMAIL' && !subject) subject = CENTRE[locale];
    if (advertising) {
      if (subject) subject = `${ADVERTISING_MARK} ${subject}`;
      if (channel === 'SMS' || !subject) body = `${ADVERTISING_MARK} ${body}`;
      body = `${body}\n\n${OPT_OUT[locale]}`;
      if (html !== null) html = `${html}\n<p>${escapeHtml(OPT_OUT[locale])}</p>`;
    }
    return { subject, body, html };
  };
  const plain = shown(false);
  const masked = shown(true);
  return { ...plain, maskedSubject: masked.subject, maskedBody: masked.body, maskedHtml: masked.html };
}
