// The shop's rush (issue 22's benchmark, in process): 500 buyers each place two orders at once for
// a product with 100 units of stock (two options of 50), spread over BENCH_SHOP_SPREAD_MS (5 s),
// against two shop instances on one MySQL database (orders alternate between them). The shop
// stands in the world its race test uses (services/shop/test/shop-world.ts): the real users and
// admin services beside it, members and the seller written through them, the product listed,
// submitted and approved through the shop's own routes, every buyer's two items in their cart.
// Prints throughput, p50/p99/max, the answers by status, then from the database: units sold,
// stock left, oversold (sold beyond the 100 units, or a stock below zero), and orders held against
// orders answered 201 (an order committed but answered with a 5xx shows there).
// In process (app.inject): the service and its database, not the gateway or the network; the
// issue's read-path ratio (shop list and product through the gateway) is measured by read-path.ts.
// Part of `npm run bench` (skipped with a line saying so without MYSQL_URL); alone:
// MYSQL_URL=mysql://root@127.0.0.1:3306 npm run bench:shop
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { Test } from 'tap';
import { freshDatabase } from '@centre/server-kit/testing';
import { ADDRESS, productInput, shopWorld } from '../../services/shop/test/shop-world.ts';
import { percentile } from './load.ts';

const RUSH = { buyers: 500, ordersPerBuyer: 2, stockPerOption: 50, price: 10_000, spreadMs: Number(process.env.BENCH_SHOP_SPREAD_MS ?? 5_000), p99TargetMs: 1_000, soloOrders: 20 } as const;
const line = (text = '') => process.stdout.write(`${text}\n`);

