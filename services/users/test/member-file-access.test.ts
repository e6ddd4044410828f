// Who may put a file on a member's account, and what is left on disk: the member routes serve the
// member alone (staff of any role review through the console, under the review permission), an
// upload refused for its id writes nothing, a replaced file leaves the store once no row refers
// to it, and one member's files together stay under a quota.
import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { MEMBER_FILES_QUOTA_BYTES, type StaffRole } from '@centre/contracts';
import { bearer, forEachDatabase, signAccessToken } from '@centre/server-kit/testing';
import { ensureStaffAccount } from '../src/seeds/index.ts';
import { PDF, PNG, freshIp, freshUsername, memberWorld, multipartBody } from './member-world.ts';

/** A PDF whose bytes (and so its stored name) no other test file shares. */
const uniquePdf = (padding = 0) => Buffer.concat([PDF, Buffer.from(`%${randomUUID()}\n`), Buffer.alloc(padding, 0x20)]);

await forEachDatabase(t, 'member_file_access', async (t, database) => {
  const world = await memberWorld(t, database);
  const { app } = world;
  const storedFiles = () => readdirSync(world.filesDir).filter((name) => !name.startsWith('.')).sort();

  async function newInstitution(registration: Buffer = uniquePdf()) {
    const body = await world.signUpBody('DOMESTIC_INSTITUTION');
    const res = await app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), ...(await multipartBody({ data: JSON.stringify(body) }, [{ field: 'businessRegistration', name: 'reg.pdf', content: registration }])) });
    if (res.statusCode !== 201) throw new Error(res.body);
    const id = res.json().user._id as string;
    return { id, auth: bearer(signAccessToken({ sub: id, scope: ['member'] })) };
  }
  async function staffToken(role: StaffRole) {
    const username = freshUsername();
    await ensureStaffAccount(app.db, { username, password: 'Staff-pass-2026!', role });
    const staff = (await app.users.findActiveByUsername(username))!;
    return bearer(signAccessToken({ sub: staff.id, username, scope: ['member', 'console'], role }));
  }
  const upload = async (memberId: string, segment: string, headers: Record<string, string>, content: Buffer, name = 'file.pdf') => {
    const form = await multipartBody({}, [{ field: 'file', name, content }]);
    return app.inject({ method: 'POST', url: `/api/v1/users/${memberId}/${segment}`, payload: form.payload, headers: { ...form.headers, ...headers } });
  };
  const registrationOf = async (memberId: string) => (await app.memberFiles.listFor(memberId)).find((file) => file.kind === 'BUSINESS_REGISTRATION')!;
  const review = (memberId: string, fileId: string, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/console/users/${memberId}/files/${fileId}/review`, headers, payload: { reviewState: 'APPROVED', validUntil: '2027-12-31' } });

  t.test("no staff role overwrites a member's approved business registration through the member route", async (t) => {
    const company = await newInstitution();
    const approved = await review(company.id, (await registrationOf(company.id))._id, await staffToken('FACILITY_STAFF'));
    t.equal(approved.statusCode, 200, 'the reviewing role works through the console route');
    const files = storedFiles();
    for (const role of ['CONTENT_EDITOR', 'FACILITY_STAFF', 'ADMINISTRATOR'] as const) {
      const refused = await upload(company.id, 'businessRegistration', await staffToken(role), uniquePdf());
      t.equal(refused.statusCode, 404, `${role} is refused`);
    }
    t.same(storedFiles(), files, 'nothing written to the store');
    const kept = await registrationOf(company.id);
    t.equal(kept.reviewState, 'APPROVED', 'the approved document is untouched');
    t.equal(kept.storedName, (await registrationOf(company.id)).storedName);
    t.equal((await review(company.id, kept._id, await staffToken('CONTENT_EDITOR'))).statusCode, 403, 'an editor may not review either');
    const own = await upload(company.id, 'businessRegistration', company.auth, uniquePdf());
    t.equal(own.statusCode, 201, 'the member themself still uploads');
  });

  t.test('an upload to a foreign or unknown id writes nothing', async (t) => {
    const company = await newInstitution();
    const other = await newInstitution();
    const ghost = '0190a5a0-0000-7000-8000-00000000dead';
    const files = storedFiles();
    t.equal((await upload(company.id, 'logo', other.auth, PNG, 'logo.png')).statusCode, 404, "another member's id");
    t.equal((await upload(ghost, 'logo', other.auth, PNG, 'logo.png')).statusCode, 404, 'an unknown id');
    t.equal((await upload(ghost, 'logo', bearer(signAccessToken({ sub: ghost, scope: ['member'] })), PNG, 'logo.png')).statusCode, 404, 'a token for no account');
    t.same(storedFiles(), files);
    t.same((await app.memberFiles.listFor(company.id)).map((file) => file.kind), ['BUSINESS_REGISTRATION']);
  });

  t.test('a replaced file leaves the store unless another member has the same bytes', async (t) => {
    const first = uniquePdf();
    const company = await newInstitution(first);
    const before = storedFiles();
    const oldName = (await registrationOf(company.id)).storedName;
    t.ok(before.includes(oldName));
    t.equal((await upload(company.id, 'businessRegistration', company.auth, uniquePdf())).statusCode, 201);
    const after = storedFiles();
    t.notOk(after.includes(oldName), 'the old registration is gone');
    t.equal(after.length, before.length, 'one file in, one file out (each with its metadata)');

    const shared = uniquePdf();
    const a = await newInstitution(shared);
    const b = await newInstitution(shared);
    const sharedName = (await registrationOf(a.id)).storedName;
    t.equal((await registrationOf(b.id)).storedName, sharedName, 'the store keeps one copy of the same bytes');
    t.equal((await upload(a.id, 'businessRegistration', a.auth, uniquePdf())).statusCode, 201);
    t.ok(storedFiles().includes(sharedName), "kept: the other member's row still refers to it");
    const download = await app.inject({ url: `/api/v1/me/files/${(await registrationOf(b.id))._id}`, headers: b.auth });
    t.same(download.rawPayload, shared);
  });

  t.test("a member's files together stay under the quota: 413 with the rule, nothing written", async (t) => {
    const company = await newInstitution();
    const nearlyMax = Math.floor(MEMBER_FILES_QUOTA_BYTES / 2) - 2048;
    t.equal((await upload(company.id, 'businessRegistration', company.auth, uniquePdf(nearlyMax))).statusCode, 201);
    t.equal((await upload(company.id, 'employmentCertificate', company.auth, uniquePdf(nearlyMax))).statusCode, 201);
    const files = storedFiles();
    const over = await upload(company.id, 'logo', company.auth, Buffer.concat([PNG, Buffer.alloc(8192)]), 'logo.png');
    t.equal(over.statusCode, 413);
    t.equal(over.json().code, 'FILES_QUOTA');
    t.match(over.json().fields[0].message, `${MEMBER_FILES_QUOTA_BYTES / 1024 / 1024}MB`);
    t.same(storedFiles(), files, 'nothing written');
    t.equal((await upload(company.id, 'businessRegistration', company.auth, uniquePdf(nearlyMax))).statusCode, 201, 'the replaced file does not count');
  });

  t.test('a sign-up that loses a race leaves no file of its own in the store', async (t) => {
    const body = await world.signUpBody('DOMESTIC_INSTITUTION');
    const files = storedFiles();
    const attempt = async () =>
      app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), ...(await multipartBody({ data: JSON.stringify(body) }, [{ field: 'businessRegistration', name: 'reg.pdf', content: uniquePdf() }])) });
    const answers = await Promise.all([attempt(), attempt(), attempt()]);
    t.same(answers.map((answer) => answer.statusCode).filter((code) => code === 201), [201], 'one account');
    t.equal(storedFiles().length, files.length + 2, "only the winner's file (and its metadata) stays");
  });
});
