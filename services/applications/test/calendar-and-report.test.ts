import t from 'tap';
import type { MemberEligibility } from '@centre/contracts';
import { controllableClock, newId } from '@centre/server-kit';
import { bearer, forEachDatabase, serviceOptionsForTest, signAccessToken } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { placeApplication, windowWithUnits } from './review-fixtures.ts';

const memberA = newId();
const memberB = newId();
const asA = bearer(signAccessToken({ sub: memberA, scope: ['member'] }));
const asB = bearer(signAccessToken({ sub: memberB, scope: ['member'] }));
const staff = bearer(signAccessToken({ sub: newId(), scope: ['member', 'console'] }));

await forEachDatabase(t, 'calendar_report', async (t, database) => {
  const clock = controllableClock('2026-11-25T01:00:00Z');
  // The feed asks whether its member is still a member: both are (withdrawal is tested with the real users service).
  const stillMembers = { eligibility: async (ids: readonly string[]) => new Map(ids.map((id) => [id, { _id: id, status: 'ACTIVE' } as MemberEligibility])), one: async (id: string) => ({ _id: id, status: 'ACTIVE' }) as MemberEligibility, levels: async () => [] };
  const app = await buildApp({ ...serviceOptionsForTest(database), clock, clockTimer: false, publicOrigin: 'https://centre.example', memberDirectory: stillMembers });
  t.teardown(() => app.close());
  const { units } = await windowWithUnits(app);
  const { units: studio } = await windowWithUnits(app, { work: 'STUDIO', location: 'YONGSIN', unitLayout: 'SESSIONS', sessions: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] });
  const approvedA = await placeApplication(app.db, units[0]!.id, { status: 'APPROVED', memberId: memberA, username: 'sewing01', name: '김봉제' });
  const sessionA = await placeApplication(app.db, studio[1]!.id, { status: 'APPROVED', memberId: memberA });
  const waitingA = await placeApplication(app.db, units[1]!.id, { status: 'WAITING', memberId: memberA });
  const approvedB = await placeApplication(app.db, units[0]!.id, { status: 'APPROVED', memberId: memberB });
  const feedPath = (url: string) => new URL(url).pathname;

  t.test('the feed lists only the approved bookings of the token\'s member, in Seoul time', async (t) => {
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/applications/calendar' })).statusCode, 401, 'signed-in members only');
    t.same((await app.inject({ url: '/api/v1/me/applications/ical', headers: asA })).json(), { ical: { active: false, createdAt: null } });
    const created = await app.inject({ method: 'POST', url: '/api/v1/me/applications/calendar', headers: asA });
    t.equal(created.statusCode, 201);
    const { url } = created.json().ical;
    t.match(url, /^https:\/\/centre\.example\/api\/v1\/apply\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    t.same((await app.inject({ url: '/api/v1/me/applications/ical', headers: asA })).json().ical.active, true);
    const token = await app.db('ical_tokens').where({ member_id: memberA }).first();
    t.notOk(url.includes(token.token_hash), 'only the hash is stored');

    const feed = await app.inject({ url: feedPath(url) });
    t.equal(feed.statusCode, 200);
    t.match(feed.headers['content-type'], /^text\/calendar/);
    t.match(feed.headers['cache-control'], /no-store/);
    t.match(feed.body, /BEGIN:VCALENDAR/);
    t.match(feed.body, new RegExp(`UID:${approvedA}@centre.example`));
    t.match(feed.body, new RegExp(`UID:${sessionA}@centre.example`));
    t.notMatch(feed.body, waitingA, 'a waiting application is not a booking');
    t.notMatch(feed.body, approvedB, 'another member\'s booking never appears');
    t.match(feed.body, `DTSTART;TZID=Asia/Seoul:${units[0]!.use_date.replaceAll('-', '')}T090000`);
    t.match(feed.body, `DTEND;TZID=Asia/Seoul:${studio[1]!.use_date.replaceAll('-', '')}T180000`, 'the afternoon session ends at 18:00 Seoul time');
    t.match(feed.body, 'TZID:Asia/Seoul');
    // The path names the same feed.
    t.equal((await app.inject({ url: feedPath(url).replace('/ical/', '/calendar/') })).statusCode, 200);

    const rotated = (await app.inject({ method: 'POST', url: '/api/v1/me/applications/ical', headers: asA })).json().ical.url;
    t.equal((await app.inject({ url: feedPath(url) })).statusCode, 404, 'the old address stops working');
    t.equal((await app.inject({ url: feedPath(rotated) })).statusCode, 200);
    // B revoking their (absent) feed changes nothing for A.
    t.equal((await app.inject({ method: 'DELETE', url: '/api/v1/me/applications/ical', headers: asB })).statusCode, 204);
    t.equal((await app.inject({ url: feedPath(rotated) })).statusCode, 200);
    t.equal((await app.inject({ method: 'DELETE', url: '/api/v1/me/applications/calendar', headers: asA })).statusCode, 204);
    t.equal((await app.inject({ url: feedPath(rotated) })).statusCode, 404, 'a revoked address answers 404');
    t.equal((await app.inject({ url: '/api/v1/apply/ical/not-a-token.ics' })).statusCode, 400);
  });

  t.test('the CSV report: the period\'s applications, Excel-ready, without personal data', async (t) => {
    const url = `/api/console/apply/applications.csv?from=${units[0]!.use_date}&to=${units[1]!.use_date}&location=DAPSIMNI`;
    t.equal((await app.inject({ url })).statusCode, 401);
    t.equal((await app.inject({ url, headers: asA })).statusCode, 403);
    const answer = await app.inject({ url, headers: staff });
    t.equal(answer.statusCode, 200);
    t.match(answer.headers['content-type'], /^text\/csv; charset=utf-8/);
    t.match(answer.headers['content-disposition'], /attachment; filename="applications-/);
    t.ok(answer.body.startsWith('\uFEFF'), 'a byte-order mark for Excel');
    const lines = answer.body.slice(1).trim().split('\r\n');
    t.match(lines[0], /^이용일 \(date\),장소 \(site\),작업 구분 \(work type\),이용 단위 \(unit\)/);
    t.equal(lines.length, 1 + 3, 'A\'s two cutting-room applications and B\'s (the studio is at YONGSIN)');
    t.match(lines[1], new RegExp(`^${units[0]!.use_date},DAPSIMNI,CUTTINGROOM,09:00-18:00,,,APPROVED,,wool coats,40,`));
    t.notMatch(answer.body, /sewing01|김봉제|01012345678/, 'no username, name or phone');
    t.notMatch(answer.body, memberA, 'no member id');

    const studioOnly = await app.inject({ url: `/api/console/apply/applications.csv?from=2026-12-01&to=2026-12-31&work=STUDIO&location=YONGSIN`, headers: staff });
    t.equal(studioOnly.body.slice(1).trim().split('\r\n').length, 2);
    t.equal((await app.inject({ url: '/api/console/apply/applications.csv?from=2026-12-31&to=2026-12-01', headers: staff })).statusCode, 400);
    t.equal((await app.inject({ url: '/api/console/apply/applications.csv?from=2026-01-01&to=2027-12-31', headers: staff })).statusCode, 400, 'at most a year');
  });
});
