// The makers' shop through the gateway, with every process of the stack running (demo data, SQLite):
// a demo company lists a product, staff approve it, a member buys it by bank deposit, staff confirm
// the deposit and the seller ships it. The gateway routes every shop family and the shop checks
// the token, the staff role and the seller itself.
import t from 'tap';
import { DEMO_MEMBER_IDS, type Cart, type ErrorResponse, type Order, type OwnProduct, type ProductList, type Purchase, type ShopCategoryList } from '@centre/contracts';
import { signInThroughGateway, startTestStack, STAFF_PASSWORD, JOURNEY_SERVICES } from './stack.ts';

const DEMO_PASSWORD = 'maker-demo-2026!';

t.test('a product is listed, approved, bought, paid and shipped through the gateway', async (t) => {
  const stack = await startTestStack(t, 'shop', {}, [...JOURNEY_SERVICES, 'shop']);
  const call = async <T = ErrorResponse>(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
    const answer = await fetch(`${stack.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...init.headers, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: answer.status, body: (await answer.json().catch(() => null)) as T };
  };

  const categories = await call<ShopCategoryList>('/api/v1/shop/categories', { headers: { 'accept-language': 'en' } });
  t.equal(categories.status, 200);
  t.ok(categories.body.categories.some((category) => category.title === 'Clothing'), 'the demo categories');
  const demo = await call<ProductList>('/api/v1/shop/products?sort=priceAsc');
  t.equal(demo.body.summary.total, 4, 'the demo shop shows its products');

  const company = await signInThroughGateway(stack, 'dongdaemun7', DEMO_PASSWORD);
  t.equal(company.sub, DEMO_MEMBER_IDS.dongdaemun7);
  const buyer = await signInThroughGateway(stack, 'pattern22', DEMO_PASSWORD);
  const staff = await signInThroughGateway(stack, 'admin', STAFF_PASSWORD);
  const categoryId = categories.body.categories[0]!._id;

  const product = {
    categoryId,
    title: { ko: '게이트웨이 셔츠', en: 'Gateway shirt', cn: '', jp: '' },
    description: { ko: '<p>셔츠</p>', en: '', cn: '', jp: '' },
    price: 20_000,
    options: [{ size: 'M', colour: '흰색', stock: 2 }],
    shipping: { fulfilment: 'DELIVERY', fee: 3_000, freeOver: null, pickupSite: null },
  };
  t.equal((await call('/api/v1/me/products', { method: 'POST', headers: buyer.headers, body: product })).body.code, 'NOT_A_SELLER', 'a member without a registration does not sell');
  const created = await call<{ _id: string }>('/api/v1/me/products', { method: 'POST', headers: company.headers, body: product });
  t.equal(created.status, 201);
  const id = created.body._id;
  t.equal((await call(`/api/v1/me/products/${id}/submit`, { method: 'POST', headers: company.headers })).status, 200);
  t.equal((await call(`/api/console/shop/products/${id}/approve`, { method: 'POST', headers: buyer.headers })).status, 403, 'a member is not staff');
  const approved = await call<{ product: OwnProduct }>(`/api/console/shop/products/${id}/approve`, { method: 'POST', headers: staff.headers });
  t.equal(approved.body.product.status, 'ON_SALE');
  const optionId = approved.body.product.options[0]!._id;
  // The seller's legally required card, kept on my page (the gateway routes it to the shop) and shown with the seller.
  const card = await call<{ profile: { tradeName: string; businessNumber: string } | null }>('/api/v1/me/seller-profile', { headers: company.headers });
  t.match(card.body.profile, { tradeName: /답십리패션/, businessNumber: /^\d{3}-\d{2}-\d{5}$/ }, "the demo seller's card");
  t.same((await call('/api/v1/me/seller-profile', { headers: buyer.headers })).body, { profile: null }, 'a buyer has none');
  const seller = await call<{ seller: { business: { representative: string; mailOrderNumber: string } | null } }>(`/api/v1/shop/sellers/${DEMO_MEMBER_IDS.dongdaemun7}`);
  t.match(seller.body.seller.business, { representative: /\S/, mailOrderNumber: /^2026-/ }, 'public, with the product');

  const cart = await call<Cart>('/api/v1/me/carts', { method: 'POST', headers: buyer.headers, body: { productId: id, optionId, quantity: 2 } });
  t.equal(cart.status, 200);
  const itemIds = [cart.body.carts[0]!._id];
  const address = { kind: 'KR', recipient: '이패턴', phone: '01098765432', postcode: '04794', roadAddress: '서울특별시 성동구 아차산로 1', detail: '' };
  t.equal((await call('/api/v1/me/orders', { method: 'POST', headers: buyer.headers, body: { itemIds, address, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 40_000 } })).body.code, 'PRICE_CHANGED');
  const ordered = await call<{ order: Order }>('/api/v1/me/orders', { method: 'POST', headers: buyer.headers, body: { itemIds, address, pickupSite: null, paymentMethod: 'BANK_DEPOSIT', expectedTotal: 43_000 } });
  t.equal(ordered.status, 201);
  t.match(ordered.body.order.deposit, { amount: 43_000, accountNumber: '000-0000-0000' });
  const orderId = ordered.body.order._id;
  t.equal((await call(`/api/v1/me/orders/${orderId}`, { headers: company.headers })).status, 404, "another member's order is not theirs");

  t.equal((await call<{ order: Order }>(`/api/console/shop/orders/${orderId}/deposit`, { method: 'POST', headers: staff.headers })).body.order.status, 'PAID');
  const purchases = await call<{ purchases: Purchase[] }>('/api/v1/me/purchases', { headers: company.headers });
  const itemId = purchases.body.purchases[0]!.item._id;
  const shipped = await call<{ status: string }>(`/api/v1/me/purchases/${orderId}/items/${itemId}/step`, { method: 'POST', headers: company.headers, body: { step: 'SHIPPED', carrier: 'CJ대한통운', trackingNumber: '555566667777' } });
  t.equal(shipped.body.status, 'SHIPPED');
  t.equal((await call<{ order: Order }>(`/api/v1/me/orders/${orderId}`, { headers: buyer.headers })).body.order.items[0]!.trackingNumber, '555566667777');
  t.equal((await call('/api/v1/me/orders')).status, 401, 'no token, no orders');
});
