// Likes (hearts, counted on the product) and bookmarks (saved products), each member's own. SQLite and MySQL.
import t from 'tap';
import { forEachDatabase } from '@centre/server-kit/testing';
import { productInput, shopWorld, STAFF } from './shop-world.ts';

await forEachDatabase(t, 'shop_marks', async (t, database) => {
  const world = await shopWorld(t, database);
  const { app } = world;
  const category = await world.category('하트');
  const seller = await world.member('APPROVED');
  const { id } = await world.productOnSale(seller, productInput(category));
  const [one, two] = [await world.member(), await world.member()];

  t.test('hearts are counted once per member; bookmarks are one\'s own list', async (t) => {
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/likes/${id}`, headers: one.headers })).json().likes, 1);
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/likes/${id}`, headers: one.headers })).json().likes, 1, 'a second heart changes nothing');
    await Promise.all([app.inject({ method: 'PUT', url: `/api/v1/me/likes/${id}`, headers: two.headers }), app.inject({ method: 'PUT', url: `/api/v1/me/likes/${id}`, headers: two.headers })]);
    t.equal((await app.inject({ url: `/api/v1/shop/products/${id}` })).json().product.likes, 2);
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/me/likes/${id}`, headers: one.headers })).json().likes, 1);

    await app.inject({ method: 'PUT', url: `/api/v1/me/bookmarks/${id}`, headers: one.headers });
    t.same((await app.inject({ url: '/api/v1/me/bookmarks', headers: one.headers })).json().products.map((p: { productId: string }) => p.productId), [id]);
    t.equal((await app.inject({ url: '/api/v1/me/bookmarks', headers: two.headers })).json().summary.total, 0, 'another member sees their own');
    t.equal((await app.inject({ url: '/api/v1/me/likes' })).statusCode, 401);
    await app.inject({ method: 'POST', url: `/api/console/shop/products/${id}/hide`, headers: STAFF() });
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/me/likes/${id}`, headers: one.headers })).statusCode, 404, 'not a product on sale');
  });
});
