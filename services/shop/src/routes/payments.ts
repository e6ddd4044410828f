import { CardPaymentConfirmation, ErrorResponse, IdParams, OrderDetail, PaymentMethodsAnswer, PaymentWebhookEvent, SHOP_PATHS, SHOP_WEBHOOK_PATH, SHOP_WEBHOOK_SIGNATURE_HEADER } from '@centre/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { Value } from 'typebox/value';
import { applyPaymentEvent, confirmCardPayment, paymentMethodsOffered } from '../ordering.ts';
import { refusal } from '../refusals.ts';

/** The buyer back from the provider's window: the server confirms the card payment with its own amount. */
export const cardPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    `${SHOP_PATHS.orders}/:id/payment`,
    { schema: { params: IdParams, body: CardPaymentConfirmation, response: { 200: OrderDetail, 402: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse } } },
    async (request) => ({ order: await confirmCardPayment(app, request.user.sub, request.params.id, request.body, request.locale) }),
  );
};

/**
 * The provider's webhook: its signature is an HMAC of the exact bytes sent, so this route keeps
 * the raw body (its own JSON parser, in this plugin only) and checks it before reading anything.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.post(SHOP_WEBHOOK_PATH, { config: { documentedBody: PaymentWebhookEvent }, schema: { response: { 200: Type.Object({ result: Type.String() }), 400: ErrorResponse, 401: ErrorResponse, 503: ErrorResponse } } }, async (request) => {
    if (!app.paymentGateway) throw refusal('PAYMENT_UNAVAILABLE');
    const raw = request.body as Buffer;
    const signature = request.headers[SHOP_WEBHOOK_SIGNATURE_HEADER];
    if (!Buffer.isBuffer(raw) || !app.paymentGateway.verifies(raw, typeof signature === 'string' ? signature : undefined)) throw refusal('BAD_SIGNATURE');
    let event: unknown;
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      throw refusal('BAD_EVENT');
    }
    if (!Value.Check(PaymentWebhookEvent, event)) throw refusal('BAD_EVENT');
    return { result: await applyPaymentEvent(app, event) };
  });
};

/** What checkout may offer now (`paymentMethodsOffered`), and whether the card is the demo's test card. */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.paymentMethods, { schema: { response: { 200: PaymentMethodsAnswer } } }, async () => ({
    methods: paymentMethodsOffered(app),
    cardTestMode: app.cardTestMode,
  }));
};
