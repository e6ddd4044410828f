// Limits hold across instances: two users-service instances on one database and one shared state
// (the real Redis when REDIS_URL is set, memory otherwise) count code requests together. And the
// security log names events without secrets or clear usernames.
import t from 'tap';
import { VERIFICATION_RULES } from '@centre/contracts';
import { forEachDatabase, forEachSharedState } from '@centre/server-kit/testing';
import { freshEmail, freshIp, freshPhone, memberWorld, secondInstance } from './member-world.ts';

await forEachDatabase(t, 'users_throttles', async (t, database) => {
  await forEachSharedState(t, 'users-throttles', async (t, open) => {
    const world = await memberWorld(t, database, { sharedState: open() });
    // A second instance of the service: same database, same admin, its own handle on the shared state.
    const { app: second, logLines } = await secondInstance(t, world, database, open());
    const instances = [world.app, second];

    t.test('the resend gap for one number holds whichever instance is asked', async (t) => {
      const phone = freshPhone();
      const ask = (index: number) =>
        instances[index]!.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: freshIp(), payload: { purpose: 'SIGN_UP', channel: 'SMS', target: phone } });
      t.equal((await ask(0)).statusCode, 202);
      const again = await ask(1);
      t.equal(again.statusCode, 429);
      t.ok(Number(again.headers['retry-after']) > 0);
    });

    t.test('one client asking for codes to many addresses is stopped across instances', async (t) => {
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i < VERIFICATION_RULES.requestsPerClientPerHour + 2; i++) {
        const app = instances[i % 2]!;
        statuses.push((await app.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: ip, payload: { purpose: 'SIGN_UP', channel: 'EMAIL', target: freshEmail() } })).statusCode);
      }
      t.equal(statuses.filter((status) => status === 202).length, VERIFICATION_RULES.requestsPerClientPerHour);
      t.same(statuses.slice(-2), [429, 429]);
    });

    t.test('security events are logged without passwords, codes or clear usernames', async (t) => {
      const body = await world.signUpBody('DOMESTIC_PRIVATE');
      const res = await second.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), payload: body });
      t.equal(res.statusCode, 201);
      const codeRequest = await second.inject({ method: 'POST', url: '/api/v1/users/certify', remoteAddress: freshIp(), payload: { purpose: 'FIND_USERNAME', channel: 'SMS', target: body.phone } });
      t.equal(codeRequest.statusCode, 202);
      const code = await world.codeSentTo(body.phone!);
      const events = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.securityEvent);
      t.ok(events.some((entry) => entry.securityEvent === 'member.signed_up' && entry.userId === res.json().user._id && typeof entry.usernameRef === 'string'));
      t.ok(events.some((entry) => entry.securityEvent === 'verification.code_requested'));
      const everything = logLines.join('\n');
      for (const secret of [body.password, body.username, body.phone!, body.verificationToken, code!]) t.notOk(everything.includes(secret), 'no secret or clear identifier in the log');
    });
  });
});
