import t from 'tap';
import { INTERNAL_MESSAGES_PATH } from '@centre/contracts';
import { forEachDatabase } from '@centre/server-kit/testing';
import { adminForTest, internal, member, staff, usersStandIn } from './outbox-helpers.ts';

const AGREED = '0190a5a0-0000-7000-8000-0000000000a1';
const REFUSED = '0190a5a0-0000-7000-8000-0000000000a2';
const NO_PHONE = '0190a5a0-0000-7000-8000-0000000000a3';
const GONE = '0190a5a0-0000-7000-8000-0000000000a4';

await forEachDatabase(t, 'console_messages', async (t, database) => {
  const users = await usersStandIn(t, {
    [AGREED]: { email: 'agreed@example.org', phone: '01011112222', locale: 'ko', receiveSms: true, receiveEmail: true },
    [REFUSED]: { email: 'refused@example.org', phone: '01033334444', locale: 'en', receiveSms: false, receiveEmail: false },
    [NO_PHONE]: { email: 'nophone@example.org', phone: null, locale: 'jp', receiveSms: true, receiveEmail: true },
  });
  const { app, clock } = await adminForTest(t, database, { usersUrl: users.url });
  const post = (url: string, payload: object, headers: Record<string, string> = staff()) => app.inject({ method: 'POST', url, headers, payload });

  t.test('staff sends need the console scope and valid input', async (t) => {
    const email = { to: 'maker@example.org', subject: 'Opening hours', html: '<p>Hello</p>' };
    t.equal((await post('/api/console/messages/email', email, {})).statusCode, 401);
    t.equal((await post('/api/console/messages/email', email, member())).statusCode, 403);
    t.equal((await post('/api/console/messages/sms', { to: '01012345678', message: 'x' }, member())).statusCode, 403);
    const bad: Array<[string, object]> = [
      ['/api/console/messages/email', { ...email, to: 'nope' }],
      ['/api/console/messages/email', { ...email, subject: '' }],
      ['/api/console/messages/email', { ...email, subject: 'x'.repeat(201) }],
      ['/api/console/messages/email', { ...email, html: 'x'.repeat(50_001) }],
      ['/api/console/messages/email', { subject: 's', html: '<p>h</p>' }],
      ['/api/console/messages/email', { ...email, memberId: AGREED }],
      ['/api/console/messages/email', { ...email, html: '<script>alert(1)</script>' }],
      ['/api/console/messages/email', { ...email, memberIds: [] }],
      ['/api/console/messages/email', { subject: 's', html: '<p>h</p>', memberIds: ['not-an-id'] }],
      ['/api/console/messages/sms', { to: '010-1234-5678', message: 'hi' }],
      ['/api/console/messages/sms', { to: '01012345678', message: '' }],
      ['/api/console/messages/sms', { to: '01012345678', message: 'x'.repeat(2001) }],
      ['/api/console/messages/sms', { to: '01012345678', message: 'advert', purpose: 'ADVERTISING' }],
      ['/api/console/messages/sms', { to: '01012345678', message: 'hi', purpose: 'SPAM' }],
    ];
    for (const [url, payload] of bad) {
      const answer = await post(url, payload);
      t.equal(answer.statusCode, 400, `${url} ${JSON.stringify(payload).slice(0, 60)}`);
    }
    t.equal((await app.messages.paginate({}, { limit: 1, offset: 0 })).total, 0, 'nothing was written');
  });

  t.test('an e-mail from staff is sanitised before it is stored or sent', async (t) => {
    const answer = await post('/api/console/messages/email', {
      to: 'maker@example.org',
      subject: 'Opening hours',
      html: '<p onclick="steal()">Open <b>09:00</b>&ndash;18:00</p><script>alert(1)</script><img src="javascript:alert(1)"><a href="https://centre.example/hours">hours</a>',
    });
    t.equal(answer.statusCode, 202);
    const [queued] = answer.json().queued;
    const row = await app.db('messages').where({ id: queued._id }).first();
    t.notMatch(row.html, /script|onclick|javascript/);
    t.match(row.html, '<b>09:00</b>');
    t.match(row.html, 'rel="noopener noreferrer"');
    t.match(row.body, 'Open 09:00');
    t.equal(row.subject, 'Opening hours');
  });

  t.test('to one member, or to a list: members without consent or contact are reported, not sent', async (t) => {
    const one = await post('/api/console/messages/sms', { memberId: AGREED, message: '재단실 점검 안내', subject: '점검' });
    t.equal(one.statusCode, 202);
    t.match(await app.messages.findById(one.json().queued[0]._id), { recipient: '01011112222', memberId: AGREED, template: 'STAFF_MESSAGE', subject: '점검', purpose: 'TRANSACTIONAL' });
    t.equal((await post('/api/console/messages/sms', { memberId: GONE, message: 'hi' })).statusCode, 404);

    const many = await post('/api/console/messages/sms', { memberIds: [AGREED, REFUSED, NO_PHONE, GONE], message: '신규 교육 과정 안내', purpose: 'ADVERTISING' });
    t.equal(many.statusCode, 202);
    t.equal(many.json().queued.length, 1, 'only the member who agreed');
    t.same(
      many.json().skipped.sort((a: { memberId: string }, b: { memberId: string }) => a.memberId.localeCompare(b.memberId)),
      [
        { memberId: REFUSED, reason: 'NO_CONSENT' },
        { memberId: NO_PHONE, reason: 'NO_CONTACT' },
        { memberId: GONE, reason: 'NOT_FOUND' },
      ],
    );
    const advert = await app.messages.findById(many.json().queued[0]._id);
    t.match(advert!.body, /^\(광고\) 신규 교육 과정 안내/, 'advertising starts with (광고)');
    t.match(advert!.body, '수신 동의를 해제', 'and says how to opt out');
    t.equal(advert!.purpose, 'ADVERTISING');
  });

  t.test('advertising: only with consent, marked, opt-out line, never between 21:00 and 08:00 Seoul time', async (t) => {
    const send = (payload: object) => app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload });
    t.equal((await send({ channel: 'EMAIL', memberId: REFUSED, template: 'STAFF_MESSAGE', params: { message: 'Sale' }, purpose: 'ADVERTISING' })).statusCode, 409);
    t.equal((await send({ channel: 'EMAIL', to: 'x@example.org', template: 'STAFF_MESSAGE', params: { message: 'Sale' }, purpose: 'ADVERTISING' })).statusCode, 400);

    clock.set('2026-11-24T13:30:00.000Z'); // 22:30 in Seoul
    const evening = await send({ channel: 'EMAIL', memberId: AGREED, template: 'STAFF_MESSAGE', params: { message: '전시 안내', subject: '11월 전시' }, purpose: 'ADVERTISING' });
    t.equal(evening.statusCode, 202);
    const held = await app.messages.findById(evening.json()._id);
    t.equal(held!.nextAttemptAt, '2026-11-24T23:00:00.000Z', 'held until 08:00 Seoul the next morning');
    t.equal(held!.subject, '(광고) 11월 전시');
    const daytimeAdvert = (await app.messages.paginate({ status: 'PENDING' }, { limit: 10, offset: 0 })).messages.find((message) => message._id !== evening.json()._id && message.purpose === 'ADVERTISING');
    t.ok(daytimeAdvert, 'the advert written at 11:00 is still waiting for the worker');
    t.equal(await app.outboxWorker.runOnce(), 2, 'only the two transactional messages go out at night');
    t.equal((await app.messages.findById(evening.json()._id))!.status, 'PENDING');
    t.match(await app.messages.findById(daytimeAdvert!._id), { status: 'PENDING', attempts: 0, nextAttemptAt: '2026-11-24T23:00:00.000Z' }, 'an advert due in the evening is put back until morning, the attempt not counted');
    clock.set('2026-11-24T22:59:59.000Z');
    await app.outboxWorker.runOnce();
    t.equal((await app.messages.findById(evening.json()._id))!.status, 'PENDING', '07:59:59 is still quiet');
    clock.set('2026-11-24T23:00:00.000Z');
    await app.outboxWorker.runOnce();
    t.match(await app.messages.findById(evening.json()._id), { status: 'SENT', attempts: 1 });

    clock.set('2026-11-24T00:00:00.000Z'); // 09:00 in Seoul
    const morning = await send({ channel: 'SMS', memberId: AGREED, template: 'STAFF_MESSAGE', params: { message: 'Sale' }, purpose: 'ADVERTISING' });
    t.equal((await app.messages.findById(morning.json()._id))!.nextAttemptAt, '2026-11-24T00:00:00.000Z', 'daytime: at once');
    await app.outboxWorker.runOnce();
  });

  t.test('the history: newest first, paged, filtered; codes masked always, whoever delivered them', async (t) => {
    clock.set('2026-11-25T03:00:00.000Z');
    const send = (payload: object) => app.inject({ method: 'POST', url: INTERNAL_MESSAGES_PATH, headers: internal, payload });
    const pending = await send({ channel: 'SMS', to: '01099998888', template: 'VERIFICATION_CODE', params: { code: '111222' }, memberId: REFUSED });
    const list = async (query: string) => (await app.inject({ url: `/api/console/messages${query}`, headers: staff() })).json();

    const all = await list('?limit=3');
    t.equal(all.messages.length, 3);
    t.equal(all.messages[0]._id, pending.json()._id, 'newest first');
    t.ok(all.summary.total > 3);
    t.notMatch(all.messages[0].body, /111222/, 'not yet delivered: masked');
    const second = await list('?limit=3&offset=3');
    t.notOk(second.messages.some((message: { _id: string }) => all.messages.some((first: { _id: string }) => first._id === message._id)), 'pages do not overlap');

    await app.outboxWorker.runOnce();
    const delivered = (await list('?keyword=99998888')).messages[0];
    t.match(delivered, { status: 'SENT', deliveredBy: 'log' });
    t.notMatch(delivered.body, /111222/, 'the log adapter delivered it: still masked for staff');
    t.match(delivered.body, /\*{6}/);
    t.notMatch(JSON.stringify((await app.inject({ url: `/api/console/messages/${delivered._id}`, headers: staff() })).json()), /111222/, 'the detail too');
    t.notOk(JSON.stringify(await app.db('messages').where({ id: delivered._id }).first()).includes('111222'), 'no code at rest');

    t.ok((await list('?channel=EMAIL')).messages.every((message: { channel: string }) => message.channel === 'EMAIL'));
    t.ok((await list('?status=PENDING')).messages.every((message: { status: string }) => message.status === 'PENDING'));
    const byMember = await list(`?memberId=${AGREED}`);
    t.ok(byMember.summary.total >= 3);
    t.ok(byMember.messages.every((message: { memberId: string }) => message.memberId === AGREED));
    t.equal((await list('?keyword=01099998888')).summary.total, 1, 'recipient keyword');
    t.equal((await list('?from=2026-11-25&until=2026-11-25')).summary.total, 1, 'a Seoul day: only the message of 25 November');
    t.equal((await list('?until=2026-11-23')).summary.total, 0);

    for (const query of ['?channel=PHONE', '?status=LOST', '?from=yesterday', '?limit=1000', '?keyword=' + 'x'.repeat(101)]) {
      t.equal((await app.inject({ url: `/api/console/messages${query}`, headers: staff() })).statusCode, 400, query);
    }
    t.equal((await app.inject({ url: '/api/console/messages/0190a5a0-0000-7000-8000-0000000000ff', headers: staff() })).statusCode, 404);
    t.equal((await app.inject({ url: '/api/console/messages/not-an-id', headers: staff() })).statusCode, 400);
    t.equal((await app.inject({ url: `/api/console/messages/${pending.json()._id}`, headers: member() })).statusCode, 403);
  });
});
