// The before and after of content edits reach the audit log: the content service on the database
// under test reports to a REAL admin service over HTTP, as in production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { freshDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { forEachDatabase } from '@centre/server-kit/testing';
import { buildApp as buildAdmin } from '../../admin/src/app.ts';
import { logAdapter } from '../../admin/src/outbox/adapters.ts';
import { buildApp } from '../src/app.ts';
import { staff, text } from './helpers.ts';

const notice = { subject: text('휴관 안내'), summary: text('요약'), content: text('<p>본문</p>'), isMain: false };

await forEachDatabase(t, 'content_audit', async (t, database) => {
  const adminDb = await freshDatabase('sqlite', 'content_audit_admin');
  t.teardown(() => adminDb.dispose());
  const admin = await buildAdmin({ ...serviceOptionsForTest(adminDb.config), delivery: { EMAIL: logAdapter(), SMS: logAdapter() }, worker: { intervalMs: 0 } });
  t.teardown(() => admin.close());
  await admin.listen({ host: '127.0.0.1', port: 0 });
  const adminUrl = `http://127.0.0.1:${(admin.server.address() as AddressInfo).port}`;
  const filesDir = mkdtempSync(path.join(tmpdir(), 'content-audit-'));
  t.teardown(() => rmSync(filesDir, { recursive: true, force: true }));
  const app = await buildApp({ ...serviceOptionsForTest(database), adminUrl, filesDir });
  t.teardown(() => app.close());

  async function entriesFor(resource: string, count: number) {
    for (let tries = 0; tries < 400; tries += 1) {
      const { entries } = await admin.audit.paginate({ resource }, { limit: 10, offset: 0 });
      if (entries.length >= count) return entries;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return (await admin.audit.paginate({ resource }, { limit: 10, offset: 0 })).entries;
  }

  t.test('create, update and delete of a notice record what it was and what it became', async (t) => {
    const created = await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: staff, payload: notice });
    t.equal(created.statusCode, 201);
    const id = created.json().notification._id as string;
    const edited = await app.inject({ method: 'PUT', url: `/api/console/center/notifications/${id}`, headers: staff, payload: { ...notice, subject: text('임시 휴관 안내', 'Closed') } });
    t.equal(edited.statusCode, 200);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/center/notifications/${id}`, headers: staff })).statusCode, 204);
    const [removal, update] = await entriesFor(`/api/console/center/notifications/${id}`, 2);
    t.equal(update?.action, 'update');
    t.same((update?.before as { subject: object }).subject, text('휴관 안내'));
    t.same((update?.after as { subject: object }).subject, text('임시 휴관 안내', 'Closed'));
    t.equal(removal?.action, 'delete');
    t.same((removal?.before as { subject: object }).subject, text('임시 휴관 안내', 'Closed'));
    t.equal(removal?.after ?? null, null);
    const [creation] = await entriesFor('/api/console/center/notifications', 3);
    t.ok(creation);
  });

  t.test('long text is kept shortened; a failed edit records nothing', async (t) => {
    const long = `<p>${'가'.repeat(5_000)}</p>`;
    const id = (await app.inject({ method: 'POST', url: '/api/console/center/notifications', headers: staff, payload: { ...notice, content: text(long) } })).json().notification._id as string;
    await app.inject({ method: 'PUT', url: `/api/console/center/notifications/${id}`, headers: staff, payload: { ...notice, content: text('<p>짧게</p>') } });
    const [update] = await entriesFor(`/api/console/center/notifications/${id}`, 1);
    const before = (update?.before as { content: { ko: string } }).content.ko;
    t.ok(before.length < 2_100, 'shortened');
    t.match(before, /… \(5007\)$/);
    const refused = await app.inject({ method: 'PUT', url: `/api/console/center/notifications/${id}`, headers: staff, payload: { ...notice, subject: text('') } });
    t.equal(refused.statusCode, 400);
    t.equal((await entriesFor(`/api/console/center/notifications/${id}`, 1)).length, 1);
  });
});
