import t from 'tap';
import { controllableClock } from '@centre/server-kit';
import { forEachDatabase, serviceOptionsForTest } from '@centre/server-kit/testing';
import { buildApp } from '../src/app.ts';
import { BUYER_C, BUYER_D, MAKER_A, MAKER_B, facilityStaff, fairInput, member, profileInput, programStaff } from './fair-world.ts';

const buyerInput = { company: 'Tokyo Select', country: 'JP', timeZone: 'Asia/Tokyo', itemsWanted: ['KNIT'], orderVolume: '2,000 pcs a season', language: 'jp', contactEmail: 'buyer@tokyo.example', contactPhone: '+81 3 1234 5678' };
const productInput = { name: 'Merino crew neck', item: 'KNIT', priceMin: 18000, priceMax: 25000, moq: 100, leadTimeDays: 30, sampleAvailable: true };

await forEachDatabase(t, 'fairs_fairs', async (t, database) => {
  const clock = controllableClock('2026-11-20T00:00:00.000Z');
  const app = await buildApp({ ...serviceOptionsForTest(database), clock });
  t.teardown(() => app.close());
  let fairId = '';

  t.test('staff create a fair; a grid without slots is refused and nothing is written', async (t) => {
    const badGrid = await app.inject({ method: 'POST', url: '/api/console/fairs', headers: { ...programStaff(), 'accept-language': 'ko' }, payload: fairInput({ dayStart: '10:00', dayEnd: '10:20' }) });
    t.equal(badGrid.statusCode, 400);
    t.equal(badGrid.json().code, 'FAIR_GRID_INVALID');
    t.match(badGrid.json().message, /박람회 일정/);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/fairs', headers: programStaff(), payload: fairInput({ lastDay: '2026-12-01' }) })).json().code, 'FAIR_GRID_INVALID');
    t.equal((await app.inject({ method: 'POST', url: '/api/console/fairs', headers: programStaff(), payload: { ...fairInput(), venue: 'BUSAN' } })).statusCode, 400);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/fairs', headers: facilityStaff(), payload: fairInput() })).statusCode, 403);
    t.equal((await app.inject({ method: 'POST', url: '/api/console/fairs', headers: member(MAKER_A), payload: fairInput() })).statusCode, 403);
    t.equal((await app.inject({ url: '/api/console/fairs', headers: programStaff() })).json().summary.total, 0);

    const created = await app.inject({ method: 'POST', url: '/api/console/fairs', headers: programStaff(), payload: fairInput() });
    t.equal(created.statusCode, 201);
    fairId = created.json().fair._id;
    t.equal(created.json().fair.status, 'PLANNED');
    t.equal(created.json().fair.published, false);
    t.equal((await app.inject({ url: `/api/v1/fairs/${fairId}` })).statusCode, 404, 'unpublished: not public');
    t.equal((await app.inject({ url: '/api/v1/fairs' })).json().summary.total, 0);

    const changed = await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}`, headers: programStaff(), payload: fairInput({ buyerCapacity: 1 }) });
    t.equal(changed.json().fair.buyerCapacity, 1);
    const published = await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/publication`, headers: programStaff(), payload: { published: true } });
    t.equal(published.json().fair.published, true);
  });

  t.test('the public reads published fairs in their language, with the slot grid and a status from the clock', async (t) => {
    const list = await app.inject({ url: '/api/v1/fairs', headers: { 'accept-language': 'en' } });
    t.same(list.json().fairs.map((fair: { title: string }) => fair.title), ['Dongdaemun Order Fair']);
    const detail = (await app.inject({ url: `/api/v1/fairs/${fairId}`, headers: { 'accept-language': 'cn' } })).json().fair;
    t.equal(detail.title, '동대문 수주상담회', 'an empty translation falls back to Korean');
    t.same(detail.slots.map((slot: { slot: string }) => slot.slot), ['2026-12-10T10:00', '2026-12-10T10:30', '2026-12-10T11:30', '2026-12-11T10:00', '2026-12-11T10:30', '2026-12-11T11:30'], 'the break leaves no slot');
    t.equal((await app.inject({ url: '/api/v1/fairs?status=PLANNED' })).json().summary.total, 1);
    clock.set('2026-12-10T01:00:00.000Z');
    t.equal((await app.inject({ url: `/api/v1/fairs/${fairId}` })).json().fair.status, 'IN_PROGRESS');
    t.equal((await app.inject({ url: '/api/v1/fairs?status=IN_PROGRESS' })).json().summary.total, 1);
    clock.set('2026-12-11T15:00:00.000Z');
    t.equal((await app.inject({ url: `/api/v1/fairs/${fairId}` })).json().fair.status, 'CLOSED', 'after the last Seoul day');
    clock.set('2026-11-20T00:00:00.000Z');
  });

  t.test('an exhibitor applies with their profile within the period; staff approve and assign a table', async (t) => {
    const url = `/api/v1/me/fairs/${fairId}/exhibitor`;
    t.equal((await app.inject({ method: 'POST', url, payload: { items: ['KNIT'], note: '' } })).statusCode, 401);
    const noProfile = await app.inject({ method: 'POST', url, headers: member(MAKER_A), payload: { items: ['KNIT'], note: '' } });
    t.equal(noProfile.json().code, 'PROFILE_REQUIRED');
    await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(MAKER_A), payload: profileInput() });
    await app.inject({ method: 'PUT', url: '/api/v1/me/introductions', headers: member(MAKER_B), payload: profileInput({ tradeName: 'Seoul Denim Lab', published: false }) });

    clock.set('2026-12-06T00:00:00.000Z');
    t.equal((await app.inject({ method: 'POST', url, headers: member(MAKER_A), payload: { items: ['KNIT'], note: '' } })).json().code, 'APPLICATION_CLOSED');
    clock.set('2026-11-20T00:00:00.000Z');
    const applied = await app.inject({ method: 'POST', url, headers: member(MAKER_A), payload: { items: ['KNIT'], note: 'Merino line' } });
    t.equal(applied.statusCode, 201);
    t.equal((await app.inject({ method: 'POST', url, headers: member(MAKER_A), payload: { items: ['KNIT'], note: '' } })).json().code, 'ALREADY_REGISTERED');
    const second = (await app.inject({ method: 'POST', url, headers: member(MAKER_B), payload: { items: ['DENIM'], note: '' } })).json().participation._id;

    const exhibitors = await app.inject({ url: `/api/console/fairs/${fairId}/exhibitors?status=WAITING`, headers: programStaff() });
    t.equal(exhibitors.json().summary.total, 2);
    const first = applied.json().participation._id;
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/exhibitors/${first}`, headers: programStaff(), payload: { status: 'APPROVED', table: 9 } })).json().code, 'TABLE_OUTSIDE_FAIR');
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/exhibitors/${first}`, headers: programStaff(), payload: { status: 'APPROVED', table: 1 } })).statusCode, 204);
    const taken = await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/exhibitors/${second}`, headers: programStaff(), payload: { status: 'APPROVED', table: 1 } });
    t.equal(taken.statusCode, 409);
    t.equal(taken.json().code, 'TABLE_TAKEN');
    t.equal((await app.inject({ url: `/api/console/fairs/${fairId}/exhibitors?status=APPROVED`, headers: programStaff() })).json().summary.total, 1, 'the refused assignment wrote nothing');
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/exhibitors/${second}`, headers: programStaff(), payload: { status: 'APPROVED', table: 2 } })).statusCode, 204);

    const sellers = (await app.inject({ url: `/api/v1/fairs/${fairId}/sellers` })).json();
    t.same(
      sellers.sellers.map((seller: { tradeName: string; table: number; makerId: string | null }) => [seller.tradeName, seller.table, seller.makerId !== null]),
      [['Hanbit Knit', 1, true], ['Seoul Denim Lab', 2, false]],
      'an unpublished profile is not linked',
    );
    t.notMatch(JSON.stringify(sellers), /hanbit@example/);

    const mine = await app.inject({ url: '/api/v1/me/fairs', headers: member(MAKER_A) });
    t.same(mine.json().fairs.map((entry: { role: string; status: string; table: number }) => [entry.role, entry.status, entry.table]), [['EXHIBITOR', 'APPROVED', 1]]);
    t.equal((await app.inject({ url: '/api/v1/me/fairs', headers: member(BUYER_C) })).json().summary.total, 0, 'another member sees none of it');
  });

  t.test('buyers register (a known time zone) and staff approve them within capacity; the public sees no contact', async (t) => {
    const url = `/api/v1/me/fairs/${fairId}/buyer`;
    t.equal((await app.inject({ method: 'POST', url, headers: member(BUYER_C), payload: { ...buyerInput, timeZone: 'Mars/Olympus' } })).json().code, 'UNKNOWN_TIME_ZONE');
    t.equal((await app.inject({ method: 'POST', url, headers: member(BUYER_C), payload: { ...buyerInput, country: 'jpn' } })).statusCode, 400);
    const c = (await app.inject({ method: 'POST', url, headers: member(BUYER_C), payload: buyerInput })).json().participation._id;
    const d = (await app.inject({ method: 'POST', url, headers: member(BUYER_D), payload: { ...buyerInput, company: 'Paris Atelier', country: 'FR', timeZone: 'Europe/Paris', language: 'en' } })).json().participation._id;
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${c}`, headers: programStaff(), payload: { status: 'APPROVED' } })).statusCode, 204);
    const full = await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${d}`, headers: programStaff(), payload: { status: 'APPROVED' } });
    t.equal(full.json().code, 'BUYER_CAPACITY_FULL', 'the capacity is 1');
    await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}`, headers: programStaff(), payload: fairInput({ buyerCapacity: 50 }) });
    t.equal((await app.inject({ method: 'PUT', url: `/api/console/fairs/${fairId}/buyers/${d}`, headers: programStaff(), payload: { status: 'APPROVED' } })).statusCode, 204);
    const staffView = (await app.inject({ url: `/api/console/fairs/${fairId}/buyers`, headers: programStaff() })).json();
    t.equal(staffView.buyers[0].contactEmail, 'buyer@tokyo.example', 'staff see contacts');
    const publicView = await app.inject({ url: `/api/v1/fairs/${fairId}/buyers` });
    t.same(publicView.json().buyers.map((buyer: { company: string }) => buyer.company), ['Tokyo Select', 'Paris Atelier']);
    t.notMatch(publicView.body, /buyer@tokyo|1234 5678|contact/);
  });

  t.test('fair products: the approved exhibitor writes their own list only', async (t) => {
    const url = `/api/v1/fairs/${fairId}/products`;
    t.equal((await app.inject({ method: 'POST', url, payload: productInput })).statusCode, 401);
    t.equal((await app.inject({ method: 'POST', url, headers: member(BUYER_C), payload: productInput })).json().code, 'NOT_AN_EXHIBITOR');
    t.equal((await app.inject({ method: 'POST', url, headers: member(MAKER_A), payload: { ...productInput, priceMin: 30000 } })).json().code, 'PRICE_RANGE');
    t.equal((await app.inject({ method: 'POST', url, headers: member(MAKER_A), payload: { ...productInput, photo: 'x' } })).statusCode, 400);
    const created = await app.inject({ method: 'POST', url, headers: member(MAKER_A), payload: productInput });
    t.equal(created.statusCode, 201);
    const product = created.json().product;
    t.equal(product.tradeName, 'Hanbit Knit');
    const denim = (await app.inject({ method: 'POST', url, headers: member(MAKER_B), payload: { ...productInput, name: 'Selvedge jeans', item: 'DENIM' } })).json().product;

    const foreign = await app.inject({ method: 'PUT', url: `${url}/${denim._id}`, headers: { ...member(MAKER_A), 'accept-language': 'en' }, payload: productInput });
    t.equal(foreign.statusCode, 403);
    t.equal(foreign.json().code, 'PRODUCT_NOT_YOURS');
    t.equal((await app.inject({ method: 'DELETE', url: `${url}/${denim._id}`, headers: member(MAKER_A) })).json().code, 'PRODUCT_NOT_YOURS');
    t.equal((await app.inject({ url: `${url}?exhibitor=${denim.exhibitorId}` })).json().products[0].name, 'Selvedge jeans', 'the refused writes changed nothing');

    const changed = await app.inject({ method: 'PUT', url: `${url}/${product._id}`, headers: member(MAKER_A), payload: { ...productInput, priceMax: 27000 } });
    t.equal(changed.json().product.priceMax, 27000);
    t.same((await app.inject({ url: `${url}?item=KNIT` })).json().products.map((row: { name: string }) => row.name), ['Merino crew neck']);
    t.equal((await app.inject({ method: 'DELETE', url: `${url}/${product._id}`, headers: member(MAKER_A) })).statusCode, 204);
    t.equal((await app.inject({ url })).json().summary.total, 1);
  });
});
