// Free advice for small makers (issue 27), against the real users, content and admin services:
// staff keep advisors and sessions, the public sees advisors and free sessions (never members),
// members ask within the rule staff set, one member per session decided in the database (two
// instances on one MySQL database), staff confirm, reassign, cancel and note, reminders go once
// through the outbox in the member's language, and withdrawal erases the personal text.
import t from 'tap';
import { advisorPhotoUrl, ADVICE_REFUSALS, consoleAdvisorPhotoPath, consoleConsultationAttachmentPath, consoleConsultationAttachmentsPath, CONSULTATION_ATTACHMENT_LIMITS, myConsultationAttachmentPath, myConsultationAttachmentsPath, UPLOAD_IMAGE_MAX_BYTES, type AdviceSessionInput, type AdvisorInput } from '@centre/contracts';
import { bearer, forEachDatabase, signAccessToken } from '@centre/server-kit/testing';
import { applyWorld, STAFF, STAFF_ID, type Maker } from './apply-world.ts';
import { form } from '../../content/test/multipart-form.ts';

await forEachDatabase(t, 'advice', async (t, database) => {
  // Every request let in: the bound on requests in flight is tested apart (the last test of practices.test.ts).
  const world = await applyWorld(t, database, { applyAdmission: { maxInFlight: 1_000 } });
  const { app } = world;
  const staff = STAFF();
  const programmeStaff = bearer(signAccessToken({ sub: STAFF_ID, scope: ['member', 'console'], role: 'PROGRAM_STAFF' }));
  const facilityStaff = bearer(signAccessToken({ sub: STAFF_ID, scope: ['member', 'console'], role: 'FACILITY_STAFF' }));
  const { on } = await world.instances();

  const bio = { ko: '중소 봉제업체 노무 상담 10년', en: 'Ten years of labour advice to small sewing firms', cn: '', jp: '' };
  const advisorInput = (overrides: Partial<AdvisorInput> = {}): AdvisorInput => ({ name: '김노무', profession: 'LABOUR_ATTORNEY', photoFileId: null, specialities: ['LABOUR', 'CONTRACTS'], languages: ['ko', 'en'], bio, ...overrides });
  const advisor = async (overrides: Partial<AdvisorInput> = {}) => {
    const created = await app.inject({ method: 'POST', url: '/api/console/advice/advisors', headers: staff, payload: advisorInput(overrides) });
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json().advisor._id as string;
  };
  let minute = 0;
  const session = async (advisorId: string, overrides: Partial<AdviceSessionInput> = {}) => {
    // Distinct start times: one advisor has one session at a time.
    const start = `1${Math.floor(minute / 60) % 8}:${String(minute++ % 60).padStart(2, '0')}`;
    const created = await app.inject({ method: 'POST', url: '/api/console/advice/sessions', headers: staff, payload: { advisorId, date: '2026-12-10', startTime: start, endTime: '18:00', mode: 'PHONE', site: null, ...overrides } });
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json().session._id as string;
  };
  const ask = (i: number, maker: Maker, body: Record<string, unknown>) =>
    on(i).inject({ method: 'POST', url: '/api/v1/me/consultations', headers: maker.headers, payload: { speciality: 'LABOUR', topic: '근로계약서 작성', description: '직원 3명, 계약서 검토를 받고 싶습니다.', employees: 3, ...body } });
  const consultationCount = async () => Number(((await app.db('consultations').count({ n: '*' })) as [{ n: number }])[0].n);

  t.test('staff keep advisors and sessions; the public sees active advisors and free sessions only', async (t) => {
    t.equal((await app.inject({ method: 'POST', url: '/api/console/advice/advisors', headers: staff, payload: { ...advisorInput(), specialities: ['ASTROLOGY'] } })).statusCode, 400);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/advice/advisors', headers: facilityStaff, payload: advisorInput() })).statusCode, 403, 'facility staff lack the advice permission');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/advice/advisors', headers: programmeStaff, payload: advisorInput({ name: '박세무', profession: 'TAX_ACCOUNTANT', specialities: ['TAX'], languages: ['ko'] }) })).statusCode, 201, 'programme staff have it');
    const labour = await advisor();
    const hidden = await advisor({ name: '숨김', active: false });
    const visitWithoutSite = await app.inject({ method: 'POST', url: '/api/console/advice/sessions', headers: staff, payload: { advisorId: labour, date: '2026-12-10', startTime: '09:00', endTime: '10:00', mode: 'VISIT', site: null } });
    t.equal(visitWithoutSite.json().code, 'VISIT_NEEDS_SITE');
    const free = await session(labour, { mode: 'VISIT', site: 'DAPSIMNI' });
    const past = await session(labour, { date: '2026-11-20' });
    t.equal((await app.inject({ method: 'POST', url: '/api/console/advice/sessions', headers: staff, payload: { advisorId: labour, date: '2026-11-20', startTime: '10:00', endTime: '18:00', mode: 'PHONE', site: null } })).statusCode, 201);
    const dup = await app.inject({ method: 'POST', url: '/api/console/advice/sessions', headers: staff, payload: { advisorId: labour, date: '2026-11-20', startTime: '10:00', endTime: '18:00', mode: 'PHONE', site: null } });
    t.equal(dup.json().code, 'SESSION_EXISTS');

    const list = await app.inject({ url: '/api/v1/lawyers?speciality=LABOUR', headers: { 'accept-language': 'en' } });
    t.same(list.json().lawyers.map((l: { _id: string }) => l._id), [labour], 'active advisors of the speciality');
    t.match(list.json().lawyers[0], { name: '김노무', bio: bio.en, specialities: ['LABOUR', 'CONTRACTS'] });
    t.equal((await app.inject({ url: '/api/v1/lawyers' })).json().summary.total, 2);
    t.equal((await app.inject({ url: `/api/v1/lawyers/${hidden}` })).statusCode, 404);
    const detail = (await app.inject({ url: `/api/v1/lawyers/${labour}` })).json().lawyer;
    t.same(detail.freeSessions.map((s: { _id: string }) => s._id), [free], 'upcoming free sessions only');
    t.notOk(detail.freeSessions.some((s: { _id: string }) => s._id === past));
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/advice/advisors/${labour}`, headers: staff })).json().code, 'ADVISOR_HAS_SESSIONS');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/advice/advisors/${hidden}`, headers: staff })).statusCode, 204);
  });

  t.test('a member asks within the rule; every refusal has a code and writes nothing', async (t) => {
    const labour = await advisor({ name: '이노무' });
    const tax = await advisor({ name: '최세무', profession: 'TAX_ACCOUNTANT', specialities: ['TAX'] });
    const [s1, s2, s3, taxSession] = [await session(labour), await session(labour), await session(labour), await session(tax)];
    const maker = await world.maker();
    const before = await consultationCount();
    t.equal((await ask(0, maker, { employees: undefined, sessionId: s1 })).json().code, 'EMPLOYEES_NOT_DECLARED', 'the default rule: small companies, as declared');
    const big = await ask(0, maker, { employees: 7, sessionId: s1 });
    t.equal(big.statusCode, 403);
    t.equal(big.json().code, 'TOO_MANY_EMPLOYEES');
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/consultations', headers: { ...maker.headers, 'accept-language': 'jp' }, payload: { speciality: 'LABOUR', topic: 'x', description: '', sessionId: s1, employees: 9 } })).json().message, '従業員数が基準未満の小規模事業者のみ申し込めます。', 'in the member\'s language');
    t.equal((await ask(0, maker, { sessionId: taxSession })).json().code, 'OUTSIDE_ADVISOR_SESSIONS');
    t.equal((await ask(0, maker, { description: 'x'.repeat(2001) })).statusCode, 400, 'the description is short');
    t.equal(await consultationCount(), before, 'nothing written');

    t.equal((await app.inject({ method: 'PUT', url: '/api/console/advice/settings', headers: staff, payload: { yearlyLimit: 2, employeesBelow: null } })).statusCode, 200);
    const first = await ask(0, maker, { sessionId: s1, employees: undefined });
    t.equal(first.statusCode, 201);
    t.match(first.json().consultation, { status: 'REQUESTED', description: '직원 3명, 계약서 검토를 받고 싶습니다.', session: { _id: s1, advisorName: '이노무', mode: 'PHONE' }, cancellable: true });
    t.equal((await ask(0, await world.maker(), { sessionId: s1 })).json().code, 'SESSION_TAKEN');
    t.equal((await ask(0, maker, {})).statusCode, 201, 'any advisor of the speciality');
    const over = await ask(0, maker, { sessionId: s2 });
    t.equal(over.json().code, 'OVER_YEARLY_LIMIT');
    t.notOk((await app.inject({ url: `/api/v1/lawyers/${labour}` })).json().lawyer.freeSessions.some((s: { _id: string }) => s._id === s1), 'a taken session is not free');
    t.ok((await app.inject({ url: `/api/v1/lawyers/${labour}` })).json().lawyer.freeSessions.some((s: { _id: string }) => s._id === s2), 'the refused request left s2 free');
    // Cancelling gives the year's use back.
    const cancelled = await app.inject({ method: 'POST', url: `/api/v1/me/consultations/${first.json().consultation._id}/cancel`, headers: maker.headers });
    t.equal(cancelled.json().consultation.status, 'CANCELLED');
    t.equal((await ask(0, maker, { sessionId: s3 })).statusCode, 201);
    t.ok((await app.inject({ url: `/api/v1/lawyers/${labour}` })).json().lawyer.freeSessions.some((s: { _id: string }) => s._id === s1), 'the cancelled session is free again');
    await app.inject({ method: 'PUT', url: '/api/console/advice/settings', headers: staff, payload: { yearlyLimit: 3, employeesBelow: 5 } });
  });

  t.test('the description and note: the member and staff with the advice permission only', async (t) => {
    const labour = await advisor({ name: '정노무' });
    const [s1, s2] = [await session(labour), await session(labour)];
    const [maker, other] = [await world.maker(), await world.maker()];
    const id = (await ask(0, maker, { sessionId: s1 })).json().consultation._id as string;
    t.equal((await app.inject({ url: `/api/v1/me/consultations/${id}`, headers: other.headers })).statusCode, 404, 'another member: not found');
    t.same((await app.inject({ url: '/api/v1/me/consultations', headers: other.headers })).json().consultations, []);
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/consultations/${id}/cancel`, headers: other.headers })).statusCode, 404);
    t.equal((await app.inject({ url: `/api/v1/me/consultations/${id}` })).statusCode, 401);
    t.equal((await app.inject({ url: `/api/console/advice/requests/${id}`, headers: facilityStaff })).statusCode, 403, 'staff without the advice permission');
    t.notMatch((await app.inject({ url: `/api/v1/lawyers/${labour}` })).body, /계약서|description|memberId/, 'the public page says nothing of members');

    // Staff: confirm, reassign (the old session is free again), note afterwards.
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${id}/confirm`, headers: programmeStaff, payload: {} })).json().consultation.status, 'CONFIRMED');
    const moved = await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${id}/reassign`, headers: staff, payload: { sessionId: s2 } });
    t.equal(moved.json().consultation.session._id, s2);
    t.ok((await app.inject({ url: `/api/v1/lawyers/${labour}` })).json().lawyer.freeSessions.some((s: { _id: string }) => s._id === s1));
    const noted = await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${id}/note`, headers: staff, payload: { note: '표준근로계약서 양식 안내함' } });
    t.match(noted.json().consultation, { status: 'DONE', advisorNote: '표준근로계약서 양식 안내함', description: '직원 3명, 계약서 검토를 받고 싶습니다.' });
    t.match((await app.inject({ url: `/api/v1/me/consultations/${id}`, headers: maker.headers })).json().consultation, { advisorNote: '표준근로계약서 양식 안내함', cancellable: false });

    // "Any advisor": staff choose the session when confirming.
    const any = (await ask(0, other, {})).json().consultation._id as string;
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${any}/confirm`, headers: staff, payload: {} })).json().code, 'SESSION_NEEDED');
    const s3 = await session(labour);
    t.match((await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${any}/confirm`, headers: staff, payload: { sessionId: s3 } })).json().consultation, { status: 'CONFIRMED', session: { _id: s3 } });
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/advice/sessions/${s3}`, headers: staff })).json().code, 'SESSION_HAS_BOOKING');
    const cancelled = await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${any}/cancel`, headers: staff });
    t.match(cancelled.json().consultation, { status: 'CANCELLED', cancelledBy: 'CENTRE' });
    const listed = (await app.inject({ url: `/api/console/advice/requests?memberId=${other.id}`, headers: staff })).json().consultations;
    t.equal(listed.length, 1);
    t.match(listed[0].member, { _id: other.id, username: other.username }, 'staff see who asked');
  });

  t.test('staff upload an advisor\'s photo: a picture by its bytes, served to the public as that type only', async (t) => {
    const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const id = await advisor({ name: '사진노무' });
    const upload = (headers: Record<string, string>, value: Buffer, filename = 'photo.png', type = 'image/png', field = 'file') => {
      const body = form([{ name: field, value, filename, type }]);
      return app.inject({ method: 'POST', url: consoleAdvisorPhotoPath(id), headers: { ...headers, ...body.headers }, payload: body.payload });
    };
    const photoOf = async () => (await app.inject({ url: `/api/console/advice/advisors/${id}`, headers: staff })).json().advisor.photoFileId as string | null;

    t.equal((await upload({}, PNG)).statusCode, 401, 'signed out');
    t.equal((await upload(facilityStaff, PNG)).statusCode, 403, 'staff without the advice permission');
    const script = await upload({ ...staff, 'accept-language': 'ko' }, Buffer.from('<svg onload="alert(1)"></svg>'), 'photo.png', 'image/png');
    t.match(script.json(), { statusCode: 415, code: 'PHOTO_TYPE', message: '사진은 PNG, JPEG, WebP 이미지만 올릴 수 있습니다.' }, 'a script named .png is refused by its bytes, in the caller\'s language');
    t.equal((await upload(staff, PNG, 'photo.png', 'image/png', 'picture')).json().code, 'PHOTO_REQUIRED', 'the field is `file`');
    t.equal((await app.inject({ method: 'POST', url: consoleAdvisorPhotoPath(id), headers: staff, payload: {} })).json().code, 'PHOTO_REQUIRED', 'not multipart');
    t.equal((await upload(staff, Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]))).statusCode, 413, 'too large');
    const unknown = form([{ name: 'file', value: PNG, filename: 'a.png', type: 'image/png' }]);
    t.equal((await app.inject({ method: 'POST', url: consoleAdvisorPhotoPath('0190a5a0-0000-7000-8000-000000000001'), headers: { ...staff, ...unknown.headers }, payload: unknown.payload })).statusCode, 404, 'an unknown advisor');
    t.equal(await photoOf(), null, 'refusals stored nothing');
    const uploaded = await upload(programmeStaff, PNG, 'photo.webp', 'image/webp');
    t.equal(uploaded.statusCode, 200);
    const name = (await photoOf())!;
    t.match(name, /^[0-9a-f]{32}\.png$/, 'named by the bytes, typed by them (not by the name sent)');
    t.same(uploaded.json(), { file: { url: advisorPhotoUrl(name), contentType: 'image/png', size: PNG.length } }, 'answered as every console upload');
    const publicAdvisor = (await app.inject({ url: `/api/v1/lawyers/${id}` })).json().lawyer;
    t.equal(publicAdvisor.photoFileId, name, 'the public advisor names the photo');
    const served = await app.inject({ url: advisorPhotoUrl(name)! });
    t.equal(served.statusCode, 200);
    t.same(served.rawPayload, PNG);
    t.match(served.headers, { 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'" });
    t.equal((await app.inject({ url: advisorPhotoUrl('0123456789abcdef0123456789abcdef.png')! })).statusCode, 404);
    t.equal((await app.inject({ url: advisorPhotoUrl('..%2F..%2Fkeys.png')! })).statusCode, 400, 'only a stored file\'s name');
  });

  t.test('parallel requests for one session, on every instance: exactly one member wins', async (t) => {
    const labour = await advisor({ name: '한노무' });
    const target = await session(labour);
    const rush = await Promise.all(Array.from({ length: 12 }, () => world.maker()));
    const answers = await Promise.all(rush.map((maker, i) => ask(i, maker, { sessionId: target })));
    const codes = answers.map((a) => (a.statusCode === 201 ? 'OK' : a.json().code));
    t.equal(codes.filter((c) => c === 'OK').length, 1, 'one booking');
    t.equal(codes.filter((c) => c === 'SESSION_TAKEN').length, 11, 'the rest told it is taken');
    t.match(await app.db('advice_sessions').where({ id: target }).first(), { held: 1, capacity: 1 });
    const [{ n }] = (await app.db('consultations').where({ session_id: target }).count({ n: '*' })) as [{ n: number }];
    t.equal(Number(n), 1, 'one consultation row');
    // The losers' yearly use went back with their rolled-back transaction.
    const used = await app.db('member_advice_usage').whereIn('member_id', rush.map((m) => m.id)).sum({ total: 'used' });
    t.equal(Number((used as [{ total: number }])[0].total), 1);
  });

  t.test('the reminder the day before goes once, in the member\'s language, however many instances tick', async (t) => {
    const labour = await advisor({ name: 'Kim Advisor' });
    const tomorrow = await session(labour, { date: '2026-11-25', mode: 'VISIT', site: 'YONGSIN' });
    const later = await session(labour, { date: '2026-11-30' });
    const maker = await world.maker();
    await world.users.db('users').where({ id: maker.id }).update({ locale: 'en' });
    const id = (await ask(0, maker, { sessionId: tomorrow })).json().consultation._id as string;
    const unconfirmed = (await ask(0, maker, { sessionId: later })).json().consultation._id as string;
    t.ok(unconfirmed);
    t.same(await world.templatesFor(maker.id), [], 'a request alone is not reminded');
    await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${id}/confirm`, headers: staff, payload: {} });
    t.same(await world.templatesFor(maker.id), ['CONSULTATION_CONFIRMED'], 'confirming tells the member at once');
    const confirmed = (await world.admin.inject({ url: `/api/console/messages?memberId=${maker.id}`, headers: staff })).json().messages[0];
    t.match(confirmed, { locale: 'en', template: 'CONSULTATION_CONFIRMED' });
    t.match(JSON.stringify(confirmed), /Kim Advisor \(labour\) is confirmed for 2026-11-25 [0-9:]+–18:00\. How: visit at the Yongsin centre/);
    const sent = await Promise.all([0, 1, 2, 3].map((i) => on(i).adviceClock.sendReminders()));
    t.equal(sent.reduce((a, b) => a + b, 0), 1, 'sent once');
    t.equal(await app.adviceClock.sendReminders(), 0, 'not again');
    t.same((await world.templatesFor(maker.id)).sort(), ['CONSULTATION_CONFIRMED', 'CONSULTATION_REMINDER']);
    const message = ((await world.admin.inject({ url: `/api/console/messages?memberId=${maker.id}`, headers: staff })).json().messages as Array<{ template: string }>).find((m) => m.template === 'CONSULTATION_REMINDER');
    t.match(message, { locale: 'en' });
    t.match(JSON.stringify(message), /Kim Advisor \(labour\)/);
    t.match(JSON.stringify(message), /visit at the Yongsin centre/);
  });

  const PDF = Buffer.from('%PDF-1.4\n% consultation attachment\n%%EOF\n');
  const attach = (maker: Maker, consultationId: string, value: Buffer, filename = 'contract.pdf', extra: Record<string, string> = {}, field = 'file') => {
    const body = form([{ name: field, value, filename, type: 'application/pdf' }]);
    return app.inject({ method: 'POST', url: myConsultationAttachmentsPath(consultationId), headers: { ...maker.headers, ...extra, ...body.headers }, payload: body.payload });
  };
  const attachmentRows = async () => Number(((await app.db('consultation_attachments').count({ n: '*' })) as [{ n: number }])[0].n);

  t.test('a member attaches files to their consultation: typed by the bytes, bounded, seen only by them and advice staff', async (t) => {
    const labour = await advisor({ name: '첨부노무' });
    const [owner, stranger] = [await world.maker(), await world.maker()];
    const id = (await ask(0, owner, { sessionId: await session(labour) })).json().consultation._id as string;
    const before = await attachmentRows();

    t.equal((await app.inject({ method: 'POST', url: myConsultationAttachmentsPath(id), payload: {} })).statusCode, 401, 'signed out');
    const script = await attach(owner, id, Buffer.from('<script>alert(1)</script>'), 'contract.pdf', { 'accept-language': 'ko' });
    t.match(script.json(), { statusCode: 415, code: 'ATTACHMENT_TYPE', message: ADVICE_REFUSALS.ATTACHMENT_TYPE.messages.ko }, 'a script named .pdf is refused by its bytes, in the member\'s language');
    const large = await attach(owner, id, Buffer.concat([PDF, Buffer.alloc(CONSULTATION_ATTACHMENT_LIMITS.maxBytes)]), 'big.pdf', { 'accept-language': 'jp' });
    t.match(large.json(), { statusCode: 413, code: 'ATTACHMENT_TOO_LARGE', message: ADVICE_REFUSALS.ATTACHMENT_TOO_LARGE.messages.jp }, 'too large');
    t.equal((await attach(owner, id, PDF, 'a.pdf', {}, 'picture')).json().code, 'ATTACHMENT_REQUIRED', 'the field is `file`');
    t.equal((await app.inject({ method: 'POST', url: myConsultationAttachmentsPath(id), headers: owner.headers, payload: {} })).json().code, 'ATTACHMENT_REQUIRED', 'not multipart');
    t.equal((await attach(stranger, id, PDF)).statusCode, 404, 'another member cannot attach to it');
    t.equal(await attachmentRows(), before, 'refusals wrote nothing');

    const uploaded = await attach(owner, id, PDF, '../../근로계약서.pdf');
    t.equal(uploaded.statusCode, 201);
    const attachment = uploaded.json().attachment;
    t.match(attachment, { name: '근로계약서.pdf', contentType: 'application/pdf', size: PDF.length }, 'the name without its path');
    t.same((await app.inject({ url: myConsultationAttachmentsPath(id), headers: owner.headers })).json().attachments.map((a: { _id: string }) => a._id), [attachment._id], 'the member lists it');

    const mine = await app.inject({ url: myConsultationAttachmentPath(id, attachment._id), headers: owner.headers });
    t.equal(mine.statusCode, 200);
    t.same(mine.rawPayload, PDF, 'the member downloads it');
    t.match(mine.headers, { 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'", 'cache-control': 'no-store' });
    t.match(mine.headers['content-disposition'], /^attachment;/);
    t.equal((await app.inject({ url: myConsultationAttachmentPath(id, attachment._id), headers: stranger.headers })).statusCode, 404, 'a second member gets 404');
    t.equal((await app.inject({ url: myConsultationAttachmentsPath(id), headers: stranger.headers })).statusCode, 404, 'and cannot list them');
    t.equal((await app.inject({ url: myConsultationAttachmentPath(id, attachment._id) })).statusCode, 401, 'signed out');
    t.equal((await app.inject({ url: consoleConsultationAttachmentPath(id, attachment._id), headers: facilityStaff })).statusCode, 403, 'staff without the advice permission');
    t.same((await app.inject({ url: consoleConsultationAttachmentPath(id, attachment._id), headers: programmeStaff })).rawPayload, PDF, 'advice staff download it');
    t.equal((await app.inject({ url: consoleConsultationAttachmentsPath(id), headers: staff })).json().attachments.length, 1, 'and list it');

    // The limit per consultation, with two uploads at once on two instances for the last place.
    await attach(owner, id, Buffer.from('%PDF-1.4\n% second\n%%EOF\n'));
    const racing = await Promise.all([0, 1].map((i) => {
      const body = form([{ name: 'file', value: Buffer.from(`%PDF-1.4\n% racing ${i}\n%%EOF\n`), filename: `r${i}.pdf`, type: 'application/pdf' }]);
      return on(i).inject({ method: 'POST', url: myConsultationAttachmentsPath(id), headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    }));
    t.same(racing.map((res) => res.statusCode).sort(), [201, 409], 'one takes the last place');
    t.equal(racing.find((res) => res.statusCode === 409)!.json().code, 'ATTACHMENTS_FULL');
    t.equal((await app.inject({ url: myConsultationAttachmentsPath(id), headers: owner.headers })).json().attachments.length, CONSULTATION_ATTACHMENT_LIMITS.perConsultation);

    const other = (await ask(0, owner, {})).json().consultation._id as string;
    await app.inject({ method: 'POST', url: `/api/v1/me/consultations/${other}/cancel`, headers: owner.headers });
    t.equal((await attach(owner, other, PDF)).json().code, 'ATTACHMENT_CLOSED', 'not to a cancelled consultation');
  });

  t.test('withdrawal erases the description and the note, and frees the member\'s sessions', async (t) => {
    const labour = await advisor({ name: '윤노무' });
    const [s1, s2] = [await session(labour), await session(labour)];
    const [leaving, staying] = [await world.maker(), await world.maker()];
    const done = (await ask(0, leaving, { sessionId: s1 })).json().consultation._id as string;
    await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${done}/confirm`, headers: staff, payload: {} });
    await app.inject({ method: 'PUT', url: `/api/console/advice/requests/${done}/note`, headers: staff, payload: { note: '비밀 메모' } });
    const live = (await ask(0, leaving, { sessionId: s2 })).json().consultation._id as string;
    const kept = (await ask(0, staying, {})).json().consultation._id as string;
    const leavingFile = (await attach(leaving, live, Buffer.from('%PDF-1.4\n% leaving\n%%EOF\n'))).json().attachment._id as string;
    const keptFile = (await attach(staying, kept, Buffer.from('%PDF-1.4\n% staying\n%%EOF\n'))).json().attachment._id as string;
    const storedOf = async (attachmentId: string) => ((await app.db('consultation_attachments').where({ id: attachmentId }).first('stored_name')) as { stored_name: string }).stored_name;
    const leavingStored = await storedOf(leavingFile);
    t.ok(await app.consultationAttachmentFiles.get(leavingStored), 'the file is stored');
    t.ok(await world.users.users.anonymise(leaving.id, world.clock.now().toISOString()), 'the member withdraws (users service)');
    await app.scheduler.tick();
    for (const id of [done, live]) {
      const row = (await app.inject({ url: `/api/console/advice/requests/${id}`, headers: staff })).json().consultation;
      t.match(row, { topic: '', description: '', advisorNote: null });
    }
    t.equal((await app.inject({ url: `/api/console/advice/requests/${live}`, headers: staff })).json().consultation.status, 'CANCELLED');
    t.ok((await app.inject({ url: `/api/v1/lawyers/${labour}` })).json().lawyer.freeSessions.some((s: { _id: string }) => s._id === s2), 'the session is free again');
    t.match((await app.inject({ url: `/api/console/advice/requests/${kept}`, headers: staff })).json().consultation, { description: '직원 3명, 계약서 검토를 받고 싶습니다.' }, 'another member\'s text stays');
    t.same((await app.inject({ url: consoleConsultationAttachmentsPath(live), headers: staff })).json().attachments, [], 'the attachments are erased');
    t.equal(await app.consultationAttachmentFiles.get(leavingStored), null, 'and their file');
    t.equal((await app.inject({ url: consoleConsultationAttachmentPath(kept, keptFile), headers: staff })).statusCode, 200, 'another member\'s attachment stays');
  });
});
