// A notice's life through the gateway as the console lives it: a picture uploaded for the editor, a
// draft no reader sees, published, deleted to the trash, restored.
import t from 'tap';
import { sealedBasicHeader } from '@centre/contracts';
import { STAFF_PASSWORD, startTestStack } from './stack.ts';

const stack = await startTestStack(t, 'content');

const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });

async function staffHeaders(): Promise<Record<string, string>> {
  const refresh = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader('admin', STAFF_PASSWORD) } });
  const { data } = await refresh.json();
  const access = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${data.refreshToken}` } });
  return { authorization: `Bearer ${(await access.json()).data.accessToken}` };
}

const publicSubjects = async () => ((await (await api('/api/v1/center/notifications?limit=100')).json()).notifications as Array<{ subject: string }>).map((n) => n.subject);

t.test('upload, draft, publish, trash, restore', async (t) => {
  const staff = await staffHeaders();
  const json = { ...staff, 'content-type': 'application/json' };
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'picture.png');
  const uploaded = await api('/api/console/files', { method: 'POST', headers: staff, body: form });
  t.equal(uploaded.status, 201);
  const { file } = await uploaded.json();
  t.equal((await api(file.url)).status, 200, 'the picture is served through the gateway');

  const body = { subject: text('게이트웨이 초안'), summary: text('요약'), content: text(`<p>본문<img src="${file.url}" alt="그림"></p>`), isMain: false };
  const created = await api('/api/console/center/notifications', { method: 'POST', headers: json, body: JSON.stringify({ ...body, status: 'DRAFT' }) });
  t.equal(created.status, 201);
  const { notification } = await created.json();
  t.match(notification.content.ko, file.url, 'the picture stays in the sanitised body');
  t.notOk((await publicSubjects()).includes('게이트웨이 초안'), 'a draft is not public');

  const published = await api(`/api/console/center/notifications/${notification._id}`, { method: 'PUT', headers: json, body: JSON.stringify({ ...body, status: 'PUBLISHED' }) });
  t.equal(published.status, 200);
  t.ok((await publicSubjects()).includes('게이트웨이 초안'), 'published: readers see it');

  t.equal((await api(`/api/console/center/notifications/${notification._id}`, { method: 'DELETE', headers: staff })).status, 204);
  t.notOk((await publicSubjects()).includes('게이트웨이 초안'), 'in the trash: not public');
  const trash = await (await api('/api/console/center/notifications/trash', { headers: staff })).json();
  t.ok(trash.trash.some((item: { _id: string }) => item._id === notification._id));
  t.equal((await api(`/api/console/center/notifications/trash/${notification._id}/restore`, { method: 'POST', headers: staff })).status, 200);
  t.ok((await publicSubjects()).includes('게이트웨이 초안'), 'restored');

  const tooLong = await api('/api/console/center/notifications', { method: 'POST', headers: json, body: JSON.stringify({ ...body, subject: text('a'.repeat(100_000)) }) });
  t.equal(tooLong.status, 400, 'a 100,000-character subject is refused through the gateway too');
});
