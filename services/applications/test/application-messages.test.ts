// What a maker is told about their application (issue 20, item 15), read from the real admin
// service's outbox: each message names the day and session and the booking number; a held
// first-come place, a waitlist entry, a lottery application and an approval read differently; a
// maker who cancels is told so (with the strike when late); a rejection names the day.
import t from 'tap';
import { bookingNumberOf, type MessageTemplate } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { applyWorld, NOW, openWindow, STAFF, type Maker } from './apply-world.ts';

interface Sent {
  template: MessageTemplate;
  body: string;
}

await forEachDatabase(t, 'application_messages', async (t, database) => {
  const world = await applyWorld(t, database);
  const { app, admin, clock } = world;
  t.afterEach(() => clock.set(NOW));

  const apply = async (maker: Maker, unitIds: string[], extra: Record<string, unknown> = {}) => {
    const answer = await app.inject({ method: 'POST', url: '/api/v1/apply/applications', headers: maker.headers, payload: world.body(unitIds, extra) });
    if (answer.statusCode !== 201) throw new Error(`not applied: ${answer.statusCode} ${answer.body}`);
    return answer.json().applications[0] as { _id: string; status: string; date: string; startTime: string; endTime: string };
  };
  const sentTo = async (maker: Maker): Promise<Sent[]> => {
    await app.applyMessages.settled();
    const history = await admin.inject({ url: `/api/console/messages?memberId=${maker.id}&limit=100`, headers: STAFF() });
    return history.json().messages as Sent[];
  };
  const one = async (maker: Maker, template: MessageTemplate): Promise<string> => {
    const found = (await sentTo(maker)).filter((message) => message.template === template);
    if (found.length !== 1) throw new Error(`${maker.username}: expected one ${template}, found ${found.length}`);
    return found[0]!.body;
  };

  t.test('held, waitlisted, approved and rejected read apart, each with the day and the booking number', async (t) => {
    const { units } = await world.window(openWindow({ unitCapacity: 1, waitlistSize: 2 }));
    const [first, second, third] = [await world.maker(), await world.maker(), await world.maker()];

    const held = await apply(first, [units[0]!._id]);
    const when = `${held.date} ${held.startTime}–${held.endTime}`;
    const heldBody = await one(first, 'APPLICATION_HELD');
    t.match(heldBody, when, 'the held place names its day and session');
    t.match(heldBody, `예약번호 ${bookingNumberOf(held._id)}`, 'and its booking number');
    t.match(heldBody, '자리가 확보되었습니다', 'it says the place is held');
    t.match(heldBody, '승인하면 확정', 'and that approval follows');
    t.notMatch(heldBody, /대기/, 'nothing about waiting');

    const waiting = await apply(second, [units[0]!._id], { joinWaitlist: true });
    t.equal(waiting.status, 'WAITLISTED');
    const waitBody = await one(second, 'APPLICATION_WAITLISTED');
    t.match(waitBody, when);
    t.match(waitBody, bookingNumberOf(waiting._id));
    t.match(waitBody, '대기 1번', 'the place in line');
    t.match(waitBody, '아직 예약된 것은 아닙니다', 'a waitlist entry does not read like a booking');
    t.notMatch(waitBody, /확보되었습니다|승인/);

    const approved = await app.inject({ method: 'POST', url: '/api/console/apply/applications/approve', headers: STAFF(), payload: { ids: [held._id] } });
    t.equal(approved.statusCode, 200);
    const approvedBody = await one(first, 'APPLICATION_APPROVED');
    t.match(approvedBody, when);
    t.match(approvedBody, bookingNumberOf(held._id));
    t.match(approvedBody, '승인되어 확정되었습니다');

    const other = await apply(third, [units[1]!._id]);
    const rejected = await app.inject({ method: 'POST', url: '/api/console/apply/applications/reject', headers: STAFF(), payload: { ids: [other._id], reasonCode: 'DOCUMENTS_INCOMPLETE' } });
    t.equal(rejected.statusCode, 200);
    const rejectedBody = await one(third, 'APPLICATION_REJECTED');
    t.match(rejectedBody, `${other.date} ${other.startTime}–${other.endTime}`, 'the rejection names the session\'s day');
    t.match(rejectedBody, bookingNumberOf(other._id));
    t.match(rejectedBody, '제출 서류가 확인되지 않았습니다.', 'and the reason');

    // Staff find the application by the booking number the maker quotes, typed either way.
    for (const typed of [bookingNumberOf(other._id), bookingNumberOf(other._id).replace('-', '').toLowerCase()]) {
      const found = await app.inject({ url: `/api/console/apply/applications?keyword=${typed}&limit=5`, headers: STAFF() });
      t.same(found.json().applications.map((application: { _id: string }) => application._id), [other._id], `the queue finds ${typed}`);
    }
  });

  t.test('a lottery application is only received: no place is promised', async (t) => {
    const { units } = await world.window(openWindow({ allocation: 'LOTTERY' }));
    const maker = await world.maker();
    const applied = await apply(maker, [units[0]!._id]);
    const body = await one(maker, 'APPLICATION_RECEIVED');
    t.match(body, bookingNumberOf(applied._id));
    t.match(body, '아직 자리가 확정된 것은 아니며');
    t.notMatch(body, /확보되었습니다/);
  });

  t.test('a maker who cancels is told, with the strike when it was late', async (t) => {
    const { units } = await world.window(openWindow({ applyTo: '2027-01-31', useFrom: '2027-01-04', useTo: '2027-01-29', cancelDeadlineDays: 2, memberQuota: 10 }));
    const [early, late] = [await world.maker(), await world.maker()];
    const inTime = await apply(early, [units[4]!._id]);
    const tooLate = await apply(late, [units[5]!._id]);

    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/applications/${inTime._id}/cancel`, headers: early.headers })).statusCode, 200);
    const body = await one(early, 'APPLICATION_CANCELLED');
    t.match(body, `${inTime.date} ${inTime.startTime}–${inTime.endTime}`);
    t.match(body, `예약번호 ${bookingNumberOf(inTime._id)}`);
    t.notMatch(body, /경고/, 'no strike before the deadline');

    clock.set('2027-01-10T16:00:00Z'); // 01:00 on the 11th in Seoul: past the deadline of the 11th
    const cancelled = (await app.inject({ method: 'POST', url: `/api/v1/me/applications/${tooLate._id}/cancel`, headers: late.headers })).json();
    t.match(cancelled, { application: { lateCancel: true } });
    t.match(await one(late, 'APPLICATION_CANCELLED'), '경고 1회가 기록되었습니다', 'the late cancellation says a strike was recorded');
  });
});
