// The demo's test card: a stand-in for the payment provider, mounted only in demo mode
// (SEED_DEMO=true) when no real provider is configured, so the card flow can be tried without
// a contract or a charge. It accepts only payment keys made by the test card (DEMO_CARD_KEY_PREFIX)
// and answers the amount it was asked to confirm, which is always the server's own.
import { DEMO_CARD_KEY_PREFIX } from '@centre/contracts';
import type { PaymentGateway } from './payment-gateway.ts';

export function demoCardGateway(): PaymentGateway {
  return {
    async confirm({ paymentKey, amount }) {
      if (!paymentKey.startsWith(DEMO_CARD_KEY_PREFIX)) return { ok: false, code: 'TEST_CARD_ONLY', message: 'The demo takes the test card only.' };
      return { ok: true, paymentKey, totalAmount: amount };
    },
    // The test card charged nothing, so a refund gives back nothing real: it is only recorded.
    async cancel({ cancelAmount }) {
      return { ok: true, cancelledAmount: cancelAmount, balanceAmount: 0 };
    },
    // No provider, no webhooks: nothing is signed by it.
    verifies: () => false,
  };
}
