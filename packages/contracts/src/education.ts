import { Type, type Static } from 'typebox';
import { WINDOW_STATUSES } from './enums.ts';
import { Id, ListQuery, LocalisedText, OneOf, QueryFlag } from './common.ts';
import { CalendarDate } from './application-windows.ts';
import { FIELD_LIMITS, ListOf, Localised, One, SortParam, Stored, Strict } from './collections.ts';
import { ImageUrl } from './facilities.ts';

/** An education course of the centre (CAD training, sewing professionals, brands, marketing). */
export const Education = Type.Object({
  _id: Id,
  title: Type.String(),
  summary: Type.String(),
  thumb: Type.Union([Type.Null(), Type.String()]),
  periodFrom: CalendarDate,
  periodTo: CalendarDate,
  /** When sessions meet, as text ("화·목 19:00~21:00"). */
  schedule: Type.String(),
  place: Type.String(),
  /** Places on the course. */
  capacity: Type.Integer({ minimum: 0 }),
  /** Fee, as text ("무료"). */
  fee: Type.String(),
  /** Enrolment: PLANNED (to be received), IN_PROGRESS (being received), CLOSED. */
  status: OneOf(WINDOW_STATUSES),
  isMain: Type.Boolean(),
  /** Sanitised HTML; only on the detail answer. */
  content: Type.Optional(Type.String()),
});
export type Education = Static<typeof Education>;

export const EducationListQuery = Type.Intersect([
  ListQuery,
  Type.Object({ isMain: Type.Optional(QueryFlag), status: Type.Optional(OneOf(WINDOW_STATUSES)) }),
]);
export type EducationListQuery = Static<typeof EducationListQuery>;

export const EducationList = ListOf('educations', Education);
export type EducationList = Static<typeof EducationList>;
export const EducationDetail = One('education', Education);
export type EducationDetail = Static<typeof EducationDetail>;

const educationInputFields = {
  title: Localised(FIELD_LIMITS.title),
  summary: Localised(FIELD_LIMITS.summary),
  schedule: Localised(FIELD_LIMITS.shortText),
  place: Localised(FIELD_LIMITS.shortText),
  fee: Localised(FIELD_LIMITS.fee),
  content: Localised(FIELD_LIMITS.richText),
  thumb: Type.Union([Type.Null(), ImageUrl]),
  periodFrom: CalendarDate,
  periodTo: CalendarDate,
  capacity: Type.Integer({ minimum: 0, maximum: 10_000 }),
  status: OneOf(WINDOW_STATUSES),
  isMain: Type.Boolean(),
};

export const ConsoleEducationInput = Strict(educationInputFields);
export type ConsoleEducationInput = Static<typeof ConsoleEducationInput>;
const consoleEducationListFields = {
  title: LocalisedText,
  thumb: Type.Union([Type.Null(), Type.String()]),
  periodFrom: CalendarDate,
  periodTo: CalendarDate,
  capacity: Type.Integer(),
  status: OneOf(WINDOW_STATUSES),
  isMain: Type.Boolean(),
};
export const ConsoleEducationListItem = Stored(consoleEducationListFields);
export type ConsoleEducationListItem = Static<typeof ConsoleEducationListItem>;
export const ConsoleEducation = Stored({
  ...consoleEducationListFields,
  summary: LocalisedText,
  schedule: LocalisedText,
  place: LocalisedText,
  fee: LocalisedText,
  content: LocalisedText,
});
export type ConsoleEducation = Static<typeof ConsoleEducation>;
export const EDUCATION_SORT_KEYS = ['createdAt', 'updatedAt', 'periodFrom', 'title'] as const;
export const ConsoleEducationListQuery = Type.Object({
  ...ListQuery.properties,
  sort: SortParam(EDUCATION_SORT_KEYS),
  isMain: Type.Optional(QueryFlag),
  status: Type.Optional(OneOf(WINDOW_STATUSES)),
});
export type ConsoleEducationListQuery = Static<typeof ConsoleEducationListQuery>;
export const ConsoleEducationList = ListOf('educations', ConsoleEducationListItem);
export type ConsoleEducationList = Static<typeof ConsoleEducationList>;
export const ConsoleEducationDetail = One('education', ConsoleEducation);
export type ConsoleEducationDetail = Static<typeof ConsoleEducationDetail>;

/**
 * The courses a member of staff may name as an equipment's prerequisite or record as completed:
 * id, title and period only, every course not in the trash, newest first. Under the equipment
 * family (read: facilities), because the staff who set prerequisites and record trainings are
 * facility staff, who do not edit the education programme itself.
 */
export const COURSE_CHOICES_PATH = '/api/console/equipment/courses';
/** At most this many courses are offered (newest first); the programme holds a few dozen a year. */
export const COURSE_CHOICES_LIMIT = 500;
export const CourseChoice = Type.Object({ _id: Id, title: LocalisedText, periodFrom: CalendarDate, periodTo: CalendarDate });
export type CourseChoice = Static<typeof CourseChoice>;
export const CourseChoiceList = Type.Object({ courses: Type.Array(CourseChoice, { maxItems: COURSE_CHOICES_LIMIT }) });
export type CourseChoiceList = Static<typeof CourseChoiceList>;
