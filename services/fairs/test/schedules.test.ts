import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { buyerInput, member, memberNo, openFair, programStaff, recordingOutbox } from './fair-world.ts';

await forEachDatabase(t, 'fairs_schedules', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const recorder = recordingOutbox();
  const options = { ...serviceOptionsForTest(database), clock, outbox: recorder.outbox, clockTimer: false };
  const first = await buildApp(options);
  const second = await buildApp(options);
  t.teardown(async () => {
    await first.close();
    await second.close();
  });
  const [maker, parisBuyer, outsider] = [31, 32, 33].map(memberNo) as [string, string, string];
  const { fairId, exhibitors } = await openFair(first, { exhibitors: [maker], buyers: [] });
  const buyerId = (await first.inject({ method: 'POST', url: `/api/v1/me/fairs/${fairId}/buyer`, headers: member(parisBuyer), payload: buyerInput('Paris Atelier', { country: 'FR', timeZone: 'Europe/Paris', language: 'en' }) })).json().participation._id;
  await first.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${buyerId}`, headers: programStaff(), payload: { status: 'APPROVED' } });
  const ask = async (slot: string) =>
    (await first.inject({ method: 'POST', url: '/api/v1/me/matchings', headers: member(parisBuyer), payload: { fair: fairId, exhibitor: exhibitors[0]!.id, slot, context: 'Linen shirts' } })).json().matching._id as string;
  const accepted = await ask('2026-12-10T10:00');
  await first.inject({ method: 'PUT', url: `/api/v1/me/matchings/${accepted}/answer`, headers: member(maker), payload: { accept: true } });
  await ask('2026-12-11T11:30');

  t.test('my schedule: every slot by day in Seoul time, the buyer’s own time beside it, my meetings in their slots', async (t) => {
    t.equal((await first.inject({ url: `/api/v1/me/schedules/${fairId}` })).statusCode, 401);
    const buyerView = (await first.inject({ url: `/api/v1/me/schedules/${fairId}`, headers: member(parisBuyer) })).json();
    t.equal(buyerView.timeZone, 'Europe/Paris');
    t.same(buyerView.days.map((day: { day: string; slots: unknown[] }) => [day.day, day.slots.length]), [['2026-12-10', 3], ['2026-12-11', 3]]);
    const firstCell = buyerView.days[0].slots[0];
    t.match(firstCell, { slot: '2026-12-10T10:00', start: '10:00', end: '10:30', localStart: '2026-12-10 02:00' }, '10:00 in Seoul is 02:00 in Paris in December');
    t.equal(firstCell.meeting.status, 'ACCEPTED');
    t.equal(buyerView.days[1].slots[2].meeting.status, 'REQUESTED');
    t.equal(buyerView.days[0].slots[1].meeting, null);

    const makerView = (await first.inject({ url: `/api/v1/me/schedules/${fairId}`, headers: member(maker) })).json();
    t.equal(makerView.timeZone, 'Asia/Seoul');
    t.equal(makerView.days[0].slots[0].localStart, '2026-12-10 10:00');
    t.equal(makerView.days[0].slots[0].meeting.buyer.company, 'Paris Atelier');
    const outsiderView = (await first.inject({ url: `/api/v1/me/schedules/${fairId}`, headers: member(outsider) })).json();
    t.ok(outsiderView.days.every((day: { slots: Array<{ meeting: unknown }> }) => day.slots.every((cell) => cell.meeting === null)), 'another member sees no one’s meetings');
    t.equal((await first.inject({ url: '/api/v1/me/schedules/0190a5a0-0000-7000-8000-00000000ffff', headers: member(maker) })).json().code, 'FAIR_NOT_FOUND');
  });

  t.test('the iCal export holds the accepted meetings only', async (t) => {
    const ical = await first.inject({ url: `/api/v1/me/schedules/${fairId}/ical`, headers: member(parisBuyer) });
    t.equal(ical.statusCode, 200);
    t.match(ical.headers['content-type'], /text\/calendar/);
    t.equal(ical.body.match(/BEGIN:VEVENT/g)?.length, 1);
    t.match(ical.body, /DTSTART:20261210T010000Z/);
    t.match(ical.body, /Maker 1/);
  });

  t.test('reminders: the day before and 30 minutes before, to both sides, once with two instances ticking', async (t) => {
    const reminders = () => recorder.of('MEETING_REMINDER');
    clock.set('2026-12-08T12:00:00.000Z');
    await Promise.all([first.meetingReminders.tick(), second.meetingReminders.tick()]);
    t.equal(reminders().length, 0, 'nothing is due two days before');

    clock.set('2026-12-09T02:00:00.000Z');
    await Promise.all([first.meetingReminders.tick(), second.meetingReminders.tick()]);
    t.equal(reminders().length, 2, 'one message to each side, not four');
    const toBuyer = reminders().find((message) => message.memberId === parisBuyer)!;
    t.equal(toBuyer.locale, 'en', 'the buyer’s registered language');
    t.same([toBuyer.params?.title, toBuyer.params?.titleEn, toBuyer.params?.titleCn], ['동대문 수주상담회', 'Dongdaemun Order Fair', undefined], "the fair's title in every language it has: the outbox writes the recipient's");
    t.equal(toBuyer.params?.date, '2026-12-10 10:00 (Asia/Seoul) / 2026-12-10 02:00 (Europe/Paris)');
    t.equal(toBuyer.params?.with, 'Maker 1');
    const toMaker = reminders().find((message) => message.memberId === maker)!;
    t.equal(toMaker.locale, undefined, 'the maker’s own language, as the admin service knows it');
    t.equal(toMaker.params?.with, 'Paris Atelier (FR)');
    t.equal(toMaker.params?.titleEn, 'Dongdaemun Order Fair', 'the maker too: not the Korean title alone');
    t.equal(toMaker.params?.place, '1');
    await Promise.all([first.meetingReminders.tick(), second.meetingReminders.tick()]);
    t.equal(reminders().length, 2, 'not again');

    clock.set('2026-12-10T00:40:00.000Z');
    recorder.setDown(true);
    await first.meetingReminders.tick();
    t.equal(reminders().length, 2, 'the outbox is down');
    recorder.setDown(false);
    await Promise.all([first.meetingReminders.tick(), second.meetingReminders.tick()]);
    t.equal(reminders().length, 4, 'the 30-minute reminders go at the next tick, once each');
    t.equal(Number((await first.db('meeting_reminders').count({ n: '*' }))[0]!.n), 4, 'four claims: two kinds, two sides');
  });
});
