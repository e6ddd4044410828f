// Forms with files: staff add several files at once and a thumbnail, readers download a file by
// the name staff gave it, a member hands a filled form back (private: staff alone list and read it);
// a refused type or size is a 4xx with a code and a localised message, and nothing is written.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import {
  CONSOLE_FORM_THUMB_PATH,
  CONTACT_REFUSALS,
  FORM_FILES_MAX,
  FORM_SUBMISSION_LIMITS,
  consoleFormFilesPath,
  consoleFormSubmissionsPath,
  formFileDownloadPath,
  memberFormSubmissionPath,
} from '@centre/contracts';
import { createSharedState } from '@centre/server-kit';
import { bearer, forEachDatabase, serviceOptionsForTest, signAccessToken, testRedisPrefix } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { form, type Part } from './multipart-form.ts';

const LIFETIME = { expiresIn: 30 * 60_000 };
const A = { sub: '0190a5a0-0000-7000-8000-0000000000a1', username: 'sewmaker01', name: '김재봉' };
const memberA = bearer(signAccessToken({ ...A, scope: ['member'] }, LIFETIME));
const memberB = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000b2', username: 'pattern02', name: 'Lee', scope: ['member'] }, LIFETIME));
const staff = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c3', name: '센터 담당자', scope: ['member', 'console'], role: 'CONTENT_EDITOR' }, LIFETIME));
const facilityStaff = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000c4', scope: ['member', 'console'], role: 'FACILITY_STAFF' }, LIFETIME));

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const file = (name: string, value: Buffer, filename: string, type = 'application/pdf'): Part => ({ name, value, filename, type });
const text = (ko: string) => ({ ko, en: '', cn: '', jp: '' });

