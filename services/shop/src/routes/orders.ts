import {
  ErrorResponse,
  IdParams,
  ConsoleOrderQuery,
  ItemStepInput,
  OrderDetail,
  OrderInput,
  OrderList,
  OrderQuery,
  OrderQuoteAnswer,
  OrderQuoteInput,
  PurchaseList,
  PurchaseParams,
  SHOP_PATHS,
  ShopSettings,
  ShopSettingsAnswer,
  ORDER_STATUSES,
  OneOf,
  seoulDayEndUtc,
  seoulDayStartUtc,
} from '@centre/contracts';
import { listAnswer, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { cancelOrder, confirmDeposit, ownOrder, placeOrder, quoteOrder, stepItem } from '../ordering.ts';
import { refusal } from '../refusals.ts';
import { earnPointsSoon } from '../loyalty.ts';
import { staffView } from '../staff-view.ts';

const MyOrderQuery = Type.Omit(OrderQuery, ['buyerId', 'sellerId']);
/** A 409 PRICE_CHANGED names the server's total, so the page can show it. */
const OrderRefusal = Type.Object({ ...ErrorResponse.properties, total: Type.Optional(Type.String()) });
const StaffCancel = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

/** The buyer's orders (member token by server-kit; another member's order is a 404). */
export const myOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refusals = { 400: ErrorResponse, 404: ErrorResponse, 409: OrderRefusal, 503: ErrorResponse };

  app.post(SHOP_PATHS.orders, { schema: { body: OrderInput, response: { 201: OrderDetail, ...refusals } } }, async (request, reply) =>
    reply.code(201).send({ order: await placeOrder(app, request.user.sub, request.body, request.locale) }),
  );

  app.post(SHOP_PATHS.orderQuote, { schema: { body: OrderQuoteInput, response: { 200: OrderQuoteAnswer, ...refusals } } }, async (request) => ({
    quote: await quoteOrder(app, request.user.sub, request.body, request.locale),
  }));

  app.get(SHOP_PATHS.orders, { schema: { querystring: MyOrderQuery, response: { 200: OrderList } } }, async (request) =>
    listAnswer('orders', request.query, (page) => app.orders.paginate({ buyerId: request.user.sub, status: request.query.status }, request.locale, page)),
  );

  app.get(`${SHOP_PATHS.orders}/:id`, { schema: { params: IdParams, response: { 200: OrderDetail, 404: ErrorResponse } } }, async (request) => ({
    order: await ownOrder(app, request.user.sub, request.params.id, request.locale),
  }));

  app.post(`${SHOP_PATHS.orders}/:id/cancel`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: OrderDetail, ...refusals } } }, async (request) => {
    await ownOrder(app, request.user.sub, request.params.id, request.locale);
    if (!(await cancelOrder(app, request.params.id, { kind: 'BUYER', id: request.user.sub }))) throw refusal('ORDER_STATUS');
    return { order: await ownOrder(app, request.user.sub, request.params.id, request.locale) };
  });

  app.post(`${SHOP_PATHS.orders}/:id/confirm`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: OrderDetail, ...refusals } } }, async (request) => {
    await ownOrder(app, request.user.sub, request.params.id, request.locale);
    if (!(await app.orders.confirm(request.params.id, request.user.sub, app.clock.now().toISOString()))) throw refusal('ORDER_STATUS');
    await earnPointsSoon(app, request.params.id);
    return { order: await ownOrder(app, request.user.sub, request.params.id, request.locale) };
  });
};

/** What was bought from the seller, and their fulfilment of it, item by item. */
export const purchaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.purchases, { schema: { querystring: MyOrderQuery, response: { 200: PurchaseList } } }, async (request) =>
    listAnswer('purchases', request.query, (page) => app.orders.purchases(request.user.sub, request.query.status, request.locale, page)),
  );

  app.post(
    `${SHOP_PATHS.purchases}/:orderId/items/:itemId/step`,
    { schema: { params: PurchaseParams, body: ItemStepInput, response: { 200: Type.Object({ status: OneOf(ORDER_STATUSES) }), 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse } } },
    async (request) => {
      const order = await stepItem(app, request.user.sub, request.params.orderId, request.params.itemId, request.body, request.locale);
      // The seller learns the order's state, not the buyer's other items.
      return { status: order.status };
    },
  );
};

/** Shop staff: every order with filters, deposits confirmed, cancellations, the deposit account. */
export const consoleOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.consoleOrders, { schema: { querystring: ConsoleOrderQuery, response: { 200: OrderList } } }, async (request) => {
    const { status, buyerId, sellerId, paymentMethod, from, to } = request.query;
    // The days are Seoul days: the filter reads them as the instants they begin and end.
    const placed = { placedFrom: from ? seoulDayStartUtc(from) : undefined, placedBefore: to ? seoulDayEndUtc(to) : undefined };
    return listAnswer('orders', request.query, async (page) => {
      const found = await app.orders.paginate({ status, buyerId, sellerId, paymentMethod, ...placed }, request.locale, page);
      return { ...found, items: found.items.map((order) => staffView(order, 'list')) };
    });
  });

  app.get(`${SHOP_PATHS.consoleOrders}/:id`, { schema: { params: IdParams, response: { 200: OrderDetail, 404: ErrorResponse } } }, async (request) => {
    const order = await app.orders.find(request.params.id, request.locale);
    if (!order) throw refusal('ORDER_NOT_FOUND');
    return { order: staffView(order, 'detail') };
  });

  app.post(`${SHOP_PATHS.consoleOrders}/:id/deposit`, { config: { noBody: true }, schema: { params: IdParams, response: { 200: OrderDetail, 404: ErrorResponse, 409: ErrorResponse } } }, async (request) => ({
    order: staffView(await confirmDeposit(app, request.params.id, request.user.sub, request.locale), 'detail'),
  }));

  app.post(`${SHOP_PATHS.consoleOrders}/:id/cancel`, { schema: { params: IdParams, body: StaffCancel, response: { 200: OrderDetail, 404: ErrorResponse, 409: ErrorResponse } } }, async (request) => {
    if (!(await app.orders.find(request.params.id, request.locale))) throw refusal('ORDER_NOT_FOUND');
    if (!(await cancelOrder(app, request.params.id, { kind: 'STAFF', id: request.user.sub }, request.body.reason))) throw refusal('ORDER_STATUS');
    return { order: staffView((await app.orders.find(request.params.id, request.locale))!, 'detail') };
  });

  app.get(SHOP_PATHS.consoleSettings, { schema: { response: { 200: ShopSettingsAnswer } } }, async () => ({ settings: await app.shopSettings.read(), depositDays: app.depositDays }));

  app.put(SHOP_PATHS.consoleSettings, { schema: { body: ShopSettings, response: { 200: ShopSettingsAnswer } } }, async (request) => {
    await app.shopSettings.write(request.body);
    return { settings: await app.shopSettings.read(), depositDays: app.depositDays };
  });
};
