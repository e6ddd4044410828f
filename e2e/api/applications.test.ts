// Applying through the real gateway and real processes, on the demo data: a demo maker applies
// for a cutting-room day at DAPSIMNI and another for a studio session at YONGSIN, sees them in my
// page, the public calendar counts them, staff see them in the console with the message sent, and
// another member reaches none of it.
import t from 'tap';
import { DEMO_MEMBER_IDS, sealedBasicHeader } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { STAFF_PASSWORD, startTestStack } from './stack.ts';

const stack = await startTestStack(t, 'applications');

const api = (url: string, init: RequestInit = {}) => fetch(`${stack.url}${url}`, init);

async function tokenOf(username: string, password: string): Promise<Record<string, string>> {
  const refresh = await api('/api/auth/refreshToken', { headers: { authorization: await sealedBasicHeader(username, password) } });
  const { data } = await refresh.json();
  const access = await api('/api/auth/accessToken', { headers: { authorization: `Bearer ${data.refreshToken}` } });
  return { authorization: `Bearer ${(await access.json()).data.accessToken}` };
}

const post = (body: unknown, headers: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

interface Unit {
  _id: string;
  date: string;
  startTime: string;
  state: string;
  held: number;
}

t.test('demo makers apply for a cutting-room day at DAPSIMNI and a studio session at YONGSIN', async (t) => {
  const sewing = await tokenOf('sewing01', DEMO_MEMBER_PASSWORD);
  const tokyo = await tokenOf('tokyo2024', DEMO_MEMBER_PASSWORD);
  const staff = await tokenOf('admin', STAFF_PASSWORD);

  const windows = (await (await api('/api/v1/apply/limitations?status=IN_PROGRESS&limit=50', { headers: sewing })).json()).limitations as Array<{ _id: string; work: string; location: string; memberRemainingQuota: number }>;
  const cutting = windows.find((w) => w.work === 'CUTTINGROOM' && w.location === 'DAPSIMNI')!;
  const studio = windows.find((w) => w.work === 'STUDIO' && w.location === 'YONGSIN')!;
  t.ok(cutting && studio, 'both windows are open in the demo');
  const quotaBefore = cutting.memberRemainingQuota;

  const cuttingUnits = (await (await api(`/api/v1/schedule?windowId=${cutting._id}&limit=30`)).json()).units as Unit[];
  const day = cuttingUnits.filter((u) => u.state === 'OPEN')[8]!;
  const calendarBefore = (await (await api(`/api/v1/schedule?work=CUTTINGROOM&location=DAPSIMNI&month=${day.date.slice(0, 7)}`)).json()).schedule.days.find((d: { date: string }) => d.date === day.date);

  const applied = await api('/api/v1/apply/applications', post({ unitIds: [day._id], item: '여성 울 코트 샘플', fabric: '울', quantity: 24, markerLengthCm: 410, plies: 24, phone: '01012345678', agreeRules: true }, sewing));
  t.equal(applied.status, 201);
  const application = (await applied.json()).applications[0];
  t.match(application, { status: 'WAITING', unitId: day._id, date: day.date, work: 'CUTTINGROOM', location: 'DAPSIMNI' });

  const studioUnits = (await (await api(`/api/v1/schedule?windowId=${studio._id}&limit=40`)).json()).units as Unit[];
  const session = studioUnits.filter((u) => u.state === 'OPEN' && u.startTime === '14:00')[3]!;
  const studioApplied = await api('/api/v1/apply/applications', post({ unitIds: [session._id], item: 'Linen jackets', quantity: 8, phone: '01055554444', channel: 'EMAIL', agreeRules: true }, { ...tokyo, 'accept-language': 'jp' }));
  t.equal(studioApplied.status, 201);
  t.match((await studioApplied.json()).applications[0], { status: 'WAITING', startTime: '14:00', endTime: '18:00', channel: 'EMAIL' });

  // A refusal says exactly why, in the maker's language.
  const again = await api('/api/v1/apply/applications', post({ unitIds: [day._id], item: 'x', quantity: 1, phone: '01012345678', agreeRules: true }, { ...sewing, 'accept-language': 'en' }));
  t.equal(again.status, 409);
  t.match(await again.json(), { code: 'ALREADY_APPLIED', message: 'You have already applied for this session.', unitId: day._id });

  // My page: the new application beside the demo ones; the quota counts it.
  const mine = await api('/api/v1/apply/applications?limit=50', { headers: sewing });
  t.equal(mine.headers.get('cache-control'), 'no-store');
  const list = (await mine.json()).applications as Array<{ _id: string; status: string }>;
  t.ok(list.some((a) => a._id === application._id));
  t.ok(new Set(list.map((a) => a.status)).size >= 3, 'the demo maker has applications in several statuses');
  const after = (await (await api(`/api/v1/apply/limitations/${cutting._id}`, { headers: sewing })).json()).limitation;
  t.equal(after.memberRemainingQuota, quotaBefore - 1);

  // The public calendar counts the new hold.
  const calendarAfter = (await (await api(`/api/v1/schedule?work=CUTTINGROOM&location=DAPSIMNI&month=${day.date.slice(0, 7)}`)).json()).schedule.days.find((d: { date: string }) => d.date === day.date);
  t.equal(calendarAfter.booked, calendarBefore.booked + 1);

  // Another member reaches none of it.
  const pattern = await tokenOf('pattern22', DEMO_MEMBER_PASSWORD);
  t.equal((await api(`/api/v1/me/applications/${application._id}`, { headers: pattern })).status, 404);
  t.equal((await api(`/api/v1/me/applications/${application._id}/cancel`, { method: 'POST', headers: pattern })).status, 404);

  // Staff see the unit's counts, and the message in the history.
  const unit = (await (await api(`/api/console/schedule/${day._id}`, { headers: staff })).json()).unit;
  t.match(unit, { held: day.held + 1, waiting: day.held + 1 - unit.approved });
  t.equal((await api('/api/console/schedule', { headers: sewing })).status, 403);
  let templates: string[] = [];
  for (let attempt = 0; attempt < 50 && !templates.includes('APPLICATION_HELD'); attempt++) {
    const history = await (await api(`/api/console/messages?memberId=${DEMO_MEMBER_IDS.sewing01}&limit=20`, { headers: staff })).json();
    templates = (history.messages as Array<{ template: string }>).map((m) => m.template);
    if (!templates.includes('APPLICATION_HELD')) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  t.ok(templates.includes('APPLICATION_HELD'), 'a first-come place held, in the message history');

  // The maker cancels before the deadline: no strike, the place is free again.
  const cancelled = await api(`/api/v1/me/applications/${application._id}/cancel`, { method: 'POST', headers: sewing });
  t.match(await cancelled.json(), { application: { status: 'CANCELLED', lateCancel: false }, strike: null });
  t.equal((await (await api(`/api/v1/schedule/${day._id}`)).json()).unit.held, day.held);
});
