// The card and mobile wallet payment provider (Toss Payments-like protocol): the buyer
// authenticates in the provider's window (opened with the provider's name of the method), comes back with a payment key, and the shop confirms it with the amount the
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

/** A cancel (full or partial refund) of a confirmed payment: what the provider says remains on it. */
export type CancelAnswer = { ok: true; cancelledAmount: number; balanceAmount: number } | { ok: false; code: string; message: string };

export type ConfirmAnswer = { ok: true; paymentKey: string; totalAmount: number } | { ok: false; code: string; message: string };

const unavailable = (cause?: unknown) =>
  new DomainError(503, 'PAYMENT_UNAVAILABLE', 'The card payment service is unavailable. Please try again shortly.', {
    cause,
    messages: { ko: '카드 결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.', en: 'The card payment service is unavailable. Please try again shortly.', cn: '暂时无法连接银行卡支付服务，请稍后再试。', jp: 'カード決済サービスに接続できません。しばらくしてから再度お試しください。' },
  });

export function paymentGateway(settings: PaymentGatewaySettings, timeoutMs = 10_000) {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  return {
    /** `method` is the provider's name of the method the order is paid with (PROVIDER_METHOD_NAMES). */
    async confirm(request: { paymentKey: string; orderId: string; amount: number; method: string }): Promise<ConfirmAnswer> {
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

    /**
     * Gives `cancelAmount` of a confirmed payment back (`POST /v1/payments/{paymentKey}/cancel`),
     * under an idempotency key per refund: a retried refund is answered as before, never paid twice.
     */
    async cancel(request: { paymentKey: string; cancelAmount: number; reason: string; idempotencyKey: string }): Promise<CancelAnswer> {
      let response: Response;
      try {
        response = await fetch(`${settings.url}/v1/payments/${encodeURIComponent(request.paymentKey)}/cancel`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', 'idempotency-key': request.idempotencyKey },
          body: JSON.stringify({ cancelReason: request.reason.slice(0, 200), cancelAmount: request.cancelAmount }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unavailable(error);
      }
      const body = (await response.json().catch(() => null)) as { status?: unknown; balanceAmount?: unknown; cancels?: unknown; code?: unknown; message?: unknown } | null;
      if (response.status >= 500) throw unavailable(new Error(`the provider answered ${response.status}`));
      const cancels = Array.isArray(body?.cancels) ? (body.cancels as Array<{ cancelAmount?: unknown }>) : [];
      const last = cancels[cancels.length - 1];
      if (response.status === 200 && (body?.status === 'CANCELED' || body?.status === 'PARTIAL_CANCELED') && typeof body.balanceAmount === 'number' && typeof last?.cancelAmount === 'number') {
        return { ok: true, cancelledAmount: last.cancelAmount, balanceAmount: body.balanceAmount };
      }
      return { ok: false, code: typeof body?.code === 'string' ? body.code : 'REFUSED', message: typeof body?.message === 'string' ? body.message : 'The provider refused the refund.' };
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
