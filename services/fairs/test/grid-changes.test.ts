// A fair's grid changes under booked meetings (issue 23): meetings whose slot stays keep it (their
// end follows the slot length), meetings whose slot is gone move to the next free slot of the day
// for both sides (else an earlier one, else they are cancelled), both sides are told; meetings that
// have begun stay as they were.
import t from 'tap';
import type { FairInput, Meeting } from '@centre/contracts';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { fairInput, member, memberNo, openFair, programStaff, recordingOutbox } from './fair-world.ts';

await forEachDatabase(t, 'fairs_grid_changes', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const recorder = recordingOutbox();
  const app = await buildApp({ ...serviceOptionsForTest(database), clock, outbox: recorder.outbox, clockTimer: false });
  t.teardown(() => app.close());
  const [makerA, makerB, buyerC, buyerD] = [61, 62, 63, 64].map(memberNo) as [string, string, string, string];
  const { fairId, exhibitors, buyers } = await openFair(app, { exhibitors: [makerA, makerB], buyers: [buyerC, buyerD] });
  const [exhibitorA, exhibitorB] = exhibitors.map((one) => one.id) as [string, string];
  const place = async (exhibitor: string, buyer: string, slot: string) =>
    (await app.inject({ method: 'POST', url: '/api/console/matchings', headers: programStaff(), payload: { fair: fairId, exhibitor, buyer, slot, context: '' } })).json().matching._id as string;
  // The grid: 10:00, 10:30 and 11:30 on 10 and 11 December (11:00–11:30 off).
  const m1 = await place(exhibitorA, buyers[0]!.id, '2026-12-10T10:00');
  const m2 = (await app.inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(buyerD), payload: { fair: fairId, exhibitor: exhibitorA, slot: '2026-12-10T10:30', context: 'Knits' } })).json().matching._id as string;
  const m3 = await place(exhibitorB, buyers[0]!.id, '2026-12-10T11:30');
  const m4 = await place(exhibitorB, buyers[1]!.id, '2026-12-11T10:00');
  const read = async (id: string) => (await app.inject({ url: `/api/console/matchings?fair=${fairId}&limit=100`, headers: programStaff() })).json().matchings.find((row: Meeting) => row._id === id) as Meeting;
  const change = async (grid: Partial<FairInput>) => {
    const saved = await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}`, headers: programStaff(), payload: fairInput(grid) });
    await app.meetingMessages.settled();
    return saved;
  };

  t.test('the day now starts at 10:30 and runs to 12:30: meetings whose slot is gone move to the next slot free for both sides', async (t) => {
    await app.meetingMessages.settled(); // the placing messages above are sent after their answers
    const before = recorder.sent.length;
    t.equal((await change({ dayStart: '10:30', dayEnd: '12:30' })).statusCode, 200);
    t.match(await read(m1), { slot: '2026-12-10T12:00', status: 'ACCEPTED' }, "10:00 is gone; 10:30 holds A's other meeting and 11:30 C's: 12:00");
    t.match(await read(m2), { slot: '2026-12-10T10:30', status: 'REQUESTED' }, 'a slot that stays keeps its meeting');
    t.match(await read(m3), { slot: '2026-12-10T11:30', status: 'ACCEPTED' });
    t.match(await read(m4), { slot: '2026-12-11T10:30', startsAt: '2026-12-11T01:30:00.000Z' }, 'on the second day: the next slot');
    const sent = recorder.sent.slice(before);
    t.same(sent.map((message) => [message.template, message.memberId]).sort(), [
      ['MEETING_MOVED', buyerC], ['MEETING_MOVED', buyerD], ['MEETING_MOVED', makerA], ['MEETING_MOVED', makerB],
    ].sort(), 'both sides of each moved meeting are told, nobody else');
    t.match(sent.find((message) => message.memberId === makerA)?.params, { before: '2026-12-10 10:00 (Asia/Seoul)', date: '2026-12-10 12:00 (Asia/Seoul)' });
  });

  t.test('one-hour slots from 10:30 to 12:30: kept meetings end later; one with no free slot that day is cancelled', async (t) => {
    const before = recorder.sent.length;
    t.equal((await change({ dayStart: '10:30', dayEnd: '12:30', slotMinutes: 60, breaks: [] })).statusCode, 200);
    t.match(await read(m2), { slot: '2026-12-10T10:30', endsAt: '2026-12-10T02:30:00.000Z' }, '10:30 stays, now an hour long');
    t.match(await read(m3), { slot: '2026-12-10T11:30', endsAt: '2026-12-10T03:30:00.000Z' });
    t.match(await read(m1), { status: 'CANCELLED' }, "12:00 is gone; A holds 10:30 and C holds 11:30: nothing free that day");
    t.same(recorder.sent.slice(before).map((message) => [message.template, message.memberId]).sort(), [['MEETING_CANCELLED', buyerC], ['MEETING_CANCELLED', makerA]].sort());
    const schedule = (await app.inject({ url: `/api/v1/me/schedules/${fairId}`, headers: member(buyerC) })).json();
    t.equal(schedule.days[0].slots.filter((cell: { meeting: unknown }) => cell.meeting !== null).length, 1, "the buyer's day grid follows");
  });

  t.test('a meeting that has begun stays as it was; a day that is gone cancels its meetings', async (t) => {
    clock.set('2026-12-10T01:35:00.000Z'); // 10:35 in Seoul: m2 (10:30) has begun
    const before = recorder.sent.length;
    t.equal((await change({ dayStart: '11:30', dayEnd: '12:30', slotMinutes: 60, breaks: [], lastDay: '2026-12-10' })).statusCode, 200);
    t.match(await read(m2), { slot: '2026-12-10T10:30', status: 'REQUESTED' }, 'begun: untouched');
    t.match(await read(m4), { status: 'CANCELLED' }, 'the second day is gone');
    t.same(recorder.sent.slice(before).map((message) => message.template), ['MEETING_CANCELLED', 'MEETING_CANCELLED']);
    clock.set('2026-11-20T00:00:00.000Z');
  });
});
