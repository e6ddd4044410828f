// A withdrawn member's contact messages and handed-back forms are erased (issue 27), against the
// real users service: the content clock asks it who of the members with data here has withdrawn,
// and removes their messages, their submissions' rows and files (a file another member's
// submission shares stays); other members' data and visitors' messages stay.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { CONTACT_MESSAGE_PATH, consoleFormSubmissionsPath, memberFormSubmissionPath } from '@centre/contracts';
import { createSharedState } from '@centre/server-kit';
import { bearer, forEachDatabase, freshDatabase, serviceOptionsForTest, signAccessToken, testRedisPrefix } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { buildApp as buildUsers } from '../../users/src/app.ts';
import { form, type Part } from './multipart-form.ts';

const LIFETIME = { expiresIn: 30 * 60_000 };
const staff = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c3', name: '센터 담당자', scope: ['member', 'console'], role: 'CONTENT_EDITOR' }, LIFETIME));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const file = (value: Buffer, filename: string): Part => ({ name: 'file', value, filename, type: 'application/pdf' });
const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });

await forEachDatabase(t, 'withdrawn_erasure', async (t, database) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'withdrawn-erasure-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const usersDb = await freshDatabase('sqlite', 'erasure_users');
  t.teardown(() => usersDb.dispose());
  const usersState = createSharedState({ prefix: `erasure-users-${process.pid}:` });
  t.teardown(() => usersState.close());
  const users = await buildUsers({ ...serviceOptionsForTest(usersDb.config, 'users'), contentUrl: 'http://127.0.0.1:9', sharedState: usersState, filesDir: path.join(dir, 'members') });
  t.teardown(() => users.close());
  await users.listen({ port: 0, host: '127.0.0.1' });
  const usersUrl = `http://127.0.0.1:${(users.server.address() as AddressInfo).port}`;

  const sharedState = createSharedState({ redisUrl: process.env.REDIS_URL || undefined, prefix: testRedisPrefix('withdrawn-erasure', t) });
  const submissionsDir = path.join(dir, 'submissions');
  const app = await buildApp({ ...serviceOptionsForTest(database, 'content'), usersUrl, clockTimer: false, filesDir: path.join(dir, 'public'), inquiryFilesDir: path.join(dir, 'private'), formSubmissionsDir: submissionsDir, publicCache: { sharedState } });
  t.teardown(async () => {
    await app.close();
    await sharedState.close();
  });
  const stored = () => readdirSync(submissionsDir).filter((name) => !name.endsWith('.json') && !name.startsWith('.')).length;

  let counter = 0;
  const member = async () => {
    counter += 1;
    const username = `erase${counter}x${process.pid % 1000}`;
    const user = await users.users.create({ username, passwordHash: 'x', name: `회원${counter}`, email: `${username}@example.org`, phone: `010${String(20_000_000 + counter).slice(-8)}`, memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', locale: 'ko', scopes: ['member'] });
    return { id: user.id, headers: bearer(signAccessToken({ sub: user.id, username, name: `회원${counter}`, scope: ['member'] }, LIFETIME)) };
  };
  let ip = 0;
  const write = (headers: Record<string, string>, subject: string) =>
    app.inject({ method: 'POST', url: CONTACT_MESSAGE_PATH, headers, remoteAddress: `198.51.100.${++ip}`, payload: { name: '보내는 이', email: 'sender@example.net', subject, text: '문의드립니다.' } });
  const handBack = (formId: string, headers: Record<string, string>, bytes: Buffer, name: string) => {
    const body = form([file(bytes, name)]);
    return app.inject({ method: 'POST', url: memberFormSubmissionPath(formId), headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  t.test('withdrawal erases the member\'s messages and forms at the next tick; nobody else\'s', async (t) => {
    const created = await app.inject({ method: 'POST', url: '/api/console/forms', headers: staff, payload: { title: text('입주 신청서'), description: text('<p>작성 후 제출하세요.</p>'), thumb: null, files: [{ name: '안내.pdf', url: '/api/v1/files/0123456789abcdef0123456789abcdef.pdf', contentType: 'application/pdf', size: 10 }], order: 0 } });
    t.equal(created.statusCode, 201, 'staff publish a form');
    const formId = created.json().form._id as string;
    const [leaving, staying] = [await member(), await member()];

    for (const [headers, subject] of [[leaving.headers, '떠나는 회원의 문의'], [staying.headers, '남는 회원의 문의'], [{}, '방문자의 문의']] as const) t.equal((await write(headers, subject)).statusCode, 201);
    t.equal((await handBack(formId, leaving.headers, pdf('only the leaving member'), '내 신청서.pdf')).statusCode, 201);
    t.equal((await handBack(formId, leaving.headers, pdf('the same bytes'), '같은 파일.pdf')).statusCode, 201);
    t.equal((await handBack(formId, staying.headers, pdf('the same bytes'), '같은 파일.pdf')).statusCode, 201);
    t.equal(stored(), 2, 'two distinct files stored (the same bytes once)');

    t.equal(await app.withdrawnErasure.eraseWithdrawn(), 0, 'nobody has withdrawn: nothing erased');
    t.ok(await users.users.anonymise(leaving.id, new Date().toISOString()), 'the member withdraws (users service)');
    t.equal(await app.withdrawnErasure.tick(), 3, 'one message and two forms erased');

    const subjects = ((await app.db('contact_messages').select('subject')) as Array<{ subject: string }>).map((row) => row.subject).sort();
    t.same(subjects, ['남는 회원의 문의', '방문자의 문의'], 'the leaving member\'s message is gone; others stay');
    const submissions = (await app.inject({ url: consoleFormSubmissionsPath(formId), headers: staff })).json().submissions as Array<{ memberId: string }>;
    t.same(submissions.map((row) => row.memberId), [staying.id], 'staff see only the staying member\'s form');
    t.equal(stored(), 1, 'the leaving member\'s own file is removed; the file another submission shares stays');
    const kept = await app.inject({ url: `${consoleFormSubmissionsPath(formId)}/${(submissions[0] as unknown as { _id: string })._id}/file`, headers: staff });
    t.equal(kept.statusCode, 200, 'and still downloads');
    t.equal(await app.withdrawnErasure.tick(), 0, 'again: nothing more');
  });

  t.test('with the users service down, nothing is erased and a later tick does it', async (t) => {
    const member3 = await member();
    t.equal((await write(member3.headers, '세 번째 문의')).statusCode, 201);
    await users.users.anonymise(member3.id, new Date().toISOString());
    const offline = await buildApp({ ...serviceOptionsForTest(database, 'content'), usersUrl: 'http://127.0.0.1:9', clockTimer: false, filesDir: path.join(dir, 'public'), inquiryFilesDir: path.join(dir, 'private'), formSubmissionsDir: submissionsDir, publicCache: { sharedState } });
    t.teardown(() => offline.close());
    t.equal(await offline.withdrawnErasure.tick(), 0, 'the users service does not answer: nothing erased');
    t.equal(((await app.db('contact_messages').where({ subject: '세 번째 문의' })) as unknown[]).length, 1);
    t.equal(await app.withdrawnErasure.tick(), 1, 'erased once it answers');
  });
});
