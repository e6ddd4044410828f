// Staff's administration of members (issue 14): member levels and what they grant, a member
// created at the desk for a walk-in maker, edits, suspension, the CSV of the list, and the
// recipient groups of staff messages. The list and detail shapes themselves are in users.ts.
import { Type, type Static } from 'typebox';
import { LOCALES, LOCATIONS, MEMBER_KINDS, WORK_TYPES } from './enums.ts';
import { Id, LocalisedTextOf, OneOf, Timestamp } from './common.ts';
import { CountryField, EmailField, LocaleField, MemberNameField, NewPasswordField, PhoneField, ReceiveConsent, UsernameField } from './members.ts';

// ---- Member levels: /api/console/levels

export const LEVEL_NAME_MAX_LENGTH = 40;
/** At most this many extra applications per application window; kept small on purpose. */
export const LEVEL_EXTRA_QUOTA_MAX = 5;

/**
 * What a level grants. Deliberately two things only, both read by the applications rules:
 * `extraQuotaPerWindow` — applications a member of the level may hold per window beyond the
 * window's own quota; `lotteryPriority` — in a lottery window, their entries are drawn first.
 */
export const LevelGrants = Type.Object(
  {
    extraQuotaPerWindow: Type.Integer({ minimum: 0, maximum: LEVEL_EXTRA_QUOTA_MAX }),
    lotteryPriority: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type LevelGrants = Static<typeof LevelGrants>;

/** POST /api/console/levels, PUT /api/console/levels/{id}. `order`: lower comes first in lists and menus. */
export const MemberLevelInput = Type.Object(
  {
    name: LocalisedTextOf(LEVEL_NAME_MAX_LENGTH),
    order: Type.Integer({ minimum: 0, maximum: 999 }),
    grants: LevelGrants,
  },
  { additionalProperties: false },
);
export type MemberLevelInput = Static<typeof MemberLevelInput>;

export const MemberLevel = Type.Object({
  _id: Id,
  ...MemberLevelInput.properties,
  /** Members (any status but withdrawn) who hold the level now. */
  memberCount: Type.Integer({ minimum: 0 }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type MemberLevel = Static<typeof MemberLevel>;

/** GET /api/console/levels: every level, by order (there are a handful, so no paging). */
export const MemberLevelList = Type.Object({ levels: Type.Array(MemberLevel) });
export type MemberLevelList = Static<typeof MemberLevelList>;
export const MemberLevelDetail = Type.Object({ level: MemberLevel });
export type MemberLevelDetail = Static<typeof MemberLevelDetail>;

/** GET (internal): the levels' ids, names, order and grants, for services that set something per level (the shop's point rates, coupons issued to a level) or read the grants (the waiting room). */
export const INTERNAL_LEVELS_PATH = '/internal/members/levels';
const levelNameFields = { _id: Id, name: MemberLevelInput.properties.name, order: MemberLevelInput.properties.order };
export const LevelName = Type.Object(levelNameFields);
export type LevelName = Static<typeof LevelName>;
export const InternalLevel = Type.Object({ ...levelNameFields, grants: LevelGrants });
export type InternalLevel = Static<typeof InternalLevel>;
export const InternalLevelsAnswer = Type.Object({ levels: Type.Array(InternalLevel) });
export type InternalLevelsAnswer = Static<typeof InternalLevelsAnswer>;

// ---- Walk-in member: POST /api/console/users

export const MEMBER_MEMO_MAX_LENGTH = 1000;
export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** The fields staff fill in for a member, on creation and on edit (the kind decides phone and country). */
const MEMBER_DETAILS = {
  name: MemberNameField,
  email: EmailField,
  phone: Type.Optional(PhoneField),
  country: Type.Optional(CountryField),
  locale: LocaleField,
  receiveConsent: ReceiveConsent,
};

/**
 * A member created by staff for a walk-in maker: the sign-up rules (signUpProblems() minus
 * verification and agreements — the maker agrees on paper at the desk) with a temporary password
 * staff choose and tell the maker. `notifyBy` sends the WELCOME message through the outbox.
 */
export const ConsoleMemberCreate = Type.Object(
  {
    memberKind: OneOf(MEMBER_KINDS),
    username: UsernameField,
    temporaryPassword: NewPasswordField,
    ...MEMBER_DETAILS,
    levelId: Type.Optional(Type.Union([Id, Type.Null()])),
    memo: Type.Optional(Type.String({ maxLength: MEMBER_MEMO_MAX_LENGTH })),
    notifyBy: Type.Optional(OneOf(['SMS', 'EMAIL'] as const)),
    /**
     * The maker signed the required terms, as published now, on paper at the desk: the ledger
     * records that agreement and they are not asked again online. Absent or false: they agree at
     * their first sign-in.
     */
    termsSignedOnPaper: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ConsoleMemberCreate = Static<typeof ConsoleMemberCreate>;

/** PUT /api/console/users/{id}: what staff may change. The kind decides the phone and country rules. */
export const ConsoleMemberUpdate = Type.Object(
  {
    ...MEMBER_DETAILS,
    levelId: Type.Union([Id, Type.Null()]),
    memo: Type.String({ maxLength: MEMBER_MEMO_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ConsoleMemberUpdate = Static<typeof ConsoleMemberUpdate>;

/** POST /api/console/users/{id}/suspend and /reactivate: the reason is kept and audited. */
export const MemberSuspension = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: SUSPENSION_REASON_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type MemberSuspension = Static<typeof MemberSuspension>;

/** The withdrawal record keeps 500 characters; a removal's reason is stored after a "[staff] " mark. */
export const MEMBER_REMOVAL_REASON_MAX_LENGTH = 480;

/**
 * DELETE /api/console/users/{id}: staff remove a member's account at the member's request (the
 * same erasure as the member's own withdrawal). The reason is kept with the withdrawal record.
 */
export const MemberRemoval = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MEMBER_REMOVAL_REASON_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type MemberRemoval = Static<typeof MemberRemoval>;

/** POST /api/console/users → 201. */
export const ConsoleMemberCreated = Type.Object({ user: Type.Object({ _id: Id, username: Type.String(), memberKind: OneOf(MEMBER_KINDS), createdAt: Timestamp }) });
export type ConsoleMemberCreated = Static<typeof ConsoleMemberCreated>;

/** GET /api/console/users/export.csv: the list's filters; minimal personal data (no contact). */
export const MEMBER_CSV_COLUMNS = ['username', 'name', 'memberKind', 'level', 'status', 'createdAt'] as const;
/** The export stops here; narrow the filters for more. */
export const MEMBER_CSV_MAX_ROWS = 50_000;

// ---- Recipient groups of staff messages

/**
 * A group of members a staff message goes to: every condition given must hold. `approvedOn`
 * picks members with an APPROVED application for that Seoul day (optionally one site —
 * `location` — and work type), asked of the applications service. Only active members receive messages.
 */
export const MessageGroup = Type.Object(
  {
    memberKind: Type.Optional(OneOf(MEMBER_KINDS)),
    levelId: Type.Optional(Id),
    locale: Type.Optional(OneOf(LOCALES)),
    approvedOn: Type.Optional(
      Type.Object(
        {
          date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
          location: Type.Optional(OneOf(LOCATIONS)),
          work: Type.Optional(OneOf(WORK_TYPES)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type MessageGroup = Static<typeof MessageGroup>;

/** Groups larger than this are refused: narrow the filters (a group send is one outbox batch). */
export const MESSAGE_GROUP_MAX = 20_000;

/** POST /internal/members/recipients (users service; caller: admin). */
export const RecipientsQuery = Type.Object(
  {
    memberKind: Type.Optional(OneOf(MEMBER_KINDS)),
    levelId: Type.Optional(Id),
    locale: Type.Optional(OneOf(LOCALES)),
    /** Only these members (the applications service's answer); an empty list selects no one. */
    memberIds: Type.Optional(Type.Array(Type.String({ maxLength: 36 }), { maxItems: MESSAGE_GROUP_MAX })),
  },
  { additionalProperties: false },
);
export type RecipientsQuery = Static<typeof RecipientsQuery>;

export const RecipientContact = Type.Object({
  memberId: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  locale: LocaleField,
  receiveConsent: ReceiveConsent,
});
export type RecipientContact = Static<typeof RecipientContact>;
export const RecipientsAnswer = Type.Object({ recipients: Type.Array(RecipientContact) });
export type RecipientsAnswer = Static<typeof RecipientsAnswer>;

export const INTERNAL_RECIPIENTS_PATH = '/internal/members/recipients';
/** GET (applications service; caller: admin) ?date=&location=&work= → { memberIds }. */
export const INTERNAL_APPROVED_MEMBERS_PATH = '/internal/applications/approved-members';
export const ApprovedMembersQuery = Type.Object(
  {
    date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
    location: Type.Optional(OneOf(LOCATIONS)),
    work: Type.Optional(OneOf(WORK_TYPES)),
  },
  { additionalProperties: false },
);
export type ApprovedMembersQuery = Static<typeof ApprovedMembersQuery>;
export const ApprovedMembersAnswer = Type.Object({ memberIds: Type.Array(Type.String()) });
export type ApprovedMembersAnswer = Static<typeof ApprovedMembersAnswer>;

/** POST /api/console/messages/group/preview: how many a group send would reach, before sending. */
export const GroupPreviewRequest = Type.Object(
  { channel: OneOf(['SMS', 'EMAIL'] as const), purpose: Type.Optional(OneOf(['TRANSACTIONAL', 'ADVERTISING'] as const)), group: MessageGroup },
  { additionalProperties: false },
);
export type GroupPreviewRequest = Static<typeof GroupPreviewRequest>;

export const GroupPreview = Type.Object({
  /** Members in the group. */
  members: Type.Integer({ minimum: 0 }),
  /** Of those, the ones the message would be written to. */
  reachable: Type.Integer({ minimum: 0 }),
  noConsent: Type.Integer({ minimum: 0 }),
  noContact: Type.Integer({ minimum: 0 }),
});
export type GroupPreview = Static<typeof GroupPreview>;

/** POST /api/console/messages/group/sms and /email → 202: written to the outbox, delivered by its worker. */
export const GroupSmsRequest = Type.Object(
  {
    group: MessageGroup,
    purpose: Type.Optional(OneOf(['TRANSACTIONAL', 'ADVERTISING'] as const)),
    subject: Type.Optional(Type.String({ maxLength: 40 })),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    /** The count the preview showed; a group that changed since is refused (409) so staff look again. */
    expectedCount: Type.Integer({ minimum: 0, maximum: MESSAGE_GROUP_MAX }),
  },
  { additionalProperties: false },
);
export type GroupSmsRequest = Static<typeof GroupSmsRequest>;

export const GroupEmailRequest = Type.Object(
  {
    group: MessageGroup,
    purpose: Type.Optional(OneOf(['TRANSACTIONAL', 'ADVERTISING'] as const)),
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    html: Type.String({ minLength: 1, maxLength: 50_000 }),
    expectedCount: Type.Integer({ minimum: 0, maximum: MESSAGE_GROUP_MAX }),
  },
  { additionalProperties: false },
);
export type GroupEmailRequest = Static<typeof GroupEmailRequest>;

export const GroupSendResult = Type.Object({ ...GroupPreview.properties, queued: Type.Integer({ minimum: 0 }) });
export type GroupSendResult = Static<typeof GroupSendResult>;

/** Console paths of members, their levels and withdrawals (users service). */
export const CONSOLE_MEMBER_PATHS = {
  users: '/api/console/users',
  export: '/api/console/users/export.csv',
  withdrawals: '/api/console/users/withdrawals',
  levels: '/api/console/levels',
} as const;
