// Messages about orders go through the admin service's outbox to the member by id (the outbox
// finds their address and language). They are sent after the answer: the order stands whether or
// not the outbox takes the message, and a refusal is logged as an error naming order and template.
import { MESSAGE_TEMPLATE_PARAMS, type MessageTemplate } from '@centre/contracts';
import { outboxClient, type Outbox } from '@centre/server-kit';
import type { FastifyBaseLogger } from 'fastify';

export type ShopTemplate = Extract<MessageTemplate, 'SHOP_ORDER_RECEIVED' | 'SHOP_ORDER_PAID' | 'SHOP_ORDER_SHIPPED' | 'SHOP_ORDER_CANCELLED' | 'SHOP_REFUND_REQUESTED' | 'SHOP_ORDER_REFUNDED' | 'SHOP_REFUND_REJECTED'>;

/** The admin outbox; without an admin URL (hand-built test options) nothing is sent. */
export function shopOutbox(adminUrl: string | undefined, internalToken: string): Outbox {
  return adminUrl ? outboxClient({ adminUrl, internalToken }) : { send: async () => {} };
}

/** The short order number members read and say on the phone: the id's last twelve characters. */
export const orderNumberOf = (orderId: string) => orderId.replace(/-/g, '').slice(-12).toUpperCase();

export function shopMessages(deps: { outbox: Outbox; log: FastifyBaseLogger }) {
  const pending = new Set<Promise<unknown>>();

  async function send(template: ShopTemplate, memberId: string, orderId: string, params: Record<string, string>): Promise<void> {
    const allowed = new Set<string>(MESSAGE_TEMPLATE_PARAMS[template].map((name) => name.replace('?', '')));
    try {
      await deps.outbox.send({
        channel: 'EMAIL',
        template,
        memberId,
        purpose: 'TRANSACTIONAL',
        params: Object.fromEntries(Object.entries({ order: orderNumberOf(orderId), ...params }).filter(([name, value]) => allowed.has(name) && value !== '')),
      });
    } catch (error) {
      deps.log.error({ err: error, template, orderId, memberId }, 'shop message not sent: the outbox did not take it');
    }
  }

  return {
    /** Sends in the background; settled() waits for what is under way (tests, shutdown). */
    later(template: ShopTemplate, memberId: string, orderId: string, params: Record<string, string> = {}): void {
      const sending = send(template, memberId, orderId, params).finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type ShopMessages = ReturnType<typeof shopMessages>;
