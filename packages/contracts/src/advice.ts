// Free 1:1 advice for small makers (issue 27): advisors (labour attorneys, lawyers, tax
// accountants), the sessions they give, and members' consultation requests. Booked in the
// applications service: a session is a place of capacity one, the yearly limit a quota. A
// request's description and the advisor's note are personal: the member and staff with the
// `advice` permission read them, never the public list.
import { Type, type Static } from 'typebox';
import { LOCALES, LOCATIONS, type Locale, type Location } from './enums.ts';
import { Id, ListQuery, ListSummary, LocalisedTextOf, OneOf, Timestamp } from './common.ts';
import { CalendarDate, TimeOfDay } from './application-windows.ts';
import { ApplicantSummary } from './applications.ts';
import { UPLOAD_DOCUMENT_TYPES } from './collections.ts';

export const ADVISOR_PROFESSIONS = ['LABOUR_ATTORNEY', 'LAWYER', 'TAX_ACCOUNTANT'] as const;
export type AdvisorProfession = (typeof ADVISOR_PROFESSIONS)[number];

export const ADVICE_SPECIALITIES = ['LABOUR', 'CONTRACTS', 'IP', 'TAX', 'EXPORT'] as const;
export type AdviceSpeciality = (typeof ADVICE_SPECIALITIES)[number];

/** At a site (VISIT), by phone or by video call. */
export const ADVICE_MODES = ['VISIT', 'PHONE', 'VIDEO'] as const;
export type AdviceMode = (typeof ADVICE_MODES)[number];

/** Asked (a session held, or waiting for staff to choose one), confirmed, cancelled, or done (the advisor's note written). */
export const CONSULTATION_STATUSES = ['REQUESTED', 'CONFIRMED', 'CANCELLED', 'DONE'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const CONSULTATION_DESCRIPTION_MAX = 2000;
export const ADVISOR_NOTE_MAX = 4000;

export const AdvisorInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    profession: OneOf(ADVISOR_PROFESSIONS),
    /** A picture uploaded through the console's file store (null: none). */
    photoFileId: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()]),
    specialities: Type.Array(OneOf(ADVICE_SPECIALITIES), { minItems: 1, maxItems: ADVICE_SPECIALITIES.length, uniqueItems: true }),
    languages: Type.Array(OneOf(LOCALES), { minItems: 1, maxItems: LOCALES.length, uniqueItems: true }),
    bio: LocalisedTextOf(2000),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdvisorInput = Static<typeof AdvisorInput>;

/** When and how a session takes place: what every view of one shows. */
const sessionFields = {
  _id: Id,
  date: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  mode: OneOf(ADVICE_MODES),
  site: Type.Union([OneOf(LOCATIONS), Type.Null()]),
};
const sessionWithAdvisorFields = { ...sessionFields, advisorId: Id, advisorName: Type.String() };

/** A free session of an advisor, as the public sees it. */
export const FreeAdviceSession = Type.Object(sessionFields);
export type FreeAdviceSession = Static<typeof FreeAdviceSession>;

/** Who an advisor is, the same to the public and to staff. */
const advisorFields = {
  _id: Id,
  name: Type.String(),
  profession: OneOf(ADVISOR_PROFESSIONS),
  photoFileId: Type.Union([Type.String(), Type.Null()]),
  specialities: Type.Array(OneOf(ADVICE_SPECIALITIES)),
  languages: Type.Array(OneOf(LOCALES)),
};

/** An advisor as the public sees them (the reader's language); nothing about members. */
export const Advisor = Type.Object({ ...advisorFields, bio: Type.String() });
export type Advisor = Static<typeof Advisor>;
export const AdvisorQuery = Type.Intersect([
  ListQuery,
  Type.Object({ speciality: Type.Optional(OneOf(ADVICE_SPECIALITIES)), language: Type.Optional(OneOf(LOCALES)) }, { additionalProperties: false }),
]);
export type AdvisorQuery = Static<typeof AdvisorQuery>;
export const AdvisorList = Type.Object({ lawyers: Type.Array(Advisor), summary: ListSummary });
export const AdvisorDetail = Type.Object({ lawyer: Type.Intersect([Advisor, Type.Object({ freeSessions: Type.Array(FreeAdviceSession) })]) });
export type AdvisorDetail = Static<typeof AdvisorDetail>;

