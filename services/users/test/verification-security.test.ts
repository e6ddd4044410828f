// Codes and recovery under attack: staff accounts cannot be recovered from the member area, a code
// survives no more than its tries however many guesses arrive at once, one target's checks are
// limited across client addresses, SMS codes go only to mobiles and within an hourly budget, and
// look-alike contacts never reach another account. Two instances on one database and one shared
// state (the real Redis when REDIS_URL is set), on SQLite and on MySQL when MYSQL_URL is set.
import t from 'tap';
import { INTERNAL_PATHS, INTERNAL_TOKEN_HEADER, VERIFICATION_RULES } from '@centre/contracts';
import { forEachDatabase, forEachSharedState, TEST_INTERNAL_TOKEN } from '@centre/server-kit/testing';
import { hashPassword } from '../src/passwords.ts';
import { logReference } from '../src/security-events.ts';
import { clientAddressKey } from '@centre/server-kit';
import { freshEmail, freshIp, freshPhone, freshUsername, memberWorld, secondInstance } from './member-world.ts';

t.test('client addresses: IPv6 by /64, IPv4 and mapped IPv4 as they are', async (t) => {
  t.equal(clientAddressKey('203.0.113.7'), '203.0.113.7');
  t.equal(clientAddressKey('::ffff:203.0.113.7'), '203.0.113.7');
  t.equal(clientAddressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
  t.equal(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe'), '2001:db8:1:2::/64', 'every address of one /64 is one client');
  t.equal(clientAddressKey('2001:db8::1'), '2001:db8:0:0::/64');
  t.not(clientAddressKey('2001:db8:1:3::1'), clientAddressKey('2001:db8:1:2::1'), 'the next /64 is another client');
});

await forEachDatabase(t, 'users_verification_security', async (t, database) => {
  await forEachSharedState(t, 'users-verification-security', async (t, open) => {
    const world = await memberWorld(t, database, { sharedState: open() });
    // A second instance of the service: same database, same admin, its own handle on the shared state.
    const { app: second, logLines } = await secondInstance(t, world, database, open());
    const app = world.app;
    const certify = (payload: object, ip = freshIp(), on = app) => on.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: ip, payload });
    const events = (name: string, target: string) =>
      logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.securityEvent === name && entry.targetRef === logReference(target));
    const passwordHash = await hashPassword('Sewing-2026!x');
    const account = (fields: { email?: string; phone?: string; staff?: boolean }) =>
      app.users.create({
        username: freshUsername(),
        passwordHash,
        name: '김재봉',
        email: fields.email ?? '',
        phone: fields.phone ?? '',
        memberType: 'PERSON',
        memberKind: 'DOMESTIC_PRIVATE',
        scopes: fields.staff ? ['member', 'console'] : ['member'],
        staffRole: fields.staff ? 'CONTENT_EDITOR' : null,
      });

    t.test('recovery refuses staff accounts as if unknown: nothing is sent, no reset is possible', async (t) => {
      const phone = freshPhone();
      const email = freshEmail();
      const staff = await account({ phone, email, staff: true });
      for (const [channel, target] of [['SMS', phone], ['EMAIL', email]] as const) {
        for (const purpose of ['RESET_PASSWORD', 'FIND_USERNAME'] as const) {
          const asked = await certify({ purpose, channel, target });
          t.equal(asked.statusCode, 202, 'the same answer as for any contact');
          t.same(asked.json(), { expiresInSeconds: VERIFICATION_RULES.codeTtlSeconds, resendAfterSeconds: VERIFICATION_RULES.resendAfterSeconds });
        }
        await world.admin.outboxWorker.runOnce();
        t.same(await world.templatesSentTo(target), [], `no code went to the staff ${channel} contact`);
        const guess = await certify({ purpose: 'RESET_PASSWORD', channel, target, code: '123456' });
        t.equal(guess.json().fields[0].rule, 'CODE_EXPIRED', 'there is no code to confirm');
      }
      t.equal((await app.users.findById(staff.id))?.passwordHash, passwordHash, 'the staff password is unchanged');
    });

    t.test('60 parallel wrong guesses: at most the allowed tries are compared, then even the right code is refused', async (t) => {
      const phone = freshPhone();
      const member = await account({ phone });
      t.ok(member);
      t.equal((await certify({ purpose: 'RESET_PASSWORD', channel: 'SMS', target: phone })).statusCode, 202);
      const code = (await world.codeSentTo(phone))!;
      t.match(code, /^[0-9]{6}$/);
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => certify({ purpose: 'RESET_PASSWORD', channel: 'SMS', target: phone, code: wrong(i) }, freshIp(), i % 2 === 0 ? app : second)),
      );
      t.notOk(answers.some((answer) => answer.statusCode === 200), 'no wrong guess passes');
      t.ok(answers.every((answer) => answer.statusCode === 400 || answer.statusCode === 429), 'every guess is refused with a 4xx');
      const row = await app.db('verifications').where({ purpose: 'RESET_PASSWORD', target: phone }).first('wrong_tries');
      t.equal(Number(row.wrong_tries), VERIFICATION_RULES.maxWrongTries, 'exactly the allowed tries were recorded');
      const comparedOnSecond = events('verification.wrong_code', phone).length;
      t.ok(comparedOnSecond <= VERIFICATION_RULES.maxWrongTries, `at most ${VERIFICATION_RULES.maxWrongTries} guesses were compared (${comparedOnSecond} on the logging instance)`);
      t.ok(answers.filter((answer) => answer.statusCode === 400 && answer.json().fields[0].rule === 'CODE_WRONG').length < VERIFICATION_RULES.maxWrongTries);
      const right = await certify({ purpose: 'RESET_PASSWORD', channel: 'SMS', target: phone, code });
      t.not(right.statusCode, 200, 'the right code comes too late');
      t.notOk(right.json().verificationToken);
    });

    t.test('checks of one target are limited across client addresses', async (t) => {
      const phone = freshPhone();
      await account({ phone });
      t.equal((await certify({ purpose: 'FIND_USERNAME', channel: 'SMS', target: phone })).statusCode, 202);
      const statuses = [];
      for (let i = 0; i < VERIFICATION_RULES.checksPerTargetPerHour + 1; i++) {
        statuses.push((await certify({ purpose: 'FIND_USERNAME', channel: 'SMS', target: phone, code: '000000' }, freshIp())).statusCode);
      }
      t.ok(statuses.slice(0, -1).every((status) => status === 400));
      const last = await certify({ purpose: 'FIND_USERNAME', channel: 'SMS', target: phone, code: '000000' }, freshIp());
      t.equal(last.statusCode, 429, 'a fresh address gets no fresh tries at this target');
      t.ok(Number(last.headers['retry-after']) > 0);
      t.equal(last.json().fields[0].rule, 'TOO_MANY_REQUESTS');
    });

    t.test('SMS codes go to Korean mobile numbers only, with a clear message for the others', async (t) => {
      for (const target of ['0212345678', '0311234567', '07012345678', '+821012345678', '+14155550123']) {
        const refused = await certify({ purpose: 'SIGN_UP', channel: 'SMS', target }, freshIp(), second);
        t.equal(refused.statusCode, 400, target);
        t.equal(refused.json().fields[0].rule, 'MOBILE_ONLY', target);
      }
      const english = await app.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: freshIp(), headers: { 'accept-language': 'en' }, payload: { purpose: 'SIGN_UP', channel: 'SMS', target: '0212345678' } });
      t.match(english.json().fields[0].message, /mobile numbers/);
      for (const prefix of ['010', '011', '016', '017', '018', '019']) {
        t.equal((await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: `${prefix}${freshPhone().slice(3)}` }, freshIp(), second)).statusCode, 202, prefix);
      }
    });

    t.test('SMS codes stop at the hourly budget of the whole service, with an error in the log', async (t) => {
      const budgetState = open();
      const { app: budgeted, logLines: budgetLog } = await secondInstance(t, world, database, budgetState, { smsCodeHourlyBudget: 2 });
      // The budget is counted in the shared state: spend what earlier tests spent on it first.
      await budgetState.delete('users:sms-code-budget');
      const phones = [freshPhone(), freshPhone(), freshPhone()];
      const statuses = [];
      for (const phone of phones) statuses.push(await certify({ purpose: 'SIGN_UP', channel: 'SMS', target: phone }, freshIp(), budgeted));
      t.same(statuses.map((answer) => answer.statusCode), [202, 202, 503]);
      t.equal(statuses[2]!.json().fields[0].rule, 'SMS_UNAVAILABLE');
      t.ok(Number(statuses[2]!.headers['retry-after']) > 0);
      await world.admin.outboxWorker.runOnce();
      t.same(await world.templatesSentTo(phones[2]!), [], 'nothing was sent beyond the budget');
      t.ok(budgetLog.map((line) => JSON.parse(line) as { level: number; msg: string }).some((entry) => entry.level >= 50 && /SMS code budget exhausted/.test(entry.msg)), 'an error-level alert');
      t.equal((await certify({ purpose: 'SIGN_UP', channel: 'EMAIL', target: freshEmail() }, freshIp(), budgeted)).statusCode, 202, 'e-mail codes still go');
      await budgetState.delete('users:sms-code-budget');
    });

    t.test('usernames compare exactly: another case or an accent is another (unknown) username', async (t) => {
      const member = await account({ phone: freshPhone() });
      const verify = (username: string) =>
        app.inject({ method: 'POST', url: INTERNAL_PATHS.verifyCredentials, headers: { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN }, payload: { username, password: 'Sewing-2026!x' } });
      t.equal((await verify(member.username)).statusCode, 200);
      t.equal((await verify(` ${member.username} `)).statusCode, 200, 'surrounding space is normalised away');
      t.equal((await verify(member.username.toUpperCase())).statusCode, 401);
      t.equal((await verify(member.username.replace('a', 'á'))).statusCode, 401);
    });

    t.test('look-alike addresses: a recovery code goes only to the address stored on the account', async (t) => {
      const local = `kim${process.pid}x${Math.floor(Math.random() * 1e6)}`;
      await account({ email: `${local}@naver.com` });
      const lookAlike = `${local}@nävër.com`;
      t.equal((await certify({ purpose: 'RESET_PASSWORD', channel: 'EMAIL', target: lookAlike })).statusCode, 202);
      await world.admin.outboxWorker.runOnce();
      t.same(await world.templatesSentTo(lookAlike), [], 'nothing goes to the look-alike as typed');
      t.same(await world.templatesSentTo(`${local}@xn--nvr-qla0b.com`), [], 'nor to its ASCII form');
      t.same(await world.templatesSentTo(`${local}@naver.com`), [], 'and the real account was not matched');

      // The same address in another case is the same address: the code goes to the stored one.
      t.equal((await certify({ purpose: 'FIND_USERNAME', channel: 'EMAIL', target: `${local.toUpperCase()}@NAVER.COM` })).statusCode, 202);
      t.ok(await world.codeSentTo(`${local}@naver.com`), 'the code went to the address on file');
      t.same(await world.templatesSentTo(`${local.toUpperCase()}@NAVER.COM`), []);
    });
  });
});
