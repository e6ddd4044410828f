// The member's side of the shop over TanStack Query: cart and checkout, orders, reviews, points,
// marks, and the seller's products and purchases. Types come from the contracts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHOP_PATHS,
  type Cart,
  type ItemStepInput,
  type MarkedProductList,
  type OrderDetail,
  type OrderInput,
  type OrderList,
  type OrderQuoteAnswer,
  type OrderQuoteInput,
  type OrderStatus,
  type OwnProductDetail,
  type OwnProductList,
  type PointsAnswer,
  type ProductCreated,
  type ProductDetail,
  type ProductInput,
  type ProductMark,
  type ProductStatus,
  type PurchaseList,
  type RefundApproval,
  type SellerBusiness,
  type SellerProfileAnswer,
  type RefundRequestInput,
  type ReviewDetail,
  type ReviewInput,
  type ReviewList,
  type PaymentMethodsAnswer,
  type CardPaymentConfirmation,
  type ShopCategoryList,
  type IssuedCouponList,
  type UsedCouponList,
} from '@centre/contracts';
import { api } from '@centre/platform';

export const SHOP_LIST_SIZE = 10;
const shopKey = ['shop'] as const;
const key = {
  cart: [...shopKey, 'cart'] as const,
  orders: [...shopKey, 'orders'] as const,
  reviews: [...shopKey, 'reviews'] as const,
  points: [...shopKey, 'points'] as const,
  marks: [...shopKey, 'marks'] as const,
  products: [...shopKey, 'products'] as const,
  purchases: [...shopKey, 'purchases'] as const,
  categories: [...shopKey, 'categories'] as const,
};

const page = (offset: number) => ({ limit: SHOP_LIST_SIZE, offset });

// ---- Cart and checkout

export function useCart() {
  return useQuery({ queryKey: key.cart, queryFn: async () => (await api.get<Cart>(SHOP_PATHS.carts)).data, staleTime: 0 });
}

export async function quoteOrder(input: OrderQuoteInput) {
  return (await api.post<OrderQuoteAnswer>(SHOP_PATHS.orderQuote, input)).data.quote;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrderInput) => (await api.post<OrderDetail>(SHOP_PATHS.orders, input)).data.order,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey }),
  });
}

export function usePaymentMethods() {
  return useQuery({ queryKey: [...shopKey, 'paymentMethods'], queryFn: async () => (await api.get<PaymentMethodsAnswer>(SHOP_PATHS.paymentMethods)).data, staleTime: 60_000 });
}

/** Back from the card window (or the demo's test card): the server confirms with its own amount. */
export function useConfirmCardPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CardPaymentConfirmation) => (await api.post<OrderDetail>(`${SHOP_PATHS.orders}/${orderId}/payment`, input)).data.order,
    onSuccess: (order) => {
      queryClient.setQueryData([...key.orders, 'one', orderId], order);
      void queryClient.invalidateQueries({ queryKey: [...key.orders, 'list'] });
    },
  });
}

// ---- Orders (buyer)

export function useOrders(offset: number, status: OrderStatus | undefined) {
  return useQuery({
    queryKey: [...key.orders, 'list', offset, status ?? ''],
    queryFn: async () => (await api.get<OrderList>(SHOP_PATHS.orders, { params: { ...page(offset), ...(status ? { status } : {}) } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  // Sellers, staff and the shop's clock move an order too: it is read afresh each time it is opened.
  return useQuery({ queryKey: [...key.orders, 'one', id], queryFn: async () => (await api.get<OrderDetail>(`${SHOP_PATHS.orders}/${id}`)).data.order, staleTime: 0 });
}

export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'cancel' | 'confirm') => (await api.post<OrderDetail>(`${SHOP_PATHS.orders}/${id}/${action}`)).data.order,
    onSuccess: (order) => {
      queryClient.setQueryData([...key.orders, 'one', id], order);
      void queryClient.invalidateQueries({ queryKey: [...key.orders, 'list'] });
      void queryClient.invalidateQueries({ queryKey: key.points });
    },
  });
}

/** The buyer withdraws (청약철회) items of the order; the answer is the order as it is now. */
export function useRequestRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RefundRequestInput) => (await api.post<OrderDetail>(`${SHOP_PATHS.orders}/${id}/refund`, input)).data.order,
    onSuccess: (order) => {
      queryClient.setQueryData([...key.orders, 'one', id], order);
      void queryClient.invalidateQueries({ queryKey: [...key.orders, 'list'] });
    },
  });
}

