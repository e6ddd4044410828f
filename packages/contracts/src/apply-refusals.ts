// Why an application (or a cancellation, a decision) was refused: one code per rule of the centre,
// its HTTP status, and its words in the four languages. The service answers
// { statusCode, error, message, code, unitId? } with `message` in the caller's language; the
// member pages show APPLY_REFUSAL_MESSAGES[code] in theirs.
import { Type, type Static } from 'typebox';
import { DEFAULT_LOCALE, type Locale } from './enums.ts';
import { fillMessage } from './validation.ts';

export const APPLY_REFUSAL_CODES = [
  'WINDOW_NOT_OPEN',
  'WINDOW_CLOSED',
  'UNIT_NOT_FOUND',
  'UNIT_FULL',
  'WAITLIST_FULL',
  'UNIT_CLOSED',
  'CLOSED_DAY',
  'DAY_PASSED',
  'OVER_QUOTA',
  'ALREADY_APPLIED',
  'NOT_IN_GOOD_STANDING',
  'WRONG_MEMBER_KIND',
  'MISSING_DOCUMENT',
  'DOCUMENT_EXPIRED',
  'SUSPENDED',
  'TRAINING_MISSING',
  'EQUIPMENT_UNKNOWN',
  'NOT_CANCELLABLE',
  'NOT_DECIDABLE',
  'APPEAL_EXISTS',
] as const;
export type ApplyRefusalCode = (typeof APPLY_REFUSAL_CODES)[number];

/** 409 for the state of the room or the application, 403 for who the member is. */
export const APPLY_REFUSAL_STATUS: Record<ApplyRefusalCode, 403 | 404 | 409> = {
  WINDOW_NOT_OPEN: 409,
  WINDOW_CLOSED: 409,
  UNIT_NOT_FOUND: 404,
  UNIT_FULL: 409,
  WAITLIST_FULL: 409,
  UNIT_CLOSED: 409,
  CLOSED_DAY: 409,
  DAY_PASSED: 409,
  OVER_QUOTA: 409,
  ALREADY_APPLIED: 409,
  NOT_IN_GOOD_STANDING: 403,
  WRONG_MEMBER_KIND: 403,
  MISSING_DOCUMENT: 403,
  DOCUMENT_EXPIRED: 403,
  SUSPENDED: 403,
  TRAINING_MISSING: 403,
  EQUIPMENT_UNKNOWN: 409,
  NOT_CANCELLABLE: 409,
  NOT_DECIDABLE: 409,
  APPEAL_EXISTS: 409,
};

