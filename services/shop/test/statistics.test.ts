// Sales figures: paid, not cancelled orders by Seoul month, day, weekday and product. SQLite and MySQL.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { bearer, signAccessToken } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld, STAFF, type Member } from './shop-world.ts';

await forEachDatabase(t, 'shop_statistics', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app, clock } = world;
  await world.depositAccount();
  const category = await world.category('통계');
  const seller = await world.member('APPROVED');
  const shirt = await world.productOnSale(seller, productInput(category, { title: { ko: '셔츠', en: 'Shirt', cn: '', jp: '' }, price: 30_000, shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null } }));
  const bag = await world.productOnSale(seller, productInput(category, { title: { ko: '가방', en: 'Bag', cn: '', jp: '' }, price: 10_000, shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
  const buyer: Member = await world.member();
  async function paidOrder(productId: string, optionId: string, quantity: number, expectedTotal: number, paidAt: string): Promise<string> {
    const cart = (await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId, optionId, quantity } })).json();
    const order = (await app.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds: [cart.carts[0]._id], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal } })).json().order;
    clock.set(paidAt);
    await app.inject({ method: 'POST', url: `/api/console/shop/orders/${order._id}/deposit`, headers: STAFF() });
    return order._id as string;
  }
  // Tuesday 24 Nov 2026 23:30 in Seoul (14:30 UTC) and Wednesday 25 Nov 10:00; one more paid then cancelled.
  await paidOrder(shirt.id, shirt.optionIds[0]!, 1, 33_000, '2026-11-24T14:30:00.000Z');
  await paidOrder(bag.id, bag.optionIds[0]!, 2, 20_000, '2026-11-25T01:00:00.000Z');
  const cancelled = await paidOrder(bag.id, bag.optionIds[0]!, 1, 10_000, '2026-11-25T02:00:00.000Z');
  await app.inject({ method: 'POST', url: `/api/console/shop/orders/${cancelled}/cancel`, headers: STAFF(), payload: { reason: '환불' } });

  const read = (name: string, query: string, headers: Record<string, string> = STAFF()) => app.inject({ url: `/api/console/statistics/shop/${name}?${query}`, headers: { ...headers, 'accept-language': 'en' } });

  t.test('by day, month and weekday on the Seoul calendar; cancelled orders left out', async (t) => {
    const daily = (await read('dailySales', 'from=2026-11-23&to=2026-11-25')).json().sales;
    t.same(daily, [{ key: '2026-11-23', orders: 0, amount: 0 }, { key: '2026-11-24', orders: 1, amount: 33_000 }, { key: '2026-11-25', orders: 1, amount: 20_000 }]);
    t.same((await read('monthlySales', 'from=2026-10-01&to=2026-11-30')).json().sales, [{ key: '2026-10', orders: 0, amount: 0 }, { key: '2026-11', orders: 2, amount: 53_000 }]);
    const weekdays = (await read('dayOfWeekSales', 'from=2026-11-01&to=2026-11-30')).json().sales;
    t.same(weekdays.filter((figure: { orders: number }) => figure.orders > 0), [{ key: '2', orders: 1, amount: 33_000 }, { key: '3', orders: 1, amount: 20_000 }]);
    t.same((await read('productsSales', 'from=2026-11-01&to=2026-11-30')).json().products.map((p: { title: string; quantity: number; amount: number }) => [p.title, p.quantity, p.amount]), [['Shirt', 1, 30_000], ['Bag', 2, 20_000]]);
  });

  t.test('by pickup site, seller and category: only what they sold', async (t) => {
    const otherCategory = await world.category('다른 분류');
    const otherSeller = await world.member('APPROVED');
    const apron = await world.productOnSale(otherSeller, productInput(otherCategory, { title: { ko: '앞치마', en: 'Apron', cn: '', jp: '' }, price: 15_000, shipping: { fulfilment: 'DELIVERY', fee: 2_000, freeOver: null, pickupSite: null } }));
    await paidOrder(apron.id, apron.optionIds[0]!, 1, 17_000, '2026-11-26T01:00:00.000Z');
    const period = 'from=2026-11-01&to=2026-11-30';
    const monthly = async (query: string) => (await read('monthlySales', `${period}&${query}`)).json().sales[0];
    t.same(await monthly(`sellerId=${otherSeller.id}`), { key: '2026-11', orders: 1, amount: 17_000 }, "the other seller's apron and its shipping");
    t.same(await monthly(`sellerId=${seller.id}`), { key: '2026-11', orders: 2, amount: 53_000 }, "the first seller's shirt and bags");
    t.same(await monthly(`categoryId=${otherCategory}`), { key: '2026-11', orders: 1, amount: 17_000 }, 'the other category');
    t.same(await monthly('pickupSite=YONGSIN'), { key: '2026-11', orders: 0, amount: 0 }, 'nothing was collected at Yongsin');
    const products = async (query: string) => (await read('productsSales', `${period}&${query}`)).json().products.map((p: { title: string }) => p.title);
    t.same(await products(`categoryId=${category}`), ['Shirt', 'Bag']);
    t.same(await products(`sellerId=${otherSeller.id}`), ['Apron']);
    t.equal((await read('monthlySales', `${period}&pickupSite=SEOUL`)).statusCode, 400, 'a site the centre does not have');
  });

  t.test('bounded periods; shop staff only', async (t) => {
    t.equal((await read('dailySales', 'from=2025-01-01&to=2026-11-30')).json().code, 'PERIOD_TOO_LONG');
    t.equal((await read('dailySales', 'from=2026-11-30&to=2026-11-01')).json().code, 'PERIOD');
    t.equal((await read('dailySales', 'from=yesterday&to=2026-11-01')).statusCode, 400);
    t.equal((await read('dailySales', 'from=2026-11-01&to=2026-11-30', buyer.headers)).statusCode, 403);
    t.equal((await read('dailySales', 'from=2026-11-01&to=2026-11-30', bearer(signAccessToken({ scope: ['member', 'console'], role: 'CONTENT_EDITOR' })))).statusCode, 403, 'not a content editor');
  });
});
