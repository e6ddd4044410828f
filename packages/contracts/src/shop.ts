// The makers' shop (issue 22): categories, members' products, carts and orders paid by bank
// deposit. Money is integers of won; every total is the server's, never the client's.
import { Type, type Static } from 'typebox';
import { LOCATIONS } from './enums.ts';
import { Id, ListQuery, ListSummary, LocalisedTextOf, OneOf, Timestamp } from './common.ts';
import { FIELD_LIMITS, ListOf, One } from './collections.ts';
import { LevelName } from './member-admin.ts';

// ---- Limits of the shop, named once

export const SHOP_LIMITS = {
  /** The dearest product, in won (ten million). */
  maxPrice: 10_000_000,
  maxShippingFee: 100_000,
  /** Options (size/colour pairs) of one product. */
  maxOptions: 50,
  maxStock: 100_000,
  /** At most this many of one item in a cart or an order (issue 22). */
  maxQuantity: 99,
  /** Distinct items in a cart, and in a merge of the browser's cart. */
  maxCartItems: 50,
  maxImages: 10,
  /** Pictures of one review (issue 22), each with the words a screen reader says for it. */
  maxReviewImages: 3,
  reviewImageAlt: 200,
  categoryTitle: 100,
  productTitle: 200,
  optionLabel: 50,
  rejectReason: 500,
  /** Depth of the category tree: top level and one below. */
  categoryDepth: 2,
} as const;

/** The days a buyer has to pay by bank deposit unless SHOP_DEPOSIT_DAYS says otherwise. */
export const DEFAULT_DEPOSIT_DAYS = 3;

export const SHOP_PATHS = {
  categories: '/api/v1/shop/categories',
  products: '/api/v1/shop/products',
  myProducts: '/api/v1/me/products',
  carts: '/api/v1/me/carts',
  cartMerge: '/api/v1/me/carts/merge',
  orders: '/api/v1/me/orders',
  /** POST: the server's total for a checkout, before ordering. */
  orderQuote: '/api/v1/me/orders/quote',
  purchases: '/api/v1/me/purchases',
  points: '/api/v1/me/points',
  consolePoints: '/api/console/shop/points',
  consoleCoupons: '/api/console/shop/coupons',
  /** The coupons the member used, newest first. */
  myCoupons: '/api/v1/me/coupons',
  /** GET: the coupons issued to the member (by name or by level), with whether each can be used now. */
  myIssuedCoupons: '/api/v1/me/coupons/issued',
  /** GET, PUT: the point rate of each member level and how long earned points last. */
  consoleLoyalty: '/api/console/shop/loyalty',
  reviews: '/api/v1/me/reviews',
  consoleReviews: '/api/console/shop/reviews',
  consoleCategories: '/api/console/shop/categories',
  consoleProducts: '/api/console/shop/products',
  consoleOrders: '/api/console/shop/orders',
  consoleSettings: '/api/console/shop/settings',
  /** A review's picture: `${reviewImages(reviewId)}/{imageId}` (served while the review is shown). */
  reviewImages: (reviewId: string) => `/api/v1/shop/reviews/${encodeURIComponent(reviewId)}/images`,
  /** Product pictures by stored name: `${images}/{name}`. */
  images: '/api/v1/shop/images',
  /** GET: the ways to pay this shop takes now, and whether the card is the demo's test card. */
  paymentMethods: '/api/v1/shop/payment-methods',
  /** A seller with products on sale: `${sellers}/{memberId}`. */
  sellers: '/api/v1/shop/sellers',
  /** GET, PUT: the seller's legally required information (SellerBusiness). */
  sellerProfile: '/api/v1/me/seller-profile',
  /** A member's likes or bookmarks (GET), one product's mark (`/{productId}`: PUT, DELETE). */
  marks: (mark: ProductMark) => `/api/v1/me/${mark}`,
  mark: (mark: ProductMark, productId: string) => `/api/v1/me/${mark}/${encodeURIComponent(productId)}`,
} as const;

/**
 * The shop's public answers the shop and the gateway keep in memory: categories, products on sale
 * (a product's reviews are under its path). A seller's page is not kept: its name is the users service's.
 */
export const SHOP_KEPT_PUBLIC_PATHS = [SHOP_PATHS.categories, SHOP_PATHS.products] as const;

/** Shop writes that cannot change a kept public answer: a cart, a checkout's quote, a bookmark. */
const WRITES_KEEPING_PUBLIC_ANSWERS = [SHOP_PATHS.carts, SHOP_PATHS.orderQuote, SHOP_PATHS.marks('bookmarks')];

/**
 * True when a shop write to `path` (as the router reads it, no query) leaves the kept public answers
 * as they are; every other shop write that is not refused makes them stale before it is answered.
 */
export function keepsShopPublicAnswers(path: string): boolean {
  for (const prefix of WRITES_KEEPING_PUBLIC_ANSWERS) if (path === prefix || path.startsWith(`${prefix}/`)) return true;
  return false;
}

// ---- Categories: an ordered tree of two levels

export const ShopCategoryTitle = LocalisedTextOf(SHOP_LIMITS.categoryTitle);

