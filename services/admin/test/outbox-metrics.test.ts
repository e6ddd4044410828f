// The outbox on /metrics: its backlog (pending, failed, how long the longest-due message has been
// due) as the database holds it, and the failed delivery attempts of this instance's worker.
import t from 'tap';
import { INTERNAL_MESSAGES_PATH } from '@centre/contracts';
import { forEachDatabase, metricValue, parsePrometheusText } from '@centre/server-kit/testing';
import { DeliveryError, logAdapter, type DeliveryAdapter } from '../src/outbox/adapters.ts';
import { adminForTest, internal } from './outbox-helpers.ts';

const sms = (to: string) => ({ channel: 'SMS', to, template: 'VERIFICATION_CODE', locale: 'ko', params: { code: '482915' } });

await forEachDatabase(t, 'outbox_metrics', async (t, database) => {
  let failing: 'no' | 'retry' | 'permanent' = 'no';
  const flaky: DeliveryAdapter = {
    name: 'flaky',
    async deliver() {
      if (failing !== 'no') throw new DeliveryError('provider down', failing === 'permanent');
    },
  };
  const { app, clock } = await adminForTest(t, database, { delivery: { SMS: flaky, EMAIL: logAdapter() } });
  const scrape = async () => parsePrometheusText((await app.inject('/metrics')).body);

  const empty = await scrape();
  t.equal(metricValue(empty, 'centre_outbox_messages', { status: 'pending', service: 'admin' }), 0);
  t.equal(metricValue(empty, 'centre_outbox_messages', { status: 'failed' }), 0);
  t.equal(metricValue(empty, 'centre_outbox_oldest_due_age_seconds'), 0);

  for (const to of ['01011112222', '01033334444']) t.equal((await app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload: sms(to) })).statusCode, 202);
  clock.advance(90_000);
  const waiting = await scrape();
  t.equal(metricValue(waiting, 'centre_outbox_messages', { status: 'pending' }), 2, 'two pending');
  t.equal(metricValue(waiting, 'centre_outbox_oldest_due_age_seconds'), 90, 'due for 90 s');

  failing = 'retry';
  await app.outboxWorker.runOnce();
  const retrying = await scrape();
  t.equal(metricValue(retrying, 'centre_outbox_delivery_failures_total', { channel: 'SMS', outcome: 'retrying' }), 2, 'two failed attempts, to be retried');
  t.equal(metricValue(retrying, 'centre_outbox_messages', { status: 'pending' }), 2, 'still pending');
  t.equal(metricValue(retrying, 'centre_outbox_oldest_due_age_seconds'), 0, 'none due until the back-off ends');

  failing = 'permanent';
  clock.advance(3_600_000);
  await app.outboxWorker.runOnce();
  const failed = await scrape();
  t.equal(metricValue(failed, 'centre_outbox_delivery_failures_total', { channel: 'SMS', outcome: 'failed' }), 2, 'two failed for good');
  t.equal(metricValue(failed, 'centre_outbox_messages', { status: 'failed' }), 2);
  t.equal(metricValue(failed, 'centre_outbox_messages', { status: 'pending' }), 0);
});
