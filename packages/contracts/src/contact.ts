// Contact messages (issue 27, spec §7 POST /api/v1/message): a visitor or member writes to the
// centre, or to a maker ("contact this maker") without ever seeing the maker's address. Staff
// read and answer the centre's messages in the console (center/messages); a maker's message goes
// to the maker through the outbox, the sender's reply address only in the e-mail the maker gets.
import { Type, type Static } from 'typebox';
import { DEFAULT_LOCALE, type Locale } from './enums.ts';
import { Id, ListQuery, OneOf, Timestamp } from './common.ts';
import { ListOf, One, Strict } from './collections.ts';

export const CONTACT_LIMITS = {
  nameMaxLength: 60,
  emailMaxLength: 254,
  subjectMaxLength: 150,
  textMinLength: 5,
  textMaxLength: 4000,
  /** The outbox takes a parameter of at most 4000 characters. */
  answerMaxLength: 4000,
  /** Messages one client address (an IPv6 /64 counts as one) may send per hour, to anyone. */
  perClientPerHour: 5,
  /** Messages one maker may receive per day, from everyone together. */
  perMakerPerDay: 10,
} as const;

export const CONTACT_MESSAGE_PATH = '/api/v1/message';
export const CONSOLE_CONTACT_MESSAGES_PATH = '/api/console/center/messages';

/** Whom a message is for: the centre (staff answer it) or one maker (delivered to them). */
export const CONTACT_RECIPIENTS = ['CENTRE', 'MAKER'] as const;
export type ContactRecipient = (typeof CONTACT_RECIPIENTS)[number];
/** NEW until staff answer (ANSWERED) or put it aside (DONE); a maker's message is DONE once delivered. */
export const CONTACT_MESSAGE_STATUSES = ['NEW', 'ANSWERED', 'DONE'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** POST /api/v1/message. Signed-out senders may not put links in name, subject or text. */
export const ContactMessageInput = Strict({
  name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.nameMaxLength }),
  email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.emailMaxLength }),
  subject: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.subjectMaxLength }),
  text: Type.String({ minLength: CONTACT_LIMITS.textMinLength, maxLength: CONTACT_LIMITS.textMaxLength }),
  /** A maker's member id (from the directory or the shop); absent: the centre. */
  recipientId: Type.Optional(Id),
});
export type ContactMessageInput = Static<typeof ContactMessageInput>;

/** What the sender is told: received, and for a maker whether it was handed to the outbox. Never an address. */
export const ContactMessageSent = One(
  'message',
  Type.Object({ _id: Id, recipient: OneOf(CONTACT_RECIPIENTS), delivered: Type.Boolean(), createdAt: Timestamp }),
);
export type ContactMessageSent = Static<typeof ContactMessageSent>;

/** A message as staff read it. `replyEmail` is null on a maker's message: that address is the maker's business only. */
export const ConsoleContactMessage = Type.Object({
  _id: Id,
  recipient: OneOf(CONTACT_RECIPIENTS),
  recipientId: Type.Union([Type.String(), Type.Null()]),
  senderName: Type.String(),
  senderMemberId: Type.Union([Type.String(), Type.Null()]),
  replyEmail: Type.Union([Type.String(), Type.Null()]),
  subject: Type.String(),
  text: Type.String(),
  locale: Type.String(),
  status: OneOf(CONTACT_MESSAGE_STATUSES),
  delivered: Type.Boolean(),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredBy: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleContactMessage = Static<typeof ConsoleContactMessage>;

export const ConsoleContactMessageListQuery = Type.Object({
  ...ListQuery.properties,
  status: Type.Optional(OneOf(CONTACT_MESSAGE_STATUSES)),
  recipient: Type.Optional(OneOf(CONTACT_RECIPIENTS)),
}, { additionalProperties: false });
export type ConsoleContactMessageListQuery = Static<typeof ConsoleContactMessageListQuery>;
export const ConsoleContactMessageList = ListOf('messages', ConsoleContactMessage);
export type ConsoleContactMessageList = Static<typeof ConsoleContactMessageList>;
export const ConsoleContactMessageDetail = One('message', ConsoleContactMessage);
export type ConsoleContactMessageDetail = Static<typeof ConsoleContactMessageDetail>;

/** POST /api/console/center/messages/{id}/answer: plain text, e-mailed to the sender's reply address. */
export const ConsoleContactAnswerInput = Strict({
  answer: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.answerMaxLength }),
});
export type ConsoleContactAnswerInput = Static<typeof ConsoleContactAnswerInput>;

