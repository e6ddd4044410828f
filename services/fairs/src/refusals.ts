// Every "no" of the fairs service: a code, a status and the words in four languages, thrown as
// the server kit's DomainError (inside a transaction it undoes the whole request).
import type { Locale } from '@centre/contracts';
import { DomainError } from '@centre/server-kit';

const REFUSALS = {
  FAIR_NOT_FOUND: [404, { ko: '박람회를 찾을 수 없습니다.', en: 'This fair does not exist.', cn: '找不到该展会。', jp: 'この商談会は存在しません。' }],
  MAKER_NOT_FOUND: [404, { ko: '업체 소개를 찾을 수 없습니다.', en: 'This maker profile does not exist.', cn: '找不到该企业介绍。', jp: 'この企業紹介は存在しません。' }],
  PROFILE_REQUIRED: [409, { ko: '먼저 업체 소개를 작성해 주세요.', en: 'Write your company profile first.', cn: '请先填写企业介绍。', jp: '先に企業紹介を作成してください。' }],
  APPLICATION_CLOSED: [409, { ko: '지금은 신청 기간이 아닙니다.', en: 'Applications are not open now.', cn: '现在不在申请期间内。', jp: '現在は申込期間ではありません。' }],
  ALREADY_REGISTERED: [409, { ko: '이미 이 박람회에 신청했습니다.', en: 'You have already applied to this fair.', cn: '您已申请过该展会。', jp: 'この商談会にはすでに申し込んでいます。' }],
  UNKNOWN_TIME_ZONE: [400, { ko: '알 수 없는 시간대입니다.', en: 'This time zone is unknown.', cn: '未知的时区。', jp: '不明なタイムゾーンです。' }],
  PARTICIPANT_NOT_FOUND: [404, { ko: '신청 내역을 찾을 수 없습니다.', en: 'This application does not exist.', cn: '找不到该申请。', jp: 'この申込は存在しません。' }],
  TABLE_OUTSIDE_FAIR: [400, { ko: '박람회에 없는 상담 테이블입니다.', en: 'The fair has no such table.', cn: '展会没有该洽谈桌。', jp: 'その商談テーブルはありません。' }],
  TABLE_TAKEN: [409, { ko: '이미 다른 참가 업체에 배정된 테이블입니다.', en: 'This table is already assigned to another exhibitor.', cn: '该洽谈桌已分配给其他参展商。', jp: 'このテーブルは既に他の出展者に割り当てられています。' }],
  BUYER_CAPACITY_FULL: [409, { ko: '바이어 정원이 찼습니다.', en: 'The fair has as many buyers as it can take.', cn: '采购商名额已满。', jp: 'バイヤーの定員に達しました。' }],
  NOT_AN_EXHIBITOR: [403, { ko: '이 박람회의 승인된 참가 업체만 할 수 있습니다.', en: 'Only an approved exhibitor of this fair may do this.', cn: '只有该展会已批准的参展商可以操作。', jp: 'この商談会の承認済み出展者のみ可能です。' }],
  PRODUCT_NOT_FOUND: [404, { ko: '상품을 찾을 수 없습니다.', en: 'This product does not exist.', cn: '找不到该产品。', jp: 'この商品は存在しません。' }],
  PRODUCT_NOT_YOURS: [403, { ko: '다른 참가 업체의 상품입니다.', en: 'This product is on another exhibitor’s list.', cn: '这是其他参展商的产品。', jp: '他の出展者の商品です。' }],
  PRICE_RANGE: [400, { ko: '최저가가 최고가보다 클 수 없습니다.', en: 'The lowest price cannot exceed the highest.', cn: '最低价不能高于最高价。', jp: '最低価格は最高価格を超えられません。' }],
  FAIR_GRID_INVALID: [400, { ko: '박람회 일정(날짜, 시간, 휴식)을 확인해 주세요.', en: 'Check the fair’s days, hours and breaks: they leave no valid slot grid.', cn: '请检查展会的日期、时间和休息时间。', jp: '商談会の日程・時間・休憩を確認してください。' }],
  BUYER_NOT_APPROVED: [403, { ko: '이 박람회에 승인된 바이어만 상담을 신청할 수 있습니다.', en: 'Only a buyer approved for this fair may request meetings.', cn: '只有该展会已批准的采购商可以申请洽谈。', jp: 'この商談会で承認されたバイヤーのみ商談を申し込めます。' }],
  EXHIBITOR_NOT_FOUND: [404, { ko: '이 박람회의 참가 업체가 아닙니다.', en: 'No such exhibitor at this fair.', cn: '该展会没有此参展商。', jp: 'この商談会にその出展者はいません。' }],
  SELF_MEETING: [400, { ko: '자기 자신과는 상담할 수 없습니다.', en: 'You cannot meet yourself.', cn: '不能与自己洽谈。', jp: '自分自身とは商談できません。' }],
  SLOT_OUTSIDE_GRID: [400, { ko: '박람회 상담 시간표에 없는 시간입니다.', en: 'This slot is not on the fair’s grid.', cn: '该时段不在展会的洽谈时间表内。', jp: 'その時間枠は商談会の時間表にありません。' }],
  SLOT_TAKEN: [409, { ko: '이 시간은 이미 예약되었습니다. 다른 시간을 골라 주세요.', en: 'This slot is already taken. Choose another.', cn: '该时段已被预约，请选择其他时段。', jp: 'この時間枠は既に予約されています。別の時間を選んでください。' }],
  SLOT_PAST: [409, { ko: '이미 시작된 시간에는 상담을 잡을 수 없습니다.', en: 'This slot has already begun.', cn: '该时段已经开始。', jp: 'この時間枠は既に始まっています。' }],
  FAIR_CLOSED: [409, { ko: '종료된 박람회입니다.', en: 'This fair is over.', cn: '该展会已结束。', jp: 'この商談会は終了しました。' }],
  MEETING_NOT_FOUND: [404, { ko: '상담을 찾을 수 없습니다.', en: 'This meeting does not exist.', cn: '找不到该洽谈。', jp: 'この商談は存在しません。' }],
  MEETING_NOT_PENDING: [409, { ko: '이미 답변했거나 취소된 상담입니다.', en: 'This meeting has already been answered or cancelled.', cn: '该洽谈已答复或已取消。', jp: 'この商談は既に回答済みか取り消されています。' }],
  NOT_YOUR_TO_ANSWER: [403, { ko: '상담 요청은 참가 업체만 수락하거나 거절할 수 있습니다.', en: 'Only the exhibitor accepts or declines a meeting request.', cn: '只有参展商可以接受或拒绝洽谈请求。', jp: '商談依頼を承諾・辞退できるのは出展者のみです。' }],
  MEETING_NOT_STARTED: [409, { ko: '수락된 상담이 시작된 뒤에 결과를 기록할 수 있습니다.', en: 'An outcome is recorded for an accepted meeting once it has started.', cn: '已接受的洽谈开始后才能记录结果。', jp: '結果は承諾済みの商談の開始後に記録できます。' }],
  MEETING_BEGUN: [409, { ko: '이미 시작된 상담은 옮길 수 없습니다.', en: 'A meeting that has begun cannot be moved.', cn: '已开始的洽谈不能变更时间。', jp: '既に始まった商談は移動できません。' }],
  PHOTO_REQUIRED: [400, { ko: '사진 파일을 첨부해 주세요.', en: 'Attach a photo file.', cn: '请附上照片文件。', jp: '写真ファイルを添付してください。' }],
  PHOTO_TYPE: [415, { ko: 'PNG, JPEG, WebP 사진만 올릴 수 있습니다.', en: 'Only PNG, JPEG or WebP photos can be uploaded.', cn: '只能上传PNG、JPEG或WebP照片。', jp: 'アップロードできるのはPNG・JPEG・WebPの写真のみです。' }],
  PHOTO_TOO_LARGE: [413, { ko: '사진은 5MB 이하만 올릴 수 있습니다.', en: 'A photo may be at most 5 MB.', cn: '照片不能超过5MB。', jp: '写真は5MB以下にしてください。' }],
  TOO_MANY_PHOTOS: [409, { ko: '상품 사진은 6장까지 올릴 수 있습니다.', en: 'A product can show at most 6 photos.', cn: '每个产品最多可上传6张照片。', jp: '商品写真は6枚までです。' }],
  PHOTO_NOT_FOUND: [404, { ko: '사진을 찾을 수 없습니다.', en: 'This photo does not exist.', cn: '找不到该照片。', jp: 'この写真は存在しません。' }],
} as const satisfies Record<string, readonly [number, Record<Locale, string>]>;

export type RefusalCode = keyof typeof REFUSALS;

/** The refusal `code`, ready to throw. */
export function refusal(code: RefusalCode): DomainError {
  const [status, messages] = REFUSALS[code];
  return new DomainError(status, code, messages.en, { messages });
}