// ---- Reviews

export function useMyReviews(offset: number) {
  return useQuery({
    queryKey: [...key.reviews, offset],
    queryFn: async () => (await api.get<ReviewList>(SHOP_PATHS.reviews, { params: page(offset) })).data,
    placeholderData: keepPreviousData,
  });
}

/** Every review of the member's (to know which bought items are reviewed already): a member writes few. */
export function useReviewedItems() {
  return useQuery({
    queryKey: [...key.reviews, 'items'],
    queryFn: async () => new Set((await api.get<ReviewList>(SHOP_PATHS.reviews, { params: { limit: 100, offset: 0 } })).data.reviews.map((review) => review.orderItemId)),
  });
}

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) => (await api.post<ReviewDetail>(SHOP_PATHS.reviews, input)).data.review,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key.reviews }),
  });
}

// ---- Points

export function usePoints(offset: number) {
  return useQuery({
    queryKey: [...key.points, offset],
    queryFn: async () => (await api.get<PointsAnswer>(SHOP_PATHS.points, { params: page(offset) })).data,
    placeholderData: keepPreviousData,
  });
}

// ---- Coupons used

export function useUsedCoupons(offset: number) {
  return useQuery({
    queryKey: [...shopKey, 'coupons', offset],
    queryFn: async () => (await api.get<UsedCouponList>(SHOP_PATHS.myCoupons, { params: page(offset) })).data,
    placeholderData: keepPreviousData,
  });
}

// ---- Coupons issued to the member (by name or through their level)

export function useIssuedCoupons() {
  return useQuery({
    queryKey: [...shopKey, 'coupons', 'issued'],
    queryFn: async () => (await api.get<IssuedCouponList>(SHOP_PATHS.myIssuedCoupons)).data.coupons,
  });
}

// ---- Likes and bookmarks, with the products they name (read one by one: a page is ten)

export function useMarks(mark: ProductMark, offset: number) {
  return useQuery({
    queryKey: [...key.marks, mark, offset],
    queryFn: async () => {
      const { data } = await api.get<MarkedProductList>(SHOP_PATHS.marks(mark), { params: page(offset) });
      const products = await Promise.all(
        data.products.map(async (marked) => {
          try {
            return { ...marked, product: (await api.get<ProductDetail>(`${SHOP_PATHS.products}/${marked.productId}`)).data.product };
          } catch {
            return { ...marked, product: null };
          }
        }),
      );
      return { products, summary: data.summary };
    },
    placeholderData: keepPreviousData,
  });
}

export function useUnmark(mark: ProductMark) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => {
      await api.delete(SHOP_PATHS.mark(mark, productId));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key.marks, mark] }),
  });
}

// ---- Selling

export function useCategories() {
  return useQuery({ queryKey: key.categories, queryFn: async () => (await api.get<ShopCategoryList>(SHOP_PATHS.categories)).data.categories, staleTime: 60_000 });
}