// ---- A maker's own messages (issue 27): read and answered on the platform, not only by e-mail

/** GET /api/v1/me/contact-messages (messages to the signed-in maker), POST …/{id}/answer (ContactAnswerInput). */
export const MY_CONTACT_MESSAGES_PATH = '/api/v1/me/contact-messages';
/** A message as the maker it was sent to reads it; the sender's address is not repeated here (the answer goes to it). */
export const MakerContactMessage = Type.Object({
  _id: Id,
  senderName: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  status: OneOf(CONTACT_MESSAGE_STATUSES),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
});
export type MakerContactMessage = Static<typeof MakerContactMessage>;
export const MakerContactMessageList = ListOf('messages', MakerContactMessage);
export type MakerContactMessageList = Static<typeof MakerContactMessageList>;
export const MakerContactMessageDetail = One('message', MakerContactMessage);
export type MakerContactMessageDetail = Static<typeof MakerContactMessageDetail>;
/** The maker's answer: plain text, e-mailed to the sender's reply address in the sender's language. */
export const ContactAnswerInput = ConsoleContactAnswerInput;
export type ContactAnswerInput = ConsoleContactAnswerInput;

// ---- Refusals of this area (contact messages, public Q&A, members' posts and uploads, forms)

interface Refusal {
  status: 400 | 403 | 404 | 409 | 413 | 415 | 429;
  messages: Record<Locale, string>;
}