await forEachDatabase(t, 'form_files', async (t, database) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'form-files-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const sharedState = createSharedState({ redisUrl: process.env.REDIS_URL || undefined, prefix: testRedisPrefix('form-files', t) });
  const submissionsDir = path.join(dir, 'submissions');
  const app = await buildApp({ ...serviceOptionsForTest(database), filesDir: path.join(dir, 'public'), inquiryFilesDir: path.join(dir, 'private'), formSubmissionsDir: submissionsDir, publicCache: { sharedState } });
  t.teardown(async () => {
    await app.close();
    await sharedState.close();
  });
  const send = (url: string, headers: Record<string, string>, parts: Part[]) => {
    const body = form(parts);
    return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const stored = (folder: string) => {
    try {
      return readdirSync(folder).filter((name) => !name.endsWith('.json') && !name.startsWith('.')).length;
    } catch {
      return 0;
    }
  };

  const created = await app.inject({
    method: 'POST',
    url: '/api/console/forms',
    headers: staff,
    payload: { title: text('입주 신청서'), description: text('<p>작성 후 제출하세요.</p>'), thumb: null, files: [{ name: '안내.pdf', url: '/api/v1/files/0123456789abcdef0123456789abcdef.pdf', contentType: 'application/pdf', size: 10 }], order: 0 },
  });
  t.equal(created.statusCode, 201, created.body);
  const formId = created.json().form._id as string;

  t.test('thumbnail: staff upload a picture in field thumb; members and other roles cannot', async (t) => {
    t.equal((await send(CONSOLE_FORM_THUMB_PATH, memberA, [file('thumb', PNG, 'a.png', 'image/png')])).statusCode, 403);
    t.equal((await send(CONSOLE_FORM_THUMB_PATH, facilityStaff, [file('thumb', PNG, 'a.png', 'image/png')])).statusCode, 403);
    t.match((await send(CONSOLE_FORM_THUMB_PATH, staff, [file('thumb', pdf('x'), 'a.png', 'image/png')])).json(), { statusCode: 415, code: 'UPLOAD_TYPE_REFUSED' });
    const ok = await send(CONSOLE_FORM_THUMB_PATH, staff, [file('thumb', PNG, 'a.png', 'image/png')]);
    t.equal(ok.statusCode, 201);
    t.match(ok.json().file.url, /^\/api\/v1\/files\/[0-9a-f]{32}\.png$/);
  });

  t.test('files: several at once, kept under their names, downloaded by readers under them', async (t) => {
    const res = await send(consoleFormFilesPath(formId), staff, [file('files', pdf('one'), '신청서 양식.pdf'), file('files', PNG, '../../etc/예시.png', 'image/png')]);
    t.equal(res.statusCode, 200, res.body);
    const files = res.json().form.files as Array<{ name: string; url: string; contentType: string }>;
    t.same(files.map((entry) => entry.name), ['안내.pdf', '신청서 양식.pdf', '예시.png'], 'no path in a name');
    const storedName = files[1]!.url.split('/').pop()!;
    const download = await app.inject({ url: formFileDownloadPath(formId, storedName) });
    t.equal(download.statusCode, 200);
    t.equal(download.headers['content-type'], 'application/pdf');
    t.match(download.headers['content-disposition'], /^attachment; filename="[^"]*"; filename\*=UTF-8''%EC%8B%A0%EC%B2%AD%EC%84%9C%20%EC%96%91%EC%8B%9D\.pdf$/);
    t.same(download.rawPayload, pdf('one'));
    t.equal((await app.inject({ url: formFileDownloadPath(formId, '0123456789abcdef0123456789abcdee.pdf') })).json().code, 'FORM_NOT_FOUND', 'not one of its files');
    const detail = (await app.inject({ url: `/api/v1/forms/${formId}` })).json().form;
    t.equal(detail.files.length, 3, 'readers see the new files at once');
    const listed = (await app.inject({ url: `/api/v1/forms/${formId}/files` })).json().files;
    t.same(listed.map((entry: { name: string }) => entry.name), ['안내.pdf', '신청서 양식.pdf', '예시.png']);
    t.equal(listed[1].url, formFileDownloadPath(formId, storedName), 'each with its download address');
    t.equal((await app.inject({ url: '/api/v1/forms/0190a5a0-0000-7000-8000-00000000dead/files' })).json().code, 'FORM_NOT_FOUND');
  });

  t.test('files: refusals say why, in the reader\'s language, and write nothing', async (t) => {
    const before = { form: (await app.inject({ url: `/api/console/forms/${formId}`, headers: staff })).json().form.files.length, disk: stored(path.join(dir, 'public')) };
    const html = await send(consoleFormFilesPath(formId), { ...staff, 'accept-language': 'en' }, [file('files', pdf('ok'), 'ok.pdf'), file('files', Buffer.from('<html><script>alert(1)</script></html>'), 'evil.pdf')]);
    t.match(html.json(), { statusCode: 415, code: 'UPLOAD_TYPE_REFUSED', message: CONTACT_REFUSALS.UPLOAD_TYPE_REFUSED.messages.en });
    const tooMany = Array.from({ length: FORM_FILES_MAX }, (_, i) => file('files', pdf(`many ${i}`), `f${i}.pdf`));
    t.match((await send(consoleFormFilesPath(formId), staff, tooMany)).json(), { statusCode: 409, code: 'FORM_FILES_FULL' }, 'past the form\'s limit');
    t.match((await send(consoleFormFilesPath(formId), staff, [file('other', pdf('x'), 'x.pdf')])).json(), { statusCode: 400, code: 'UPLOAD_NO_FILE' });
    t.match((await send(consoleFormFilesPath('0190a5a0-0000-7000-8000-00000000dead'), staff, [file('files', pdf('x'), 'x.pdf')])).json(), { statusCode: 404, code: 'FORM_NOT_FOUND' });
    t.equal((await send(consoleFormFilesPath(formId), memberA, [file('files', pdf('x'), 'x.pdf')])).statusCode, 403);
    t.equal((await app.inject({ url: `/api/console/forms/${formId}`, headers: staff })).json().form.files.length, before.form);
    t.equal(stored(path.join(dir, 'public')), before.disk, 'no file written');
  });

  let submissionId = '';
  t.test('a member hands a filled form back: private, staff alone list and read it', async (t) => {
    t.equal((await send(memberFormSubmissionPath(formId), {}, [file('file', pdf('filled'), 'x.pdf')])).statusCode, 401);
    const res = await send(memberFormSubmissionPath(formId), memberA, [file('file', pdf('filled by A'), '작성한 신청서.pdf')]);
    t.equal(res.statusCode, 201, res.body);
    const submission = res.json().submission;
    submissionId = submission._id;
    t.match(submission, { formId, name: '작성한 신청서.pdf', contentType: 'application/pdf' });
    t.notOk(submission.url, 'no address for the member');
    t.equal(stored(submissionsDir), 1, 'in the private store');

    t.equal((await app.inject({ url: consoleFormSubmissionsPath(formId), headers: memberA })).statusCode, 403, 'not the member');
    t.equal((await app.inject({ url: consoleFormSubmissionsPath(formId), headers: facilityStaff })).statusCode, 403, 'not another role');
    const list = (await app.inject({ url: consoleFormSubmissionsPath(formId), headers: staff })).json();
    t.equal(list.submissions.length, 1);
    t.match(list.submissions[0], { memberId: A.sub, memberName: '김재봉', memberUsername: 'sewmaker01' });
    const download = await app.inject({ url: list.submissions[0].url, headers: staff });
    t.equal(download.statusCode, 200);
    t.same(download.rawPayload, pdf('filled by A'));
    t.match(download.headers['content-disposition'], /^attachment;/);
    t.equal((await app.inject({ url: list.submissions[0].url, headers: memberA })).statusCode, 403);
    t.equal((await app.inject({ url: list.submissions[0].url })).statusCode, 401);
    t.equal((await app.inject({ url: `${consoleFormSubmissionsPath(formId)}/0190a5a0-0000-7000-8000-00000000dead/file`, headers: staff })).json().code, 'FORM_SUBMISSION_NOT_FOUND');
  });

  t.test('a member\'s refused file: type, size, unknown form, too many; nothing written', async (t) => {
    const count = async () => Number(((await app.db('form_submissions').count({ n: '*' }))[0] as { n: number | string }).n);
    const before = { rows: await count(), disk: stored(submissionsDir) };
    t.match((await send(memberFormSubmissionPath(formId), { ...memberB, 'accept-language': 'ko' }, [file('file', Buffer.from('MZ\x90\x00 not a document'), 'form.pdf')])).json(), { statusCode: 415, code: 'UPLOAD_TYPE_REFUSED', message: CONTACT_REFUSALS.UPLOAD_TYPE_REFUSED.messages.ko });
    const big = Buffer.concat([pdf('big'), Buffer.alloc(FORM_SUBMISSION_LIMITS.maxBytes)]);
    t.match((await send(memberFormSubmissionPath(formId), memberB, [file('file', big, 'big.pdf')])).json(), { statusCode: 413, code: 'UPLOAD_TOO_LARGE' });
    t.match((await send(memberFormSubmissionPath('0190a5a0-0000-7000-8000-00000000dead'), memberB, [file('file', pdf('x'), 'x.pdf')])).json(), { statusCode: 404, code: 'FORM_NOT_FOUND' });
    t.equal(await count(), before.rows);
    t.equal(stored(submissionsDir), before.disk);
    for (let i = 1; i < FORM_SUBMISSION_LIMITS.perMemberPerForm; i += 1) t.equal((await send(memberFormSubmissionPath(formId), memberA, [file('file', pdf(`again ${i}`), 'x.pdf')])).statusCode, 201);
    t.match((await send(memberFormSubmissionPath(formId), memberA, [file('file', pdf('one too many'), 'x.pdf')])).json(), { statusCode: 409, code: 'UPLOAD_QUOTA' });
    t.equal(await count(), before.rows + FORM_SUBMISSION_LIMITS.perMemberPerForm - 1);
    t.ok(submissionId);
  });

  t.test('parallel hand-backs (two instances on MySQL): exactly the allowed number is kept', async (t) => {
    // SQLite: one instance. better-sqlite3 waits for a lock synchronously, so a second instance in
    // this same process would block the one holding it (separate processes wait their turn).
    const second = database.client === 'mysql'
      ? await buildApp({ ...serviceOptionsForTest(database), filesDir: path.join(dir, 'public'), inquiryFilesDir: path.join(dir, 'private'), formSubmissionsDir: submissionsDir, publicCache: { sharedState } })
      : app;
    if (second !== app) t.teardown(() => second.close());
    const C = bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000a7', username: 'parallel07', name: '박병렬', scope: ['member'] }, LIFETIME));
    const tries = 8;
    const answers = await Promise.all(Array.from({ length: tries }, (_, i) => {
      const body = form([file('file', pdf(`parallel ${i}`), `p${i}.pdf`)]);
      return (i % 2 === 0 ? app : second).inject({ method: 'POST', url: memberFormSubmissionPath(formId), headers: { ...C, ...body.headers }, payload: body.payload });
    }));
    const codes = answers.map((res) => res.statusCode);
    t.equal(codes.filter((code) => code === 201).length, FORM_SUBMISSION_LIMITS.perMemberPerForm, codes.join(','));
    t.equal(codes.filter((code) => code === 409).length, tries - FORM_SUBMISSION_LIMITS.perMemberPerForm);
    const kept = Number(((await app.db('form_submissions').where({ member_id: '0190a5a0-0000-7000-8000-0000000000a7' }).count({ n: '*' }))[0] as { n: number | string }).n);
    t.equal(kept, FORM_SUBMISSION_LIMITS.perMemberPerForm);
  });
});
