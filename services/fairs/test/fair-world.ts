// What the fairs tests share: members' and staff tokens, and inputs that pass validation.
import { InternalMessageRequest, MESSAGE_TEMPLATE_PARAMS, type FairInput, type IntroductionInput } from '@centre/contracts';
import type { Outbox } from '@centre/server-kit';
import { Value } from 'typebox/value';
import { bearer, signAccessToken } from '@centre/server-kit/testing';
import type { buildApp } from '../src/app.ts';

export const MAKER_A = '0190a5a0-0000-7000-8000-0000000000a1';
export const MAKER_B = '0190a5a0-0000-7000-8000-0000000000b2';
export const BUYER_C = '0190a5a0-0000-7000-8000-0000000000c3';
export const BUYER_D = '0190a5a0-0000-7000-8000-0000000000d4';

export const member = (sub: string) => bearer(signAccessToken({ sub, scope: ['member'] }));
export const programStaff = () => bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000f1', scope: ['console'], role: 'PROGRAM_STAFF' }));
export const facilityStaff = () => bearer(signAccessToken({ sub: '0190a5a0-0000-7000-8000-0000000000f2', scope: ['console'], role: 'FACILITY_STAFF' }));

export function profileInput(overrides: Partial<IntroductionInput> = {}): IntroductionInput {
  return {
    tradeName: 'Hanbit Knit',
    items: ['KNIT', 'JERSEY'],
    services: ['SAMPLE', 'SEWING'],
    district: 'Jongno-gu',
    moq: 100,
    leadTimeDays: 21,
    monthlyCapacity: 5000,
    equipment: ['Shima Seiki SWG 12G', 'overlock x4'],
    certificates: ['OEKO-TEX'],
    languages: ['ko', 'en'],
    description: { ko: '<p>니트 전문 <script>alert(1)</script></p>', en: '<p>Knitwear <img src=x onerror=alert(1)></p>', cn: '', jp: '' },
    contact: { channel: 'EMAIL', email: 'hanbit@example.com', phone: '010-1234-5678' },
    published: true,
    ...overrides,
  };
}

/** A fair on 2026-12-10 and 11, 10:00–12:00 in 30-minute slots with 11:00–11:30 off: three slots a day. */
export function fairInput(overrides: Partial<FairInput> = {}): FairInput {
  return {
    title: { ko: '동대문 수주상담회', en: 'Dongdaemun Order Fair', cn: '', jp: '' },
    description: { ko: '<p>상담회</p>', en: '<p>Meetings</p>', cn: '', jp: '' },
    venue: 'YONGSIN',
    firstDay: '2026-12-10',
    lastDay: '2026-12-11',
    dayStart: '10:00',
    dayEnd: '12:00',
    slotMinutes: 30,
    tables: 4,
    breaks: [{ start: '11:00', end: '11:30' }],
    exhibitorApplication: { from: '2026-11-01T00:00:00.000Z', until: '2026-12-05T00:00:00.000Z' },
    buyerApplication: { from: '2026-11-01T00:00:00.000Z', until: '2026-12-09T00:00:00.000Z' },
    buyerCapacity: 50,
    ...overrides,
  };
}

/** The n-th test member's id (a valid UUIDv7 shape). */
export const memberNo = (n: number) => `0190a5a0-0000-7000-8000-${String(100000000000 + n).slice(-12)}`;

export const buyerInput = (company: string, overrides: Record<string, unknown> = {}) => ({
  company,
  country: 'JP',
  timeZone: 'Asia/Tokyo',
  itemsWanted: ['KNIT'],
  orderVolume: '2,000 pcs a season',
  language: 'jp',
  contactEmail: `${company.toLowerCase().replace(/\W/g, '')}@buyers.example`,
  contactPhone: '+81 3 1234 5678',
  ...overrides,
});

type Injector = Pick<Awaited<ReturnType<typeof buildApp>>, 'inject'>;

/**
 * A published fair (fairInput) with approved exhibitors (each with a profile and a table) and
 * approved buyers, through the service's own routes. The clock must stand inside both periods.
 */
export async function openFair(app: Injector, sides: { exhibitors: string[]; buyers: string[]; waitingBuyers?: string[]; fair?: Partial<FairInput> }) {
  const fairId = (await app.inject({ method: 'POST', url: '/api/console/fairs', headers: programStaff(), payload: fairInput(sides.fair) })).json().fair._id as string;
  await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/publication`, headers: programStaff(), payload: { published: true } });
  const exhibitors: Array<{ memberId: string; id: string }> = [];
  for (const [index, memberId] of sides.exhibitors.entries()) {
    await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(memberId), payload: profileInput({ tradeName: `Maker ${index + 1}`, contact: { channel: 'PHONE', phone: `010-0000-${String(1000 + index)}` } }) });
    const id = (await app.inject({ method: 'POST', url: `/api/v1/me/fairs/${fairId}/exhibitor`, headers: member(memberId), payload: { items: ['KNIT'], note: '' } })).json().participation._id as string;
    const decided = await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/exhibitors/${id}`, headers: programStaff(), payload: { status: 'APPROVED', table: index + 1 } });
    if (decided.statusCode !== 204) throw new Error(`exhibitor not approved: ${JSON.stringify(decided.json())}`);
    exhibitors.push({ memberId, id });
  }
  const buyers: Array<{ memberId: string; id: string }> = [];
  for (const [index, memberId] of [...sides.buyers, ...(sides.waitingBuyers ?? [])].entries()) {
    const id = (await app.inject({ method: 'POST', url: `/api/v1/me/fairs/${fairId}/buyer`, headers: member(memberId), payload: buyerInput(`Buyer ${index + 1}`) })).json().participation._id as string;
    if (index < sides.buyers.length) await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${id}`, headers: programStaff(), payload: { status: 'APPROVED' } });
    buyers.push({ memberId, id });
  }
  return { fairId, exhibitors, buyers };
}

/**
 * Stands where the admin outbox's client stands (server-kit's Outbox interface): it keeps what
 * would be sent, checked against the outbox's own request schema and template parameters, and can
 * be told to refuse like an admin service that is down.
 */
export function recordingOutbox() {
  const sent: InternalMessageRequest[] = [];
  let down = false;
  const outbox: Outbox = {
    async send(message) {
      if (down) throw new Error('the admin service is down');
      if (!Value.Check(InternalMessageRequest, message)) throw new Error(`not a valid outbox request: ${JSON.stringify(message)}`);
      const allowed = MESSAGE_TEMPLATE_PARAMS[message.template] as readonly string[];
      for (const name of allowed.filter((param) => !param.endsWith('?'))) if (!message.params?.[name]) throw new Error(`missing ${name}`);
      for (const name of Object.keys(message.params ?? {})) if (!allowed.includes(name) && !allowed.includes(`${name}?`)) throw new Error(`unknown ${name}`);
      sent.push(message);
    },
  };
  return { outbox, sent, setDown: (value: boolean) => (down = value), of: (template: InternalMessageRequest['template']) => sent.filter((message) => message.template === template) };
}