export const CONTACT_REFUSALS = {
  CONTACT_LINKS_NOT_ALLOWED: {
    status: 400,
    messages: {
      ko: '로그인하지 않은 경우 메시지에 링크(주소)를 넣을 수 없습니다. 링크를 지우거나 로그인한 뒤 보내 주세요.',
      en: 'Messages sent without signing in may not contain links. Remove the link, or sign in and send it again.',
      cn: '未登录时消息中不能包含链接。请删除链接，或登录后再发送。',
      jp: 'ログインしていない場合、メッセージにリンクを含めることはできません。リンクを削除するか、ログインしてから送信してください。',
    },
  },
  CONTACT_EMPTY: {
    status: 400,
    messages: {
      ko: '이름, 제목과 내용을 입력해 주세요.',
      en: 'Please fill in your name, a subject and the message.',
      cn: '请填写姓名、标题和内容。',
      jp: 'お名前、件名と本文を入力してください。',
    },
  },
  CONTACT_SELF: {
    status: 400,
    messages: {
      ko: '자신에게는 메시지를 보낼 수 없습니다.',
      en: 'You cannot send a message to yourself.',
      cn: '不能给自己发送消息。',
      jp: '自分自身にメッセージを送ることはできません。',
    },
  },
  CONTACT_RATE_LIMITED: {
    status: 429,
    messages: {
      ko: '짧은 시간에 너무 많은 메시지를 보냈습니다. 잠시 후 다시 시도해 주세요.',
      en: 'Too many messages in a short time. Please try again later.',
      cn: '短时间内发送的消息过多，请稍后再试。',
      jp: '短時間に送信されたメッセージが多すぎます。しばらくしてからもう一度お試しください。',
    },
  },
  CONTACT_RECIPIENT_BUSY: {
    status: 429,
    messages: {
      ko: '이 업체는 오늘 받을 수 있는 메시지 수를 넘었습니다. 내일 다시 보내 주세요.',
      en: 'This maker has received as many messages as they can today. Please write again tomorrow.',
      cn: '该企业今天收到的消息已达上限，请明天再发送。',
      jp: 'この事業者が本日受け取れるメッセージ数を超えました。明日もう一度お送りください。',
    },
  },
  CONTACT_MAKER_NOT_LISTED: {
    status: 404,
    messages: {
      ko: '업체 목록에 공개된 업체에게만 메시지를 보낼 수 있습니다.',
      en: 'Messages can be sent only to makers listed in the directory.',
      cn: '只能给企业名录中公开的企业发送消息。',
      jp: '事業者名簿に掲載されている事業者にのみメッセージを送れます。',
    },
  },
  CONTACT_RECIPIENT_NOT_FOUND: {
    status: 404,
    messages: {
      ko: '메시지를 받을 업체를 찾을 수 없거나 연락처가 없습니다.',
      en: 'This maker cannot be found or cannot be reached.',
      cn: '找不到该企业或无法联系。',
      jp: 'この事業者が見つからないか、連絡先がありません。',
    },
  },
  CONTACT_NOT_FOUND: {
    status: 404,
    messages: {
      ko: '메시지를 찾을 수 없습니다.',
      en: 'This message does not exist.',
      cn: '找不到该消息。',
      jp: 'メッセージが見つかりません。',
    },
  },
  CONTACT_NOT_FOR_CENTRE: {
    status: 409,
    messages: {
      ko: '업체에게 보낸 메시지는 센터가 답변할 수 없습니다.',
      en: 'A message to a maker is theirs to answer, not the centre\'s.',
      cn: '发给企业的消息不能由中心回复。',
      jp: '事業者宛てのメッセージにはセンターは回答できません。',
    },
  },
  CONTACT_ALREADY_ANSWERED: {
    status: 409,
    messages: {
      ko: '이미 답변했거나 처리 완료된 메시지입니다.',
      en: 'This message has already been answered or closed.',
      cn: '该消息已回复或已处理完毕。',
      jp: 'このメッセージは既に回答済みまたは処理済みです。',
    },
  },
  QUESTION_NOT_FOUND: {
    status: 404,
    messages: {
      ko: '질문을 찾을 수 없습니다.',
      en: 'This question does not exist.',
      cn: '找不到该问题。',
      jp: '質問が見つかりません。',
    },
  },
  QUESTION_SECRET: {
    status: 403,
    messages: {
      ko: '비밀글입니다. 작성자와 센터 담당자만 볼 수 있습니다.',
      en: 'This is a secret question: only its author and the centre\'s staff can read it.',
      cn: '这是私密问题，只有提问者和中心工作人员可以查看。',
      jp: '非公開の質問です。投稿者とセンター担当者のみ閲覧できます。',
    },
  },
  QUESTION_ANSWERED: {
    status: 409,
    messages: {
      ko: '답변이 등록된 질문은 수정하거나 삭제할 수 없습니다.',
      en: 'An answered question can no longer be changed or deleted.',
      cn: '已回复的问题不能修改或删除。',
      jp: '回答済みの質問は編集・削除できません。',
    },
  },
  QUESTION_EMPTY: {
    status: 400,
    messages: {
      ko: '제목과 내용을 입력해 주세요.',
      en: 'Please write a title and your question.',
      cn: '请填写标题和内容。',
      jp: 'タイトルと本文を入力してください。',
    },
  },
  QUESTION_RATE_LIMITED: {
    status: 429,
    messages: {
      ko: '짧은 시간에 질문을 너무 많이 올렸습니다. 잠시 후 다시 시도해 주세요.',
      en: 'Too many questions in a short time. Please try again later.',
      cn: '短时间内提问过多，请稍后再试。',
      jp: '短時間に投稿された質問が多すぎます。しばらくしてからもう一度お試しください。',
    },
  },
  BOARD_MEMBERS_CLOSED: {
    status: 403,
    messages: {
      ko: '현재 게시판에는 회원이 글을 쓸 수 없습니다.',
      en: 'Members cannot write on the board at the moment.',
      cn: '目前会员不能在公告板发帖。',
      jp: '現在、会員は掲示板に投稿できません。',
    },
  },
  BOARD_POST_NOT_FOUND: {
    status: 404,
    messages: {
      ko: '게시글을 찾을 수 없습니다.',
      en: 'This post does not exist.',
      cn: '找不到该帖子。',
      jp: '投稿が見つかりません。',
    },
  },
  BOARD_POST_EMPTY: {
    status: 400,
    messages: {
      ko: '제목과 내용을 입력해 주세요. 허용되지 않는 HTML은 지워집니다.',
      en: 'Please write a subject and some text (HTML that is not allowed is removed).',
      cn: '请填写标题和内容（不允许的HTML会被删除）。',
      jp: '件名と本文を入力してください（許可されていないHTMLは削除されます）。',
    },
  },
  BOARD_POST_RATE_LIMITED: {
    status: 429,
    messages: {
      ko: '짧은 시간에 글을 너무 많이 올렸습니다. 잠시 후 다시 시도해 주세요.',
      en: 'Too many posts in a short time. Please try again later.',
      cn: '短时间内发帖过多，请稍后再试。',
      jp: '短時間に投稿が多すぎます。しばらくしてからもう一度お試しください。',
    },
  },
  UPLOAD_NO_FILE: {
    status: 400,
    messages: {
      ko: '파일을 선택해 주세요.',
      en: 'Please choose a file.',
      cn: '请选择文件。',
      jp: 'ファイルを選択してください。',
    },
  },
  UPLOAD_TYPE_REFUSED: {
    status: 415,
    messages: {
      ko: '이 형식의 파일은 올릴 수 없습니다.',
      en: 'Files of this type cannot be uploaded.',
      cn: '不能上传此类型的文件。',
      jp: 'この形式のファイルはアップロードできません。',
    },
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    messages: {
      ko: '파일이 너무 큽니다.',
      en: 'The file is too large.',
      cn: '文件过大。',
      jp: 'ファイルが大きすぎます。',
    },
  },
  UPLOAD_QUOTA: {
    status: 409,
    messages: {
      ko: '올릴 수 있는 파일 수 또는 용량을 넘었습니다.',
      en: 'You have reached the number or size of files you may upload.',
      cn: '已超过可上传的文件数量或容量。',
      jp: 'アップロードできるファイル数または容量を超えました。',
    },
  },
  FORM_NOT_FOUND: {
    status: 404,
    messages: {
      ko: '서식을 찾을 수 없습니다.',
      en: 'This form does not exist.',
      cn: '找不到该表格。',
      jp: '書式が見つかりません。',
    },
  },
  FORM_FILES_FULL: {
    status: 409,
    messages: {
      ko: '이 서식에는 더 이상 파일을 추가할 수 없습니다.',
      en: 'This form cannot hold more files.',
      cn: '该表格不能再添加文件。',
      jp: 'この書式にはこれ以上ファイルを追加できません。',
    },
  },
  FORM_SUBMISSION_NOT_FOUND: {
    status: 404,
    messages: {
      ko: '제출한 서식을 찾을 수 없습니다.',
      en: 'This submitted form does not exist.',
      cn: '找不到提交的表格。',
      jp: '提出された書式が見つかりません。',
    },
  },
} as const satisfies Record<string, Refusal>;
export type ContactRefusalCode = keyof typeof CONTACT_REFUSALS;

/** The refusal's words in `locale` (the default language when the locale has none). */
export function contactRefusalMessage(code: ContactRefusalCode, locale: Locale = DEFAULT_LOCALE): string {
  return CONTACT_REFUSALS[code].messages[locale] ?? CONTACT_REFUSALS[code].messages[DEFAULT_LOCALE];
}

/** 503 DIRECTORY_UNAVAILABLE: the maker directory (fairs service) could not say whether a maker is listed, so nothing was sent. */
export const DIRECTORY_UNAVAILABLE = 'DIRECTORY_UNAVAILABLE';
export const DIRECTORY_UNAVAILABLE_MESSAGES: Record<Locale, string> = {
  ko: '지금은 업체 목록을 확인할 수 없어 메시지를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  en: 'The maker directory cannot be checked right now, so the message was not sent. Please try again shortly.',
  cn: '暂时无法核对企业名录，消息未发送。请稍后再试。',
  jp: '現在事業者名簿を確認できないため、メッセージを送信できませんでした。しばらくしてからもう一度お試しください。',
};
