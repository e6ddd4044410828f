import { Cart, CartItemInput, CartMergeInput, CartQuantityInput, ErrorResponse, IdParams, SHOP_PATHS } from '@centre/contracts';
import type { FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { addToCart, changeQuantity, mergeCart, readCart, removeFromCart } from '../carting.ts';

/** The member's cart (member token by server-kit); every answer is the cart as re-checked now. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refusals = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

  app.get(SHOP_PATHS.carts, { schema: { response: { 200: Cart } } }, async (request) => readCart(app, request.user.sub, request.locale));

  app.post(SHOP_PATHS.carts, { schema: { body: CartItemInput, response: { 200: Cart, ...refusals } } }, async (request) => {
    await addToCart(app, request.user.sub, request.body);
    return readCart(app, request.user.sub, request.locale);
  });

  app.post(SHOP_PATHS.cartMerge, { schema: { body: CartMergeInput, response: { 200: Cart, ...refusals } } }, async (request) => {
    await mergeCart(app, request.user.sub, request.body.items);
    return readCart(app, request.user.sub, request.locale);
  });

  app.put(`${SHOP_PATHS.carts}/:id`, { schema: { params: IdParams, body: CartQuantityInput, response: { 200: Cart, ...refusals } } }, async (request) => {
    await changeQuantity(app, request.user.sub, request.params.id, request.body.quantity);
    return readCart(app, request.user.sub, request.locale);
  });

  app.delete(`${SHOP_PATHS.carts}/:id`, { schema: { params: IdParams, response: { 200: Cart, 404: ErrorResponse } } }, async (request) => {
    await removeFromCart(app, request.user.sub, request.params.id);
    return readCart(app, request.user.sub, request.locale);
  });
};