/** `{until}` (a day) is filled from the refusal's parameters when given. */
export const APPLY_REFUSAL_MESSAGES: Record<ApplyRefusalCode, Record<Locale, string>> = {
  WINDOW_NOT_OPEN: {
    ko: '아직 신청 기간이 아닙니다.',
    en: 'Applications for this period have not opened yet.',
    cn: '尚未到申请期间。',
    jp: 'まだ申請期間ではありません。',
  },
  WINDOW_CLOSED: { ko: '신청 기간이 종료되었습니다.', en: 'Applications for this period are closed.', cn: '申请期间已结束。', jp: '申請期間は終了しました。' },
  UNIT_NOT_FOUND: { ko: '선택한 일정이 없습니다.', en: 'The chosen session does not exist.', cn: '所选时段不存在。', jp: '選択した日程がありません。' },
  UNIT_FULL: { ko: '선택한 일정의 정원이 모두 찼습니다.', en: 'The chosen session is full.', cn: '所选时段名额已满。', jp: '選択した日程は満員です。' },
  WAITLIST_FULL: { ko: '대기자 명단도 모두 찼습니다.', en: 'The session and its waiting list are full.', cn: '该时段及候补名单均已满。', jp: '日程もキャンセル待ちも満員です。' },
  UNIT_CLOSED: { ko: '선택한 일정은 운영하지 않습니다.', en: 'The room is not open for the chosen session.', cn: '所选时段不开放。', jp: '選択した日程は運営していません。' },
  CLOSED_DAY: { ko: '휴관일입니다.', en: 'The centre is closed on that day.', cn: '当天为休馆日。', jp: 'その日は休館日です。' },
  DAY_PASSED: { ko: '이미 지난 일정입니다.', en: 'That day has already passed.', cn: '该日期已过。', jp: 'すでに過ぎた日程です。' },
  OVER_QUOTA: {
    ko: '이 기간에 신청할 수 있는 횟수를 모두 사용했습니다.',
    en: 'You have used all the sessions you may book in this period.',
    cn: '您已用完本期间可申请的次数。',
    jp: 'この期間に申請できる回数をすべて使いました。',
  },
  ALREADY_APPLIED: { ko: '이미 신청한 일정입니다.', en: 'You have already applied for this session.', cn: '您已申请该时段。', jp: 'すでに申請した日程です。' },
  NOT_IN_GOOD_STANDING: {
    ko: '이용할 수 있는 회원 상태가 아닙니다.',
    en: 'Your account cannot apply at the moment.',
    cn: '您的账户目前无法申请。',
    jp: '現在のアカウント状態では申請できません。',
  },
  WRONG_MEMBER_KIND: {
    ko: '이 공간은 해당 회원 유형이 신청할 수 없습니다.',
    en: 'This room is not open to your type of membership.',
    cn: '该空间不对您的会员类型开放。',
    jp: 'この空間はお客様の会員種別では申請できません。',
  },
  MISSING_DOCUMENT: {
    ko: '필요한 서류(확인 완료)가 없습니다. 마이페이지에서 서류를 제출해 주세요.',
    en: 'A verified document is required. Please hand it in on my page.',
    cn: '缺少已审核的必要材料。请在我的页面提交。',
    jp: '確認済みの必要書類がありません。マイページで提出してください。',
  },
  DOCUMENT_EXPIRED: {
    ko: '제출한 서류의 유효기간이 이용일 전에 끝납니다.',
    en: 'Your verified document expires before the day of use.',
    cn: '您的材料有效期在使用日之前到期。',
    jp: '提出書類の有効期限が利用日より前に切れます。',
  },
  SUSPENDED: {
    ko: '경고 누적으로 {until}까지 신청이 제한됩니다.',
    en: 'Because of repeated strikes you may not apply until {until}.',
    cn: '由于多次警告，您在{until}之前不能申请。',
    jp: '警告の累積により{until}まで申請が制限されています。',
  },
  TRAINING_MISSING: {
    ko: '선택한 장비는 교육 이수 후 이용할 수 있습니다.',
    en: 'The chosen equipment needs a completed training course.',
    cn: '所选设备需完成培训后才能使用。',
    jp: '選択した機材は研修修了後に利用できます。',
  },
  EQUIPMENT_UNKNOWN: {
    ko: '선택한 장비는 이 공간에서 이용할 수 없습니다.',
    en: 'The chosen equipment is not available in this room.',
    cn: '所选设备在该空间不可用。',
    jp: '選択した機材はこの空間では利用できません。',
  },
  NOT_CANCELLABLE: { ko: '취소할 수 없는 신청입니다.', en: 'This application can no longer be cancelled.', cn: '该申请无法取消。', jp: 'この申請は取り消せません。' },
  NOT_DECIDABLE: {
    ko: '이 신청은 현재 상태에서 처리할 수 없습니다.',
    en: 'This application cannot be decided in its current state.',
    cn: '该申请在当前状态下无法处理。',
    jp: 'この申請は現在の状態では処理できません。',
  },
  APPEAL_EXISTS: { ko: '이미 이의신청을 했습니다.', en: 'You have already appealed this strike.', cn: '您已对该警告提出申诉。', jp: 'すでに異議申し立てをしました。' },
};

/** The message of a refusal in `locale`, with its parameters filled in. */
export function applyRefusalMessage(code: ApplyRefusalCode, locale: Locale = DEFAULT_LOCALE, params: Record<string, string> = {}): string {
  return fillMessage(APPLY_REFUSAL_MESSAGES[code][locale] || APPLY_REFUSAL_MESSAGES[code][DEFAULT_LOCALE], params);
}

/**
 * The error answer of a refused application: the ErrorResponse fields, the code (an
 * ApplyRefusalCode; absent on a plain 404 such as another member's application), and the unit concerned.
 */
export const ApplyRefusal = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  unitId: Type.Optional(Type.String()),
});
export type ApplyRefusal = Static<typeof ApplyRefusal>;

/**
 * The opening-hour rush: beyond what the gateway or an applications instance works on at once,
 * an application is answered 503 + Retry-After with this code at once (nothing was written).
 */
export const APPLY_BUSY_CODE = 'APPLY_BUSY';
export const APPLY_BUSY_MESSAGES: Record<Locale, string> = {
  ko: '지금 신청이 몰려 잠시 후 다시 시도해 주세요. 신청은 접수되지 않았습니다.',
  en: 'Many makers are applying right now. Please try again in a moment; nothing was booked.',
  cn: '当前申请人数过多，请稍后再试。本次申请未被受理。',
  jp: 'ただいま申請が集中しています。しばらくしてから再度お試しください。申請は受け付けられていません。',
};