/** Runs the rush once; answers whether every target was met (true when skipped without MYSQL_URL). */
export async function benchShopRush(): Promise<boolean> {
  if (!process.env.MYSQL_URL) {
    line('shop rush: SKIPPED — MYSQL_URL is not set (the rush is measured on MySQL, e.g. MYSQL_URL=mysql://root@127.0.0.1:3306 npm run bench:shop).');
    return true;
  }
  // shopWorld tidies up through a test's teardown; here the teardowns run last-first when the rush ends.
  const teardowns: Array<() => unknown> = [];
  const scope = { teardown: (fn: () => unknown) => void teardowns.push(fn) } as unknown as Test;
  try {
    const database = await freshDatabase('mysql', 'bench_shop');
    teardowns.push(() => database.dispose());
    const world = await shopWorld(scope, database.config);
    const { app } = world;
    const instances = await world.instances();
    await world.depositAccount();
    const category = await world.category('벤치마크');
    const seller = await world.member('APPROVED');
    const stock = RUSH.stockPerOption;
    const product = await world.productOnSale(
      seller,
      productInput(category, {
        price: RUSH.price,
        options: [
          { size: 'S', colour: '남색', stock },
          { size: 'M', colour: '남색', stock },
        ],
        shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null },
      }),
    );
    const units = stock * product.optionIds.length;
    // Each buyer's cart holds one unit of each option: one order per item.
    const buyers = [];
    for (let i = 0; i < RUSH.buyers; i++) {
      const buyer = await world.member();
      let itemIds: string[] = [];
      for (const optionId of product.optionIds) {
        const added = await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: product.id, optionId, quantity: 1 } });
        if (added.statusCode !== 200) throw new Error(`not added to the cart: ${added.body}`);
        itemIds = (added.json() as { carts: Array<{ _id: string }> }).carts.map((item) => item._id);
      }
      buyers.push({ buyer, itemIds });
    }

    // The pace of one order with nobody else ordering: 20 orders one after another, beside the rush's figures.
    const solo = await world.productOnSale(seller, productInput(category, { price: RUSH.price, options: [{ size: 'L', colour: '회색', stock: RUSH.soloOrders }], shipping: { fulfilment: 'DELIVERY', fee: 0, freeOver: null, pickupSite: null } }));
    const soloLatencies: number[] = [];
    for (let i = 0; i < RUSH.soloOrders; i++) {
      const buyer = await world.member();
      const added = await app.inject({ method: 'POST', url: '/api/v1/me/carts', headers: buyer.headers, payload: { productId: solo.id, optionId: solo.optionIds[0]!, quantity: 1 } });
      const itemIds = (added.json() as { carts: Array<{ _id: string }> }).carts.map((item) => item._id);
      const sent = performance.now();
      const answer = await instances[i % instances.length]!.inject({ method: 'POST', url: '/api/v1/me/orders', headers: buyer.headers, payload: { itemIds, address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: RUSH.price } });
      if (answer.statusCode !== 201) throw new Error(`an order alone was not placed: ${answer.body}`);
      soloLatencies.push(performance.now() - sent);
    }
    soloLatencies.sort((a, b) => a - b);

    const orders = buyers.flatMap(({ buyer, itemIds }) => itemIds.slice(0, RUSH.ordersPerBuyer).map((itemId) => ({ buyer, itemId })));
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    const began = performance.now();
    await Promise.all(
      orders.map(async ({ buyer, itemId }, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i / orders.length) * RUSH.spreadMs));
        const sent = performance.now();
        const answer = await instances[i % instances.length]!.inject({
          method: 'POST',
          url: '/api/v1/me/orders',
          headers: buyer.headers,
          payload: { itemIds: [itemId], address: ADDRESS, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: RUSH.price },
        });
        latencies.push(performance.now() - sent);
        const key = answer.statusCode === 201 ? '201' : `${answer.statusCode} ${(answer.json() as { code?: string }).code ?? ''}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    line(`shop rush: ${orders.length} orders from ${RUSH.buyers} buyers for ${units} units over ${RUSH.spreadMs / 1000} s, ${instances.length} shop instances, MySQL (load average ${loadavg()[0]!.toFixed(1)})`);
    line(`  ${(orders.length / seconds).toFixed(0)} answers/s; p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);
    line(`  one order alone (${RUSH.soloOrders} in turn, before the rush): p50 ${percentile(soloLatencies, 50).toFixed(0)} ms, max ${soloLatencies.at(-1)!.toFixed(0)} ms`);
    line(`  answers: ${[...statuses].map(([key, n]) => `${key} × ${n}`).join(', ')}`);

    await app.shopMessages.settled();
    const [{ sold }] = (await app.db('order_items').whereIn('option_id', product.optionIds).sum({ sold: 'quantity' })) as [{ sold: number | null }];
    const [{ held }] = (await app.db('order_items').whereIn('option_id', product.optionIds).countDistinct({ held: 'order_id' })) as [{ held: number }];
    const left = ((await app.db('product_options').whereIn('id', product.optionIds).select('stock')) as Array<{ stock: number }>).map((row) => Number(row.stock));
    const unitsSold = Number(sold ?? 0);
    const ordersHeld = Number(held);
    const placed = statuses.get('201') ?? 0;
    const oversold = Math.max(0, unitsSold - units) + left.filter((n) => n < 0).reduce((sum, n) => sum - n, 0);
    const fiveHundreds = [...statuses].filter(([key]) => key.startsWith('5')).reduce((sum, [, n]) => sum + n, 0);
    const counted = unitsSold + left.reduce((sum, n) => sum + n, 0) === units;
    line(`  units sold: ${unitsSold} of ${units}; stock left: ${left.join(' + ')}; oversold: ${oversold}; sold + left = stock: ${counted}`);
    // An order the database holds but whose buyer was answered otherwise (a 5xx after the commit) is counted apart.
    line(`  orders in the database: ${ordersHeld}, answered 201: ${placed}${ordersHeld === placed ? '' : ` (${ordersHeld - placed} held but answered otherwise)`}; 5xx: ${fiveHundreds}`);
    const pass = oversold === 0 && counted && ordersHeld === placed && unitsSold === units && fiveHundreds === 0 && percentile(latencies, 99) < RUSH.p99TargetMs;
    line(`  ${pass ? 'PASS' : 'FAIL'} (target: 0 oversold, every unit sold, every order told as placed, no 5xx, p99 < ${RUSH.p99TargetMs} ms)`);
    return pass;
  } finally {
    for (const teardown of teardowns.reverse()) await teardown();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await benchShopRush();
  process.exit(ok ? 0 : 1);
}