export const ShopCategory = Type.Object({
  _id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  position: Type.Integer(),
  /** In the reader's language (ko when that one is empty). */
  title: Type.String(),
  children: Type.Array(Type.Object({ _id: Id, parentId: Type.Union([Id, Type.Null()]), position: Type.Integer(), title: Type.String() })),
});
export type ShopCategory = Static<typeof ShopCategory>;
export const ShopCategoryList = ListOf('categories', ShopCategory);
export type ShopCategoryList = Static<typeof ShopCategoryList>;
export const ShopCategoryDetail = One('category', ShopCategory);
export type ShopCategoryDetail = Static<typeof ShopCategoryDetail>;

export const ConsoleShopCategory = Type.Object({
  _id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  position: Type.Integer(),
  title: ShopCategoryTitle,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type ConsoleShopCategory = Static<typeof ConsoleShopCategory>;
export const ConsoleShopCategoryList = ListOf('categories', ConsoleShopCategory);
export const ConsoleShopCategoryDetail = One('category', ConsoleShopCategory);

export const ShopCategoryInput = Type.Object(
  {
    parentId: Type.Union([Id, Type.Null()]),
    position: Type.Integer({ minimum: 0, maximum: 10_000 }),
    title: ShopCategoryTitle,
  },
  { additionalProperties: false },
);
export type ShopCategoryInput = Static<typeof ShopCategoryInput>;

// ---- Products

export const PRODUCT_STATUSES = ['DRAFT', 'SUBMITTED', 'ON_SALE', 'REJECTED', 'HIDDEN'] as const;
/** The reason of a product taken off the shop because its seller withdrew (it stays off). */
export const SELLER_WITHDRAWN_REASON = 'SELLER_WITHDRAWN';
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Delivered by parcel, or collected at one of the centre's two sites. */
export const FULFILMENTS = ['DELIVERY', 'PICKUP'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const PRODUCT_SORTS = ['new', 'popular', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const Won = (maximum: number) => Type.Integer({ minimum: 0, maximum });

/** Flat fee per product, free when that product's line reaches `freeOver` (null: never free); or pickup at a site. */
export const ShippingRule = Type.Object(
  {
    fulfilment: OneOf(FULFILMENTS),
    fee: Won(SHOP_LIMITS.maxShippingFee),
    freeOver: Type.Union([Won(SHOP_LIMITS.maxPrice * SHOP_LIMITS.maxQuantity), Type.Null()]),
    pickupSite: Type.Union([OneOf(LOCATIONS), Type.Null()]),
  },
  { additionalProperties: false },
);
export type ShippingRule = Static<typeof ShippingRule>;

export const ProductOptionInput = Type.Object(
  {
    /** An existing option's id when editing it; absent for a new one. */
    _id: Type.Optional(Id),
    size: Type.String({ maxLength: SHOP_LIMITS.optionLabel }),
    colour: Type.String({ maxLength: SHOP_LIMITS.optionLabel }),
    stock: Type.Integer({ minimum: 0, maximum: SHOP_LIMITS.maxStock }),
  },
  { additionalProperties: false },
);
export type ProductOptionInput = Static<typeof ProductOptionInput>;

export const ProductOption = Type.Object({ _id: Id, size: Type.String(), colour: Type.String(), stock: Type.Integer() });
export type ProductOption = Static<typeof ProductOption>;

export const ProductTitle = LocalisedTextOf(SHOP_LIMITS.productTitle);
export const ProductDescription = LocalisedTextOf(FIELD_LIMITS.richText);

/** What a seller writes: everything but the status, which moves by its own calls. */
export const ProductInput = Type.Object(
  {
    categoryId: Id,
    title: ProductTitle,
    /** Rich text, sanitised on write. */
    description: ProductDescription,
    price: Type.Integer({ minimum: 100, maximum: SHOP_LIMITS.maxPrice }),
    options: Type.Array(ProductOptionInput, { minItems: 1, maxItems: SHOP_LIMITS.maxOptions }),
    shipping: ShippingRule,
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

/** A product as the public shop lists it. */
export const ProductListItem = Type.Object({
  _id: Id,
  categoryId: Id,
  sellerId: Id,
  title: Type.String(),
  price: Type.Integer(),
  thumb: Type.Union([Type.String(), Type.Null()]),
  shipping: ShippingRule,
  soldOut: Type.Boolean(),
  createdAt: Timestamp,
});
export type ProductListItem = Static<typeof ProductListItem>;
export const ProductList = ListOf('products', ProductListItem);
export type ProductList = Static<typeof ProductList>;

export const ProductView = Type.Object({
  ...ProductListItem.properties,
  description: Type.String(),
  options: Type.Array(ProductOption),
  images: Type.Array(Type.String()),
  /** Members' hearts. */
  likes: Type.Integer(),
});
export type ProductView = Static<typeof ProductView>;
export const ProductDetail = One('product', ProductView);
export type ProductDetail = Static<typeof ProductDetail>;

/** A seller as the shop shows them: the member's (company's) name, for the seller's card and page. */
/**
 * What the e-commerce act (전자상거래법 §13, §10) asks every product page to show of its seller:
 * trade name, representative, business registration number, mail-order business report number
 * (통신판매업 신고번호), address and contact. The seller keeps it on my page; no listing goes to
 * review without it.
 */
export const SellerBusiness = Type.Object(
  {
    tradeName: Type.String({ minLength: 1, maxLength: 100 }),
    representative: Type.String({ minLength: 1, maxLength: 50 }),
    /** 사업자등록번호: 000-00-00000, its check digit verified by the server. */
    businessNumber: Type.String({ pattern: '^[0-9]{3}-[0-9]{2}-[0-9]{5}$', maxLength: 12 }),
    /** 통신판매업 신고번호, e.g. 2026-서울동대문-0123 (제…호 may be written around it). */
    mailOrderNumber: Type.String({ pattern: '^(제 ?)?[0-9]{4}-[가-힣A-Za-z]{2,20}-[0-9]{1,6}( ?호)?$', maxLength: 40 }),
    address: Type.String({ minLength: 1, maxLength: 200 }),
    phone: Type.String({ pattern: '^[0-9][0-9-]{7,19}$', maxLength: 20 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
  },
  { additionalProperties: false },
);
export type SellerBusiness = Static<typeof SellerBusiness>;
export const SellerProfileAnswer = Type.Object({ profile: Type.Union([SellerBusiness, Type.Null()]) });
export type SellerProfileAnswer = Static<typeof SellerProfileAnswer>;

export const ShopSeller = Type.Object({ _id: Id, name: Type.String(), business: Type.Union([SellerBusiness, Type.Null()]) });
export type ShopSeller = Static<typeof ShopSeller>;
export const ShopSellerDetail = One('seller', ShopSeller);
export type ShopSellerDetail = Static<typeof ShopSellerDetail>;

export const ProductQuery = Type.Object(
  {
    ...ListQuery.properties,
    categoryId: Type.Optional(Id),
    sort: Type.Optional(OneOf(PRODUCT_SORTS)),
    fulfilment: Type.Optional(OneOf(FULFILMENTS)),
    /** One seller's products (the seller's page). */
    sellerId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type ProductQuery = Static<typeof ProductQuery>;

/** A product as its seller and staff edit it: every language, status and review. */
export const OwnProduct = Type.Object({
  _id: Id,
  sellerId: Id,
  categoryId: Id,
  status: OneOf(PRODUCT_STATUSES),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  title: ProductTitle,
  description: ProductDescription,
  price: Type.Integer(),
  options: Type.Array(ProductOption),
  shipping: ShippingRule,
  thumb: Type.Union([Type.String(), Type.Null()]),
  images: Type.Array(Type.String()),
  soldCount: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  submittedAt: Type.Union([Timestamp, Type.Null()]),
});
export type OwnProduct = Static<typeof OwnProduct>;
export const OwnProductList = ListOf('products', OwnProduct);
export type OwnProductList = Static<typeof OwnProductList>;
export const OwnProductDetail = One('product', OwnProduct);
export type OwnProductDetail = Static<typeof OwnProductDetail>;

export const OwnProductQuery = Type.Object(
  { ...ListQuery.properties, status: Type.Optional(OneOf(PRODUCT_STATUSES)) },
  { additionalProperties: false },
);
export type OwnProductQuery = Static<typeof OwnProductQuery>;

export const ConsoleProductQuery = Type.Object(
  { ...ListQuery.properties, status: Type.Optional(OneOf(PRODUCT_STATUSES)), categoryId: Type.Optional(Id), sellerId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ConsoleProductQuery = Static<typeof ConsoleProductQuery>;

export const ProductRejection = Type.Object({ reason: Type.String({ minLength: 1, maxLength: SHOP_LIMITS.rejectReason }) }, { additionalProperties: false });
export type ProductRejection = Static<typeof ProductRejection>;

export const ProductCreated = Type.Object({ _id: Id });
export type ProductCreated = Static<typeof ProductCreated>;

// ---- Cart

export const CartItemInput = Type.Object(
  { productId: Id, optionId: Id, quantity: Type.Integer({ minimum: 1, maximum: SHOP_LIMITS.maxQuantity }) },
  { additionalProperties: false },
);
export type CartItemInput = Static<typeof CartItemInput>;
export const CartQuantityInput = Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: SHOP_LIMITS.maxQuantity }) }, { additionalProperties: false });
/** The cart the browser kept in session storage while signed out. */
export const CartMergeInput = Type.Object({ items: Type.Array(CartItemInput, { minItems: 1, maxItems: SHOP_LIMITS.maxCartItems }) }, { additionalProperties: false });
export type CartMergeInput = Static<typeof CartMergeInput>;

/** What changed since the member last read the cart. */
export const CART_CHANGES = ['PRICE_CHANGED', 'STOCK_SHORT', 'SOLD_OUT', 'UNAVAILABLE'] as const;
export type CartChangeKind = (typeof CART_CHANGES)[number];

export const CartItem = Type.Object({
  _id: Id,
  productId: Id,
  optionId: Id,
  title: Type.String(),
  size: Type.String(),
  colour: Type.String(),
  thumb: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Integer(),
  /** Today's price, per unit. */
  price: Type.Integer(),
  stock: Type.Integer(),
  /** False when the product is no longer on sale or the option is gone. */
  available: Type.Boolean(),
  shipping: ShippingRule,
});
export type CartItem = Static<typeof CartItem>;

export const CartChange = Type.Object({
  itemId: Id,
  kind: OneOf(CART_CHANGES),
  /** PRICE_CHANGED: the price the member saw last and today's; STOCK_SHORT: the quantity and the stock. */
  before: Type.Union([Type.Integer(), Type.Null()]),
  after: Type.Union([Type.Integer(), Type.Null()]),
});
export type CartChange = Static<typeof CartChange>;

/** `carts` are delivered items, `pickups` the items collected at a site (the spec's session keys). */
export const Cart = Type.Object({ carts: Type.Array(CartItem), pickups: Type.Array(CartItem), changes: Type.Array(CartChange) });
export type Cart = Static<typeof Cart>;

// ---- Orders

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CONFIRMED', 'CANCELLED', 'REFUND_REQUESTED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What a seller moves each of their items through after payment. */
export const ITEM_STEPS = ['PREPARING', 'SHIPPED', 'DELIVERED'] as const;
export type ItemStep = (typeof ITEM_STEPS)[number];
/** An item's withdrawal: asked for, then refunded (a refused request leaves it as it was). */
export const ITEM_REFUND_STATES = ['REQUESTED', 'REFUNDED'] as const;
/** Days after delivery a buyer may withdraw (전자상거래법 §17: 7 days from receipt). */
export const WITHDRAWAL_DAYS = 7;
/** Days after delivery an order confirms itself when the buyer has not (and has asked no refund). */
export const AUTO_CONFIRM_DAYS = 7;
/**
 * Bank deposit to the centre's account, or a card or a mobile wallet (간편결제: Kakao Pay, Naver
 * Pay, Toss Pay…) through the payment gateway (when one is configured).
 */
export const SHOP_PAYMENT_METHODS = ['BANK_DEPOSIT', 'CARD', 'MOBILE_WALLET'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];
/** The methods paid at the provider's window and confirmed through the adapter. */
export const PROVIDER_PAYMENT_METHODS = ['CARD', 'MOBILE_WALLET'] as const;
export type ProviderPaymentMethod = (typeof PROVIDER_PAYMENT_METHODS)[number];
export const paysThroughProvider = (method: ShopPaymentMethod): method is ProviderPaymentMethod => (PROVIDER_PAYMENT_METHODS as readonly string[]).includes(method);
/** The provider's own name of each method (its payment window and confirm speak these). */
export const PROVIDER_METHOD_NAMES: Record<ProviderPaymentMethod, string> = { CARD: 'CARD', MOBILE_WALLET: 'EASY_PAY' };
/** Minutes a buyer has to finish a card payment at the provider before the order releases its stock. */
export const CARD_PAYMENT_MINUTES = 30;

export const KoreanAddress = Type.Object(
  {
    kind: Type.Literal('KR'),
    recipient: Type.String({ minLength: 1, maxLength: 50 }),
    phone: Type.String({ pattern: '^[0-9]{9,11}$', maxLength: 11 }),
    /** 우편번호: five digits since 2015. */
    postcode: Type.String({ pattern: '^[0-9]{5}$', maxLength: 5 }),
    roadAddress: Type.String({ minLength: 1, maxLength: 200 }),
    detail: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export const OverseasAddress = Type.Object(
  {
    kind: Type.Literal('OVERSEAS'),
    recipient: Type.String({ minLength: 1, maxLength: 100 }),
    phone: Type.String({ pattern: '^\\+?[0-9 -]{6,20}$', maxLength: 20 }),
    /** ISO 3166-1 alpha-2, not KR. */
    country: Type.String({ pattern: '^(?!KR)[A-Z]{2}$', maxLength: 2 }),
    lines: Type.String({ minLength: 1, maxLength: 300 }),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    postcode: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);
export const DeliveryAddress = Type.Union([KoreanAddress, OverseasAddress]);
export type DeliveryAddress = Static<typeof DeliveryAddress>;
/** An address as answered: the same fields, without the input's patterns (staff's lists mask parts of it). */
export const DeliveryAddressView = Type.Union([
  Type.Object({ kind: Type.Literal('KR'), recipient: Type.String(), phone: Type.String(), postcode: Type.String(), roadAddress: Type.String(), detail: Type.String() }),
  Type.Object({ kind: Type.Literal('OVERSEAS'), recipient: Type.String(), phone: Type.String(), country: Type.String(), lines: Type.String(), city: Type.String(), postcode: Type.String() }),
]);

export const OrderInput = Type.Object(
  {
    /** Cart items to buy; all delivered, or all collected at `pickupSite`. */
    itemIds: Type.Array(Id, { minItems: 1, maxItems: SHOP_LIMITS.maxCartItems, uniqueItems: true }),
    address: Type.Union([DeliveryAddress, Type.Null()]),
    pickupSite: Type.Union([OneOf(LOCATIONS), Type.Null()]),
    paymentMethod: OneOf(SHOP_PAYMENT_METHODS),
    /** One coupon's code, any case. */
    couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    /** Points to spend on this order (won for won); at most the balance and the order's total. */
    points: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 })),
    /** The total the buyer was shown (after points); another total on the server is 409 PRICE_CHANGED. */
    expectedTotal: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  },
  { additionalProperties: false },
);
export type OrderInput = Static<typeof OrderInput>;

/**
 * What checkout asks before ordering: the server's total for these items, coupon and points
 * (nothing is reserved; the destination does not change the total, so it is checked by the order).
 */
export const OrderQuoteInput = Type.Object(
  {
    itemIds: OrderInput.properties.itemIds,
    couponCode: OrderInput.properties.couponCode,
    points: OrderInput.properties.points,
  },
  { additionalProperties: false },
);
export type OrderQuoteInput = Static<typeof OrderQuoteInput>;
export const OrderQuote = Type.Object({ itemsTotal: Type.Integer(), shippingTotal: Type.Integer(), discount: Type.Integer(), pointsUsed: Type.Integer(), total: Type.Integer() });
export type OrderQuote = Static<typeof OrderQuote>;
export const OrderQuoteAnswer = Type.Object({ quote: OrderQuote });
export type OrderQuoteAnswer = Static<typeof OrderQuoteAnswer>;

export const OrderItem = Type.Object({
  _id: Id,
  productId: Id,
  optionId: Id,
  sellerId: Id,
  /** As bought: the title, option and price at the time of the order. */
  title: Type.String(),
  size: Type.String(),
  colour: Type.String(),
  unitPrice: Type.Integer(),
  quantity: Type.Integer(),
  shippingFee: Type.Integer(),
  step: Type.Union([OneOf(ITEM_STEPS), Type.Null()]),
  carrier: Type.Union([Type.String(), Type.Null()]),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  /** A withdrawal (청약철회) asked for this item, or its money given back. */
  refundState: Type.Union([OneOf(ITEM_REFUND_STATES), Type.Null()]),
});
export type OrderItem = Static<typeof OrderItem>;

export const DepositInstructions = Type.Object({
  bank: Type.String(),
  accountNumber: Type.String(),
  holder: Type.String(),
  amount: Type.Integer(),
  deadline: Timestamp,
});
export type DepositInstructions = Static<typeof DepositInstructions>;

/** What the browser hands the provider's payment window for a card or wallet order (the amount is the server's; `method` is the provider's name of the method). */
export const CardPaymentRequest = Type.Object({ orderId: Id, orderName: Type.String(), amount: Type.Integer(), deadline: Timestamp, method: Type.String() });
export type CardPaymentRequest = Static<typeof CardPaymentRequest>;

/** The provider sent the buyer back with a payment key; the server confirms it with the amount it computed. */
export const CardPaymentConfirmation = Type.Object(
  { paymentKey: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }), amount: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }) },
  { additionalProperties: false },
);
export type CardPaymentConfirmation = Static<typeof CardPaymentConfirmation>;

/**
 * In demo mode without a configured provider, a stand-in provider takes card payments whose key
 * starts with this prefix (and no other): a clearly marked test card, never a real charge.
 */
export const DEMO_CARD_KEY_PREFIX = 'demo_test_';
export const PaymentMethodsAnswer = Type.Object({ methods: Type.Array(OneOf(SHOP_PAYMENT_METHODS)), cardTestMode: Type.Boolean() });
export type PaymentMethodsAnswer = Static<typeof PaymentMethodsAnswer>;

export const SHOP_WEBHOOK_PATH = '/api/v1/shop/payments/webhook';
/** The header carrying `v1=<hex HMAC-SHA256 of the raw body with the webhook secret>`. */
export const SHOP_WEBHOOK_SIGNATURE_HEADER = 'x-payment-signature';
export const PaymentWebhookEvent = Type.Object(
  {
    eventId: Type.String({ minLength: 1, maxLength: 100 }),
    eventType: Type.Literal('PAYMENT_STATUS_CHANGED'),
    data: Type.Object(
      { orderId: Id, paymentKey: Type.String({ minLength: 1, maxLength: 200 }), status: Type.Union([Type.Literal('DONE'), Type.Literal('CANCELED')]), totalAmount: Type.Integer({ minimum: 0 }) },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true },
);
export type PaymentWebhookEvent = Static<typeof PaymentWebhookEvent>;

/** Where a deposit is returned: the buyer's own account (asked of a bank-deposit order's withdrawal). */
export const RefundAccount = Type.Object(
  {
    bank: Type.String({ minLength: 1, maxLength: 50 }),
    accountNumber: Type.String({ pattern: '^[0-9-]{6,30}$', maxLength: 30 }),
    holder: Type.String({ minLength: 1, maxLength: 50 }),
  },
  { additionalProperties: false },
);
export type RefundAccount = Static<typeof RefundAccount>;

/** The buyer withdraws (청약철회) some or all of the items not yet refunded, with a reason. */
export const RefundRequestInput = Type.Object(
  {
    itemIds: Type.Array(Id, { minItems: 1, maxItems: SHOP_LIMITS.maxCartItems, uniqueItems: true }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    /** Required when the order was paid by bank deposit. */
    refundAccount: Type.Optional(RefundAccount),
  },
  { additionalProperties: false },
);
export type RefundRequestInput = Static<typeof RefundRequestInput>;

/** The seller or staff give the money back; `deduction` (the return's shipping cost, say) comes off it, with a note the buyer reads. */
export const RefundApproval = Type.Object(
  { deduction: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })), note: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type RefundApproval = Static<typeof RefundApproval>;
export const RefundRejection = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type RefundRejection = Static<typeof RefundRejection>;

export const REFUND_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export const RefundRequestView = Type.Object({
  _id: Id,
  status: OneOf(REFUND_STATUSES),
  reason: Type.String(),
  itemIds: Type.Array(Id),
  /** What the items are worth back (their price less their share of the coupon; the shipping with the last item). */
  value: Type.Integer(),
  deduction: Type.Integer(),
  /** Given back as money, then as points (the points spent on the order come back last). */
  refundedAmount: Type.Integer(),
  refundedPoints: Type.Integer(),
  /** The buyer's account for a deposit's return: in full to the buyer, and to staff while the request waits (masked once decided). */
  refundAccount: Type.Union([Type.Object({ bank: Type.String(), accountNumber: Type.String(), holder: Type.String() }), Type.Null()]),
  decisionNote: Type.Union([Type.String(), Type.Null()]),
  requestedAt: Timestamp,
  decidedAt: Type.Union([Timestamp, Type.Null()]),
});
export type RefundRequestView = Static<typeof RefundRequestView>;

export const OrderHistoryEntry = Type.Object({
  status: OneOf(ORDER_STATUSES),
  itemId: Type.Union([Id, Type.Null()]),
  step: Type.Union([OneOf(ITEM_STEPS), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  at: Timestamp,
});

export const Order = Type.Object({
  _id: Id,
  buyerId: Id,
  status: OneOf(ORDER_STATUSES),
  paymentMethod: OneOf(SHOP_PAYMENT_METHODS),
  itemsTotal: Type.Integer(),
  shippingTotal: Type.Integer(),
  /** The coupon's discount, then the points spent; `total` is what remains to pay. */
  discount: Type.Integer(),
  pointsUsed: Type.Integer(),
  total: Type.Integer(),
  address: Type.Union([DeliveryAddressView, Type.Null()]),
  pickupSite: Type.Union([OneOf(LOCATIONS), Type.Null()]),
  deposit: Type.Union([DepositInstructions, Type.Null()]),
  card: Type.Union([CardPaymentRequest, Type.Null()]),
  items: Type.Array(OrderItem),
  history: Type.Array(OrderHistoryEntry),
  createdAt: Timestamp,
  paidAt: Type.Union([Timestamp, Type.Null()]),
  cancelledAt: Type.Union([Timestamp, Type.Null()]),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  /** When the last item was delivered; the withdrawal period and the clock's confirmation count from it. */
  deliveredAt: Type.Union([Timestamp, Type.Null()]),
  /** Until when the buyer may ask to withdraw (null: not delivered yet, or nothing left to withdraw). */
  withdrawUntil: Type.Union([Timestamp, Type.Null()]),
  /** Money given back so far (through the provider for a card, by transfer for a deposit) and points given back. */
  refundedTotal: Type.Integer(),
  refundedPoints: Type.Integer(),
  refunds: Type.Array(RefundRequestView),
});
export type Order = Static<typeof Order>;
export const OrderList = ListOf('orders', Order);
export type OrderList = Static<typeof OrderList>;
export const OrderDetail = One('order', Order);
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderQuery = Type.Object(
  { ...ListQuery.properties, status: Type.Optional(OneOf(ORDER_STATUSES)), buyerId: Type.Optional(Id), sellerId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type OrderQuery = Static<typeof OrderQuery>;

const OrderDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** Staff's order list: also by payment method and by the Seoul days the orders were placed (`from`, `to` inclusive). */
export const ConsoleOrderQuery = Type.Object(
  { ...OrderQuery.properties, paymentMethod: Type.Optional(OneOf(SHOP_PAYMENT_METHODS)), from: Type.Optional(OrderDay), to: Type.Optional(OrderDay) },
  { additionalProperties: false },
);
export type ConsoleOrderQuery = Static<typeof ConsoleOrderQuery>;

/** A seller's item step: SHIPPED needs the carrier and tracking number. */
export const ItemStepInput = Type.Object(
  {
    step: OneOf(ITEM_STEPS),
    carrier: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    trackingNumber: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{4,40}$', maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type ItemStepInput = Static<typeof ItemStepInput>;

/** One item bought from the seller, with the order it belongs to (no buyer's contact beyond the delivery address). */
export const Purchase = Type.Object({
  orderId: Id,
  orderStatus: OneOf(ORDER_STATUSES),
  address: Type.Union([DeliveryAddress, Type.Null()]),
  pickupSite: Type.Union([OneOf(LOCATIONS), Type.Null()]),
  item: OrderItem,
  orderedAt: Timestamp,
  /** The buyer's reason when a withdrawal of this item waits for a decision. */
  refundReason: Type.Union([Type.String(), Type.Null()]),
});
export type Purchase = Static<typeof Purchase>;
export const PurchaseList = ListOf('purchases', Purchase);
export type PurchaseList = Static<typeof PurchaseList>;

export const PurchaseParams = Type.Object({ orderId: Id, itemId: Id }, { additionalProperties: false });

export const ShopSettings = Type.Object(
  {
    bank: Type.String({ maxLength: 50 }),
    accountNumber: Type.String({ pattern: '^[0-9-]{0,30}$', maxLength: 30 }),
    holder: Type.String({ maxLength: 50 }),
  },
  { additionalProperties: false },
);
export type ShopSettings = Static<typeof ShopSettings>;
export const ShopSettingsAnswer = Type.Object({ settings: ShopSettings, depositDays: Type.Integer() });

// ---- Points

export const PointEntry = Type.Object({ _id: Id, delta: Type.Integer(), reason: Type.String(), orderId: Type.Union([Id, Type.Null()]), at: Timestamp });
export type PointEntry = Static<typeof PointEntry>;
/** The earned points that expire next (the soonest lot with something left), and when. */
export const PointsExpiring = Type.Object({ points: Type.Integer({ minimum: 1 }), at: Timestamp });
export type PointsExpiring = Static<typeof PointsExpiring>;
export const PointsAnswer = Type.Object({ balance: Type.Integer(), expiring: Type.Union([PointsExpiring, Type.Null()]), entries: Type.Array(PointEntry), summary: ListSummary });
export type PointsAnswer = Static<typeof PointsAnswer>;
/** Staff add or take points with a reason (the console audit records who). */
export const PointAdjustment = Type.Object(
  {
    memberId: Id,
    /** Not 0. */
    delta: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000 }),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type PointAdjustment = Static<typeof PointAdjustment>;

/** Ledger reasons the shop writes itself (staff adjustments carry the staff's own words). */
export const POINT_REASONS = { earned: 'EARNED', expired: 'EXPIRED', order: 'ORDER', cancelled: 'ORDER_CANCELLED', refunded: 'ORDER_REFUNDED' } as const;

// ---- Loyalty: points earned by member level, and how long they last

export const LOYALTY_LIMITS = {
  /** The highest earning rate staff may set, in per cent of the items' price. */
  maxRatePercent: 20,
  minExpiryDays: 30,
  maxExpiryDays: 1_825,
  /** Levels the centre gives (a handful) plus the members who hold none. */
  maxRates: 50,
  /**
   * Points a cancel or refund gives back keep the expiry of the lots they were spent from, but
   * last at least this many days from the day they come back.
   */
  minDaysAfterReturn: 30,
} as const;
/** Until staff say otherwise: 1 % for everyone, kept a year. */
export const DEFAULT_POINT_RATE_PERCENT = 1;
export const DEFAULT_POINT_EXPIRY_DAYS = 365;

/** The rate of one level; `levelId` null is every member who holds no level. */
export const PointRate = Type.Object({ levelId: Type.Union([Id, Type.Null()]), percent: Type.Integer({ minimum: 0, maximum: LOYALTY_LIMITS.maxRatePercent }) }, { additionalProperties: false });
export type PointRate = Static<typeof PointRate>;
/** PUT /api/console/shop/loyalty. A level left out earns the rate of members without a level. */
export const LoyaltySettings = Type.Object(
  {
    expiryDays: Type.Integer({ minimum: LOYALTY_LIMITS.minExpiryDays, maximum: LOYALTY_LIMITS.maxExpiryDays }),
    rates: Type.Array(PointRate, { maxItems: LOYALTY_LIMITS.maxRates }),
  },
  { additionalProperties: false },
);
export type LoyaltySettings = Static<typeof LoyaltySettings>;
/** GET: the settings, and the centre's levels (from the users service) so the console can name them. */
export const LoyaltySettingsAnswer = Type.Object({ settings: LoyaltySettings, levels: Type.Array(LevelName) });
export type LoyaltySettingsAnswer = Static<typeof LoyaltySettingsAnswer>;

// ---- Coupons

export const COUPON_KINDS = ['FIXED', 'PERCENT'] as const;
export const COUPON_AUDIENCES = ['CODE', 'ISSUED'] as const;
export const COUPON_LIMITS = {
  /** The most times staff may let one member use a coupon. */
  maxPerMember: 99,
  /** Until staff say otherwise, each member uses a coupon once. */
  defaultPerMember: 1,
} as const;
export type CouponAudience = (typeof COUPON_AUDIENCES)[number];
export const CouponInput = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Za-z0-9-]{4,40}$', maxLength: 40 }),
    kind: OneOf(COUPON_KINDS),
    /** Won off (FIXED) or per cent off the items (PERCENT, 1–90). */
    value: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    /** The items' total the order must reach. */
    minOrder: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    maxDiscount: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
    validFrom: Timestamp,
    validTo: Timestamp,
    /** Uses in all; null: no overall limit. */
    totalLimit: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
    /** Uses by each member (default 1). */
    perMemberLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: COUPON_LIMITS.maxPerMember })),
    /** Only this category's items (and its subcategories') are discounted, and reach the minimum; null: every item. */
    categoryId: Type.Optional(Type.Union([Id, Type.Null()])),
    /** CODE: anyone with the code; ISSUED: only the members and levels staff issue it to (default CODE). */
    audience: Type.Optional(OneOf(COUPON_AUDIENCES)),
  },
  { additionalProperties: false },
);
export type CouponInput = Static<typeof CouponInput>;
export const Coupon = Type.Object({
  _id: Id,
  code: Type.String(),
  kind: OneOf(COUPON_KINDS),
  value: Type.Integer(),
  minOrder: Type.Integer(),
  maxDiscount: Type.Union([Type.Integer(), Type.Null()]),
  validFrom: Timestamp,
  validTo: Timestamp,
  totalLimit: Type.Union([Type.Integer(), Type.Null()]),
  perMemberLimit: Type.Integer(),
  used: Type.Integer(),
  createdAt: Timestamp,
  categoryId: Type.Union([Id, Type.Null()]),
  audience: OneOf(COUPON_AUDIENCES),
  /** Members it was issued to by name, and the levels it was issued to. */
  issuedMembers: Type.Integer(),
  issuedLevelIds: Type.Array(Id),
});
export type Coupon = Static<typeof Coupon>;

/** POST /api/console/shop/coupons/{id}/issue: to chosen members (their ids) and/or to levels; at least one. */
export const CouponIssueInput = Type.Object(
  {
    memberIds: Type.Array(Id, { maxItems: 200, uniqueItems: true }),
    levelIds: Type.Array(Id, { maxItems: LOYALTY_LIMITS.maxRates, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type CouponIssueInput = Static<typeof CouponIssueInput>;
export const CouponIssueAnswer = Type.Object({ coupon: Coupon, newlyIssued: Type.Integer() });
export type CouponIssueAnswer = Static<typeof CouponIssueAnswer>;

/** A coupon issued to the member (by name or through their level), as checkout offers it. */
export const IssuedCoupon = Type.Object({
  _id: Id,
  code: Type.String(),
  kind: OneOf(COUPON_KINDS),
  value: Type.Integer(),
  minOrder: Type.Integer(),
  maxDiscount: Type.Union([Type.Integer(), Type.Null()]),
  validFrom: Timestamp,
  validTo: Timestamp,
  categoryId: Type.Union([Id, Type.Null()]),
  /** The category's title in the reader's language, when limited to one. */
  categoryTitle: Type.Union([Type.String(), Type.Null()]),
  /** Uses this member has left (the per-member limit less their uses). */
  usesLeft: Type.Integer(),
  /** USABLE now; USED by this member as often as it may be; NOT_YET, EXPIRED or EXHAUSTED otherwise. */
  state: OneOf(['USABLE', 'USED', 'NOT_YET', 'EXPIRED', 'EXHAUSTED'] as const),
});
export type IssuedCoupon = Static<typeof IssuedCoupon>;
export const IssuedCouponList = Type.Object({ coupons: Type.Array(IssuedCoupon) });
export type IssuedCouponList = Static<typeof IssuedCouponList>;
/** A coupon as the member who used it sees it: the code, the discount rule and the order it went to. */
export const UsedCoupon = Type.Object({ code: Type.String(), kind: OneOf(COUPON_KINDS), value: Type.Integer(), orderId: Id, at: Timestamp });
export type UsedCoupon = Static<typeof UsedCoupon>;
export const UsedCouponList = ListOf('coupons', UsedCoupon);
export type UsedCouponList = Static<typeof UsedCouponList>;

// ---- Reviews

export const ReviewInput = Type.Object(
  { orderItemId: Id, rating: Type.Integer({ minimum: 1, maximum: 5 }), text: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewInput>;
export const ReviewAnswerInput = Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export const ReviewHideInput = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
/** A picture of a review: where it is served and what it shows, in the reviewer's words. */
export const ReviewImage = Type.Object({ _id: Id, url: Type.String(), alt: Type.String() });
export type ReviewImage = Static<typeof ReviewImage>;
export const Review = Type.Object({
  _id: Id,
  productId: Id,
  orderItemId: Id,
  rating: Type.Integer(),
  text: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Timestamp, Type.Null()]),
  hidden: Type.Boolean(),
  /** Up to three pictures; none while the review is hidden. */
  images: Type.Array(ReviewImage),
  createdAt: Timestamp,
});
export type Review = Static<typeof Review>;
export const ReviewList = ListOf('reviews', Review);
export type ReviewList = Static<typeof ReviewList>;
export const ReviewDetail = One('review', Review);
export type ReviewDetail = Static<typeof ReviewDetail>;

// ---- Likes and bookmarks

export const PRODUCT_MARKS = ['likes', 'bookmarks'] as const;
export type ProductMark = (typeof PRODUCT_MARKS)[number];
export const MarkedProduct = Type.Object({ productId: Id, at: Timestamp });
export const MarkedProductList = ListOf('products', MarkedProduct);
export type MarkedProductList = Static<typeof MarkedProductList>;
export const MarkAnswer = Type.Object({ productId: Id, marked: Type.Boolean(), likes: Type.Integer() });
export type MarkAnswer = Static<typeof MarkAnswer>;

// ---- Sales statistics (paid orders, not cancelled; Seoul calendar)

export const SHOP_STATISTICS_PATH = '/api/console/statistics/shop';
const SeoulDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/**
 * Days from `from` to `to` inclusive, at most 366; optionally only the orders collected at one site,
 * or only the items of one seller or of one category (a top category with its subcategories).
 */
export const SalesPeriodQuery = Type.Object(
  { from: SeoulDay, to: SeoulDay, pickupSite: Type.Optional(OneOf(LOCATIONS)), categoryId: Type.Optional(Id), sellerId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type SalesPeriodQuery = Static<typeof SalesPeriodQuery>;
export const SalesFigure = Type.Object({ key: Type.String(), orders: Type.Integer(), amount: Type.Integer() });
export const SalesAnswer = Type.Object({ sales: Type.Array(SalesFigure) });
export type SalesAnswer = Static<typeof SalesAnswer>;
export const ProductSalesFigure = Type.Object({ productId: Id, title: Type.String(), quantity: Type.Integer(), amount: Type.Integer() });
export const ProductSalesAnswer = Type.Object({ products: Type.Array(ProductSalesFigure) });
export type ProductSalesAnswer = Static<typeof ProductSalesAnswer>;
