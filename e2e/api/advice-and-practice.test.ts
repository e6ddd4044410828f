// Advice and practice through the real stack (gateway, applications, users, content, admin; demo
// data): the public lists answer with the demo advisors and practice sessions, a demo maker takes a
// seat and books an advisor's free session, staff confirm both in the console API, and nothing of
// it is reached without the right token.
import t from 'tap';
import { ADVICE_PATHS, PRACTICE_PATHS } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { signInThroughGateway, STAFF_PASSWORD, startTestStack } from './stack.ts';

const stack = await startTestStack(t, 'advice');
const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);
const json = (headers: Record<string, string>, body: unknown, method = 'POST'): RequestInit => ({ method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

t.test('a maker takes a practice seat and books an advisor; staff confirm both', async (t) => {
  const lawyers = await (await api(`${ADVICE_PATHS.lawyers}?limit=10`, { headers: { 'accept-language': 'jp' } })).json();
  t.equal(lawyers.summary.total, 2, 'the demo advisors');
  const practices = await (await api(`${PRACTICE_PATHS.practices}?limit=10`)).json();
  t.equal(practices.summary.total, 3, 'the demo practice sessions, on the demo equipment');
  const equipment = await (await api('/api/v1/equipment?limit=100')).json();
  const equipmentIds = new Set(equipment.equipments.map((item: { _id: string }) => item._id));
  t.ok(practices.practices.every((p: { equipmentId: string }) => equipmentIds.has(p.equipmentId)), 'each on equipment the content service lists');

  t.equal((await api(PRACTICE_PATHS.myPractices)).status, 401, 'my seats need a token');
  t.equal((await api(ADVICE_PATHS.myConsultations)).status, 401, 'my consultations need a token');
  t.equal((await api(ADVICE_PATHS.consoleRequests)).status, 401, 'the console needs a staff token');

  const maker = await signInThroughGateway(stack, 'sewing01', DEMO_MEMBER_PASSWORD);
  const seat = await api(PRACTICE_PATHS.myPractices, json(maker.headers, { sessionId: practices.practices[0]._id }));
  t.equal(seat.status, 201, 'a seat taken');
  const seatId = (await seat.json()).seat._id as string;
  t.equal((await api(ADVICE_PATHS.consoleRequests, { headers: maker.headers })).status, 403, 'a member is not staff');

  const lawyer = await (await api(`${ADVICE_PATHS.lawyers}/${lawyers.lawyers[0]._id}`)).json();
  const sessionId = lawyer.lawyer.freeSessions[0]._id as string;
  const booked = await api(ADVICE_PATHS.myConsultations, json(maker.headers, { speciality: lawyer.lawyer.specialities[0], topic: '계약서 검토', description: '거래처와의 납품 계약서를 봐 주세요.', sessionId, employees: 3 }));
  t.equal(booked.status, 201, 'a consultation booked');
  const consultationId = (await booked.json()).consultation._id as string;
  const again = await (await api(`${ADVICE_PATHS.lawyers}/${lawyers.lawyers[0]._id}`)).json();
  t.notOk(again.lawyer.freeSessions.some((s: { _id: string }) => s._id === sessionId), 'the session is no longer free');
  t.notMatch(JSON.stringify(again), /납품 계약서/, 'the public page says nothing of the request');

  const staff = await signInThroughGateway(stack, 'admin', STAFF_PASSWORD);
  const confirmed = await api(`${PRACTICE_PATHS.consolePractices}/seats/${seatId}/confirm`, json(staff.headers, {}));
  t.equal((await confirmed.json()).seat.status, 'CONFIRMED');
  const consultation = await api(`${ADVICE_PATHS.consoleRequests}/${consultationId}/confirm`, json(staff.headers, {}, 'PUT'));
  t.match(await consultation.json(), { consultation: { status: 'CONFIRMED', description: '거래처와의 납품 계약서를 봐 주세요.' } });
  const mine = await (await api(ADVICE_PATHS.myConsultations, { headers: maker.headers })).json();
  t.match(mine.consultations[0], { _id: consultationId, status: 'CONFIRMED' });
  t.equal((await api(ADVICE_PATHS.myConsultations, { headers: maker.headers })).headers.get('cache-control'), 'no-store', 'private answers are not cached');
});
