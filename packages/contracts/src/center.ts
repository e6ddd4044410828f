import { Type, type Static } from 'typebox';
import { Id, ListQuery, ListSummary, LocalisedText, OneOf, QueryFlag, Timestamp } from './common.ts';
import { FIELD_LIMITS, ListOf, Localised, One, SortParam, Stored, Strict, VISIBILITIES, publicationFields, publicationInputFields } from './collections.ts';

/** A notice of the centre, localised for the reader (public API). */
export const Notification = Type.Object({
  _id: Id,
  subject: Type.String(),
  summary: Type.Optional(Type.String()),
  /** Sanitised HTML; only on the detail answer. */
  content: Type.Optional(Type.String()),
  isMain: Type.Boolean(),
  createdAt: Timestamp,
});
export type Notification = Static<typeof Notification>;

export const NotificationListQuery = Type.Intersect([
  ListQuery,
  Type.Object({ isMain: Type.Optional(QueryFlag) }),
]);
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationList = Type.Object({
  notifications: Type.Array(Notification),
  summary: ListSummary,
});
export type NotificationList = Static<typeof NotificationList>;

export const NotificationDetail = Type.Object({
  notification: Notification,
  previous: Type.Union([Type.Object({ _id: Id, subject: Type.String() }), Type.Null()]),
  next: Type.Union([Type.Object({ _id: Id, subject: Type.String() }), Type.Null()]),
});
export type NotificationDetail = Static<typeof NotificationDetail>;

/** A notice as the console lists it (no body: lists stay light). */
const consoleNoticeFields = {
  _id: Id,
  subject: LocalisedText,
  summary: LocalisedText,
  isMain: Type.Boolean(),
  ...publicationFields,
  createdAt: Timestamp,
  updatedAt: Timestamp,
};
export const ConsoleNotificationListItem = Type.Object(consoleNoticeFields);
export type ConsoleNotificationListItem = Static<typeof ConsoleNotificationListItem>;

/** A notice as staff edit it: every locale at once. */
export const ConsoleNotification = Type.Object({ ...consoleNoticeFields, content: LocalisedText });
export type ConsoleNotification = Static<typeof ConsoleNotification>;

export const ConsoleNotificationList = Type.Object({
  notifications: Type.Array(ConsoleNotificationListItem),
  summary: ListSummary,
});
export type ConsoleNotificationList = Static<typeof ConsoleNotificationList>;

export const NOTICE_SORT_KEYS = ['createdAt', 'updatedAt', 'subject', 'publishAt'] as const;

/** Staff lists of notices and announcements: search, pinned, what readers see now, sort. */
export const ConsoleNotificationListQuery = Type.Object({
  ...ListQuery.properties,
  sort: SortParam(NOTICE_SORT_KEYS),
  isMain: Type.Optional(QueryFlag),
  visibility: Type.Optional(OneOf(VISIBILITIES)),
});
export type ConsoleNotificationListQuery = Static<typeof ConsoleNotificationListQuery>;

export const ConsoleNotificationInput = Strict({
  subject: Localised(FIELD_LIMITS.subject),
  summary: Localised(FIELD_LIMITS.summary),
  content: Localised(FIELD_LIMITS.richText),
  isMain: Type.Boolean(),
  ...publicationInputFields,
});
export type ConsoleNotificationInput = Static<typeof ConsoleNotificationInput>;

/** Business announcements (support programmes) read and behave like notices: same shapes, own list. */
export const BusinessListQuery = NotificationListQuery;
export type BusinessListQuery = NotificationListQuery;
export const BusinessList = ListOf('businesses', Notification);
export type BusinessList = Static<typeof BusinessList>;
export const BusinessDetail = Type.Object({
  business: Notification,
  previous: NotificationDetail.properties.previous,
  next: NotificationDetail.properties.next,
});
export type BusinessDetail = Static<typeof BusinessDetail>;
export const ConsoleBusinessList = ListOf('businesses', ConsoleNotificationListItem);
export type ConsoleBusinessList = Static<typeof ConsoleBusinessList>;
export const ConsoleBusinessDetail = One('business', ConsoleNotification);
export type ConsoleBusinessDetail = Static<typeof ConsoleBusinessDetail>;

/** What a frequently asked question is about; the front ends label each in the reader's language. */
export const FAQ_CATEGORIES = ['MEMBERSHIP', 'CUTTINGROOM', 'STUDIO', 'EDUCATION', 'FACILITY'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const Faq = Type.Object({
  _id: Id,
  question: Type.String(),
  /** Sanitised HTML. */
  answer: Type.String(),
  category: OneOf(FAQ_CATEGORIES),
  order: Type.Integer(),
});
export type Faq = Static<typeof Faq>;

export const FaqListQuery = Type.Intersect([ListQuery, Type.Object({ category: Type.Optional(OneOf(FAQ_CATEGORIES)) })]);
export type FaqListQuery = Static<typeof FaqListQuery>;
export const FaqList = ListOf('faqs', Faq);
export type FaqList = Static<typeof FaqList>;

const faqInputFields = {
  question: Localised(FIELD_LIMITS.question),
  answer: Localised(FIELD_LIMITS.richText),
  category: OneOf(FAQ_CATEGORIES),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
export const ConsoleFaqInput = Strict(faqInputFields);
export type ConsoleFaqInput = Static<typeof ConsoleFaqInput>;
export const ConsoleFaq = Stored({ ...faqInputFields, question: LocalisedText, answer: LocalisedText });
export type ConsoleFaq = Static<typeof ConsoleFaq>;
export const ConsoleFaqListItem = Stored({ question: LocalisedText, category: OneOf(FAQ_CATEGORIES), order: Type.Integer() });
export type ConsoleFaqListItem = Static<typeof ConsoleFaqListItem>;
export const ConsoleFaqList = ListOf('faqs', ConsoleFaqListItem);
export type ConsoleFaqList = Static<typeof ConsoleFaqList>;
export const ConsoleFaqDetail = One('faq', ConsoleFaq);
export type ConsoleFaqDetail = Static<typeof ConsoleFaqDetail>;
export const FAQ_SORT_KEYS = ['order', 'createdAt', 'updatedAt', 'question'] as const;
export const ConsoleFaqListQuery = Type.Object({ ...ListQuery.properties, sort: SortParam(FAQ_SORT_KEYS), category: Type.Optional(OneOf(FAQ_CATEGORIES)) });
export type ConsoleFaqListQuery = Static<typeof ConsoleFaqListQuery>;