export const ConsoleAdvisor = Type.Object({
  ...advisorFields,
  bio: LocalisedTextOf(2000),
  active: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleAdvisor = Static<typeof ConsoleAdvisor>;
export const ConsoleAdvisorList = Type.Object({ advisors: Type.Array(ConsoleAdvisor), summary: ListSummary });
export const ConsoleAdvisorDetail = Type.Object({ advisor: ConsoleAdvisor });

export const AdviceSessionInput = Type.Object(
  {
    advisorId: Id,
    date: CalendarDate,
    startTime: TimeOfDay,
    endTime: TimeOfDay,
    mode: OneOf(ADVICE_MODES),
    /** Where a VISIT takes place (required for VISIT, null otherwise). */
    site: Type.Union([OneOf(LOCATIONS), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AdviceSessionInput = Static<typeof AdviceSessionInput>;

export const ConsoleAdviceSession = Type.Object({ ...sessionWithAdvisorFields, taken: Type.Boolean(), createdAt: Timestamp });
export type ConsoleAdviceSession = Static<typeof ConsoleAdviceSession>;
export const ConsoleAdviceSessionQuery = Type.Intersect([ListQuery, Type.Object({ advisorId: Type.Optional(Id), from: Type.Optional(CalendarDate) }, { additionalProperties: false })]);
export type ConsoleAdviceSessionQuery = Static<typeof ConsoleAdviceSessionQuery>;
export const ConsoleAdviceSessionList = Type.Object({ sessions: Type.Array(ConsoleAdviceSession), summary: ListSummary });
export const ConsoleAdviceSessionDetail = Type.Object({ session: ConsoleAdviceSession });

/** POST /api/v1/me/consultations: one of an advisor's free sessions, or any advisor of the speciality (sessionId left out). */
export const ConsultationRequest = Type.Object(
  {
    speciality: OneOf(ADVICE_SPECIALITIES),
    topic: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: CONSULTATION_DESCRIPTION_MAX }),
    sessionId: Type.Optional(Id),
    /** The company's employees as the member declares them (asked when staff limit advice to small companies). */
    employees: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type ConsultationRequest = Static<typeof ConsultationRequest>;

/** The session of a consultation, with its advisor. */
export const ConsultationSession = Type.Object(sessionWithAdvisorFields);

/** What the member and staff both see of a consultation. */
const consultationFields = {
  _id: Id,
  speciality: OneOf(ADVICE_SPECIALITIES),
  topic: Type.String(),
  description: Type.String(),
  status: OneOf(CONSULTATION_STATUSES),
  session: Type.Union([ConsultationSession, Type.Null()]),
  advisorNote: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
};

/** A consultation as its member sees it (their own description and the advisor's note included). */
export const MemberConsultation = Type.Object({ ...consultationFields, cancellable: Type.Boolean() });
export type MemberConsultation = Static<typeof MemberConsultation>;
export const MemberConsultationQuery = Type.Intersect([ListQuery, Type.Object({ status: Type.Optional(OneOf(CONSULTATION_STATUSES)) }, { additionalProperties: false })]);
export const MemberConsultationList = Type.Object({ consultations: Type.Array(MemberConsultation), summary: ListSummary });
export const MemberConsultationDetail = Type.Object({ consultation: MemberConsultation });
export type MemberConsultationDetail = Static<typeof MemberConsultationDetail>;

export const ConsoleConsultation = Type.Object({
  ...consultationFields,
  memberId: Type.String(),
  /** Who the member is (users service); null when the account is gone. */
  member: Type.Union([ApplicantSummary, Type.Null()]),
  employees: Type.Union([Type.Integer(), Type.Null()]),
  decidedAt: Type.Union([Timestamp, Type.Null()]),
  cancelledBy: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleConsultation = Static<typeof ConsoleConsultation>;
export const ConsoleConsultationQuery = Type.Intersect([
  ListQuery,
  Type.Object({ status: Type.Optional(OneOf(CONSULTATION_STATUSES)), speciality: Type.Optional(OneOf(ADVICE_SPECIALITIES)), advisorId: Type.Optional(Id), memberId: Type.Optional(Id) }, { additionalProperties: false }),
]);
export type ConsoleConsultationQuery = Static<typeof ConsoleConsultationQuery>;
export const ConsoleConsultationList = Type.Object({ consultations: Type.Array(ConsoleConsultation), summary: ListSummary });
export const ConsoleConsultationDetail = Type.Object({ consultation: ConsoleConsultation });

/** Confirm: a request for "any advisor" needs the session staff chose; a request holding one keeps it. */
export const ConsultationConfirmRequest = Type.Object({ sessionId: Type.Optional(Id) }, { additionalProperties: false });
export const ConsultationReassignRequest = Type.Object({ sessionId: Id }, { additionalProperties: false });
export const AdvisorNoteRequest = Type.Object({ note: Type.String({ minLength: 1, maxLength: ADVISOR_NOTE_MAX }) }, { additionalProperties: false });

/** Who may ask for advice: at most `yearlyLimit` requests a year (Seoul), and, when set, companies under `employeesBelow` employees as declared. */
export const AdviceSettings = Type.Object(
  {
    yearlyLimit: Type.Integer({ minimum: 1, maximum: 100 }),
    employeesBelow: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AdviceSettings = Static<typeof AdviceSettings>;
export const ADVICE_SETTINGS_DEFAULT: AdviceSettings = { yearlyLimit: 3, employeesBelow: 5 };
export const AdviceSettingsAnswer = Type.Object({ settings: AdviceSettings });

export const ADVICE_REFUSAL_CODES = [
  'SESSION_NOT_FOUND',
  'SESSION_TAKEN',
  'SESSION_PASSED',
  'OUTSIDE_ADVISOR_SESSIONS',
  'OVER_YEARLY_LIMIT',
  'EMPLOYEES_NOT_DECLARED',
  'TOO_MANY_EMPLOYEES',
  'NOT_IN_GOOD_STANDING',
  'SUSPENDED',
  'NOT_CANCELLABLE',
  'NOT_DECIDABLE',
  'SESSION_NEEDED',
  'SESSION_HAS_BOOKING',
  'SESSION_EXISTS',
  'ADVISOR_NOT_FOUND',
  'ADVISOR_HAS_SESSIONS',
  'VISIT_NEEDS_SITE',
  // An advisor's photo (console upload): a picture in field `file`, PNG, JPEG or WebP by its bytes.
  'PHOTO_REQUIRED',
  'PHOTO_TYPE',
  // A member's attachments to their consultation (multipart, field `file`, one per request).
  'ATTACHMENT_REQUIRED',
  'ATTACHMENT_TYPE',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENTS_FULL',
  'ATTACHMENT_CLOSED',
] as const;
export type AdviceRefusalCode = (typeof ADVICE_REFUSAL_CODES)[number];

export const ADVICE_REFUSALS: Record<AdviceRefusalCode, { status: 400 | 403 | 404 | 409 | 413 | 415; messages: Record<Locale, string> }> = {
  ATTACHMENT_REQUIRED: { status: 400, messages: { ko: '첨부할 파일을 하나 보내 주세요.', en: 'Send one file to attach.', cn: '请发送一个要附加的文件。', jp: '添付するファイルを1つ送ってください。' } },
  ATTACHMENT_TYPE: { status: 415, messages: { ko: '첨부 파일은 PDF, PNG, JPEG, WebP만 올릴 수 있습니다.', en: 'An attachment must be a PDF, PNG, JPEG or WebP file.', cn: '附件只能是 PDF、PNG、JPEG 或 WebP 文件。', jp: '添付ファイルは PDF・PNG・JPEG・WebP のみアップロードできます。' } },
  ATTACHMENT_TOO_LARGE: { status: 413, messages: { ko: '첨부 파일은 10MB까지 올릴 수 있습니다.', en: 'An attachment may be at most 10 MB.', cn: '附件最大为 10 MB。', jp: '添付ファイルは10MBまでです。' } },
  ATTACHMENTS_FULL: { status: 409, messages: { ko: '상담 한 건에는 파일을 3개까지 첨부할 수 있습니다.', en: 'A consultation may have at most 3 attachments.', cn: '每个咨询最多可附加 3 个文件。', jp: '1件の相談に添付できるファイルは3つまでです。' } },
  ATTACHMENT_CLOSED: { status: 409, messages: { ko: '취소되었거나 끝난 상담에는 파일을 첨부할 수 없습니다.', en: 'Files cannot be attached to a consultation that is cancelled or over.', cn: '已取消或已结束的咨询不能附加文件。', jp: '取り消し済みまたは終了した相談にはファイルを添付できません。' } },
  PHOTO_REQUIRED: { status: 400, messages: { ko: '사진 파일을 하나 보내 주세요.', en: 'Send one picture file.', cn: '请发送一张照片文件。', jp: '写真ファイルを1つ送ってください。' } },
  PHOTO_TYPE: { status: 415, messages: { ko: '사진은 PNG, JPEG, WebP 이미지만 올릴 수 있습니다.', en: 'A photo must be a PNG, JPEG or WebP picture.', cn: '照片只能是 PNG、JPEG 或 WebP 图片。', jp: '写真は PNG・JPEG・WebP 画像のみアップロードできます。' } },
  SESSION_NOT_FOUND: { status: 404, messages: { ko: '상담 일정을 찾을 수 없습니다.', en: 'This advice session does not exist.', cn: '找不到该咨询时段。', jp: 'この相談枠は見つかりません。' } },
  SESSION_TAKEN: { status: 409, messages: { ko: '이미 예약된 상담 일정입니다.', en: 'This session has already been booked.', cn: '该时段已被预约。', jp: 'この相談枠はすでに予約されています。' } },
  SESSION_PASSED: { status: 409, messages: { ko: '이미 지난 상담 일정입니다.', en: 'This session has already begun.', cn: '该时段已过。', jp: 'この相談枠はすでに過ぎています。' } },
  OUTSIDE_ADVISOR_SESSIONS: { status: 409, messages: { ko: '이 분야의 상담 일정이 아닙니다.', en: 'This session is not one of an advisor of this speciality.', cn: '该时段不属于此领域的顾问。', jp: 'この分野の相談枠ではありません。' } },
  OVER_YEARLY_LIMIT: { status: 409, messages: { ko: '올해 신청할 수 있는 상담 횟수를 모두 사용했습니다.', en: 'You have used every consultation of this year.', cn: '您今年的咨询次数已用完。', jp: '今年の相談回数をすべて使いました。' } },
  EMPLOYEES_NOT_DECLARED: { status: 403, messages: { ko: '상시 근로자 수를 입력해 주세요.', en: 'Please declare how many employees your company has.', cn: '请填写贵公司的员工人数。', jp: '従業員数を入力してください。' } },
  TOO_MANY_EMPLOYEES: { status: 403, messages: { ko: '소규모 사업장(상시 근로자 기준 미만)만 신청할 수 있습니다.', en: 'Advice is for small companies below the employee limit.', cn: '仅限员工人数未达标准的小型企业申请。', jp: '従業員数が基準未満の小規模事業者のみ申し込めます。' } },
  NOT_IN_GOOD_STANDING: { status: 403, messages: { ko: '현재 신청할 수 없는 회원 상태입니다.', en: 'Your account cannot apply at present.', cn: '您的账户目前无法申请。', jp: '現在のアカウント状態では申し込めません。' } },
  SUSPENDED: { status: 403, messages: { ko: '이용이 정지된 기간입니다.', en: 'Your bookings are suspended for now.', cn: '您的预约资格已被暂停。', jp: '現在、予約が停止されています。' } },
  NOT_CANCELLABLE: { status: 409, messages: { ko: '취소할 수 없는 상담입니다.', en: 'This consultation can no longer be cancelled.', cn: '该咨询无法取消。', jp: 'この相談は取り消せません。' } },
  NOT_DECIDABLE: { status: 409, messages: { ko: '이 상태에서는 처리할 수 없습니다.', en: 'This cannot be done in its present state.', cn: '当前状态无法处理。', jp: 'この状態では処理できません。' } },
  SESSION_NEEDED: { status: 409, messages: { ko: '상담 일정을 선택해 주세요.', en: 'Choose a session for this consultation.', cn: '请选择咨询时段。', jp: '相談枠を選択してください。' } },
  SESSION_HAS_BOOKING: { status: 409, messages: { ko: '예약된 상담 일정은 바꾸거나 지울 수 없습니다.', en: 'A booked session cannot be changed or removed.', cn: '已预约的时段无法修改或删除。', jp: '予約済みの相談枠は変更・削除できません。' } },
  SESSION_EXISTS: { status: 409, messages: { ko: '같은 시각에 이미 상담 일정이 있습니다.', en: 'The advisor already has a session at that time.', cn: '该顾问在此时间已有时段。', jp: '同じ時刻にすでに相談枠があります。' } },
  ADVISOR_NOT_FOUND: { status: 404, messages: { ko: '상담 위원을 찾을 수 없습니다.', en: 'This advisor does not exist.', cn: '找不到该顾问。', jp: 'この相談員は見つかりません。' } },
  ADVISOR_HAS_SESSIONS: { status: 409, messages: { ko: '상담 일정이 있는 위원은 지울 수 없습니다. 비활성으로 바꿔 주세요.', en: 'An advisor with sessions cannot be removed; make them inactive instead.', cn: '有咨询时段的顾问无法删除，请改为停用。', jp: '相談枠のある相談員は削除できません。非公開にしてください。' } },
  VISIT_NEEDS_SITE: { status: 400, messages: { ko: '방문 상담은 장소(센터)를 정해야 합니다.', en: 'A visit needs a site; phone and video need none.', cn: '到访咨询须指定中心。', jp: '来所相談には場所（センター）が必要です。' } },
};

/** Words of messages and pages in the member's language. */
export const ADVICE_SPECIALITY_WORDS: Record<AdviceSpeciality, Record<Locale, string>> = {
  LABOUR: { ko: '노무', en: 'labour', cn: '劳务', jp: '労務' },
  CONTRACTS: { ko: '계약', en: 'contracts', cn: '合同', jp: '契約' },
  IP: { ko: '지식재산', en: 'intellectual property', cn: '知识产权', jp: '知的財産' },
  TAX: { ko: '세무', en: 'tax', cn: '税务', jp: '税務' },
  EXPORT: { ko: '수출', en: 'export', cn: '出口', jp: '輸出' },
};
export const ADVICE_PLACE_WORDS: Record<AdviceMode | Location, Record<Locale, string>> = {
  VISIT: { ko: '방문', en: 'visit', cn: '到访', jp: '来所' },
  PHONE: { ko: '전화', en: 'phone call', cn: '电话', jp: '電話' },
  VIDEO: { ko: '화상', en: 'video call', cn: '视频', jp: 'ビデオ通話' },
  YONGSIN: { ko: '용신 센터 방문', en: 'visit at the Yongsin centre', cn: '到访龙新中心', jp: '龍新センターへ来所' },
  DAPSIMNI: { ko: '답십리 센터 방문', en: 'visit at the Dapsimni centre', cn: '到访踏十里中心', jp: '踏十里センターへ来所' },
};

export const ADVICE_PATHS = {
  lawyers: '/api/v1/lawyers',
  myConsultations: '/api/v1/me/consultations',
  consoleAdvisors: '/api/console/advice/advisors',
  consoleSessions: '/api/console/advice/sessions',
  consoleRequests: '/api/console/advice/requests',
  consoleSettings: '/api/console/advice/settings',
  /** An advisor's photo, public: `${lawyerPhotos}/{photoFileId}`. */
  lawyerPhotos: '/api/v1/lawyers/photos',
} as const;

/** Where an advisor's photo is served (null: no photo). */
export const advisorPhotoUrl = (photoFileId: string | null): string | null => (photoFileId ? `${ADVICE_PATHS.lawyerPhotos}/${photoFileId}` : null);
/** POST /api/console/advice/advisors/{id}/photo (multipart, field `file`). */
export const consoleAdvisorPhotoPath = (advisorId: string) => `${ADVICE_PATHS.consoleAdvisors}/${advisorId}/photo`;

// ---- A member's attachments to their consultation (private: the member and staff with the advice permission)

/** PDF or a picture, read from the bytes; at most `maxBytes` each and `perConsultation` per consultation. */
export const CONSULTATION_ATTACHMENT_TYPES = UPLOAD_DOCUMENT_TYPES;
export const CONSULTATION_ATTACHMENT_LIMITS = { maxBytes: 10 * 1024 * 1024, perConsultation: 3 } as const;
/** The multipart field of one attachment. */
export const CONSULTATION_ATTACHMENT_FIELD = 'file';
export const ConsultationAttachment = Type.Object({
  _id: Id,
  /** The file's name as the member's browser sent it, cleaned. */
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  createdAt: Timestamp,
});
export type ConsultationAttachment = Static<typeof ConsultationAttachment>;
export const ConsultationAttachmentList = Type.Object({ attachments: Type.Array(ConsultationAttachment) });
export type ConsultationAttachmentList = Static<typeof ConsultationAttachmentList>;
export const ConsultationAttachmentCreated = Type.Object({ attachment: ConsultationAttachment });
export type ConsultationAttachmentCreated = Static<typeof ConsultationAttachmentCreated>;
export const ConsultationAttachmentParams = Type.Object({ id: Id, attachmentId: Id }, { additionalProperties: false });
/** POST (multipart) and GET: the member's own consultation's attachments. */
export const myConsultationAttachmentsPath = (consultationId: string) => `${ADVICE_PATHS.myConsultations}/${consultationId}/attachments`;
export const myConsultationAttachmentPath = (consultationId: string, attachmentId: string) => `${myConsultationAttachmentsPath(consultationId)}/${attachmentId}`;
/** GET (permission `advice`): a request's attachments and one download. */
export const consoleConsultationAttachmentsPath = (consultationId: string) => `${ADVICE_PATHS.consoleRequests}/${consultationId}/attachments`;
export const consoleConsultationAttachmentPath = (consultationId: string, attachmentId: string) => `${consoleConsultationAttachmentsPath(consultationId)}/${attachmentId}`;
