// Exhibitions and the auction of designers' works (auction service): authors, programs with their
// halls, works and their lots, bidders, bids and results. Texts are plain (no HTML): pages show
// them as text, so nothing needs sanitising and nothing can carry markup.
import { Type, type Static } from 'typebox';
import { Id, ListQuery, ListSummary, OneOf, Timestamp } from './common.ts';
import { ListOf, One, Localised, Strict } from './collections.ts';
import { SOCIAL_TYPES, type Locale } from './enums.ts';
import { AUCTION_PAYMENT_STATES } from './auction-payment.ts';

export const AUCTION_PATHS = {
  halls: '/api/v1/auction/halls',
  programs: '/api/v1/auction/programs',
  works: '/api/v1/auction/works',
  files: '/api/v1/auction/files',
  /** Bids of one work: `${works}/{work}/bids`. */
  bids: (work: string) => `/api/v1/auction/works/${work}/bids`,
  /** A member's registration as bidder of one program (member token). */
  registration: (program: string) => `/api/v1/auction/programs/${program}/registration`,
  myBids: '/api/v1/me/bids',
} as const;

export const CONSOLE_AUCTION_PATHS = {
  authors: '/api/console/auction/authors',
  files: '/api/console/auction/files',
  programs: '/api/console/auction/programs',
  works: '/api/console/auction/works',
  bids: '/api/console/auction/bids',
} as const;


export const HALL_KINDS = ['PHYSICAL', 'ONLINE'] as const;
export type HallKind = (typeof HALL_KINDS)[number];

