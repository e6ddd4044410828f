import { Type, type Static } from 'typebox';
import { Id, ListQuery, ListSummary, LocalisedText, OneOf, QueryFlag, Timestamp } from './common.ts';
import { ListOf, One, Stored } from './collections.ts';

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

/** A notice as staff edit it: every locale at once. */
export const ConsoleNotification = Type.Object({
  _id: Id,
  subject: LocalisedText,
  summary: LocalisedText,
  content: LocalisedText,
  isMain: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleNotification = Static<typeof ConsoleNotification>;

export const ConsoleNotificationList = Type.Object({
  notifications: Type.Array(ConsoleNotification),
  summary: ListSummary,
});
export type ConsoleNotificationList = Static<typeof ConsoleNotificationList>;

export const ConsoleNotificationInput = Type.Object({
  subject: LocalisedText,
  summary: LocalisedText,
  content: LocalisedText,
  isMain: Type.Boolean(),
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
export const ConsoleBusinessList = ListOf('businesses', ConsoleNotification);
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
  question: LocalisedText,
  answer: LocalisedText,
  category: OneOf(FAQ_CATEGORIES),
  order: Type.Integer({ minimum: 0, maximum: 10_000 }),
};
export const ConsoleFaqInput = Type.Object(faqInputFields);
export type ConsoleFaqInput = Static<typeof ConsoleFaqInput>;
export const ConsoleFaq = Stored(faqInputFields);
export type ConsoleFaq = Static<typeof ConsoleFaq>;
export const ConsoleFaqList = ListOf('faqs', ConsoleFaq);
export type ConsoleFaqList = Static<typeof ConsoleFaqList>;
export const ConsoleFaqDetail = One('faq', ConsoleFaq);
export type ConsoleFaqDetail = Static<typeof ConsoleFaqDetail>;
