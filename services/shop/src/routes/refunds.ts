import { ErrorResponse, Id, IdParams, OrderDetail, ORDER_STATUSES, OneOf, RefundApproval, RefundRejection, RefundRequestInput, SHOP_PATHS, type Locale } from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { approveRefund, rejectRefund, requestRefund } from '../refunding.ts';
import { refusal } from '../refusals.ts';
import { staffView } from '../staff-view.ts';

const refusals = { 400: ErrorResponse, 402: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse };
const OrderParams = Type.Object({ orderId: Id }, { additionalProperties: false });

/** The buyer withdraws (청약철회) items of their own order. */
export const myRefundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(`${SHOP_PATHS.orders}/:id/refund`, { schema: { params: IdParams, body: RefundRequestInput, response: { 200: OrderDetail, ...refusals } } }, async (request) => ({
    order: await requestRefund(app, request.user.sub, request.params.id, request.body, request.locale),
  }));
};

/** The seller decides a withdrawal of their own items paid by card; the answer is the order's state only. */
export const sellerRefundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = { 200: Type.Object({ status: OneOf(ORDER_STATUSES) }), ...refusals };
  const statusOf = async (orderId: string) => ({ status: (await app.orders.find(orderId, 'ko'))!.status });
  app.post(`${SHOP_PATHS.purchases}/:orderId/refund/approve`, { schema: { params: OrderParams, body: RefundApproval, response: answer } }, async (request) => {
    await approveRefund(app, request.params.orderId, { kind: 'SELLER', id: request.user.sub }, request.body);
    return statusOf(request.params.orderId);
  });
  app.post(`${SHOP_PATHS.purchases}/:orderId/refund/reject`, { schema: { params: OrderParams, body: RefundRejection, response: answer } }, async (request) => {
    await rejectRefund(app, request.params.orderId, { kind: 'SELLER', id: request.user.sub }, request.body.reason);
    return statusOf(request.params.orderId);
  });
};

/** Shop staff decide any withdrawal; a deposit's money they return by transfer to the account the buyer gave. */
export const consoleRefundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const found = async (id: string, locale: Locale) => {
    const order = await app.orders.find(id, locale);
    if (!order) throw refusal('ORDER_NOT_FOUND');
    return { order: staffView(order, 'detail') };
  };
  app.post(`${SHOP_PATHS.consoleOrders}/:id/refund/approve`, { schema: { params: IdParams, body: RefundApproval, response: { 200: OrderDetail, ...refusals } } }, async (request) => {
    await found(request.params.id, request.locale);
    await approveRefund(app, request.params.id, { kind: 'STAFF', id: request.user.sub }, request.body);
    return found(request.params.id, request.locale);
  });
  app.post(`${SHOP_PATHS.consoleOrders}/:id/refund/reject`, { schema: { params: IdParams, body: RefundRejection, response: { 200: OrderDetail, ...refusals } } }, async (request) => {
    await found(request.params.id, request.locale);
    await rejectRefund(app, request.params.id, { kind: 'STAFF', id: request.user.sub }, request.body.reason);
    return found(request.params.id, request.locale);
  });
};
