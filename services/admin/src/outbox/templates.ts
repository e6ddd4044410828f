import { KOREAN_PARTICLES, MESSAGE_TEMPLATE_PARAMS, withParticle, type KoreanParticle, type Locale, type MessageChannel, type MessageTemplate } from '@centre/contracts';

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
  // Applications (issue 20): each names the day and session ({date}) and the booking number
  // ({booking}); a lottery or reviewed application (received), a first-come place held until staff
  // approve (held), a waitlist entry (no place yet) and an approval read differently.
  APPLICATION_RECEIVED: {
    ko: { subject: '신청이 접수되었습니다', body: '{name}님, {date} {title} 신청이 접수되었습니다. 예약번호 {booking}. 아직 자리가 확정된 것은 아니며, 결과가 나오면 다시 알려 드립니다.' },
    en: { subject: 'Application received', body: '{name}, your application for {title} on {date} has been received (booking number {booking}). No place is yours yet: we will tell you the result.' },
    cn: { subject: '申请已受理', body: '{name}，您{date}的{title}申请已受理（预约编号{booking}）。名额尚未确定，结果出来后将再次通知您。' },
    jp: { subject: '申請を受け付けました', body: '{name}様、{date}の{title}の申請を受け付けました（予約番号{booking}）。まだ確定ではありません。結果が出ましたら改めてお知らせします。' },
  },
  APPLICATION_HELD: {
    ko: { subject: '자리가 확보되었습니다 (승인 전)', body: '{name}님, {date} {title} 자리가 확보되었습니다. 예약번호 {booking}. 센터가 승인하면 확정되며, 승인 결과를 다시 알려 드립니다.' },
    en: { subject: 'Your place is held', body: '{name}, a place at {title} on {date} is held for you (booking number {booking}). The centre approves it next and will tell you.' },
    cn: { subject: '已为您保留名额', body: '{name}，已为您保留{date}的{title}名额（预约编号{booking}）。中心批准后即确定，届时将通知您。' },
    jp: { subject: '枠を確保しました（承認前）', body: '{name}様、{date}の{title}の枠を確保しました（予約番号{booking}）。センターの承認後に確定となり、結果をお知らせします。' },
  },
  APPLICATION_WAITLISTED: {
    ko: { subject: '대기자 명단에 올랐습니다', body: '{name}님, {date} {title, eun} 자리가 모두 찼습니다. 대기 {position}번으로 등록되었으며 아직 예약된 것은 아닙니다. 자리가 나면 알려 드립니다. 예약번호 {booking}.' },
    en: { subject: 'You are on the waitlist', body: '{name}, {title} on {date} is full. You are number {position} on the waitlist: this is not a booking yet. We will tell you if a place opens. Booking number {booking}.' },
    cn: { subject: '已登记候补', body: '{name}，{date}的{title}已满。您是候补第{position}位，尚未预约成功。如有空位将通知您。预约编号{booking}。' },
    jp: { subject: 'キャンセル待ちに登録しました', body: '{name}様、{date}の{title}は満席です。キャンセル待ち{position}番目に登録しました。まだ予約は確定していません。空きが出ましたらお知らせします。予約番号{booking}。' },
  },
  APPLICATION_APPROVED: {
    ko: { subject: '예약이 승인되었습니다', body: '{name}님, {date} {title} 예약이 승인되어 확정되었습니다. 예약번호 {booking}.' },
    en: { subject: 'Booking approved', body: '{name}, your booking for {title} on {date} is approved and confirmed. Booking number {booking}.' },
    cn: { subject: '预约已批准', body: '{name}，您{date}的{title}预约已批准并确定。预约编号{booking}。' },
    jp: { subject: '予約が承認されました', body: '{name}様、{date}の{title}のご予約が承認され、確定しました。予約番号{booking}。' },
  },
  APPLICATION_REJECTED: {
    ko: { subject: '신청이 반려되었습니다', body: '{name}님, {date} {title} 신청이 반려되었습니다. 예약번호 {booking}. {reason}' },
    en: { subject: 'Application not approved', body: '{name}, your application for {title} on {date} was not approved (booking number {booking}). {reason}' },
    cn: { subject: '申请未获批准', body: '{name}，您{date}的{title}申请未获批准（预约编号{booking}）。{reason}' },
    jp: { subject: '申請が承認されませんでした', body: '{name}様、{date}の{title}の申請は承認されませんでした（予約番号{booking}）。{reason}' },
  },
  APPLICATION_CANCELLED: {
    ko: { subject: '신청이 취소되었습니다', body: '{name}님, 요청하신 대로 {date} {title} 신청을 취소했습니다. 예약번호 {booking}. {late}' },
    en: { subject: 'Your application is cancelled', body: '{name}, as you asked, your application for {title} on {date} is cancelled (booking number {booking}). {late}' },
    cn: { subject: '申请已取消', body: '{name}，已按您的要求取消{date}的{title}申请（预约编号{booking}）。{late}' },
    jp: { subject: '申請を取り消しました', body: '{name}様、ご依頼のとおり{date}の{title}の申請を取り消しました（予約番号{booking}）。{late}' },
  },
  WAITLIST_PROMOTED: {
    ko: { subject: '대기하던 자리가 확보되었습니다', body: '{name}님, 자리가 나서 대기 중이던 {date} {title} 자리가 확보되었습니다. 예약번호 {booking}. 센터가 승인하면 확정되며, 다시 알려 드립니다.' },
    en: { subject: 'A place opened for you', body: '{name}, a place opened: your waiting application for {title} on {date} now holds a place (booking number {booking}). The centre approves it next and will tell you.' },
    cn: { subject: '候补名额已为您保留', body: '{name}，有了空位，您候补的{date}{title}名额已为您保留（预约编号{booking}）。中心批准后即确定，届时将通知您。' },
    jp: { subject: 'キャンセル待ちの枠を確保しました', body: '{name}様、空きが出たため、キャンセル待ちの{date}の{title}の枠を確保しました（予約番号{booking}）。センターの承認後に確定となり、改めてお知らせします。' },
  },
  LOTTERY_RESULT: {
    ko: { subject: '추첨 결과 안내', body: '{name}님, {date} {title} 추첨 결과: {result} 예약번호 {booking}.' },
    en: { subject: 'Draw result', body: '{name}, the result of the draw for {title} on {date}: {result} Booking number {booking}.' },
    cn: { subject: '抽签结果', body: '{name}，{date}{title}的抽签结果：{result} 预约编号{booking}。' },
    jp: { subject: '抽選結果のご案内', body: '{name}様、{date}の{title}の抽選結果：{result} 予約番号{booking}。' },
  },
  BOOKING_REMINDER: {
    ko: { subject: '이용 예정 안내', body: '{name}님, {date}에 {title} 이용이 예정되어 있습니다. 예약번호 {booking}.' },
    en: { subject: 'Reminder of your booking', body: '{name}, you are booked for {title} on {date}. Booking number {booking}.' },
    cn: { subject: '使用提醒', body: '{name}，您预约了{date}的{title}。预约编号{booking}。' },
    jp: { subject: 'ご利用予定のお知らせ', body: '{name}様、{date}に{title}のご利用予定があります。予約番号{booking}。' },
  },
  BLACKOUT_CHANGE: {
    ko: { subject: '이용 일정 변경 안내', body: '{name}님, {date} {title} 운영 일정이 변경되었습니다. 예약번호 {booking}. 마이페이지에서 확인해 주세요.' },
    en: { subject: 'A change to the opening days', body: '{name}, the opening of {title} on {date} has changed (booking number {booking}). See My page for details.' },
    cn: { subject: '使用日程变更', body: '{name}，{date}{title}的运营日程已变更（预约编号{booking}），请在我的页面查看。' },
    jp: { subject: '利用日程変更のお知らせ', body: '{name}様、{date}の{title}の運営日程が変更になりました（予約番号{booking}）。マイページでご確認ください。' },
  },
  TERMS_CHANGED: {
    ko: { subject: '약관 변경 안내', body: '{name}님, {title, i} 변경되었습니다. 다음 로그인 때 변경된 내용을 확인하고 동의해 주세요.' },
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
  // Confirmations, the waitlist and cancellations of consultations and practice seats (issue 27).
  CONSULTATION_CONFIRMED: {
    ko: { subject: '상담 신청 확정 안내', body: '{name}님, {title} 상담이 확정되었습니다. 일시: {date}. 상담 방식: {place}.' },
    en: { subject: 'Your consultation is confirmed', body: '{name}, your consultation with {title} is confirmed for {date}. How: {place}.' },
    cn: { subject: '咨询已确定', body: '{name}，您与{title}的咨询已确定。时间：{date}。咨询方式：{place}。' },
    jp: { subject: 'ご相談が確定しました', body: '{name}様、{title}とのご相談が確定しました。日時：{date}。相談方法：{place}。' },
  },
  PRACTICE_CONFIRMED: {
    ko: { subject: '실습 신청 확정 안내', body: '{name}님, 실습 "{title}" 신청이 확정되었습니다. 일시: {date}. 장소: {place}.' },
    en: { subject: 'Your practice seat is confirmed', body: '{name}, your seat in the practice session "{title}" is confirmed. When: {date}. Where: {place}.' },
    cn: { subject: '实习名额已确定', body: '{name}，您在实习“{title}”的名额已确定。时间：{date}。地点：{place}。' },
    jp: { subject: '実習のお申し込みが確定しました', body: '{name}様、実習「{title}」のお申し込みが確定しました。日時：{date}。場所：{place}。' },
  },
  PRACTICE_PROMOTED: {
    ko: { subject: '실습 대기 순번 안내', body: '{name}님, 실습 "{title}" ({date})에 자리가 생겨 대기 명단에서 신청으로 옮겨졌습니다. 센터가 확정하면 다시 알려 드립니다.' },
    en: { subject: 'A seat opened for you', body: '{name}, a seat opened in the practice session "{title}" ({date}): you have moved from the waitlist to the applicants. We will tell you again once the centre confirms it.' },
    cn: { subject: '候补名额通知', body: '{name}，实习“{title}”（{date}）有了空位，您已从候补名单转为申请人。中心确认后将再次通知您。' },
    jp: { subject: 'キャンセル待ちの席が空きました', body: '{name}様、実習「{title}」（{date}）に空きが出たため、キャンセル待ちから申し込みに移りました。センターが確定しましたら改めてお知らせします。' },
  },
  PRACTICE_CANCELLED: {
    ko: { subject: '실습 취소 안내', body: '{name}님, {date} 실습 "{title}" 일정이 센터 사정으로 취소되었습니다. {reason}' },
    en: { subject: 'A practice session was cancelled', body: '{name}, the practice session "{title}" on {date} has been cancelled by the centre. {reason}' },
    cn: { subject: '实习取消通知', body: '{name}，{date}的实习“{title}”已由中心取消。{reason}' },
    jp: { subject: '実習中止のお知らせ', body: '{name}様、{date}の実習「{title}」はセンターの都合により中止となりました。{reason}' },
  },
  PRACTICE_REMINDER: {
    ko: { subject: '실습 예정 안내', body: '{name}님, 내일 {date}에 실습 일정이 있습니다. 실습: "{title}". 장소: {place}.' },
    en: { subject: 'Reminder of your practice session', body: '{name}, your practice session "{title}" is tomorrow, {date}. Where: {place}.' },
    cn: { subject: '实习提醒', body: '{name}，您预约了明天{date}的实习“{title}”。地点：{place}。' },
    jp: { subject: '実習のお知らせ', body: '{name}様、明日{date}に実習「{title}」が予定されています。場所：{place}。' },
  },
  // Contact messages (issue 27, content service).
  CONTACT_MESSAGE: {
    ko: { subject: '[{centre}] 새 문의: {subject}', body: '{name}님, {centre} 누리집을 통해 {senderName}님이 메시지를 보냈습니다.\n\n제목: {subject}\n\n{message}\n\n답장은 {replyTo, ro} 보내 주세요. 이 주소는 회원님께만 전달되었습니다.' },
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
  // A maker's answer on the platform (issue 27): {maker} is the maker's name; the maker's own address is never in it.
  CONTACT_MAKER_ANSWERED: {
    ko: { subject: '[{centre}] 답장: {subject}', body: '{name}님, 보내 주신 메시지 "{subject}"에 {maker} 님이 답장했습니다.\n\n{answer}\n\n이 답장은 {centre} 누리집을 통해 전달되었습니다.' },
    en: { subject: '[{centre}] Re: {subject}', body: '{name}, {maker} answered your message "{subject}".\n\n{answer}\n\nThis answer was passed on through the {centre} website.' },
    cn: { subject: '[{centre}] 回复：{subject}', body: '{name}，{maker}回复了您的消息“{subject}”。\n\n{answer}\n\n此回复经{centre}网站转达。' },
    jp: { subject: '[{centre}] 返信：{subject}', body: '{name}様、お送りいただいたメッセージ「{subject}」に{maker}様から返信がありました。\n\n{answer}\n\nこの返信は{centre}のサイトを通じて届けられました。' },
  },
  // Exhibitions and the auction (auction service).
  AUCTION_OUTBID: {
    ko: { subject: '더 높은 입찰이 들어왔습니다', body: '{name}님, "{title}"에 더 높은 입찰이 들어와 현재 가격은 {price}원입니다. 다시 입찰하려면 작품 페이지를 방문해 주세요.' },
    en: { subject: 'You have been outbid', body: '{name}, someone bid more for "{title}"; the price is now {price} won. Visit the work\'s page to bid again.' },
    cn: { subject: '您的出价已被超过', body: '{name}，“{title}”有了更高的出价，当前价格为{price}韩元。如需再次出价，请访问作品页面。' },
    jp: { subject: 'より高い入札がありました', body: '{name}様、「{title}」により高い入札があり、現在の価格は{price}ウォンです。再入札は作品ページからどうぞ。' },
  },
  AUCTION_WON: {
    ko: { subject: '낙찰을 축하드립니다', body: '{name}님, "{title}" 작품을 {price}원에 낙찰받으셨습니다. {deadline}까지 마이페이지에서 결제해 주세요.' },
    en: { subject: 'You won the auction', body: '{name}, you won "{title}" for {price} won. Please pay in My page by {deadline}.' },
    cn: { subject: '恭喜您竞拍成功', body: '{name}，您以{price}韩元拍得“{title}”。请在{deadline}前在我的页面完成付款。' },
    jp: { subject: '落札おめでとうございます', body: '{name}様、「{title}」を{price}ウォンで落札されました。{deadline}までにマイページでお支払いください。' },
  },
  AUCTION_OFFERED: {
    ko: { subject: '낙찰 기회를 드립니다', body: '{name}님, 낙찰자가 기한 안에 결제하지 않아 "{title}" 작품을 회원님의 최고 입찰가 {price}원에 제안드립니다. {deadline}까지 마이페이지의 입찰 내역에서 결제해 주세요.' },
    en: { subject: 'The work is offered to you', body: '{name}, the winner of "{title}" did not pay in time, so the work is offered to you at your highest bid, {price} won. Please pay in My page (my bids) by {deadline}.' },
    cn: { subject: '作品转让给您', body: '{name}，“{title}”的得标者未按期付款，现以您的最高出价{price}韩元向您提供该作品。请在{deadline}前在我的页面（我的出价）完成付款。' },
    jp: { subject: '作品をご提案します', body: '{name}様、「{title}」の落札者が期限内にお支払いされなかったため、お客様の最高入札額{price}ウォンでご提案します。{deadline}までにマイページの入札履歴からお支払いください。' },
  },
  AUCTION_WIN_LAPSED: {
    ko: { subject: '낙찰이 취소되었습니다', body: '{name}님, "{title}" 작품의 결제 기한이 지나 낙찰이 취소되었습니다.' },
    en: { subject: 'Your win has lapsed', body: '{name}, the payment deadline for "{title}" has passed, so your win has lapsed.' },
    cn: { subject: '您的得标已失效', body: '{name}，“{title}”的付款期限已过，您的得标已失效。' },
    jp: { subject: '落札が取り消されました', body: '{name}様、「{title}」のお支払い期限を過ぎたため、落札が取り消されました。' },
  },
  // fairs: {date} is Seoul time, with the buyer's own zone beside it; {place} a table number or an online link.
  MEETING_REMINDER: {
    ko: { subject: '상담 일정 안내', body: '{name}님, {date}에 {title} 상담이 있습니다. 상대: {with}, 장소(테이블): {place}' },
    en: { subject: 'Your meeting at the fair', body: '{name}, you have a meeting at {title} on {date} with {with}. Table or link: {place}' },
    cn: { subject: '洽谈日程提醒', body: '{name}，您在{date}有{title}的洽谈。对方：{with}，洽谈桌或链接：{place}' },
    jp: { subject: '商談予定のお知らせ', body: '{name}様、{date}に{title}の商談があります。相手：{with}、テーブルまたはリンク：{place}' },
  },
  // fairs: a meeting requested (to the exhibitor), answered (to the buyer), placed, moved or cancelled by staff (to both).
  MEETING_REQUESTED: {
    ko: { subject: '상담 신청이 들어왔습니다', body: '{name}님, {title}에서 {with} 측이 {date} 상담을 신청했습니다. 내용: {context}\n마이페이지의 상담 매칭에서 수락하거나 거절해 주세요.' },
    en: { subject: 'A buyer asks to meet you', body: '{name}, {with} asks to meet you at {title} on {date}: {context}\nAccept or decline in My page > Meetings.' },
    cn: { subject: '收到洽谈申请', body: '{name}，{with}申请在{title}于{date}与您洽谈：{context}\n请在我的页面的洽谈匹配中接受或拒绝。' },
    jp: { subject: '商談の申し込みがありました', body: '{name}様、{with}から{title}での{date}の商談の申し込みがありました：{context}\nマイページの商談マッチングで承諾または辞退してください。' },
  },
  MEETING_ACCEPTED: {
    ko: { subject: '상담 신청이 수락되었습니다', body: '{name}님, {title} {date} 상담 신청을 {with} 측이 수락했습니다. 장소(테이블): {place}' },
    en: { subject: 'Your meeting is confirmed', body: '{name}, {with} accepted your meeting at {title} on {date}. Table or link: {place}' },
    cn: { subject: '洽谈申请已被接受', body: '{name}，{with}已接受您在{title}于{date}的洽谈申请。洽谈桌或链接：{place}' },
    jp: { subject: '商談の申し込みが承諾されました', body: '{name}様、{with}が{title}での{date}の商談を承諾しました。テーブルまたはリンク：{place}' },
  },
  MEETING_DECLINED: {
    ko: { subject: '상담 신청이 수락되지 않았습니다', body: '{name}님, {title} {date} 상담 신청을 {with} 측이 수락하지 않았습니다. 다른 시간이나 다른 참가사에 다시 신청할 수 있습니다.' },
    en: { subject: 'Your meeting request was declined', body: '{name}, {with} declined your meeting at {title} on {date}. You may ask for another time or another exhibitor.' },
    cn: { subject: '洽谈申请未被接受', body: '{name}，{with}未接受您在{title}于{date}的洽谈申请。您可以申请其他时间或其他参展商。' },
    jp: { subject: '商談の申し込みは承諾されませんでした', body: '{name}様、{with}は{title}での{date}の商談を承諾しませんでした。別の時間や別の出展者に申し込むことができます。' },
  },
  MEETING_PLACED: {
    ko: { subject: '센터가 상담 일정을 잡았습니다', body: '{name}님, 센터가 {title} 상담 일정을 잡았습니다. 일시: {date}, 상대: {with}, 장소(테이블): {place}' },
    en: { subject: 'The centre arranged a meeting for you', body: '{name}, the centre arranged a meeting for you at {title} on {date} with {with}. Table or link: {place}' },
    cn: { subject: '中心为您安排了洽谈', body: '{name}，中心为您安排了{title}的洽谈。时间：{date}，对方：{with}，洽谈桌或链接：{place}' },
    jp: { subject: 'センターが商談を設定しました', body: '{name}様、センターが{title}の商談を設定しました。日時：{date}、相手：{with}、テーブルまたはリンク：{place}' },
  },
  MEETING_MOVED: {
    ko: { subject: '상담 일정이 변경되었습니다', body: '{name}님, 센터가 {title} 상담 일정을 변경했습니다. 변경 전: {before}, 변경 후: {date}, 상대: {with}, 장소(테이블): {place}' },
    en: { subject: 'Your meeting has moved', body: '{name}, the centre moved your meeting at {title} with {with} from {before} to {date}. Table or link: {place}' },
    cn: { subject: '洽谈时间已变更', body: '{name}，中心变更了您在{title}与{with}的洽谈时间：由{before}改为{date}。洽谈桌或链接：{place}' },
    jp: { subject: '商談の日時が変更されました', body: '{name}様、センターが{title}での{with}との商談を{before}から{date}に変更しました。テーブルまたはリンク：{place}' },
  },
  MEETING_CANCELLED: {
    ko: { subject: '상담이 취소되었습니다', body: '{name}님, 센터가 {title} {date} 상담을 취소했습니다. 상대: {with}' },
    en: { subject: 'Your meeting was cancelled', body: '{name}, the centre cancelled your meeting at {title} on {date} with {with}.' },
    cn: { subject: '洽谈已取消', body: '{name}，中心取消了您在{title}于{date}与{with}的洽谈。' },
    jp: { subject: '商談が取り消されました', body: '{name}様、センターが{title}での{date}の{with}との商談を取り消しました。' },
  },
  // The makers' shop (shop).
  SHOP_ORDER_RECEIVED: {
    ko: { subject: '주문이 접수되었습니다 (입금 안내)', body: '{name}님, 주문 {order, i} 접수되었습니다. {deadline}까지 {amount}원을 {bank} {account}(예금주 {holder}) 계좌로 입금해 주세요. 기한까지 입금되지 않으면 주문은 자동으로 취소됩니다.' },
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
    ko: { subject: '상품이 발송되었습니다', body: '{name}님, 주문 {order}의 {title, i} 발송되었습니다. {carrier} 송장번호 {tracking}' },
    en: { subject: 'Your item has shipped', body: '{name}, {title} of order {order} has shipped. {carrier} tracking number {tracking}' },
    cn: { subject: '商品已发货', body: '{name}，订单{order}中的{title}已发货。{carrier} 运单号 {tracking}' },
    jp: { subject: '商品を発送しました', body: '{name}様、ご注文{order}の{title}を発送しました。{carrier} 追跡番号 {tracking}' },
  },
  SHOP_ORDER_CANCELLED: {
    ko: { subject: '주문이 취소되었습니다', body: '{name}님, 주문 {order, i} 취소되었습니다. ({reason})' },
    en: { subject: 'Order cancelled', body: '{name}, order {order} has been cancelled. ({reason})' },
    cn: { subject: '订单已取消', body: '{name}，订单{order}已取消。（{reason}）' },
    jp: { subject: 'ご注文を取り消しました', body: '{name}様、ご注文{order}は取り消されました。（{reason}）' },
  },
  SHOP_REFUND_REQUESTED: {
    ko: { subject: '청약철회 요청이 들어왔습니다', body: '{name}님, 주문 {order}의 상품 "{title}"에 대해 구매자가 청약철회를 요청했습니다. 사유: {reason}\n마이페이지 판매 관리에서 승인하거나 거절해 주세요.' },
    en: { subject: 'A buyer asks to withdraw an order', body: '{name}, the buyer of order {order} asks to withdraw "{title}". Reason: {reason}\nPlease approve or refuse it under Sales in My page.' },
    cn: { subject: '买家申请撤销订单', body: '{name}，订单{order}的买家申请撤销“{title}”。原因：{reason}\n请在我的页面的销售管理中批准或拒绝。' },
    jp: { subject: '購入者から申込撤回の依頼がありました', body: '{name}様、ご注文{order}の購入者が「{title}」の申込撤回を依頼しました。理由：{reason}\nマイページの販売管理で承認または拒否してください。' },
  },
  SHOP_ORDER_REFUNDED: {
    ko: { subject: '환불되었습니다', body: '{name}님, 주문 {order}의 청약철회가 승인되어 {amount}원과 적립금 {points}원이 환불되었습니다.' },
    en: { subject: 'Refunded', body: '{name}, your withdrawal from order {order} was approved: KRW {amount} and {points} points are given back.' },
    cn: { subject: '已退款', body: '{name}，订单{order}的撤销申请已批准，退还{amount}韩元及积分{points}。' },
    jp: { subject: '返金しました', body: '{name}様、ご注文{order}の申込撤回が承認され、{amount}ウォンとポイント{points}を返金しました。' },
  },
  SHOP_REFUND_REJECTED: {
    ko: { subject: '청약철회 요청이 거절되었습니다', body: '{name}님, 주문 {order}의 청약철회 요청이 거절되었습니다. 사유: {reason}' },
    en: { subject: 'Withdrawal refused', body: '{name}, your request to withdraw from order {order} was refused. Reason: {reason}' },
    cn: { subject: '撤销申请被拒绝', body: '{name}，订单{order}的撤销申请被拒绝。原因：{reason}' },
    jp: { subject: '申込撤回が拒否されました', body: '{name}様、ご注文{order}の申込撤回の依頼は拒否されました。理由：{reason}' },
  },
};

/** The suffix of a parameter's variant in a language (`titleEn`); Korean is the parameter itself. */
export const LANGUAGE_SUFFIX: Record<Locale, string> = { ko: '', en: 'En', cn: 'Cn', jp: 'Jp' };

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

/**
 * Fills {name} and, in Korean texts, {name, i} / {name, eul} / {name, ro} … with the particle the
 * word takes (the pages' formatter rules, contracts' withParticle). The particle is chosen from
 * `spoken` (the real value) even where `values` shows it masked.
 */
function fill(text: string, values: Record<string, string>, spoken: Record<string, string> = values): string {
  return text
    .replace(/\{([a-zA-Z][a-zA-Z0-9]*)(?:, ?([a-z]+))?\}/g, (_, name: string, particle: string | undefined) => {
      const value = values[name] ?? '';
      if (!particle || !value || !isKoreanParticle(particle)) return value;
      return `${value}${withParticle(spoken[name] ?? value, particle).slice((spoken[name] ?? value).length)}`;
    })
    .replace(/[ \t]+$/gm, '')
    .trim();
}

function isKoreanParticle(name: string): name is KoreanParticle {
  return Object.hasOwn(KOREAN_PARTICLES, name);
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
    const spoken: Record<string, string> = { ...values, ...params };
    for (const [name, value] of Object.entries(params)) values[name] = masked && SECRET_PARAMS.has(name) ? MASK : value;
    // A parameter given per language (`title`, the Korean, beside `titleEn`, `titleCn`, `titleJp`):
    // the recipient's own when given, so a fair's title reads in the language of the message.
    for (const name of Object.keys(values)) {
      const own = params[`${name}${LANGUAGE_SUFFIX[locale]}`];
      if (LANGUAGE_SUFFIX[locale] && own) values[name] = own;
    }
    let subject: string | null;
    let body: string;
    let html: string | null = null;
    if (template === 'STAFF_MESSAGE') {
      subject = values.subject || null;
      body = values.message ?? '';
      if (channel === 'EMAIL') html = values.html || textAsHtml(body);
    } else {
      const text = TEXTS[template][locale];
      subject = channel === 'EMAIL' ? fill(text.subject, values, spoken) : null;
      body = fill(text.body, values, spoken);
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
