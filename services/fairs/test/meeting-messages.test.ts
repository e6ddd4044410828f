// Messages about meetings (issue 23): a request tells the exhibitor, an answer tells the buyer,
// staff placing, moving or cancelling a meeting tells both; each in the recipient's language.
// And staff move a booked meeting in one step: the database decides whether the new slot is free.
import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { facilityStaff, member, memberNo, openFair, programStaff, recordingOutbox } from './fair-world.ts';

await forEachDatabase(t, 'fairs_meeting_messages', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const recorder = recordingOutbox();
  const options = { ...serviceOptionsForTest(database), clock, outbox: recorder.outbox, clockTimer: false };
  const app = await buildApp(options);
  const second = await buildApp(options);
  t.teardown(async () => {
    await app.close();
    await second.close();
  });
  const [makerA, makerB, buyerC, buyerD] = [41, 42, 43, 44].map(memberNo) as [string, string, string, string];
  const { fairId, exhibitors, buyers } = await openFair(app, { exhibitors: [makerA, makerB], buyers: [buyerC, buyerD] });
  const request = async (buyer: string, slot: string, exhibitor = exhibitors[0]!.id) =>
    (await app.inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(buyer), payload: { fair: fairId, exhibitor, slot, context: 'Merino knits for AW27' } })).json().matching._id as string;
  const answer = (id: string, accept: boolean) => app.inject({ method: 'PUT', url: `/api/v1/me/matchings/${id}/answer`, headers: member(makerA), payload: { accept } });
  const move = (id: string, slot: unknown, headers = programStaff(), on = app) => on.inject({ method: 'PUT', url: `/api/console/matchings/${id}/slot`, headers, payload: { slot } });
  const settled = async () => {
    await app.meetingMessages.settled();
    await second.meetingMessages.settled();
  };
  const sentSince = async (count: number) => {
    await settled();
    return recorder.sent.slice(count);
  };
  // Where the next messages begin: after every message already under way (a request's message is
  // sent after its answer, so it may still be on its way when the next step begins).
  const mark = async () => {
    await settled();
    return recorder.sent.length;
  };

  t.test('a request tells the exhibitor; an answer tells the buyer, in the language they registered with', async (t) => {
    let before = await mark();
    const asked = await request(buyerC, '2026-12-10T10:00');
    const [toMaker, ...rest] = await sentSince(before);
    t.equal(rest.length, 0, 'one message, to the exhibitor only');
    t.match(toMaker, { template: 'MEETING_REQUESTED', memberId: makerA, channel: 'EMAIL' });
    t.equal(toMaker!.locale, undefined, "the maker's own account language (the outbox knows it)");
    t.same(
      [toMaker!.params?.title, toMaker!.params?.titleEn, toMaker!.params?.with, toMaker!.params?.date, toMaker!.params?.context],
      ['동대문 수주상담회', 'Dongdaemun Order Fair', 'Buyer 1 (JP)', '2026-12-10 10:00 (Asia/Seoul)', 'Merino knits for AW27'],
      "the fair's title in its languages, the buyer, the time in Seoul, the buyer's line",
    );

    before = await mark();
    t.equal((await answer(asked, true)).statusCode, 200);
    const [accepted, ...more] = await sentSince(before);
    t.equal(more.length, 0, 'one message, to the buyer only');
    t.match(accepted, { template: 'MEETING_ACCEPTED', memberId: buyerC, locale: 'jp' });
    t.equal(accepted!.params?.date, '2026-12-10 10:00 (Asia/Seoul) / 2026-12-10 10:00 (Asia/Tokyo)', "the buyer's own zone beside Seoul");
    t.same([accepted!.params?.with, accepted!.params?.place], ['Maker 1', '1'], 'the maker and the table');

    const declinedId = await request(buyerC, '2026-12-10T10:00', exhibitors[1]!.id).catch(() => '');
    t.equal(declinedId, '', 'the buyer already holds 10:00');
    const other = await request(buyerC, '2026-12-10T10:30');
    before = await mark();
    await answer(other, false);
    const [declined] = await sentSince(before);
    t.match(declined, { template: 'MEETING_DECLINED', memberId: buyerC, locale: 'jp' });

    before = await mark();
    t.equal((await answer(other, true)).json().code, 'MEETING_NOT_PENDING', 'a second answer is refused');
    t.equal((await sentSince(before)).length, 0, 'and tells no one');
  });

  t.test('staff place a meeting: both sides are told', async (t) => {
    const before = await mark();
    const placed = await app.inject({ method: 'POST', url: '/api/console/matchings', headers: programStaff(), payload: { fair: fairId, exhibitor: exhibitors[0]!.id, buyer: buyers[1]!.id, slot: '2026-12-10T11:30', context: '' } });
    t.equal(placed.statusCode, 201);
    const sent = await sentSince(before);
    t.same(sent.map((message) => [message.template, message.memberId]).sort(), [['MEETING_PLACED', buyerD], ['MEETING_PLACED', makerA]].sort());
  });

  t.test('staff move a booked meeting in one step; both sides are told the old and the new time', async (t) => {
    const booked = (await app.inject({ url: `/api/console/matchings?fair=${fairId}&status=ACCEPTED`, headers: programStaff() })).json().matchings as Array<{ _id: string; slot: string }>;
    const meeting = booked.find((row) => row.slot === '2026-12-10T10:00')!;
    const before = await mark();
    // Refusals first: nothing moves and nobody is told.
    t.equal((await move(meeting._id, '2026-12-10T11:30')).json().code, 'SLOT_TAKEN', "the exhibitor's 11:30 is held by another meeting");
    t.equal((await move(meeting._id, '2026-12-10T11:00')).json().code, 'SLOT_OUTSIDE_GRID', 'the break');
    t.equal((await move(meeting._id, '10:00')).statusCode, 400, 'not a slot key');
    t.equal((await move(meeting._id, '2026-12-11T10:00', member(makerA))).statusCode, 403, 'a member');
    t.equal((await move(meeting._id, '2026-12-11T10:00', facilityStaff())).statusCode, 403, 'staff of another desk');
    t.equal((await move('0190a5a0-0000-7000-8000-00000000ffff', '2026-12-11T10:00')).json().code, 'MEETING_NOT_FOUND');
    const declined = (await app.inject({ url: `/api/console/matchings?fair=${fairId}&status=DECLINED`, headers: programStaff() })).json().matchings[0];
    t.equal((await move(declined._id, '2026-12-11T10:00')).json().code, 'MEETING_NOT_PENDING', 'a declined meeting holds no slot');
    t.equal((await sentSince(before)).length, 0, 'no message for a refusal');
    t.equal((await app.inject({ url: `/api/v1/me/matchings/${meeting._id}`, headers: member(buyerC) })).json().matching.slot, '2026-12-10T10:00', 'still where it was');

    const moved = await move(meeting._id, '2026-12-11T10:30');
    t.equal(moved.statusCode, 200);
    t.match(moved.json().matching, { slot: '2026-12-11T10:30', startsAt: '2026-12-11T01:30:00.000Z', status: 'ACCEPTED' }, 'moved, still accepted');
    const sent = await sentSince(before);
    t.equal(sent.length, 2);
    const toBuyer = sent.find((message) => message.memberId === buyerC)!;
    t.match(toBuyer, { template: 'MEETING_MOVED', locale: 'jp' });
    t.equal(toBuyer.params?.before, '2026-12-10 10:00 (Asia/Seoul) / 2026-12-10 10:00 (Asia/Tokyo)');
    t.equal(toBuyer.params?.date, '2026-12-11 10:30 (Asia/Seoul) / 2026-12-11 10:30 (Asia/Tokyo)');
    t.match(sent.find((message) => message.memberId === makerA), { template: 'MEETING_MOVED', params: { before: '2026-12-10 10:00 (Asia/Seoul)', date: '2026-12-11 10:30 (Asia/Seoul)' } });
    const freed = await request(buyerD, '2026-12-10T10:00');
    t.ok(freed, 'the old slot is free again for anyone');

    const schedule = (await app.inject({ url: `/api/v1/me/schedules/${fairId}`, headers: member(buyerC) })).json();
    t.equal(schedule.days[1].slots[1].meeting._id, meeting._id, "on the buyer's day grid at the new time");
  });

  t.test('two staff move two meetings into one free slot of one exhibitor at once, on two instances: one wins', async (t) => {
    const first = await request(buyerC, '2026-12-11T11:30', exhibitors[1]!.id);
    const other = await request(buyerD, '2026-12-11T10:00', exhibitors[1]!.id);
    const results = await Promise.all([move(first, '2026-12-11T10:30', programStaff(), app), move(other, '2026-12-11T10:30', programStaff(), second)]);
    // buyerC already meets makerA at 10:30 on the 11th: their own hold refuses the first move too.
    t.same(results.map((result) => result.statusCode).sort(), [200, 409]);
    const held = (await app.inject({ url: `/api/console/matchings?fair=${fairId}`, headers: programStaff() })).json().matchings.filter((row: { slot: string; status: string; exhibitor: { _id: string } }) =>
      row.slot === '2026-12-11T10:30' && row.exhibitor._id === exhibitors[1]!.id && (row.status === 'REQUESTED' || row.status === 'ACCEPTED'));
    t.equal(held.length, 1, 'one meeting in the slot');

    const third = await request(buyerC, '2026-12-10T11:30', exhibitors[1]!.id);
    const fourth = await request(buyerD, '2026-12-11T10:00', exhibitors[1]!.id);
    const race = await Promise.all([move(third, '2026-12-10T10:30', programStaff(), app), move(fourth, '2026-12-10T10:30', programStaff(), second)]);
    t.same(race.map((result) => result.statusCode).sort(), [200, 409], 'a true race for one free slot: exactly one wins');
    t.ok(race.some((result) => result.json().code === 'SLOT_TAKEN'));
  });

  t.test('a moved meeting is reminded again for its new time; one that has begun stays where it is', async (t) => {
    const mine = (await app.inject({ url: `/api/v1/me/matchings?fair=${fairId}&status=ACCEPTED`, headers: member(buyerC) })).json().matchings[0];
    t.equal(mine.slot, '2026-12-11T10:30');
    clock.set('2026-12-10T02:00:00.000Z'); // the day before, in Seoul 11:00
    await app.meetingReminders.tick();
    const reminders = () => recorder.of('MEETING_REMINDER').filter((message) => message.memberId === buyerC);
    t.equal(reminders().length, 1, 'the day-before reminder');
    t.equal((await move(mine._id, '2026-12-11T10:00')).statusCode, 200);
    await app.meetingReminders.tick();
    t.equal(reminders().length, 2, 'reminded again for the new time');

    clock.set('2026-12-11T01:05:00.000Z'); // 10:05 in Seoul: the meeting has begun
    const begun = await move(mine._id, '2026-12-11T11:30');
    t.equal(begun.statusCode, 409);
    t.equal(begun.json().code, 'MEETING_BEGUN');
    const waiting = (await app.inject({ url: `/api/v1/me/matchings?fair=${fairId}&status=REQUESTED`, headers: member(buyerC) })).json().matchings.find((row: { slot: string }) => row.slot === '2026-12-11T11:30');
    t.equal((await move(waiting._id, '2026-12-11T10:00')).json().code, 'SLOT_PAST', 'nor into a slot that has begun');
    clock.set('2026-11-20T00:00:00.000Z');
  });

  t.test('staff cancel a meeting: both sides are told', async (t) => {
    const held = (await app.inject({ url: `/api/console/matchings?fair=${fairId}&status=ACCEPTED`, headers: programStaff() })).json().matchings[0];
    const before = await mark();
    t.equal((await app.inject({ method: 'POST', url: `/api/console/matchings/${held._id}/cancel`, headers: programStaff() })).statusCode, 200);
    const sent = await sentSince(before);
    t.same(sent.map((message) => message.template), ['MEETING_CANCELLED', 'MEETING_CANCELLED']);
    t.equal(new Set(sent.map((message) => message.memberId)).size, 2, 'one to each side');
  });

  t.test('the outbox down: the meeting stands, the failure is only logged', async (t) => {
    recorder.setDown(true);
    const id = await request(buyerD, '2026-12-11T11:30');
    await settled();
    recorder.setDown(false);
    t.ok(id, 'the request was taken');
  });
});
