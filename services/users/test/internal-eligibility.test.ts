import t from 'tap';
import { DEMO_MEMBER_IDS, INTERNAL_ELIGIBILITY_PATH, INTERNAL_TOKEN_HEADER } from '@centre/contracts';
import { forEachDatabase, serviceOptionsForTest, TEST_INTERNAL_TOKEN, testInternalToken } from '@centre/server-kit/testing';
import { now } from '@centre/server-kit';
import { buildApp } from '../src/app.ts';
import { seedDemoMembers } from '../src/seeds/demo-members.ts';
import { ensureStaffAccount } from '../src/seeds/staff.ts';

const applications = { [INTERNAL_TOKEN_HEADER]: testInternalToken('applications') };

await forEachDatabase(t, 'users_eligibility', async (t, database) => {
  const app = await buildApp(serviceOptionsForTest(database));
  t.teardown(() => app.close());
  await seedDemoMembers(app.db, app.fileStore);
  await ensureStaffAccount(app.db, { username: 'admin', password: 'Staff-pass-123!' });
  const ask = (ids: string[], headers: Record<string, string> = applications) => app.inject({ method: 'POST', url: INTERNAL_ELIGIBILITY_PATH, headers, payload: { ids } });

  t.test('the applications service learns who members are: standing, kind, language and verified documents', async (t) => {
    const res = await ask([DEMO_MEMBER_IDS.sewing01, DEMO_MEMBER_IDS.dongdaemun7, '0190a5a0-0000-7000-8000-00000000ffff']);
    t.equal(res.statusCode, 200);
    const members = res.json().members as Array<Record<string, unknown>>;
    t.equal(members.length, 2, 'an unknown id is simply absent');
    const company = members.find((m) => m._id === DEMO_MEMBER_IDS.dongdaemun7)!;
    t.match(company, { username: 'dongdaemun7', status: 'ACTIVE', goodStanding: true, memberType: 'COMPANY', memberKind: 'DOMESTIC_INSTITUTION', levelId: null, locale: 'ko' });
    t.same(company.files, [{ kind: 'BUSINESS_REGISTRATION', reviewState: 'APPROVED', validUntil: '2027-12-31' }]);
    t.same(members.find((m) => m._id === DEMO_MEMBER_IDS.sewing01)!.files, []);
    t.notOk(JSON.stringify(members).includes('password'), 'no credential leaves the service');
  });

  t.test("a member's level grants come with the answer; no level grants nothing", async (t) => {
    const gold = await app.memberLevels.create({ name: { ko: '골드', en: 'Gold', cn: '金', jp: 'ゴールド' }, order: 1, grants: { extraQuotaPerWindow: 2, lotteryPriority: true } }, now());
    await app.db('users').where({ id: DEMO_MEMBER_IDS.sewing01 }).update({ level_id: gold._id });
    const members = (await ask([DEMO_MEMBER_IDS.sewing01, DEMO_MEMBER_IDS.dongdaemun7])).json().members as Array<{ _id: string; levelId: string | null; grants: unknown }>;
    t.match(members.find((m) => m._id === DEMO_MEMBER_IDS.sewing01), { levelId: gold._id, grants: { extraQuotaPerWindow: 2, lotteryPriority: true } });
    t.same(members.find((m) => m._id === DEMO_MEMBER_IDS.dongdaemun7)?.grants, { extraQuotaPerWindow: 0, lotteryPriority: false });
    // Staff change the level: the next answer says so (nothing cached).
    await app.memberLevels.update(gold._id, { name: { ko: '골드', en: 'Gold', cn: '金', jp: 'ゴールド' }, order: 1, grants: { extraQuotaPerWindow: 0, lotteryPriority: false } }, now());
    t.same((await ask([DEMO_MEMBER_IDS.sewing01])).json().members[0].grants, { extraQuotaPerWindow: 0, lotteryPriority: false });
    await app.db('users').where({ id: DEMO_MEMBER_IDS.sewing01 }).update({ level_id: null });
  });

  t.test('withdrawn members are not in good standing', async (t) => {
    await app.users.anonymise(DEMO_MEMBER_IDS.pattern22, now());
    const staffId = (await app.users.findActiveByUsername('admin'))!.id;
    const members = (await ask([DEMO_MEMBER_IDS.pattern22, staffId])).json().members as Array<{ _id: string; goodStanding: boolean; status: string }>;
    t.match(members.find((m) => m._id === DEMO_MEMBER_IDS.pattern22), { status: 'WITHDRAWN', goodStanding: false });
    t.equal(members.find((m) => m._id === staffId)?.goodStanding, true, 'staff who are also members may apply');
  });

  t.test('only the applications service may ask; bodies are bounded', async (t) => {
    t.equal((await ask([DEMO_MEMBER_IDS.sewing01], { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN })).statusCode, 404, 'the gateway may not');
    t.equal((await ask([DEMO_MEMBER_IDS.sewing01], { [INTERNAL_TOKEN_HEADER]: testInternalToken('admin') })).statusCode, 404, 'nor the admin service');
    t.equal((await ask([DEMO_MEMBER_IDS.sewing01], {})).statusCode, 404);
    t.equal((await ask([])).statusCode, 400);
    t.equal((await ask(Array.from({ length: 201 }, (_, i) => `id-${i}`))).statusCode, 400);
  });
});
