// The card payment provider (Toss Payments-like protocol): the buyer authenticates in the
// provider's window, comes back with a payment key, and the shop confirms it with the amount the
// SERVER computed, under an idempotency key per order, so a retried confirm never charges twice.
// Failure behaviour: the provider unreachable or timing out is a 503 DomainError
// (PAYMENT_UNAVAILABLE) and the order stays unpaid until its deadline; a refusal is returned.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@centre/server-kit';

export interface PaymentGatewaySettings {
  /** SHOP_PAYMENT_URL: the provider's API base. */
  url: string;
  /** SHOP_PAYMENT_SECRET_KEY: sent as Basic `<key>:`, never to the browser. */
  secretKey: string;
  /** SHOP_PAYMENT_WEBHOOK_SECRET: the HMAC key of the provider's webhooks. */
  webhookSecret: string;
}

/** The settings from the environment; null (card payments off) unless URL and both keys are set. */
export function paymentGatewaySettingsFrom(env: Record<string, string | undefined>): PaymentGatewaySettings | null {
  const { SHOP_PAYMENT_URL: url, SHOP_PAYMENT_SECRET_KEY: secretKey, SHOP_PAYMENT_WEBHOOK_SECRET: webhookSecret } = env;
  return url && secretKey && webhookSecret ? { url: url.replace(/\/+$/, ''), secretKey, webhookSecret } : null;
}

export type ConfirmAnswer = { ok: true; paymentKey: string; totalAmount: number } | { ok: false; code: string; message: string };

const unavailable = (cause?: unknown) =>
  new DomainError(503, 'PAYMENT_UNAVAILABLE', 'The card payment service is unavailable. Please try again shortly.', {
    cause,
    messages: { ko: '카드 결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.', en: 'The card payment service is unavailable. Please try again shortly.', cn: '暂时无法连接银行卡支付服务，请稍后再试。', jp: 'カード決済サービスに接続できません。しばらくしてから再度お試しください。' },
  });

export function paymentGateway(settings: PaymentGatewaySettings, timeoutMs = 10_000) {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  return {
    async confirm(request: { paymentKey: string; orderId: string; amount: number }): Promise<ConfirmAnswer> {
      let response: Response;
      try {
        response = await fetch(`${settings.url}/v1/payments/confirm`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', 'idempotency-key': `confirm-${request.orderId}` },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unavailable(error);
      }
      const body = (await response.json().catch(() => null)) as { paymentKey?: unknown; totalAmount?: unknown; status?: unknown; code?: unknown; message?: unknown } | null;
      if (response.status >= 500) throw unavailable(new Error(`the provider answered ${response.status}`));
      if (response.status === 200 && body?.status === 'DONE' && typeof body.paymentKey === 'string' && typeof body.totalAmount === 'number') {
        return { ok: true, paymentKey: body.paymentKey, totalAmount: body.totalAmount };
      }
      return { ok: false, code: typeof body?.code === 'string' ? body.code : 'REFUSED', message: typeof body?.message === 'string' ? body.message : 'The provider refused the payment.' };
    },

    /** Whether `signature` (`v1=<hex>`) is the HMAC-SHA256 of these exact bytes with the webhook secret. */
    verifies(rawBody: Buffer, signature: string | undefined): boolean {
      if (!signature?.startsWith('v1=')) return false;
      const given = Buffer.from(signature.slice(3), 'hex');
      const expected = createHmac('sha256', settings.webhookSecret).update(rawBody).digest();
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type PaymentGateway = ReturnType<typeof paymentGateway>;
