// Staff review through the real stack: a demo maker applies through the gateway, staff approve
// one application and reject another in the console API, the maker sees both outcomes in their
// applications, and the console's message history holds what they were told.
import t from 'tap';
import { APPLY_PATHS, APPLICATION_REVIEW_PATHS } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { addDays, seoulDate } from '@centre/contracts';
import { signInThroughGateway, STAFF_PASSWORD, startTestStack } from './stack.ts';

const stack = await startTestStack(t, 'review');
const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);
const json = (headers: Record<string, string>, body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const signIn = (username: string, password: string) => signInThroughGateway(stack, username, password);

t.test('staff approve and reject; the maker sees APPROVED and REJECTED and was told', async (t) => {
  const staff = await signIn('admin', STAFF_PASSWORD);
  const maker = await signIn('sewing01', DEMO_MEMBER_PASSWORD);
  const today = seoulDate(new Date());
  const useFrom = addDays(today, 21);

  const window = await api(
    APPLY_PATHS.consoleLimitations,
    json(staff.headers, {
      work: 'CUTTINGROOM',
      location: 'DAPSIMNI',
      title: { ko: '리뷰 시험 재단실', en: 'Review test cutting room', cn: '审核测试裁剪室', jp: '審査テスト裁断室' },
      applyFrom: today,
      applyTo: addDays(today, 7),
      applyOpenTime: '00:00',
      useFrom,
      useTo: addDays(useFrom, 13),
      unitCapacity: 3,
      memberQuota: 5,
    }),
  );
  t.equal(window.status, 201, 'staff open a window');
  const windowId = (await window.json())._id as string;
  t.equal((await api(`${APPLY_PATHS.consoleSchedule}/generate`, json(staff.headers, { windowId }))).status, 200, 'and generate its units');
  const units = (await (await api(`${APPLY_PATHS.schedule}?windowId=${windowId}&limit=20`)).json()).units.filter((unit: { state: string }) => unit.state === 'OPEN');

  const applied = await api(
    APPLY_PATHS.applications,
    json(maker.headers, { unitIds: [units[0]._id, units[1]._id], item: '울 코트 샘플', quantity: 20, markerLengthCm: 320, plies: 20, phone: '01012345678', agreeRules: true }),
  );
  t.equal(applied.status, 201, 'the maker applies through the gateway');
  const [first, second] = (await applied.json()).applications.map((application: { _id: string }) => application._id) as [string, string];

  const queue = await (await api(`${APPLY_PATHS.consoleApplications}?windowId=${windowId}&keyword=sewing01`, { headers: staff.headers })).json();
  t.equal(queue.summary.total, 2, 'staff find them by the maker\'s username');
  t.match(queue.applications[0].member, { username: 'sewing01', name: '김봉제' }, 'with who applied, from the users service');

  const approved = await (await api(APPLICATION_REVIEW_PATHS.consoleApprove, json(staff.headers, { ids: [first] }))).json();
  t.match(approved.results, [{ _id: first, ok: true, status: 'APPROVED' }]);
  const rejected = await (await api(APPLICATION_REVIEW_PATHS.consoleReject, json(staff.headers, { ids: [second], reasonCode: 'DOCUMENTS_INCOMPLETE' }))).json();
  t.match(rejected.results, [{ _id: second, ok: true, status: 'REJECTED' }]);

  const mine = await (await api(`${APPLY_PATHS.applications}?windowId=${windowId}`, { headers: maker.headers })).json();
  const statusOf = (id: string) => mine.applications.find((application: { _id: string }) => application._id === id);
  t.match(statusOf(first), { status: 'APPROVED' });
  t.match(statusOf(second), { status: 'REJECTED', rejectReason: '제출 서류가 확인되지 않았습니다.' });

  // The messages go through the outbox in the background: wait for them in the console history.
  let templates: string[] = [];
  for (let i = 0; i < 50; i++) {
    const history = await (await api(`/api/console/messages?memberId=${maker.sub}&limit=20`, { headers: staff.headers })).json();
    templates = history.messages.map((message: { template: string }) => message.template);
    if (templates.includes('APPLICATION_APPROVED') && templates.includes('APPLICATION_REJECTED')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  t.ok(templates.includes('APPLICATION_APPROVED'), 'the approval message is in the console history');
  t.ok(templates.includes('APPLICATION_REJECTED'), 'and the rejection message');

  // The approved booking is in the maker's private calendar feed.
  const feed = await (await api(APPLICATION_REVIEW_PATHS.myCalendar, { method: 'POST', headers: maker.headers })).json();
  const ics = await (await api(new URL(feed.ical.url).pathname)).text();
  t.match(ics, `UID:${first}@`);
  t.notMatch(ics, second);

  t.equal((await api(APPLICATION_REVIEW_PATHS.consoleApprove, json(maker.headers, { ids: [second] }))).status, 403, 'a member cannot decide');
});
