// Trade fairs, buyer matching and the maker directory (fairs service): the shapes the service
// validates and answers with, and the pages of mf-public, mf-member and mf-console type their calls by.
import { Type, type Static } from 'typebox';
import { Id, ListQuery, LocalisedTextOf, OneOf, Timestamp } from './common.ts';
import { ListOf, One, Strict } from './collections.ts';
import { LOCALES, WINDOW_STATUSES } from './enums.ts';

/** What a maker makes (the directory's and the fairs' item filter). */
export const MAKER_ITEMS = ['KNIT', 'WOVEN', 'DENIM', 'LEATHER', 'JERSEY', 'OUTERWEAR', 'DRESS', 'SHIRT', 'PANTS', 'BAG', 'ACCESSORY', 'UNIFORM'] as const;
export type MakerItem = (typeof MAKER_ITEMS)[number];
/** What a maker does for a brand. */
export const MAKER_SERVICES = ['SAMPLE', 'PATTERN', 'CUTTING', 'SEWING', 'FINISHING'] as const;
export type MakerService = (typeof MAKER_SERVICES)[number];
/** How a maker wants to be reached once a buyer's meeting is accepted (never shown publicly). */
export const CONTACT_CHANNELS = ['EMAIL', 'PHONE', 'PLATFORM'] as const;
/** Where a fair takes place: one of the centre's sites, or online (meetings carry a link). */
export const FAIR_VENUES = ['YONGSIN', 'DAPSIMNI', 'ONLINE'] as const;
export type FairVenue = (typeof FAIR_VENUES)[number];
/** A fair's status follows the Seoul calendar: before its first day, during, after its last. */
export const FAIR_STATUSES = WINDOW_STATUSES;
export type FairStatus = (typeof FAIR_STATUSES)[number];
export const PARTICIPANT_STATUSES = ['WAITING', 'APPROVED', 'REJECTED'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/**
 * A meeting: REQUESTED by a buyer (it holds the slot), ACCEPTED by the exhibitor (or placed by
 * staff), DECLINED by the exhibitor or CANCELLED by either side or staff (the slot is free again).
 */
export const MEETING_STATUSES = ['REQUESTED', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Limits of the directory and fairs (one place, named). */
export const FAIR_LIMITS = {
  tradeName: 100,
  listEntry: 60,
  listEntries: 30,
  district: 40,
  description: 20_000,
  fairTitle: 200,
  fairDescription: 50_000,
  context: 200,
  company: 120,
  orderVolume: 100,
  productName: 200,
  maxTables: 200,
  maxBreaks: 10,
  maxDays: 14,
  minSlotMinutes: 10,
  maxSlotMinutes: 180,
  note: 500,
  url: 500,
  /** Photos shown per fair product (hidden ones do not count). */
  productPhotos: 6,
} as const;

const SeoulDay = Type.String({ pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', maxLength: 10 });
const WallClock = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5 });
/** A slot of a fair's grid: its Seoul day and start, "YYYY-MM-DDTHH:MM". */
export const SlotKey = Type.String({ pattern: '^20[0-9]{2}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$', maxLength: 16 });
const Entries = (max = FAIR_LIMITS.listEntries) => Type.Array(Type.String({ minLength: 1, maxLength: FAIR_LIMITS.listEntry }), { maxItems: max, uniqueItems: true });
const Items = Type.Array(OneOf(MAKER_ITEMS), { maxItems: MAKER_ITEMS.length, uniqueItems: true });
const Services = Type.Array(OneOf(MAKER_SERVICES), { maxItems: MAKER_SERVICES.length, uniqueItems: true });
const Languages = Type.Array(OneOf(LOCALES), { maxItems: LOCALES.length, uniqueItems: true });
const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = Type.String({ pattern: '^[0-9+ -]{6,20}$', maxLength: 20 });
const Count = (max: number) => Type.Integer({ minimum: 0, maximum: max });

// ---- The maker directory (introductions)

export const ContactPreferences = Strict({
  channel: OneOf(CONTACT_CHANNELS),
  email: Type.Optional(Email),
  phone: Type.Optional(Phone),
  note: Type.Optional(Type.String({ maxLength: FAIR_LIMITS.note })),
});
export type ContactPreferences = Static<typeof ContactPreferences>;

/** PUT /api/v1/me/introductions: the member company's one profile, created or replaced whole. */
export const IntroductionInput = Strict({
  tradeName: Type.String({ minLength: 1, maxLength: FAIR_LIMITS.tradeName }),
  items: Items,
  services: Services,
  district: Type.String({ maxLength: FAIR_LIMITS.district }),
  moq: Count(1_000_000),
  leadTimeDays: Count(365),
  monthlyCapacity: Count(10_000_000),
  equipment: Entries(),
  certificates: Entries(),
  languages: Languages,
  /** Rich text per locale (sanitised on write); ko may be empty while the profile is a draft. */
  description: Strict({
    ko: Type.String({ maxLength: FAIR_LIMITS.description }),
    en: Type.String({ maxLength: FAIR_LIMITS.description }),
    cn: Type.String({ maxLength: FAIR_LIMITS.description }),
    jp: Type.String({ maxLength: FAIR_LIMITS.description }),
  }),
  contact: ContactPreferences,
  published: Type.Boolean(),
});
export type IntroductionInput = Static<typeof IntroductionInput>;

/** The member pictures a published maker profile shows, by the spec's upload route names (`users/{_id}/logo`, `/photo`). */
export const MAKER_IMAGE_KINDS = ['logo', 'photo'] as const;
export type MakerImageKind = (typeof MAKER_IMAGE_KINDS)[number];

const MakerFacts = {
  _id: Id,
  tradeName: Type.String(),
  items: Type.Array(OneOf(MAKER_ITEMS)),
  services: Type.Array(OneOf(MAKER_SERVICES)),
  district: Type.String(),
  moq: Type.Integer(),
  leadTimeDays: Type.Integer(),
  monthlyCapacity: Type.Integer(),
  languages: Type.Array(OneOf(LOCALES)),
  /** Staff checked this company (the trust mark buyers asked for). */
  verified: Type.Boolean(),
};

/** A published profile in the public directory: no contact of any kind. */
export const Maker = Type.Object(MakerFacts);
export type Maker = Static<typeof Maker>;
export const MakerDetail = Type.Object({
  ...MakerFacts,
  /** The company's member id: where "contact this maker" writes (through the centre) and the shop's seller page. */
  memberId: Id,
  /** The pictures the maker uploaded (`/api/v1/makers/{id}/{kind}`): the page asks only for these. */
  pictures: Type.Array(OneOf(MAKER_IMAGE_KINDS)),
  equipment: Type.Array(Type.String()),
  certificates: Type.Array(Type.String()),
  /** Sanitised HTML in the reader's language (ko when that one is empty). */
  description: Type.String(),
  updatedAt: Timestamp,
});
export type MakerDetail = Static<typeof MakerDetail>;
export const MakerList = ListOf('makers', Maker);
export const MakerAnswer = One('maker', MakerDetail);

/** GET /api/v1/makers: published profiles; keyword matches the trade name and equipment. */
export const MakerListQuery = Type.Object(
  {
    ...ListQuery.properties,
    item: Type.Optional(OneOf(MAKER_ITEMS)),
    service: Type.Optional(OneOf(MAKER_SERVICES)),
    district: Type.Optional(Type.String({ maxLength: FAIR_LIMITS.district })),
    /** At least this monthly capacity. */
    capacity: Type.Optional(Count(10_000_000)),
    language: Type.Optional(OneOf(LOCALES)),
    verified: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
export type MakerListQuery = Static<typeof MakerListQuery>;

/** The owner's own profile, as the my-page form edits it. */
export const OwnIntroduction = Type.Object({
  ...MakerFacts,
  equipment: Type.Array(Type.String()),
  certificates: Type.Array(Type.String()),
  description: LocalisedTextOf(FAIR_LIMITS.description),
  contact: ContactPreferences,
  published: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type OwnIntroduction = Static<typeof OwnIntroduction>;
/** `introduction` is null until the member saves one. */
export const OwnIntroductionAnswer = Type.Object({ introduction: Type.Union([OwnIntroduction, Type.Null()]) });

export const ConsoleIntroduction = Type.Object({
  ...MakerFacts,
  memberId: Id,
  published: Type.Boolean(),
  verifiedAt: Type.Union([Timestamp, Type.Null()]),
  updatedAt: Timestamp,
});
export type ConsoleIntroduction = Static<typeof ConsoleIntroduction>;
export const ConsoleIntroductionList = ListOf('introductions', ConsoleIntroduction);
export const ConsoleIntroductionQuery = Type.Object(
  {
    ...ListQuery.properties,
    verified: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    published: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
export const IntroductionVerification = Strict({ verified: Type.Boolean() });

// ---- Fairs

export const SlotBreak = Strict({ start: WallClock, end: WallClock });
export const ApplicationPeriod = Strict({ from: Timestamp, until: Timestamp });

/** POST/PUT /api/console/fairs: everything staff set; the status follows the calendar. */
export const FairInput = Strict({
  title: LocalisedTextOf(FAIR_LIMITS.fairTitle),
  description: Strict({
    ko: Type.String({ maxLength: FAIR_LIMITS.fairDescription }),
    en: Type.String({ maxLength: FAIR_LIMITS.fairDescription }),
    cn: Type.String({ maxLength: FAIR_LIMITS.fairDescription }),
    jp: Type.String({ maxLength: FAIR_LIMITS.fairDescription }),
  }),
  venue: OneOf(FAIR_VENUES),
  firstDay: SeoulDay,
  lastDay: SeoulDay,
  /** Seoul wall clock of the first slot's start and the last slot's end, each day. */
  dayStart: WallClock,
  dayEnd: WallClock,
  slotMinutes: Type.Integer({ minimum: FAIR_LIMITS.minSlotMinutes, maximum: FAIR_LIMITS.maxSlotMinutes }),
  /** Meeting tables (booths): each approved exhibitor gets one. */
  tables: Type.Integer({ minimum: 1, maximum: FAIR_LIMITS.maxTables }),
  breaks: Type.Array(SlotBreak, { maxItems: FAIR_LIMITS.maxBreaks }),
  exhibitorApplication: ApplicationPeriod,
  buyerApplication: ApplicationPeriod,
  /** Most buyers approved; exhibitors are bounded by the tables. */
  buyerCapacity: Type.Integer({ minimum: 1, maximum: 10_000 }),
  /** Online fairs: the address meetings are held at. */
  meetingLink: Type.Optional(Type.String({ format: 'uri', maxLength: FAIR_LIMITS.url })),
});
export type FairInput = Static<typeof FairInput>;

export const FairSlot = Type.Object({ slot: SlotKey, day: Type.String(), start: Type.String(), end: Type.String() });
export type FairSlot = Static<typeof FairSlot>;

const FairFacts = {
  _id: Id,
  venue: OneOf(FAIR_VENUES),
  firstDay: Type.String(),
  lastDay: Type.String(),
  dayStart: Type.String(),
  dayEnd: Type.String(),
  slotMinutes: Type.Integer(),
  tables: Type.Integer(),
  breaks: Type.Array(SlotBreak),
  exhibitorApplication: ApplicationPeriod,
  buyerApplication: ApplicationPeriod,
  buyerCapacity: Type.Integer(),
  status: OneOf(FAIR_STATUSES),
};

/** A published fair for readers: texts in their language. */
export const Fair = Type.Object({ ...FairFacts, title: Type.String() });
export type Fair = Static<typeof Fair>;
export const FairDetail = Type.Object({ ...FairFacts, title: Type.String(), description: Type.String(), slots: Type.Array(FairSlot) });
export type FairDetail = Static<typeof FairDetail>;
export const FairList = ListOf('fairs', Fair);
export const FairAnswer = One('fair', FairDetail);
export const FairListQuery = Type.Object(
  { ...ListQuery.properties, status: Type.Optional(OneOf(FAIR_STATUSES)), venue: Type.Optional(OneOf(FAIR_VENUES)) },
  { additionalProperties: false },
);

export const ConsoleFair = Type.Object({
  ...FairFacts,
  title: LocalisedTextOf(FAIR_LIMITS.fairTitle),
  description: LocalisedTextOf(FAIR_LIMITS.fairDescription),
  meetingLink: Type.Union([Type.String(), Type.Null()]),
  published: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleFair = Static<typeof ConsoleFair>;
export const ConsoleFairList = ListOf('fairs', ConsoleFair);
export const ConsoleFairAnswer = One('fair', ConsoleFair);
export const FairPublication = Strict({ published: Type.Boolean() });
export const FairParams = Type.Object({ id: Id }, { additionalProperties: false });
export const FairScheduleParams = Type.Object({ fair: Id }, { additionalProperties: false });

// ---- Exhibitors and buyers

/** POST /api/v1/me/fairs/{id}/exhibitor: apply with one's directory profile and the items brought. */
export const ExhibitorApplication = Strict({ items: Type.Array(OneOf(MAKER_ITEMS), { minItems: 1, maxItems: MAKER_ITEMS.length, uniqueItems: true }), note: Type.String({ maxLength: FAIR_LIMITS.note }) });
export type ExhibitorApplication = Static<typeof ExhibitorApplication>;

/** POST /api/v1/me/fairs/{id}/buyer: a buyer's registration. Contacts are shown only to exhibitors who accepted a meeting. */
export const BuyerRegistration = Strict({
  company: Type.String({ minLength: 1, maxLength: FAIR_LIMITS.company }),
  /** ISO 3166-1 alpha-2. */
  country: Type.String({ pattern: '^[A-Z]{2}$', maxLength: 2 }),
  /** IANA time zone, e.g. Asia/Tokyo; checked against the runtime's zone database. */
  timeZone: Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+){0,2}$' }),
  itemsWanted: Type.Array(OneOf(MAKER_ITEMS), { minItems: 1, maxItems: MAKER_ITEMS.length, uniqueItems: true }),
  orderVolume: Type.String({ maxLength: FAIR_LIMITS.orderVolume }),
  language: OneOf(LOCALES),
  contactEmail: Email,
  contactPhone: Type.Optional(Phone),
});
export type BuyerRegistration = Static<typeof BuyerRegistration>;

/** An approved exhibitor, publicly: who, what, which table. */
export const FairSeller = Type.Object({
  _id: Id,
  /** The directory profile (GET /api/v1/makers/{id}) when it is published, else null. */
  makerId: Type.Union([Id, Type.Null()]),
  tradeName: Type.String(),
  items: Type.Array(OneOf(MAKER_ITEMS)),
  table: Type.Union([Type.Integer(), Type.Null()]),
  verified: Type.Boolean(),
});
export type FairSeller = Static<typeof FairSeller>;
export const FairSellerList = ListOf('sellers', FairSeller);
/** An approved buyer, publicly: company, country, wants; no contact. */
export const FairBuyer = Type.Object({ _id: Id, company: Type.String(), country: Type.String(), itemsWanted: Type.Array(OneOf(MAKER_ITEMS)), language: OneOf(LOCALES) });
export type FairBuyer = Static<typeof FairBuyer>;
export const FairBuyerList = ListOf('buyers', FairBuyer);

/** One of my fairs (GET /api/v1/me/fairs): as exhibitor or buyer. */
export const MyFairEntry = Type.Object({
  _id: Id,
  role: OneOf(['EXHIBITOR', 'BUYER'] as const),
  status: OneOf(PARTICIPANT_STATUSES),
  table: Type.Union([Type.Integer(), Type.Null()]),
  fair: Fair,
});
export type MyFairEntry = Static<typeof MyFairEntry>;
export const MyFairList = ListOf('fairs', MyFairEntry);
export const MyParticipation = One('participation', Type.Object({ _id: Id, role: OneOf(['EXHIBITOR', 'BUYER'] as const), status: OneOf(PARTICIPANT_STATUSES) }));

export const ConsoleExhibitor = Type.Object({
  _id: Id,
  memberId: Id,
  tradeName: Type.String(),
  items: Type.Array(OneOf(MAKER_ITEMS)),
  note: Type.String(),
  status: OneOf(PARTICIPANT_STATUSES),
  table: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Timestamp,
});
export const ConsoleExhibitorList = ListOf('exhibitors', ConsoleExhibitor);
export const ConsoleBuyer = Type.Object({
  _id: Id,
  memberId: Id,
  ...BuyerRegistration.properties,
  contactPhone: Type.Union([Type.String(), Type.Null()]),
  status: OneOf(PARTICIPANT_STATUSES),
  createdAt: Timestamp,
});
export const ConsoleBuyerList = ListOf('buyers', ConsoleBuyer);
export const ParticipantQuery = Type.Object({ ...ListQuery.properties, status: Type.Optional(OneOf(PARTICIPANT_STATUSES)) }, { additionalProperties: false });
export const ParticipantParams = Type.Object({ id: Id, participantId: Id }, { additionalProperties: false });
/** Staff's decision on an exhibitor: approval and table (1…tables, unique in the fair). */
export const ExhibitorDecision = Strict({ status: OneOf(PARTICIPANT_STATUSES), table: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: FAIR_LIMITS.maxTables }), Type.Null()])) });
export const BuyerDecision = Strict({ status: OneOf(PARTICIPANT_STATUSES) });

// ---- Fair products

export const FairProductInput = Strict({
  name: Type.String({ minLength: 1, maxLength: FAIR_LIMITS.productName }),
  item: OneOf(MAKER_ITEMS),
  /** Won per piece. */
  priceMin: Count(100_000_000),
  priceMax: Count(100_000_000),
  moq: Count(1_000_000),
  leadTimeDays: Count(365),
  sampleAvailable: Type.Boolean(),
});
export type FairProductInput = Static<typeof FairProductInput>;
/** A fair product's photo as the public sees it: its address (bytes served by the fairs service). */
export const FairProductPhoto = Type.Object({ _id: Id, url: Type.String() });
export type FairProductPhoto = Static<typeof FairProductPhoto>;
export const FairProduct = Type.Object({ _id: Id, exhibitorId: Id, tradeName: Type.String(), ...FairProductInput.properties, photos: Type.Array(FairProductPhoto), updatedAt: Timestamp });
export type FairProduct = Static<typeof FairProduct>;
export const FairProductList = ListOf('products', FairProduct);
export const FairProductAnswer = One('product', FairProduct);
export const FairProductQuery = Type.Object(
  { ...ListQuery.properties, exhibitor: Type.Optional(Id), item: Type.Optional(OneOf(MAKER_ITEMS)) },
  { additionalProperties: false },
);
export const FairProductParams = Type.Object({ id: Id, productId: Id }, { additionalProperties: false });
export const FairProductPhotoParams = Type.Object({ id: Id, productId: Id, photoId: Id }, { additionalProperties: false });
/** Staff's view of a product's photos, hidden ones included. */
export const ConsoleFairProductPhoto = Type.Object({ _id: Id, url: Type.String(), hidden: Type.Boolean(), createdAt: Timestamp });
export type ConsoleFairProductPhoto = Static<typeof ConsoleFairProductPhoto>;
export const ConsoleFairProductPhotos = Type.Object({ photos: Type.Array(ConsoleFairProductPhoto) });
export type ConsoleFairProductPhotos = Static<typeof ConsoleFairProductPhotos>;
/**
 * GET /api/console/fairs/{fair}/products: every exhibitor's products of a fair (published or not),
 * each with all its photos, hidden ones included, for staff to check. Query as the public list's.
 */
const { photos: _shownPhotos, ...productFields } = FairProduct.properties;
export const ConsoleFairProduct = Type.Object({ ...productFields, exhibitorStatus: OneOf(PARTICIPANT_STATUSES), photos: Type.Array(ConsoleFairProductPhoto) });
export type ConsoleFairProduct = Static<typeof ConsoleFairProduct>;
export const ConsoleFairProductList = ListOf('products', ConsoleFairProduct);
export type ConsoleFairProductList = Static<typeof ConsoleFairProductList>;
/** PUT /api/console/fairs/{fair}/products/{product}/photos/{photo}/visibility */
export const FairProductPhotoVisibility = Strict({ hidden: Type.Boolean() });

// ---- Matching and meetings

/** POST /api/v1/me/matchings: a buyer asks an exhibitor for a slot, with one line of context. */
export const MeetingRequest = Strict({ fair: Id, exhibitor: Id, slot: SlotKey, context: Type.String({ maxLength: FAIR_LIMITS.context }) });
export type MeetingRequest = Static<typeof MeetingRequest>;
/** PUT /api/v1/me/matchings/{id}/answer: the exhibitor accepts or declines (no reason needed). */
export const MeetingAnswerInput = Strict({ accept: Type.Boolean() });
/** POST /api/console/matchings: staff place a meeting for both sides (accepted at once). */
export const MeetingPlacement = Strict({ fair: Id, exhibitor: Id, buyer: Id, slot: SlotKey, context: Type.String({ maxLength: FAIR_LIMITS.context }) });
/** PUT /api/console/matchings/{id}/slot: staff move a booked meeting to another free slot of the same exhibitor, in one step. */
export const MeetingMove = Strict({ slot: SlotKey });
export type MeetingMove = Static<typeof MeetingMove>;

/** The other side's contact: only on an ACCEPTED meeting. */
export const MeetingContact = Type.Object({ email: Type.Union([Type.String(), Type.Null()]), phone: Type.Union([Type.String(), Type.Null()]), channel: Type.Union([Type.String(), Type.Null()]) });
export const Meeting = Type.Object({
  _id: Id,
  fair: Id,
  slot: SlotKey,
  /** UTC instants of the slot's start and end. */
  startsAt: Timestamp,
  endsAt: Timestamp,
  status: OneOf(MEETING_STATUSES),
  context: Type.String(),
  /** Which side of the meeting the reader is (absent for staff). */
  role: Type.Optional(OneOf(['EXHIBITOR', 'BUYER'] as const)),
  exhibitor: Type.Object({ _id: Id, tradeName: Type.String(), table: Type.Union([Type.Integer(), Type.Null()]) }),
  buyer: Type.Object({ _id: Id, company: Type.String(), country: Type.String(), timeZone: Type.String() }),
  /** The counterpart's contact once accepted; null before. */
  contact: Type.Union([MeetingContact, Type.Null()]),
  /** Online fairs, accepted meetings: where to meet. */
  meetingLink: Type.Union([Type.String(), Type.Null()]),
  placedByStaff: Type.Boolean(),
  createdAt: Timestamp,
});
export type Meeting = Static<typeof Meeting>;
export const MeetingList = ListOf('matchings', Meeting);
export const MeetingAnswer = One('matching', Meeting);
export const MeetingListQuery = Type.Object(
  { ...ListQuery.properties, fair: Type.Optional(Id), status: Type.Optional(OneOf(MEETING_STATUSES)) },
  { additionalProperties: false },
);

// ---- Schedules

export const MyScheduleCell = Type.Object({
  slot: SlotKey,
  /** Seoul wall clock. */
  start: Type.String(),
  end: Type.String(),
  /** The same start in the buyer's time zone ("YYYY-MM-DD HH:MM"), for overseas buyers. */
  localStart: Type.String(),
  meeting: Type.Union([Meeting, Type.Null()]),
});
export const MyScheduleDay = Type.Object({ day: Type.String(), slots: Type.Array(MyScheduleCell) });
export const MySchedule = Type.Object({
  fair: Fair,
  /** Asia/Seoul, and the buyer's own zone beside it (Asia/Seoul for exhibitors). */
  timeZone: Type.String(),
  days: Type.Array(MyScheduleDay),
});
export type MySchedule = Static<typeof MySchedule>;

// ---- Maker pictures (the users service keeps members' logos and photos)

/** GET (internal, users service, for the fairs service only): a member's current logo or photo. */
export const INTERNAL_MEMBER_IMAGE_PATH = '/internal/members/:id/images/:kind';
export const internalMemberImagePath = (memberId: string, kind: MakerImageKind) => `/internal/members/${encodeURIComponent(memberId)}/images/${kind}`;
export const MemberImageParams = Type.Object({ id: Type.String({ maxLength: 36 }), kind: OneOf(MAKER_IMAGE_KINDS) }, { additionalProperties: false });
export const MemberImageAnswer = Type.Object({ contentType: Type.String(), base64: Type.String() });
export type MemberImageAnswer = Static<typeof MemberImageAnswer>;
export const MakerImageParams = Type.Object({ id: Id, kind: OneOf(MAKER_IMAGE_KINDS) }, { additionalProperties: false });

// ---- Whether a member is listed in the maker directory (asked by the content service before a contact message)

/** GET (internal, fairs service, for the content service only): is this member's company profile published? */
export const INTERNAL_LISTED_MAKER_PATH = '/internal/makers/listed/:memberId';
export const internalListedMakerPath = (memberId: string) => `/internal/makers/listed/${encodeURIComponent(memberId)}`;
export const ListedMakerParams = Type.Object({ memberId: Type.String({ minLength: 1, maxLength: 36 }) }, { additionalProperties: false });
export const ListedMakerAnswer = Type.Object({ listed: Type.Boolean() });
export type ListedMakerAnswer = Static<typeof ListedMakerAnswer>;

// ---- Outcomes of meetings and the console's outcome report

export const MEETING_ATTENDANCES = ['HELD', 'NO_SHOW'] as const;
/** PUT /api/v1/me/matchings/{id}/outcome: each side records its own, after the meeting started. */
export const MeetingOutcomeInput = Strict({
  attendance: OneOf(MEETING_ATTENDANCES),
  /** Items consulted on. */
  items: Type.Array(OneOf(MAKER_ITEMS), { maxItems: MAKER_ITEMS.length, uniqueItems: true }),
  /** Estimated order amount, in won. */
  estimatedAmount: Count(100_000_000_000),
  followUp: Type.String({ maxLength: FAIR_LIMITS.note }),
});
export type MeetingOutcomeInput = Static<typeof MeetingOutcomeInput>;
export const MeetingOutcome = Type.Object({ ...MeetingOutcomeInput.properties, side: OneOf(['EXHIBITOR', 'BUYER'] as const), recordedAt: Timestamp });
export const MeetingOutcomeAnswer = One('outcome', MeetingOutcome);

const ReportLine = { meetings: Type.Integer(), held: Type.Integer(), noShows: Type.Integer(), estimatedAmount: Type.Integer() };
/** GET /api/console/matchings/report?fair=: accepted meetings and their outcomes (the exhibitor's record first, else the buyer's). */
export const OutcomeReport = Type.Object({
  totals: Type.Object({ ...ReportLine, accepted: Type.Integer(), recorded: Type.Integer() }),
  byItem: Type.Array(Type.Object({ item: OneOf(MAKER_ITEMS), ...ReportLine })),
  byCountry: Type.Array(Type.Object({ country: Type.String(), ...ReportLine })),
  byExhibitor: Type.Array(Type.Object({ exhibitorId: Id, tradeName: Type.String(), ...ReportLine })),
});
export type OutcomeReport = Static<typeof OutcomeReport>;
export const OutcomeReportQuery = Type.Object({ fair: Id }, { additionalProperties: false });

/**
 * An exhibitor suggested to a buyer (GET /api/v1/me/fairs/{id}/suggestions, and for staff
 * GET /api/console/fairs/{id}/buyers/{participantId}/suggestions): an approved exhibitor who brings
 * at least one item the buyer wants (their application's items, their fair products' items, or
 * their directory profile's items), best first — most wanted items, then capacity that fits the
 * buyer's order volume, then those the buyer does not meet yet, then most free slots for both,
 * then table.
 */
export const ExhibitorSuggestion = Type.Object({
  ...FairSeller.properties,
  /** The wanted items this exhibitor brings, in the buyer's order. */
  matchedItems: Type.Array(OneOf(MAKER_ITEMS)),
  moq: Type.Integer(),
  monthlyCapacity: Type.Integer(),
  /** The buyer's order volume (its first number, in pieces) lies between the MOQ and the monthly capacity; null when the volume names no number. */
  capacityFits: Type.Union([Type.Boolean(), Type.Null()]),
  /** Slots not yet begun in which neither the exhibitor nor the buyer holds a meeting. */
  freeSlots: Type.Integer(),
  /** The buyer already holds a meeting (requested or accepted) with this exhibitor. */
  meeting: Type.Boolean(),
});
export type ExhibitorSuggestion = Static<typeof ExhibitorSuggestion>;
export const ExhibitorSuggestions = Type.Object({ suggestions: Type.Array(ExhibitorSuggestion) });
export type ExhibitorSuggestions = Static<typeof ExhibitorSuggestions>;

// ---- Addresses the pages call (one place, so the public and member pages cannot drift)

export const FAIR_PATHS = {
  makers: '/api/v1/makers',
  maker: (id: string) => `/api/v1/makers/${encodeURIComponent(id)}`,
  makerImage: (id: string, kind: MakerImageKind) => `/api/v1/makers/${encodeURIComponent(id)}/${kind}`,
  fairs: '/api/v1/fairs',
  fair: (id: string) => `/api/v1/fairs/${encodeURIComponent(id)}`,
  sellers: (fair: string) => `/api/v1/fairs/${encodeURIComponent(fair)}/sellers`,
  products: (fair: string) => `/api/v1/fairs/${encodeURIComponent(fair)}/products`,
  product: (fair: string, id: string) => `/api/v1/fairs/${encodeURIComponent(fair)}/products/${encodeURIComponent(id)}`,
  productPhotos: (fair: string, product: string) => `/api/v1/fairs/${encodeURIComponent(fair)}/products/${encodeURIComponent(product)}/photos`,
  productPhoto: (fair: string, product: string, photo: string) => `/api/v1/fairs/${encodeURIComponent(fair)}/products/${encodeURIComponent(product)}/photos/${encodeURIComponent(photo)}`,
  consoleProducts: (fair: string) => `/api/console/fairs/${encodeURIComponent(fair)}/products`,
  consoleProductPhotos: (fair: string, product: string) => `/api/console/fairs/${encodeURIComponent(fair)}/products/${encodeURIComponent(product)}/photos`,
  consoleProductPhoto: (fair: string, product: string, photo: string) => `/api/console/fairs/${encodeURIComponent(fair)}/products/${encodeURIComponent(product)}/photos/${encodeURIComponent(photo)}`,
  ownIntroduction: '/api/v1/me/introductions',
  myFairs: '/api/v1/me/fairs',
  exhibitorApplication: (fair: string) => `/api/v1/me/fairs/${encodeURIComponent(fair)}/exhibitor`,
  buyerRegistration: (fair: string) => `/api/v1/me/fairs/${encodeURIComponent(fair)}/buyer`,
  matchings: '/api/v1/me/matchings',
  matchingAnswer: (id: string) => `/api/v1/me/matchings/${encodeURIComponent(id)}/answer`,
  matchingCancel: (id: string) => `/api/v1/me/matchings/${encodeURIComponent(id)}/cancel`,
  matchingOutcome: (id: string) => `/api/v1/me/matchings/${encodeURIComponent(id)}/outcome`,
  schedule: (fair: string) => `/api/v1/me/schedules/${encodeURIComponent(fair)}`,
  suggestions: (fair: string) => `/api/v1/me/fairs/${encodeURIComponent(fair)}/suggestions`,
  scheduleIcal: (fair: string) => `/api/v1/me/schedules/${encodeURIComponent(fair)}/ical`,
} as const;

/** The list answers, typed for the pages that read them. */
export type MakerList = Static<typeof MakerList>;
export type FairList = Static<typeof FairList>;
export type FairSellerList = Static<typeof FairSellerList>;
export type FairProductList = Static<typeof FairProductList>;
export type MyFairList = Static<typeof MyFairList>;
export type MeetingList = Static<typeof MeetingList>;
export type OwnIntroductionAnswer = Static<typeof OwnIntroductionAnswer>;
export type MeetingOutcome = Static<typeof MeetingOutcome>;
