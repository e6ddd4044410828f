import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_PATHS, type ConsoleOrderQuery, type Order } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../../components/use-list-params.ts';
import { SHOP_PAGE_SIZE, shopKeys } from './keys.ts';

/** The order list's filters in the address. */
export const ORDER_FILTERS = ['status', 'paymentMethod', 'from', 'to', 'sellerId', 'buyerId'] as const;

interface OrderListAnswer {
  orders: Order[];
  summary: { total: number; limit: number; offset: number };
}

const orderQuery = (filters: Record<string, string>, limit: number, offset: number): ConsoleOrderQuery => ({ limit, offset, ...filters });

export function useOrders(params: ListParams) {
  return useQuery({
    queryKey: [...shopKeys.orders, 'list', params],
    queryFn: async ({ signal }) =>
      (await api.get<OrderListAnswer>(SHOP_PATHS.consoleOrders, { params: orderQuery(params.filters, SHOP_PAGE_SIZE, (params.page - 1) * SHOP_PAGE_SIZE), signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** Most orders one export holds: the list's pages read one after another up to this many. */
export const ORDER_EXPORT_MAX = 5_000;

/** Every order the filters select (up to ORDER_EXPORT_MAX), page by page, for the CSV. */
export async function allOrders(filters: Record<string, string>): Promise<Order[]> {
  const orders: Order[] = [];
  const limit = 100;
  for (let offset = 0; offset < ORDER_EXPORT_MAX; offset += limit) {
    const answer = (await api.get<OrderListAnswer>(SHOP_PATHS.consoleOrders, { params: orderQuery(filters, limit, offset) })).data;
    orders.push(...answer.orders);
    if (orders.length >= answer.summary.total || answer.orders.length < limit) break;
  }
  return orders;
}

const orderUrl = (id: string) => `${SHOP_PATHS.consoleOrders}/${encodeURIComponent(id)}`;

export function useOrder(id: string) {
  return useQuery({
    queryKey: [...shopKeys.orders, 'one', id],
    queryFn: async ({ signal }) => (await api.get<{ order: Order }>(orderUrl(id), { signal })).data.order,
  });
}

/** The deposit arrived (PENDING_PAYMENT → PAID), or staff cancel with a reason; the figures change with either. */
export type OrderAction = { action: 'deposit' } | { action: 'cancel'; reason: string };

export function useOrderAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: OrderAction) =>
      (await api.post<{ order: Order }>(`${orderUrl(id)}/${request.action}`, request.action === 'cancel' ? { reason: request.reason } : undefined)).data.order,
    onSuccess: (order) => client.setQueryData([...shopKeys.orders, 'one', id], order),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: shopKeys.orders });
      await client.invalidateQueries({ queryKey: shopKeys.sales });
    },
  });
}

/** Staff decide the buyer's withdrawal: approve (money back through the provider for a card, by their transfer for a deposit) or refuse. */
export type RefundDecisionRequest = { decision: 'approve'; deduction: number; note: string } | { decision: 'reject'; reason: string };

export function useRefundDecision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: RefundDecisionRequest) =>
      (await api.post<{ order: Order }>(`${orderUrl(id)}/refund/${request.decision}`, request.decision === 'approve' ? { deduction: request.deduction, ...(request.note ? { note: request.note } : {}) } : { reason: request.reason })).data.order,
    onSuccess: (order) => client.setQueryData([...shopKeys.orders, 'one', id], order),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: shopKeys.orders });
      await client.invalidateQueries({ queryKey: shopKeys.sales });
    },
  });
}
