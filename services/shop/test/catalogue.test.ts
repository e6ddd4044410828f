// Slice 1 of the shop: the category tree, sellers' products and the staff's listing review, on
// SQLite and MySQL, with the real users service deciding who may sell.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { productInput, SELLER_CARD, shopWorld, STAFF } from './shop-world.ts';

await forEachDatabase(t, 'shop_catalogue', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;

  t.test('staff keep an ordered two-level category tree; the public reads it in its language', async (t) => {
    const clothes = await world.category('의류');
    const aprons = await world.category('앞치마', clothes);
    const deeper = await app.inject({ method: 'POST', url: '/api/console/shop/categories', headers: STAFF(), payload: { parentId: aprons, position: 1, title: { ko: '셋째', en: '', cn: '', jp: '' } } });
    t.equal(deeper.statusCode, 400);
    t.equal(deeper.json().code, 'CATEGORY_TOO_DEEP');
    const unknownKey = await app.inject({ method: 'POST', url: '/api/console/shop/categories', headers: STAFF(), payload: { parentId: null, position: 1, title: { ko: 'x', en: '', cn: '', jp: '' }, colour: 'red' } });
    t.equal(unknownKey.statusCode, 400);
    const tree = await app.inject({ url: '/api/v1/shop/categories', headers: { 'accept-language': 'en' } });
    t.equal(tree.statusCode, 200);
    const top = tree.json().categories.find((category: { _id: string }) => category._id === clothes);
    t.equal(top.title, '의류 (en)');
    t.same(top.children.map((child: { _id: string }) => child._id), [aprons]);
    t.ok(tree.json().summary);
    t.equal((await app.inject({ url: `/api/v1/shop/categories/${aprons}` })).json().category.title, '앞치마');
    const inUse = await app.inject({ method: 'DELETE', url: `/api/console/shop/categories/${clothes}`, headers: STAFF() });
    t.equal(inUse.statusCode, 409);
    t.equal(inUse.json().code, 'CATEGORY_IN_USE');
    t.equal((await app.inject({ method: 'DELETE', url: `/api/console/shop/categories/${aprons}`, headers: STAFF() })).statusCode, 204);
    // A member is not staff.
    const member = await world.member();
    t.equal((await app.inject({ method: 'POST', url: '/api/console/shop/categories', headers: member.headers, payload: { parentId: null, position: 1, title: { ko: 'x', en: '', cn: '', jp: '' } } })).statusCode, 403);
  });

  t.test('only a member with an approved business registration sells', async (t) => {
    const category = await world.category();
    for (const state of [undefined, 'WAITING', 'REJECTED'] as const) {
      const member = await world.member(state);
      const answer = await app.inject({ method: 'POST', url: '/api/v1/me/products', headers: { ...member.headers, 'accept-language': 'ko' }, payload: productInput(category) });
      t.equal(answer.statusCode, 403, `registration ${state ?? 'none'}`);
      t.equal(answer.json().code, 'NOT_A_SELLER');
      t.match(answer.json().message, /사업자등록증/);
    }
    const seller = await world.member('APPROVED');
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/products', headers: seller.headers, payload: productInput(category) })).statusCode, 201);
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/me/products', payload: productInput(category) })).statusCode, 401);
  });

  t.test('bad product input is refused with nothing written', async (t) => {
    const category = await world.category();
    const seller = await world.member('APPROVED');
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/v1/me/products', headers: seller.headers, payload: payload as object });
    t.equal((await post({ ...productInput(category), price: 12.5 })).statusCode, 400, 'a price is whole won');
    t.equal((await post({ ...productInput(category), price: 100_000_000 })).statusCode, 400, 'a price is bounded');
    t.equal((await post({ ...productInput(category), options: [] })).statusCode, 400, 'one option at least');
    t.equal((await post({ ...productInput(category), title: { ko: '', en: 'x', cn: '', jp: '' } })).statusCode, 400, 'ko is required');
    t.equal((await post(productInput(category, { shipping: { fulfilment: 'PICKUP', fee: 0, freeOver: null, pickupSite: null } }))).json().code, 'SHIPPING_RULE');
    t.equal((await post(productInput(category, { options: [{ size: 'M', colour: 'red', stock: 1 }, { size: 'M ', colour: 'red', stock: 2 }] }))).json().code, 'OPTION_DUPLICATE');
    const list = await app.inject({ url: '/api/v1/me/products', headers: seller.headers });
    t.equal(list.json().summary.total, 0);
  });

  t.test('DRAFT → SUBMITTED → ON_SALE; rejected with a reason; hidden; public sees ON_SALE only', async (t) => {
    const category = await world.category('소품');
    const seller = await world.member('APPROVED');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/me/products',
      headers: seller.headers,
      payload: productInput(category, { description: { ko: '<p onclick="x()">좋은 <script>alert(1)</script><a href="javascript:x">천</a></p>', en: '', cn: '', jp: '' } }),
    });
    const id = created.json()._id as string;
    const mine = (await app.inject({ url: `/api/v1/me/products/${id}`, headers: seller.headers })).json().product;
    t.equal(mine.status, 'DRAFT');
    t.notMatch(mine.description.ko, /script|onclick|javascript/);
    t.equal((await app.inject({ url: `/api/v1/shop/products/${id}` })).statusCode, 404, 'a draft is not public');
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/approve`, headers: STAFF() })).json().code, 'PRODUCT_STATUS', 'a draft cannot be approved');

    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/products/${id}/submit`, headers: seller.headers })).json().product.status, 'SUBMITTED');
    const queue = await app.inject({ url: '/api/console/shop/products?status=SUBMITTED', headers: STAFF() });
    t.ok(queue.json().products.some((product: { _id: string }) => product._id === id));
    const rejected = await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/reject`, headers: STAFF(), payload: { reason: '사진이 필요합니다' } });
    t.match(rejected.json().product, { status: 'REJECTED', rejectReason: '사진이 필요합니다' });
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/reject`, headers: STAFF(), payload: {} })).statusCode, 400, 'a reason is required');
    await app.inject({ method: 'POST', url: `/api/v1/me/products/${id}/submit`, headers: seller.headers });
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/approve`, headers: STAFF() })).json().product.status, 'ON_SALE');

    const view = await app.inject({ url: `/api/v1/shop/products/${id}`, headers: { 'accept-language': 'jp' } });
    t.equal(view.statusCode, 200);
    t.equal(view.json().product.title, 'リネンエプロン');
    t.equal(view.json().product.options[0].stock, 10);
    const listed = await app.inject({ url: `/api/v1/shop/products?categoryId=${category}&keyword=${encodeURIComponent('앞치마')}` });
    t.same(listed.json().products.map((product: { _id: string }) => product._id), [id]);
    t.equal(listed.json().summary.total, 1);

    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/hide`, headers: STAFF() })).json().product.status, 'HIDDEN');
    t.equal((await app.inject({ url: `/api/v1/shop/products/${id}` })).statusCode, 404, 'hidden is not public');
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/unhide`, headers: STAFF() })).json().product.status, 'ON_SALE');
  });

  t.test('sorting by price and popularity, paging with a summary', async (t) => {
    const category = await world.category('정렬');
    const seller = await world.member('APPROVED');
    for (const price of [30_000, 10_000, 20_000]) await world.productOnSale(seller, productInput(category, { price }));
    const asc = await app.inject({ url: `/api/v1/shop/products?categoryId=${category}&sort=priceAsc&limit=2` });
    t.same(asc.json().products.map((product: { price: number }) => product.price), [10_000, 20_000]);
    t.same(asc.json().summary, { total: 3, limit: 2, offset: 0 });
    const desc = await app.inject({ url: `/api/v1/shop/products?categoryId=${category}&sort=priceDesc` });
    t.same(desc.json().products.map((product: { price: number }) => product.price), [30_000, 20_000, 10_000]);
    t.equal((await app.inject({ url: '/api/v1/shop/products?sort=cheapest' })).statusCode, 400);
    const other = await world.member('APPROVED');
    const theirs = await world.productOnSale(other, productInput(category, { price: 40_000 }));
    const bySeller = await app.inject({ url: `/api/v1/shop/products?sellerId=${other.id}` });
    t.same(bySeller.json().products.map((product: { _id: string }) => product._id), [theirs.id], "a seller's page lists that seller's products only");
    const card = await app.inject({ url: `/api/v1/shop/sellers/${other.id}` });
    t.equal(card.statusCode, 200, card.body);
    t.match(card.json().seller, { _id: other.id, name: /상점회원/ }, "the seller's name, from the users service");
    t.equal((await app.inject({ url: `/api/v1/shop/sellers/${(await world.member()).id}` })).json().code, 'SELLER_NOT_FOUND', 'a member with nothing on sale is no seller to look up');
  });

  t.test('a seller reaches only their own products; an edit on sale keeps it on sale', async (t) => {
    const category = await world.category();
    const seller = await world.member('APPROVED');
    const other = await world.member('APPROVED');
    const { id, optionIds } = await world.productOnSale(seller, productInput(category));
    t.equal((await app.inject({ url: `/api/v1/me/products/${id}`, headers: other.headers })).statusCode, 404);
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/products/${id}`, headers: other.headers, payload: productInput(category) })).statusCode, 404);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/me/products/${id}`, headers: other.headers })).statusCode, 404);
    t.equal((await app.inject({ url: '/api/v1/me/products', headers: other.headers })).json().summary.total, 0);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/products/${id}`,
      headers: seller.headers,
      payload: productInput(category, { price: 27_000, options: [{ _id: optionIds[0]!, size: 'FREE', colour: '베이지', stock: 4 }, { size: 'FREE', colour: '검정', stock: 6 }] }),
    });
    t.equal(edited.statusCode, 200);
    t.match(edited.json().product, { status: 'ON_SALE', price: 27_000 });
    t.equal(edited.json().product.options.length, 2);
    const foreignOption = await app.inject({ method: 'PUT', url: `/api/v1/me/products/${id}`, headers: seller.headers, payload: productInput(category, { options: [{ _id: '0190a5a0-0000-7000-8000-0000000000ff', size: 'S', colour: 'x', stock: 1 }] }) });
    t.equal(foreignOption.json().code, 'OPTION_UNKNOWN');
    t.equal((await app.inject({ url: `/api/v1/shop/products/${id}` })).json().product.price, 27_000);
  });

  t.test("the seller's legally required card: kept by the seller, checked, asked before review, shown with the seller", async (t) => {
    const category = await world.category('판매자');
    const seller = await world.member('APPROVED', { card: false });
    const card = (body: object, who = seller) => app.inject({ method: 'PUT', url: '/api/v1/me/seller-profile', headers: who.headers, payload: body });
    t.same((await app.inject({ url: '/api/v1/me/seller-profile', headers: seller.headers })).json(), { profile: null });
    const created = await app.inject({ method: 'POST', url: '/api/v1/me/products', headers: seller.headers, payload: productInput(category) });
    t.equal(created.statusCode, 201, 'a draft may be written before the card');
    const id = created.json()._id as string;
    const submitted = await app.inject({ method: 'POST', url: `/api/v1/me/products/${id}/submit`, headers: seller.headers });
    t.equal(submitted.json().code, 'SELLER_PROFILE_REQUIRED', 'but not sent for review');
    t.equal((await app.inject({ url: `/api/v1/me/products/${id}`, headers: seller.headers })).json().product.status, 'DRAFT', 'nothing changed');

    t.equal((await card({ ...SELLER_CARD, businessNumber: '123-45-67890' })).json().code, 'BUSINESS_NUMBER_INVALID', 'a wrong check digit is refused');
    t.equal((await card({ ...SELLER_CARD, businessNumber: '1234567891' })).statusCode, 400, 'the number is written 000-00-00000');
    t.equal((await card({ ...SELLER_CARD, mailOrderNumber: 'none' })).statusCode, 400, 'a mail-order number has its form');
    t.equal((await card({ ...SELLER_CARD, email: 'not-mail' })).statusCode, 400);
    t.equal((await card({ ...SELLER_CARD, tradeName: 'x'.repeat(101) })).statusCode, 400);
    t.equal((await card({ ...SELLER_CARD, extra: 1 })).statusCode, 400, 'no unknown keys');
    t.same((await app.inject({ url: '/api/v1/me/seller-profile', headers: seller.headers })).json(), { profile: null }, 'refusals wrote nothing');
    const buyer = await world.member();
    t.equal((await card(SELLER_CARD, buyer)).json().code, 'NOT_A_SELLER', 'only an approved seller keeps a card');

    const saved = await card({ ...SELLER_CARD, tradeName: '  답십리공방  ', mailOrderNumber: '제2026-서울동대문-0123호' });
    t.equal(saved.statusCode, 200, saved.body);
    t.equal(saved.json().profile.tradeName, '답십리공방', 'trimmed');
    t.equal((await app.inject({ method: 'POST', url: `/api/v1/me/products/${id}/submit`, headers: seller.headers })).statusCode, 200, 'now it goes to review');
    t.equal((await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/approve`, headers: STAFF() })).statusCode, 200);
    const shown = (await app.inject({ url: `/api/v1/shop/sellers/${seller.id}` })).json().seller;
    t.same(shown.business, { ...SELLER_CARD, mailOrderNumber: '제2026-서울동대문-0123호' }, 'the public seller card: trade name, representative, numbers, address, contact');
    t.same((await app.inject({ url: '/api/v1/me/seller-profile', headers: buyer.headers })).json(), { profile: null }, "one member never reads another's card");
  });
});
