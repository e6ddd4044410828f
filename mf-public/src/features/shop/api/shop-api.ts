// The public shop's calls: categories, products on sale, reviews; and, for a signed-in member,
// the server cart and the marks (likes, bookmarks). Types come from the contracts.
import {
  SHOP_PATHS,
  type Cart,
  type CartItemInput,
  type ProductDetail,
  type ProductList,
  type ProductQuery,
  type ProductView,
  type ShopCategory,
  type ShopCategoryList,
  type ShopSeller,
  type ShopSellerDetail,
} from '@centre/contracts';
import { api } from '@centre/platform';
import type { MarkAnswer, MarkedProductList, ProductMark, ReviewList } from '@centre/contracts';

export async function fetchCategories(signal?: AbortSignal): Promise<ShopCategory[]> {
  return (await api.get<ShopCategoryList>(SHOP_PATHS.categories, { signal })).data.categories;
}

export async function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductList> {
  return (await api.get<ProductList>(SHOP_PATHS.products, { params: query, signal })).data;
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductView> {
  return (await api.get<ProductDetail>(`${SHOP_PATHS.products}/${encodeURIComponent(id)}`, { signal })).data.product;
}

export async function fetchSeller(id: string, signal?: AbortSignal): Promise<ShopSeller> {
  return (await api.get<ShopSellerDetail>(`${SHOP_PATHS.sellers}/${encodeURIComponent(id)}`, { signal })).data.seller;
}

export async function fetchReviews(productId: string, offset: number, limit: number, signal?: AbortSignal): Promise<ReviewList> {
  return (await api.get<ReviewList>(`${SHOP_PATHS.products}/${encodeURIComponent(productId)}/reviews`, { params: { offset, limit }, signal })).data;
}

export async function fetchServerCart(signal?: AbortSignal): Promise<Cart> {
  return (await api.get<Cart>(SHOP_PATHS.carts, { signal })).data;
}

export async function addToServerCart(item: CartItemInput): Promise<Cart> {
  return (await api.post<Cart>(SHOP_PATHS.carts, item)).data;
}

export async function mergeIntoServerCart(items: CartItemInput[]): Promise<Cart> {
  return (await api.post<Cart>(SHOP_PATHS.cartMerge, { items })).data;
}

export async function changeServerQuantity(itemId: string, quantity: number): Promise<Cart> {
  return (await api.put<Cart>(`${SHOP_PATHS.carts}/${itemId}`, { quantity })).data;
}

export async function removeFromServerCart(itemId: string): Promise<Cart> {
  return (await api.delete<Cart>(`${SHOP_PATHS.carts}/${itemId}`)).data;
}

/** Whether the member marked this product: their marks are few, read a page of them. */
export async function isMarked(mark: ProductMark, productId: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await api.get<MarkedProductList>(SHOP_PATHS.marks(mark), { params: { limit: 100 }, signal });
  return data.products.some((product) => product.productId === productId);
}

export async function setMark(mark: ProductMark, productId: string, marked: boolean): Promise<MarkAnswer> {
  const path = SHOP_PATHS.mark(mark, productId);
  return (marked ? await api.put<MarkAnswer>(path) : await api.delete<MarkAnswer>(path)).data;
}
