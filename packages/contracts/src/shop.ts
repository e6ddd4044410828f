// The makers' shop (issue 22): categories, members' products, carts and orders paid by bank
// deposit. Money is integers of won; every total is the server's, never the client's.
import { Type, type Static } from 'typebox';
import { LOCATIONS } from './enums.ts';
import { Id, ListQuery, ListSummary, LocalisedTextOf, OneOf, Timestamp } from './common.ts';
import { FIELD_LIMITS, ListOf, One } from './collections.ts';

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
  purchases: '/api/v1/me/purchases',
  points: '/api/v1/me/points',
  consolePoints: '/api/console/shop/points',
  consoleCoupons: '/api/console/shop/coupons',
  reviews: '/api/v1/me/reviews',
  consoleReviews: '/api/console/shop/reviews',
  consoleCategories: '/api/console/shop/categories',
  consoleProducts: '/api/console/shop/products',
  consoleOrders: '/api/console/shop/orders',
  consoleSettings: '/api/console/shop/settings',
  /** Product pictures by stored name: `${images}/{name}`. */
  images: '/api/v1/shop/images',
} as const;

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

export const ProductQuery = Type.Object(
  {
    ...ListQuery.properties,
    categoryId: Type.Optional(Id),
    sort: Type.Optional(OneOf(PRODUCT_SORTS)),
    fulfilment: Type.Optional(OneOf(FULFILMENTS)),
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
export const OwnProductDetail = One('product', OwnProduct);

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

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CONFIRMED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What a seller moves each of their items through after payment. */
export const ITEM_STEPS = ['PREPARING', 'SHIPPED', 'DELIVERED'] as const;
export type ItemStep = (typeof ITEM_STEPS)[number];
/** Bank deposit to the centre's account, or a card through the payment gateway (when one is configured). */
export const SHOP_PAYMENT_METHODS = ['BANK_DEPOSIT', 'CARD'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];
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

/** What the browser hands the provider's payment window for a card order (the amount is the server's). */
export const CardPaymentRequest = Type.Object({ orderId: Id, orderName: Type.String(), amount: Type.Integer(), deadline: Timestamp });
export type CardPaymentRequest = Static<typeof CardPaymentRequest>;

/** The provider sent the buyer back with a payment key; the server confirms it with the amount it computed. */
export const CardPaymentConfirmation = Type.Object(
  { paymentKey: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }), amount: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }) },
  { additionalProperties: false },
);
export type CardPaymentConfirmation = Static<typeof CardPaymentConfirmation>;

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
  address: Type.Union([DeliveryAddress, Type.Null()]),
  pickupSite: Type.Union([OneOf(LOCATIONS), Type.Null()]),
  deposit: Type.Union([DepositInstructions, Type.Null()]),
  card: Type.Union([CardPaymentRequest, Type.Null()]),
  items: Type.Array(OrderItem),
  history: Type.Array(OrderHistoryEntry),
  createdAt: Timestamp,
  paidAt: Type.Union([Timestamp, Type.Null()]),
  cancelledAt: Type.Union([Timestamp, Type.Null()]),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
});
export type Order = Static<typeof Order>;
export const OrderList = ListOf('orders', Order);
export const OrderDetail = One('order', Order);

export const OrderQuery = Type.Object(
  { ...ListQuery.properties, status: Type.Optional(OneOf(ORDER_STATUSES)), buyerId: Type.Optional(Id), sellerId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type OrderQuery = Static<typeof OrderQuery>;

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
});
export type Purchase = Static<typeof Purchase>;
export const PurchaseList = ListOf('purchases', Purchase);

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
export const PointsAnswer = Type.Object({ balance: Type.Integer(), entries: Type.Array(PointEntry), summary: ListSummary });
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

// ---- Coupons

export const COUPON_KINDS = ['FIXED', 'PERCENT'] as const;
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
    /** Uses in all; null: no overall limit. Each member uses a coupon once. */
    totalLimit: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
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
  used: Type.Integer(),
  createdAt: Timestamp,
});
export type Coupon = Static<typeof Coupon>;

// ---- Reviews

export const ReviewInput = Type.Object(
  { orderItemId: Id, rating: Type.Integer({ minimum: 1, maximum: 5 }), text: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewInput>;
export const ReviewAnswerInput = Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export const ReviewHideInput = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export const Review = Type.Object({
  _id: Id,
  productId: Id,
  orderItemId: Id,
  rating: Type.Integer(),
  text: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Type.Union([Timestamp, Type.Null()]),
  hidden: Type.Boolean(),
  createdAt: Timestamp,
});
export type Review = Static<typeof Review>;
export const ReviewList = ListOf('reviews', Review);
export const ReviewDetail = One('review', Review);

// ---- Likes and bookmarks

export const PRODUCT_MARKS = ['likes', 'bookmarks'] as const;
export type ProductMark = (typeof PRODUCT_MARKS)[number];
export const MarkedProduct = Type.Object({ productId: Id, at: Timestamp });
export const MarkedProductList = ListOf('products', MarkedProduct);
export const MarkAnswer = Type.Object({ productId: Id, marked: Type.Boolean(), likes: Type.Integer() });

// ---- Sales statistics (paid orders, not cancelled; Seoul calendar)

export const SHOP_STATISTICS_PATH = '/api/console/statistics/shop';
const SeoulDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** Days from `from` to `to` inclusive, at most 366. */
export const SalesPeriodQuery = Type.Object({ from: SeoulDay, to: SeoulDay }, { additionalProperties: false });
export type SalesPeriodQuery = Static<typeof SalesPeriodQuery>;
export const SalesFigure = Type.Object({ key: Type.String(), orders: Type.Integer(), amount: Type.Integer() });
export const SalesAnswer = Type.Object({ sales: Type.Array(SalesFigure) });
export type SalesAnswer = Static<typeof SalesAnswer>;
export const ProductSalesFigure = Type.Object({ productId: Id, title: Type.String(), quantity: Type.Integer(), amount: Type.Integer() });
export const ProductSalesAnswer = Type.Object({ products: Type.Array(ProductSalesFigure) });
