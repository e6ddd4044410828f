// fairs, through the gateway with the whole stack (demo mode): staff open a fair; a demo maker
// applies with the seeded profile, is approved and lists a product; an overseas buyer registers
// in English, requests a meeting, the maker accepts, and both see it on their schedules.
import t from 'tap';
import { addDays, seoulDate, type FairInput } from '@centre/contracts';
import { DEMO_MEMBER_PASSWORD } from '../../services/users/src/seeds/index.ts';
import { signInThroughGateway, STAFF_PASSWORD, startTestStack, JOURNEY_SERVICES } from './stack.ts';

const stack = await startTestStack(t, 'fairs', {}, [...JOURNEY_SERVICES, 'fairs']);
const signIn = (username: string, password: string) => signInThroughGateway(stack, username, password);
const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
  const response = await fetch(`${stack.url}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

t.test('a fair from opening to an accepted meeting on both schedules', async (t) => {
  const staff = await signIn('admin', STAFF_PASSWORD);
  const maker = await signIn('dongdaemun7', DEMO_MEMBER_PASSWORD);
  const buyer = await signIn('tokyo2024', DEMO_MEMBER_PASSWORD);
  const now = Date.now();
  const firstDay = addDays(seoulDate(new Date(now)), 10);
  const fair: FairInput = {
    title: { ko: '테스트 상담회', en: 'Test Order Fair', cn: '', jp: '' },
    description: { ko: '<p>상담회</p>', en: '', cn: '', jp: '' },
    venue: 'DAPSIMNI',
    firstDay,
    lastDay: firstDay,
    dayStart: '10:00',
    dayEnd: '11:00',
    slotMinutes: 30,
    tables: 10,
    breaks: [],
    exhibitorApplication: { from: new Date(now - 3_600_000).toISOString(), until: new Date(now + 86_400_000).toISOString() },
    buyerApplication: { from: new Date(now - 3_600_000).toISOString(), until: new Date(now + 86_400_000).toISOString() },
    buyerCapacity: 10,
  };
  const created = await call('POST', '/api/console/fairs', staff.headers, fair);
  t.equal(created.status, 201, JSON.stringify(created.body));
  const fairId = created.body.fair._id as string;
  t.equal((await call('PUT', `/api/console/fairs/${fairId}/publication`, staff.headers, { published: true })).status, 200);
  t.equal((await call('GET', '/api/v1/makers')).body.summary.total, 2, 'the demo directory');

  const applied = await call('POST', `/api/v1/me/fairs/${fairId}/exhibitor`, maker.headers, { items: ['WOVEN', 'OUTERWEAR'], note: '' });
  t.equal(applied.status, 201, JSON.stringify(applied.body));
  t.equal((await call('PUT', `/api/console/fairs/${fairId}/exhibitors/${applied.body.participation._id}`, staff.headers, { status: 'APPROVED', table: 1 })).status, 204);
  const product = await call('POST', `/api/v1/fairs/${fairId}/products`, maker.headers, { name: 'Wool coat', item: 'OUTERWEAR', priceMin: 80000, priceMax: 120000, moq: 300, leadTimeDays: 30, sampleAvailable: true });
  t.equal(product.status, 201);

  const registered = await call('POST', `/api/v1/me/fairs/${fairId}/buyer`, { ...buyer.headers, 'accept-language': 'en' }, { company: 'Hanako Select', country: 'JP', timeZone: 'Asia/Tokyo', itemsWanted: ['OUTERWEAR'], orderVolume: '1,000 pcs', language: 'en', contactEmail: 'hanako@example.jp' });
  t.equal(registered.status, 201);
  t.equal((await call('PUT', `/api/console/fairs/${fairId}/buyers/${registered.body.participation._id}`, staff.headers, { status: 'APPROVED' })).status, 204);

  const seller = (await call('GET', `/api/v1/fairs/${fairId}/sellers`)).body.sellers[0];
  const outside = await call('POST', '/api/v1/me/matchings', { ...buyer.headers, 'accept-language': 'en' }, { fair: fairId, exhibitor: seller._id, slot: `${firstDay}T11:00`, context: '' });
  t.equal(outside.status, 400);
  t.same([outside.body.code, outside.body.message], ['SLOT_OUTSIDE_GRID', 'This slot is not on the fair’s grid.']);
  const requested = await call('POST', '/api/v1/me/matchings', buyer.headers, { fair: fairId, exhibitor: seller._id, slot: `${firstDay}T10:30`, context: 'Wool coats for AW27' });
  t.equal(requested.status, 201);
  const accepted = await call('PUT', `/api/v1/me/matchings/${requested.body.matching._id}/answer`, maker.headers, { accept: true });
  t.equal(accepted.body.matching.status, 'ACCEPTED');
  t.equal(accepted.body.matching.contact.email, 'hanako@example.jp');

  const buyerSchedule = (await call('GET', `/api/v1/me/schedules/${fairId}`, buyer.headers)).body;
  t.equal(buyerSchedule.timeZone, 'Asia/Tokyo');
  t.equal(buyerSchedule.days[0].slots[1].meeting.status, 'ACCEPTED');
  const makerSchedule = (await call('GET', `/api/v1/me/schedules/${fairId}`, maker.headers)).body;
  t.equal(makerSchedule.days[0].slots[1].meeting.buyer.company, 'Hanako Select');
  t.equal((await call('GET', `/api/console/matchings?fair=${fairId}`, staff.headers)).body.summary.total, 1);
  t.equal((await call('GET', `/api/console/matchings?fair=${fairId}`, maker.headers)).status, 403, 'a member is not staff');

  // The request told the maker and the answer told the buyer, through the admin outbox (written in
  // the background: wait for them in the console's message history), the buyer in English.
  const messageOf = async (memberId: string, template: string) => {
    for (let i = 0; i < 50; i++) {
      const history = (await call('GET', `/api/console/messages?memberId=${memberId}&limit=20`, staff.headers)).body as { messages: Array<{ template: string; locale: string; body: string }> };
      const found = history.messages.find((message) => message.template === template);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return null;
  };
  const toMaker = await messageOf(maker.sub, 'MEETING_REQUESTED');
  t.ok(toMaker, 'the maker is told of the request');
  t.match(toMaker?.body, 'Wool coats for AW27', "with the buyer's line");
  t.match(toMaker?.body, toMaker?.locale === 'ko' ? '테스트 상담회' : 'Test Order Fair', "and the fair's title in the maker's language");
  const toBuyer = await messageOf(buyer.sub, 'MEETING_ACCEPTED');
  t.match(toBuyer, { locale: 'en' }, 'the buyer is told of the acceptance in the language they registered with');
  t.match(toBuyer?.body, 'Test Order Fair', "the fair's English title");
  t.notMatch(toBuyer?.body, '테스트 상담회');
});
