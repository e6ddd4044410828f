// The outbox on /metrics (server-kit metrics.ts): its backlog, read from the database at each
// scrape (so every admin instance reports the same shared figures), and this instance's failed
// delivery attempts.
import { Counter, Gauge, METRIC_PREFIX, type Clock, type Registry } from '@centre/server-kit';
import type { MessageRepository } from '../repositories/messages.ts';

export function outboxMetrics(registry: Registry, messages: MessageRepository, clock: Clock, log: { warn(entry: Record<string, unknown>, text: string): void }) {
  // prom-client collects a registry's metrics in parallel: the gauges below share one query per scrape.
  let backlog: Promise<Awaited<ReturnType<MessageRepository['backlog']>> | null> | null = null;
  const read = () =>
    (backlog ??= messages
      .backlog()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'reading the outbox backlog for /metrics failed');
        return null;
      })
      .finally(() => {
        backlog = null;
      }));
  new Gauge({
    name: `${METRIC_PREFIX}outbox_messages`,
    help: 'Messages in the outbox by status: pending (waiting for delivery, due or not) and failed (given up, waiting for staff).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const value = await read();
      if (!value) return;
      this.set({ status: 'pending' }, value.pending);
      this.set({ status: 'failed' }, value.failed);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}outbox_oldest_due_age_seconds`,
    help: 'How long the longest-due pending message has been due and not delivered; 0 when none is due.',
    registers: [registry],
    async collect() {
      const value = await read();
      if (!value) return;
      this.set(value.oldestDueAt ? Math.max(0, (clock.now().getTime() - Date.parse(value.oldestDueAt)) / 1000) : 0);
    },
  });
  const failures = new Counter({
    name: `${METRIC_PREFIX}outbox_delivery_failures_total`,
    help: "Delivery attempts of this instance's worker that failed, by channel and outcome (retrying later, or failed for good).",
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });
  return {
    failed(channel: string, outcome: 'retrying' | 'failed') {
      failures.inc({ channel, outcome });
    },
  };
}
