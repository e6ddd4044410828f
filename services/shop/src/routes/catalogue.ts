import {
  ConsoleShopCategoryDetail,
  ConsoleShopCategoryList,
  ErrorResponse,
  IdParams,
  ProductDetail,
  ProductList,
  ProductQuery,
  SHOP_PATHS,
  ShopCategoryDetail,
  ShopCategoryInput,
  ShopCategoryList,
  ShopSellerDetail,
} from '@centre/contracts';
import { listAnswer, summaryOf, Type, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { checkCategory } from '../selling.ts';
import { refusal } from '../refusals.ts';

/** The public shop: categories and products on sale, in the reader's language (kept by the public cache). */
export const publicCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.categories, { schema: { response: { 200: ShopCategoryList } } }, async (request, reply) => {
    reply.header('vary', 'Accept-Language');
    const categories = await app.categories.tree(request.locale);
    return { categories, summary: summaryOf(categories.length, { limit: Math.max(1, categories.length), offset: 0 }) };
  });

  app.get(`${SHOP_PATHS.categories}/:id`, { schema: { params: IdParams, response: { 200: ShopCategoryDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const category = await app.categories.find(request.params.id, request.locale);
    if (!category) throw refusal('CATEGORY_NOT_FOUND');
    reply.header('vary', 'Accept-Language');
    return { category };
  });

  app.get(SHOP_PATHS.products, { schema: { querystring: ProductQuery, response: { 200: ProductList } } }, async (request, reply) => {
    const { categoryId, keyword, sort, fulfilment, sellerId } = request.query;
    const categoryIds = categoryId ? await app.categories.withChildren(categoryId) : undefined;
    reply.header('vary', 'Accept-Language');
    return listAnswer('products', request.query, (page) => app.products.paginatePublic({ categoryIds, keyword, sort, fulfilment, sellerId }, request.locale, page));
  });

  app.get(`${SHOP_PATHS.products}/:id`, { schema: { params: IdParams, response: { 200: ProductDetail, 404: ErrorResponse } } }, async (request, reply) => {
    const product = await app.products.findPublic(request.params.id, request.locale);
    if (!product) throw refusal('PRODUCT_NOT_FOUND');
    // Stock changes by the minute: the browser asks each time (the server keeps the answer until a write).
    reply.header('cache-control', 'no-store').header('vary', 'Accept-Language');
    return { product };
  });
};

/**
 * A seller's public page. Not kept with the catalogue: the name is the users service's, and a rename
 * there passes through no shop write.
 */
export const publicSellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only a member with something on sale is a seller the public may look up.
  app.get(`${SHOP_PATHS.sellers}/:id`, { schema: { params: IdParams, response: { 200: ShopSellerDetail, 404: ErrorResponse, 503: ErrorResponse } } }, async (request) => {
    const member = (await app.products.sellsNow(request.params.id)) ? await app.members.one(request.params.id) : null;
    if (!member) throw refusal('SELLER_NOT_FOUND');
    return { seller: { _id: member._id, name: member.name, business: await app.sellerProfiles.find(member._id) } };
  });
};

/** Shop staff keep the category tree (console scope and the shop permission by server-kit). */
export const consoleCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SHOP_PATHS.consoleCategories, { schema: { response: { 200: ConsoleShopCategoryList } } }, async () => {
    const categories = await app.categories.allForConsole();
    return { categories, summary: summaryOf(categories.length, { limit: Math.max(1, categories.length), offset: 0 }) };
  });

  app.get(`${SHOP_PATHS.consoleCategories}/:id`, { schema: { params: IdParams, response: { 200: ConsoleShopCategoryDetail, 404: ErrorResponse } } }, async (request) => {
    const category = await app.categories.findForConsole(request.params.id);
    if (!category) throw refusal('CATEGORY_NOT_FOUND');
    return { category };
  });

  app.post(SHOP_PATHS.consoleCategories, { schema: { body: ShopCategoryInput, response: { 201: ConsoleShopCategoryDetail, 400: ErrorResponse, 404: ErrorResponse } } }, async (request, reply) => {
    await checkCategory(app, request.body, null);
    const category = await app.categories.create(request.body, app.clock.now().toISOString());
    return reply.code(201).send({ category });
  });

  app.put(`${SHOP_PATHS.consoleCategories}/:id`, { schema: { params: IdParams, body: ShopCategoryInput, response: { 200: ConsoleShopCategoryDetail, 400: ErrorResponse, 404: ErrorResponse } } }, async (request) => {
    if (!(await app.categories.findForConsole(request.params.id))) throw refusal('CATEGORY_NOT_FOUND');
    await checkCategory(app, request.body, request.params.id);
    await app.categories.update(request.params.id, request.body, app.clock.now().toISOString());
    return { category: (await app.categories.findForConsole(request.params.id))! };
  });

  app.delete(`${SHOP_PATHS.consoleCategories}/:id`, { schema: { params: IdParams, response: { 204: Type.Null(), 404: ErrorResponse, 409: ErrorResponse } } }, async (request, reply) => {
    if (!(await app.categories.findForConsole(request.params.id))) throw refusal('CATEGORY_NOT_FOUND');
    if (await app.categories.inUse(request.params.id)) throw refusal('CATEGORY_IN_USE');
    await app.categories.remove(request.params.id);
    return reply.code(204).send(null);
  });
};