/** Where a program stands, by the clock: before its period, during it, after it. */
export const PROGRAM_STATUSES = ['PLANNED', 'IN_PROGRESS', 'CLOSED'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** When buy-now may end a lot: until the first bid, or until the reserve is met. */
export const BUY_NOW_RULES = ['UNTIL_FIRST_BID', 'UNTIL_RESERVE_MET'] as const;
export type BuyNowRule = (typeof BUY_NOW_RULES)[number];

/** A lot's state: open for bids (or not yet), sold to its leader, bought now, or closed unsold (no bid, reserve not met). */
export const LOT_STATES = ['OPEN', 'SOLD', 'BOUGHT', 'UNSOLD'] as const;
export type LotState = (typeof LOT_STATES)[number];

export const BIDDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type BidderStatus = (typeof BIDDER_STATUSES)[number];

/** A bid the member placed, a step the service placed for them up to their maximum, or a buy-now. */
export const BID_KINDS = ['BID', 'PROXY', 'BUY_NOW'] as const;
export type BidKind = (typeof BID_KINDS)[number];

/** Where a member stands on a work they bid on (`/api/v1/me/bids`). */
export const MY_BID_STANDINGS = ['LEADING', 'OUTBID', 'WON', 'LOST'] as const;
export type MyBidStanding = (typeof MY_BID_STANDINGS)[number];

/** Amounts are whole won; this bound refuses absurd ones (and fits a 32-bit column). */
export const AUCTION_AMOUNT_MAX = 2_000_000_000;
const Amount = Type.Integer({ minimum: 0, maximum: AUCTION_AMOUNT_MAX });
const PositiveAmount = Type.Integer({ minimum: 1, maximum: AUCTION_AMOUNT_MAX });
/** Longest anti-sniping extension staff may set, in minutes. */
export const EXTENSION_MINUTES_MAX = 60;
/** Days a winner has to pay through the shop, counted from the close. */
export const AUCTION_PAYMENT_DAYS = 7;

const Url = Type.String({ minLength: 1, maxLength: 500, pattern: '^(https://|/api/v1/)' });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const LocalisedOut = Type.Object({ ko: Type.String(), en: Type.String(), cn: Type.String(), jp: Type.String() });

// ---- Authors

export const SocialLink = Strict({ type: OneOf(SOCIAL_TYPES), url: Type.String({ minLength: 1, maxLength: 500, pattern: '^https://' }) });
export type SocialLink = Static<typeof SocialLink>;

export const AuthorInput = Strict({
  name: Localised(100),
  photo: Nullable(Url),
  biography: Localised(5000, { optional: true }),
  links: Type.Array(SocialLink, { maxItems: 6 }),
  /** The member account of the author, when they have one: they may never bid on their own works. */
  memberId: Nullable(Id),
});
export type AuthorInput = Static<typeof AuthorInput>;

export const Author = Type.Object({
  _id: Id,
  name: LocalisedOut,
  photo: Nullable(Type.String()),
  biography: LocalisedOut,
  links: Type.Array(Type.Object({ type: OneOf(SOCIAL_TYPES), url: Type.String() })),
  memberId: Nullable(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Author = Static<typeof Author>;
export const AuthorList = ListOf('authors', Author);
export const AuthorDetail = One('author', Author);

/** An author as readers see them, in their language. */
export const PublicAuthor = Type.Object({
  _id: Id,
  name: Type.String(),
  photo: Nullable(Type.String()),
  biography: Type.String(),
  links: Type.Array(Type.Object({ type: OneOf(SOCIAL_TYPES), url: Type.String() })),
});
export type PublicAuthor = Static<typeof PublicAuthor>;

// ---- Programs and halls

/** From `from` won on, each bid raises the price by at least `step`. */
export const IncrementBand = Strict({ from: Amount, step: PositiveAmount });
export type IncrementBand = Static<typeof IncrementBand>;

export const ProgramRules = Strict({
  /** Price bands, the first from 0, ascending. */
  increments: Type.Array(IncrementBand, { minItems: 1, maxItems: 20 }),
  /** A price-changing bid this close to the end extends it to now + this (0: no extension). */
  extensionMinutes: Type.Integer({ minimum: 0, maximum: EXTENSION_MINUTES_MAX }),
  /** No extension goes past it. */
  hardCloseAt: Instant,
  /** Bidders wait for staff approval after accepting the terms. */
  approvalRequired: Type.Boolean(),
  buyNowRule: OneOf(BUY_NOW_RULES),
});
export type ProgramRules = Static<typeof ProgramRules>;

export const HallInput = Strict({
  /** Kept when given (an existing hall); absent: a new hall. */
  _id: Type.Optional(Id),
  name: Localised(100),
  kind: OneOf(HALL_KINDS),
  /** Where a physical hall is (or the online room's note). */
  place: Localised(300, { optional: true }),
});
export type HallInput = Static<typeof HallInput>;

export const ProgramInput = Strict({
  title: Localised(200),
  description: Localised(5000, { optional: true }),
  periodFrom: Day,
  periodTo: Day,
  biddingOpensAt: Instant,
  biddingClosesAt: Instant,
  rules: ProgramRules,
  halls: Type.Array(HallInput, { minItems: 1, maxItems: 20 }),
  published: Type.Boolean(),
});
export type ProgramInput = Static<typeof ProgramInput>;

export const Hall = Type.Object({ _id: Id, programId: Id, name: LocalisedOut, kind: OneOf(HALL_KINDS), place: LocalisedOut });
export type Hall = Static<typeof Hall>;

const RulesOut = Type.Object({
  increments: Type.Array(Type.Object({ from: Type.Integer(), step: Type.Integer() })),
  extensionMinutes: Type.Integer(),
  hardCloseAt: Timestamp,
  approvalRequired: Type.Boolean(),
  buyNowRule: OneOf(BUY_NOW_RULES),
});

export const ConsoleProgram = Type.Object({
  _id: Id,
  title: LocalisedOut,
  description: LocalisedOut,
  periodFrom: Type.String(),
  periodTo: Type.String(),
  biddingOpensAt: Timestamp,
  biddingClosesAt: Timestamp,
  rules: RulesOut,
  halls: Type.Array(Hall),
  published: Type.Boolean(),
  status: OneOf(PROGRAM_STATUSES),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleProgram = Static<typeof ConsoleProgram>;
export const ConsoleProgramList = ListOf('programs', ConsoleProgram);
export const ConsoleProgramDetail = One('program', ConsoleProgram);

export const PublicHall = Type.Object({ _id: Id, programId: Id, name: Type.String(), kind: OneOf(HALL_KINDS), place: Type.String() });
export type PublicHall = Static<typeof PublicHall>;

export const PublicProgram = Type.Object({
  _id: Id,
  title: Type.String(),
  description: Type.String(),
  periodFrom: Type.String(),
  periodTo: Type.String(),
  biddingOpensAt: Timestamp,
  biddingClosesAt: Timestamp,
  rules: RulesOut,
  halls: Type.Array(PublicHall),
  status: OneOf(PROGRAM_STATUSES),
});
export type PublicProgram = Static<typeof PublicProgram>;
export const PublicProgramList = Type.Object({ programs: Type.Array(PublicProgram), summary: ListSummary, serverTime: Timestamp });
export const PublicProgramDetail = Type.Object({ program: PublicProgram, serverTime: Timestamp });

export const ProgramListQuery = Type.Intersect([ListQuery, Type.Object({ status: Type.Optional(OneOf(PROGRAM_STATUSES)) })]);
export type ProgramListQuery = Static<typeof ProgramListQuery>;

// ---- Works and their lots

export const WorkInput = Strict({
  programId: Id,
  hallId: Id,
  authorId: Id,
  title: Localised(200),
  images: Type.Array(Url, { maxItems: 20 }),
  materials: Localised(300, { optional: true }),
  size: Type.String({ maxLength: 100 }),
  year: Nullable(Type.Integer({ minimum: 1900, maximum: 2100 })),
  description: Localised(5000, { optional: true }),
  estimateLow: Nullable(Amount),
  estimateHigh: Nullable(Amount),
  startPrice: PositiveAmount,
  /** Below it the lot is not sold; never shown, only whether it is met. */
  reservePrice: Nullable(PositiveAmount),
  buyNowPrice: Nullable(PositiveAmount),
  /** Place in the hall, ascending. */
  hallOrder: Type.Integer({ minimum: 0, maximum: 10_000 }),
  published: Type.Boolean(),
});
export type WorkInput = Static<typeof WorkInput>;

/** The lot as anyone may see it: the price, not the maximums nor the reserve. */
export const Lot = Type.Object({
  state: OneOf(LOT_STATES),
  /** The price now (the last accepted bid); null before the first bid. */
  currentPrice: Nullable(Type.Integer()),
  /** The least the next bid may be; null when the lot is closed. */
  nextAmount: Nullable(Type.Integer()),
  bidCount: Type.Integer(),
  /** Masked name of the leader (`ki***01`); null before the first bid. */
  leader: Nullable(Type.String()),
  reserveMet: Type.Boolean(),
  hasReserve: Type.Boolean(),
  buyNowPrice: Nullable(Type.Integer()),
  buyNowAvailable: Type.Boolean(),
  opensAt: Timestamp,
  /** When bidding ends (after any extension). */
  closesAt: Timestamp,
  hardCloseAt: Timestamp,
  /** True while bids are taken, by the server's clock. */
  open: Type.Boolean(),
  /** Changes with every accepted bid (the ETag of the work follows it). */
  version: Type.Integer(),
  hammerPrice: Nullable(Type.Integer()),
});
export type Lot = Static<typeof Lot>;

export const PublicWork = Type.Object({
  _id: Id,
  programId: Id,
  hallId: Id,
  author: PublicAuthor,
  title: Type.String(),
  images: Type.Array(Type.String()),
  materials: Type.String(),
  size: Type.String(),
  year: Nullable(Type.Integer()),
  description: Type.String(),
  estimateLow: Nullable(Type.Integer()),
  estimateHigh: Nullable(Type.Integer()),
  startPrice: Type.Integer(),
  hallOrder: Type.Integer(),
  lot: Lot,
});
export type PublicWork = Static<typeof PublicWork>;
export const PublicWorkList = Type.Object({ works: Type.Array(PublicWork), summary: ListSummary, serverTime: Timestamp });
export const PublicWorkDetail = Type.Object({ work: PublicWork, serverTime: Timestamp });
export const PublicHallDetail = Type.Object({ hall: PublicHall, program: PublicProgram, works: Type.Array(PublicWork), serverTime: Timestamp });

export const WorkListQuery = Type.Intersect([ListQuery, Type.Object({ programId: Type.Optional(Id), hallId: Type.Optional(Id), authorId: Type.Optional(Id) })]);
export type WorkListQuery = Static<typeof WorkListQuery>;

export const ConsoleWork = Type.Object({
  _id: Id,
  programId: Id,
  hallId: Id,
  authorId: Id,
  title: LocalisedOut,
  images: Type.Array(Type.String()),
  materials: LocalisedOut,
  size: Type.String(),
  year: Nullable(Type.Integer()),
  description: LocalisedOut,
  estimateLow: Nullable(Type.Integer()),
  estimateHigh: Nullable(Type.Integer()),
  startPrice: Type.Integer(),
  reservePrice: Nullable(Type.Integer()),
  buyNowPrice: Nullable(Type.Integer()),
  hallOrder: Type.Integer(),
  published: Type.Boolean(),
  lot: Lot,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleWork = Static<typeof ConsoleWork>;
export const ConsoleWorkList = ListOf('works', ConsoleWork);
export const ConsoleWorkDetail = One('work', ConsoleWork);

// ---- Bidders and bids

/** PUT /api/v1/auction/programs/{program}/registration: the member accepts the auction terms. */
export const RegistrationRequest = Strict({ acceptTerms: Type.Literal(true) });
export const Registration = Type.Object({ _id: Id, programId: Id, status: OneOf(BIDDER_STATUSES), acceptedTermsAt: Timestamp });
export type Registration = Static<typeof Registration>;
export const RegistrationAnswer = One('registration', Registration);
/** GET of one's registration: null before accepting the terms (a read, not a refusal). */
export const MyRegistration = Type.Object({ registration: Nullable(Registration) });

/**
 * POST a bid: `amount` (a bid now), or `maximum` (the service bids for you up to it; the bid now is
 * the least allowed), or both (`amount` ≤ `maximum`); or `buyNow: true` alone.
 */
export const BidRequest = Strict({
  amount: Type.Optional(PositiveAmount),
  maximum: Type.Optional(PositiveAmount),
  buyNow: Type.Optional(Type.Literal(true)),
});
export type BidRequest = Static<typeof BidRequest>;

/** PUT one's bid: raise the maximum the service bids up to. */
export const RaiseMaximumRequest = Strict({ maximum: PositiveAmount });
export type RaiseMaximumRequest = Static<typeof RaiseMaximumRequest>;

export const BidParams = Strict({ work: Id });
export const OneBidParams = Strict({ work: Id, bid: Id });

export const Bid = Type.Object({
  _id: Id,
  workId: Id,
  /** Masked, e.g. `ki***01`. */
  bidder: Type.String(),
  amount: Type.Integer(),
  kind: OneOf(BID_KINDS),
  /** Order on the work, from 1. */
  sequence: Type.Integer(),
  placedAt: Timestamp,
  retracted: Type.Boolean(),
  /** True on the caller's own bids (a signed-in caller). */
  mine: Type.Boolean(),
});
export type Bid = Static<typeof Bid>;
export const BidList = Type.Object({ bids: Type.Array(Bid), summary: ListSummary, lot: Lot, serverTime: Timestamp });
export const BidDetail = Type.Object({ bid: Bid, serverTime: Timestamp });

/** What a bid answers: the bid, the lot after it, whether the caller leads (false: outbid at once), the server's time. */
export const BidPlaced = Type.Object({
  bid: Bid,
  lot: Lot,
  leading: Type.Boolean(),
  /** The caller's maximum now (their own secret). */
  maximum: Type.Integer(),
  extended: Type.Boolean(),
  serverTime: Timestamp,
});
export type BidPlaced = Static<typeof BidPlaced>;

export const MyBid = Type.Object({
  work: Type.Object({ _id: Id, title: Type.String(), images: Type.Array(Type.String()), programId: Id }),
  standing: OneOf(MY_BID_STANDINGS),
  myHighest: Type.Integer(),
  myMaximum: Type.Integer(),
  lot: Lot,
  /** On a won lot: pay by then through the shop. */
  paymentDueAt: Nullable(Timestamp),
  /** On a won lot: unpaid, paid (through the shop) or lapsed. */
  paymentState: Type.Optional(Nullable(OneOf(AUCTION_PAYMENT_STATES))),
  /** On a won lot: the shop order that pays for it, once ordered. */
  orderId: Type.Optional(Nullable(Id)),
});
export type MyBid = Static<typeof MyBid>;
export const MyBidList = Type.Object({ bids: Type.Array(MyBid), summary: ListSummary, serverTime: Timestamp });
export const MyBidQuery = Type.Intersect([ListQuery, Type.Object({ standing: Type.Optional(OneOf(MY_BID_STANDINGS)) })]);
export type MyBidQuery = Static<typeof MyBidQuery>;

// ---- Console: bids, bidders, results

export const ConsoleBid = Type.Object({
  _id: Id,
  workId: Id,
  memberId: Type.String(),
  username: Type.String(),
  name: Type.String(),
  amount: Type.Integer(),
  maximum: Nullable(Type.Integer()),
  kind: OneOf(BID_KINDS),
  sequence: Type.Integer(),
  placedAt: Timestamp,
  retractedAt: Nullable(Timestamp),
  retractedBy: Nullable(Type.String()),
  retractReason: Nullable(Type.String()),
});
export type ConsoleBid = Static<typeof ConsoleBid>;
export const ConsoleBidList = ListOf('bids', ConsoleBid);
export const ConsoleBidQuery = Type.Intersect([ListQuery, Type.Object({ workId: Type.Optional(Id), memberId: Type.Optional(Type.String({ maxLength: 36 })) })]);
export type ConsoleBidQuery = Static<typeof ConsoleBidQuery>;
export const RetractRequest = Strict({ reason: Type.String({ minLength: 2, maxLength: 500 }) });
export type RetractRequest = Static<typeof RetractRequest>;

export const ConsoleBidder = Type.Object({
  _id: Id,
  programId: Id,
  memberId: Type.String(),
  username: Type.String(),
  name: Type.String(),
  status: OneOf(BIDDER_STATUSES),
  acceptedTermsAt: Timestamp,
  decidedAt: Nullable(Timestamp),
});
export type ConsoleBidder = Static<typeof ConsoleBidder>;
export const ConsoleBidderList = ListOf('bidders', ConsoleBidder);
export const BidderDecision = Strict({ status: OneOf(['APPROVED', 'REJECTED'] as const) });

export const AuctionResult = Type.Object({
  workId: Id,
  title: Type.String(),
  author: Type.String(),
  state: OneOf(LOT_STATES),
  hammerPrice: Nullable(Type.Integer()),
  reservePrice: Nullable(Type.Integer()),
  reserveMet: Type.Boolean(),
  bidCount: Type.Integer(),
  winnerId: Nullable(Type.String()),
  winnerUsername: Nullable(Type.String()),
  winnerName: Nullable(Type.String()),
  closedAt: Nullable(Timestamp),
  paymentDueAt: Nullable(Timestamp),
  /** UNPAID until the shop's order for it is paid (PAID); LAPSED once offered on past the deadline with nobody left. */
  paymentState: Nullable(OneOf(AUCTION_PAYMENT_STATES)),
  /** The shop order paying for it, once ordered. */
  orderId: Type.Optional(Nullable(Id)),
});
export type AuctionResult = Static<typeof AuctionResult>;
export const AuctionResultList = Type.Object({ results: Type.Array(AuctionResult) });

/** `ki***01`: the first two and last two characters of the username. */
export function maskBidder(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/** The step above `price`: the band whose `from` is the highest not above it. */
export function incrementAt(bands: readonly IncrementBand[], price: number): number {
  let step = bands[0]?.step ?? 1;
  for (const band of bands) if (price >= band.from) step = band.step;
  return step;
}

/** A refusal of a bid: the one error shape, and on BID_TOO_LOW the least allowed amount now. */
export const BidRefusal = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  nextAmount: Type.Optional(Type.String()),
});

// ---- Refusals: the code of each, its status and its words in the four languages.

export const AUCTION_REFUSALS = {
  NOT_FOUND: { status: 404, ko: '작품을 찾을 수 없습니다.', en: 'This work does not exist.', cn: '找不到该作品。', jp: '作品が見つかりません。' },
  BID_NOT_FOUND: { status: 404, ko: '입찰을 찾을 수 없습니다.', en: 'This bid does not exist.', cn: '找不到该出价。', jp: '入札が見つかりません。' },
  NOT_REGISTERED: { status: 403, ko: '경매 약관에 동의하고 입찰자로 등록해야 입찰할 수 있습니다.', en: 'Accept the auction terms and register as a bidder first.', cn: '请先同意拍卖条款并登记为竞拍人。', jp: 'オークション規約に同意し、入札者として登録してください。' },
  APPROVAL_PENDING: { status: 403, ko: '입찰자 승인을 기다리고 있습니다.', en: 'Your registration as a bidder awaits the centre\'s approval.', cn: '您的竞拍人登记正在等待审批。', jp: '入札者登録は承認待ちです。' },
  BIDDER_REJECTED: { status: 403, ko: '이 프로그램에는 입찰할 수 없습니다.', en: 'You may not bid in this program.', cn: '您不能参与本项目的竞拍。', jp: 'このプログラムには入札できません。' },
  OWN_WORK: { status: 403, ko: '자신의 작품에는 입찰할 수 없습니다.', en: 'You cannot bid on your own work.', cn: '不能对自己的作品出价。', jp: 'ご自身の作品には入札できません。' },
  NOT_OPEN: { status: 409, ko: '아직 입찰이 시작되지 않았습니다.', en: 'Bidding has not started yet.', cn: '竞拍尚未开始。', jp: '入札はまだ始まっていません。' },
  CLOSED: { status: 409, ko: '입찰이 마감되었습니다.', en: 'Bidding has closed.', cn: '竞拍已结束。', jp: '入札は締め切られました。' },
  BID_TOO_LOW: { status: 409, ko: '입찰 가능한 최소 금액보다 낮습니다.', en: 'The bid is below the least allowed amount.', cn: '出价低于最低可出价金额。', jp: '入札額が最低入札額を下回っています。' },
  ALREADY_LEADING: { status: 409, ko: '이미 최고 입찰자입니다. 최대 금액을 올리려면 입찰을 수정하세요.', en: 'You are already the high bidder; raise your maximum instead.', cn: '您已是最高出价者，请改为提高最高限额。', jp: 'すでに最高入札者です。上限額の引き上げをご利用ください。' },
  BAD_BID: { status: 400, ko: '입찰 금액 또는 최대 금액 중 하나를 입력하세요 (즉시 구매는 단독으로).', en: 'Give an amount, a maximum or both (amount not above maximum), or buy-now alone.', cn: '请填写出价金额或最高限额（出价不得高于限额），或单独选择立即购买。', jp: '入札額か上限額（入札額は上限額以下）を入力するか、即決購入のみを選んでください。' },
  BUY_NOW_UNAVAILABLE: { status: 409, ko: '이 작품은 지금 즉시 구매할 수 없습니다.', en: 'Buy-now is not available for this work now.', cn: '该作品目前无法立即购买。', jp: 'この作品は現在即決購入できません。' },
  NOT_LEADER: { status: 409, ko: '최고 입찰자만 최대 금액을 올릴 수 있습니다.', en: 'Only the high bidder can raise a maximum; place a new bid instead.', cn: '只有最高出价者可以提高限额，请重新出价。', jp: '上限額を引き上げられるのは最高入札者のみです。新たに入札してください。' },
  MAXIMUM_TOO_LOW: { status: 409, ko: '새 최대 금액은 현재 최대 금액보다 높아야 합니다.', en: 'The new maximum must be above your current one.', cn: '新的最高限额必须高于当前限额。', jp: '新しい上限額は現在の上限額より高くしてください。' },
  NOT_YOURS: { status: 403, ko: '본인의 입찰만 변경할 수 있습니다.', en: 'You can only change your own bids.', cn: '只能修改自己的出价。', jp: 'ご自身の入札のみ変更できます。' },
  RETRACT_NOT_ALLOWED: { status: 409, ko: '다른 회원이 입찰한 뒤에는 입찰을 취소할 수 없습니다.', en: 'A bid cannot be retracted once someone else has bid.', cn: '他人出价后不能撤回出价。', jp: '他の方が入札した後は取り消せません。' },
  ALREADY_RETRACTED: { status: 409, ko: '이미 취소된 입찰입니다.', en: 'This bid was retracted already.', cn: '该出价已撤回。', jp: 'この入札はすでに取り消されています。' },
  BIDS_BUSY: { status: 503, ko: '입찰이 몰리고 있습니다. 잠시 후 다시 시도해 주세요.', en: 'Bidding is very busy; please try again in a moment.', cn: '出价繁忙，请稍后再试。', jp: '入札が混み合っています。しばらくしてから再度お試しください。' },
  PROGRAM_NOT_FOUND: { status: 404, ko: '프로그램을 찾을 수 없습니다.', en: 'This program does not exist.', cn: '找不到该项目。', jp: 'プログラムが見つかりません。' },
  HALL_NOT_FOUND: { status: 404, ko: '전시관을 찾을 수 없습니다.', en: 'This hall does not exist.', cn: '找不到该展厅。', jp: '展示室が見つかりません。' },
  BIDDER_NOT_FOUND: { status: 404, ko: '입찰자 등록을 찾을 수 없습니다.', en: 'This bidder registration does not exist.', cn: '找不到该竞拍人登记。', jp: '入札者登録が見つかりません。' },
  AUTHOR_NOT_FOUND: { status: 404, ko: '작가를 찾을 수 없습니다.', en: 'This author does not exist.', cn: '找不到该作者。', jp: '作家が見つかりません。' },
  HALL_IN_USE: { status: 409, ko: '작품이 있는 전시관은 삭제할 수 없습니다.', en: 'A hall with works cannot be removed.', cn: '有作品的展厅不能删除。', jp: '作品がある展示室は削除できません。' },
  IN_USE: { status: 409, ko: '연결된 작품이나 입찰이 있어 삭제할 수 없습니다.', en: 'It has works or bids and cannot be deleted.', cn: '存在关联的作品或出价，无法删除。', jp: '関連する作品や入札があるため削除できません。' },
  BAD_PROGRAM: { status: 400, ko: '기간, 입찰 시간, 증가 단위를 확인해 주세요.', en: 'Check the period, the bidding window (opens before closes, closes no later than the hard close) and the increment bands (first from 0, ascending).', cn: '请检查期间、竞拍时间和加价幅度。', jp: '期間、入札時間、刻み幅を確認してください。' },
  BAD_WORK: { status: 400, ko: '가격(추정가, 시작가, 최저 낙찰가, 즉시 구매가)을 확인해 주세요.', en: 'Check the prices: estimate low ≤ high, buy-now above the start price and not below the reserve.', cn: '请检查价格设置。', jp: '価格の設定を確認してください。' },
  PRICES_LOCKED: { status: 409, ko: '입찰이 시작된 작품의 가격 조건은 바꿀 수 없습니다.', en: 'The prices of a work with bids cannot change.', cn: '已有出价的作品不能修改价格条件。', jp: '入札がある作品の価格条件は変更できません。' },
  WIN_NOT_FOUND: { status: 404, ko: '낙찰받은 작품이 아닙니다.', en: 'You did not win this work.', cn: '您未拍得该作品。', jp: '落札した作品ではありません。' },
  WIN_PAID: { status: 409, ko: '이미 결제한 작품입니다.', en: 'This work is paid for already.', cn: '该作品已付款。', jp: 'この作品はお支払い済みです。' },
  PAYMENT_OVERDUE: { status: 409, ko: '결제 기한이 지났습니다. 센터에 문의해 주세요.', en: 'The payment deadline has passed. Please contact the centre.', cn: '付款期限已过，请联系中心。', jp: 'お支払い期限を過ぎました。センターにお問い合わせください。' },
  ORDER_TAKEN: { status: 409, ko: '이 작품의 주문이 이미 진행 중입니다. 마이페이지의 주문 내역을 확인해 주세요.', en: 'An order for this work is already under way; see your orders in My page.', cn: '该作品的订单已在处理中，请在我的页面查看订单。', jp: 'この作品の注文はすでに進行中です。マイページの注文履歴をご確認ください。' },
  OFFER_NOT_DUE: { status: 409, ko: '결제 기한이 지나야 다음 입찰자에게 제안할 수 있습니다.', en: 'The win can be offered to the next bidder only after its payment deadline.', cn: '付款期限过后才能转给下一位竞拍人。', jp: 'お支払い期限を過ぎてから次の入札者に提案できます。' },
  BAD_HALL_ORDER: { status: 400, ko: '전시관의 모든 작품을 한 번씩 나열해 주세요. 그사이 작품이 바뀌었다면 새로고침해 주세요.', en: 'List every work of the hall once; if the hall changed meanwhile, reload it.', cn: '请将展厅的每件作品各列一次；如展厅已变更，请刷新。', jp: '展示室のすべての作品を一度ずつ並べてください。その間に変更があった場合は再読み込みしてください。' },
  NOT_UNPAID: { status: 409, ko: '미결제 낙찰이 아닙니다.', en: 'This work has no unpaid win.', cn: '该作品没有未付款的成交。', jp: '未払いの落札ではありません。' },
} as const satisfies Record<string, { status: number } & Record<Locale, string>>;
export type AuctionRefusal = keyof typeof AUCTION_REFUSALS;

// ---- Console: the order of works in a hall (drag or keyboard on the program's page)

/** PUT `${CONSOLE_AUCTION_PATHS.programs}/{program}/halls/{hall}/order`: every work of the hall, once, in the new order. */
export const consoleHallOrderPath = (program: string, hall: string) => `/api/console/auction/programs/${program}/halls/${hall}/order`;
export const HallOrderParams = Strict({ id: Id, hall: Id });
export const HallOrderInput = Strict({ workIds: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) });
export type HallOrderInput = Static<typeof HallOrderInput>;
export const HallOrderAnswer = Type.Object({ works: Type.Array(Type.Object({ _id: Id, hallOrder: Type.Integer() })) });
export type HallOrderAnswer = Static<typeof HallOrderAnswer>;