export function useOwnProducts(offset: number, status: ProductStatus | undefined, keyword: string) {
  return useQuery({
    queryKey: [...key.products, 'list', offset, status ?? '', keyword],
    queryFn: async () =>
      (await api.get<OwnProductList>(SHOP_PATHS.myProducts, { params: { ...page(offset), ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useOwnProduct(id: string) {
  return useQuery({ queryKey: [...key.products, 'one', id], queryFn: async () => (await api.get<OwnProductDetail>(`${SHOP_PATHS.myProducts}/${id}`)).data.product });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: ProductInput }) => {
      if (id === null) return (await api.post<ProductCreated>(SHOP_PATHS.myProducts, input)).data._id;
      await api.put<OwnProductDetail>(`${SHOP_PATHS.myProducts}/${id}`, input);
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key.products }),
  });
}

export function useProductAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { kind: 'submit' } | { kind: 'delete' } | { kind: 'removeImage'; url: string }) => {
      if (action.kind === 'delete') {
        await api.delete(`${SHOP_PATHS.myProducts}/${id}`);
        return null;
      }
      if (action.kind === 'removeImage') {
        const name = action.url.split('/').pop() ?? '';
        return (await api.delete<OwnProductDetail>(`${SHOP_PATHS.myProducts}/${id}/images/${name}`)).data.product;
      }
      return (await api.post<OwnProductDetail>(`${SHOP_PATHS.myProducts}/${id}/submit`)).data.product;
    },
    onSuccess: (product) => {
      if (product) queryClient.setQueryData([...key.products, 'one', id], product);
      void queryClient.invalidateQueries({ queryKey: [...key.products, 'list'] });
    },
  });
}

/** One picture (field `file`); `onProgress` gets 0–1 as the bytes go out. The first picture also becomes the thumbnail. */
/** A picture added to the member's own review, with the words a screen reader says for it (sent before the file). */
export function useAddReviewImage(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, alt }: { file: File; alt: string }) => {
      const form = new FormData();
      form.append('alt', alt);
      form.append('file', file, file.name);
      return (await api.post<ReviewDetail>(`${SHOP_PATHS.reviews}/${reviewId}/images`, form)).data.review;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key.reviews }),
  });
}

export function useRemoveReviewImage(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageId: string) => (await api.delete<ReviewDetail>(`${SHOP_PATHS.reviews}/${reviewId}/images/${imageId}`)).data.review,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key.reviews }),
  });
}

export function useUploadProductImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, asThumb, onProgress }: { file: File; asThumb: boolean; onProgress: (share: number) => void }) => {
      const send = async (path: string) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return (await api.post<OwnProductDetail>(path, form, { onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0) })).data.product;
      };
      const product = await send(`${SHOP_PATHS.myProducts}/${id}/images`);
      return asThumb ? send(`${SHOP_PATHS.myProducts}/${id}/thumb`) : product;
    },
    onSuccess: (product) => {
      queryClient.setQueryData([...key.products, 'one', id], product);
      void queryClient.invalidateQueries({ queryKey: [...key.products, 'list'] });
    },
  });
}

export function usePurchases(offset: number) {
  return useQuery({
    queryKey: [...key.purchases, offset],
    queryFn: async () => (await api.get<PurchaseList>(SHOP_PATHS.purchases, { params: page(offset) })).data,
    placeholderData: keepPreviousData,
  });
}

export function useStepItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, itemId, input }: { orderId: string; itemId: string; input: ItemStepInput }) =>
      (await api.post<{ status: OrderStatus }>(`${SHOP_PATHS.purchases}/${orderId}/items/${itemId}/step`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key.purchases }),
  });
}

/** The seller approves (card orders of their own items) or refuses a withdrawal. */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, decision }: { orderId: string; decision: { approve: RefundApproval } | { reject: string } }) =>
      'approve' in decision
        ? (await api.post<{ status: OrderStatus }>(`${SHOP_PATHS.purchases}/${orderId}/refund/approve`, decision.approve)).data
        : (await api.post<{ status: OrderStatus }>(`${SHOP_PATHS.purchases}/${orderId}/refund/reject`, { reason: decision.reject })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key.purchases }),
  });
}

/** The seller's legally required card (상호, 대표자, 사업자등록번호, 통신판매업 신고번호, address, contact). */
export function useSellerProfile() {
  return useQuery({ queryKey: [...shopKey, 'seller-profile'], queryFn: async () => (await api.get<SellerProfileAnswer>(SHOP_PATHS.sellerProfile)).data.profile });
}

export function useSaveSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SellerBusiness) => (await api.put<SellerProfileAnswer>(SHOP_PATHS.sellerProfile, input)).data.profile,
    onSuccess: (profile) => queryClient.setQueryData([...shopKey, 'seller-profile'], profile),
  });
}
