import { useQuery } from '@tanstack/react-query';
import { SHOP_STATISTICS_PATH, type ProductSalesAnswer, type SalesAnswer, type SalesPeriodQuery } from '@centre/contracts';
import { api } from '@centre/platform';
import { shopKeys } from './keys.ts';

/** The shop's reports by bucket (month, day, ISO weekday), as the service names them. */
export const SALES_REPORTS = ['monthlySales', 'dailySales', 'dayOfWeekSales'] as const;
export type SalesReport = (typeof SALES_REPORTS)[number];


export function useSales(report: SalesReport, period: SalesPeriodQuery) {
  return useQuery({
    queryKey: [...shopKeys.sales, report, period],
    queryFn: async ({ signal }) => (await api.get<SalesAnswer>(`${SHOP_STATISTICS_PATH}/${report}`, { params: period, signal })).data.sales,
  });
}

export function useProductSales(period: SalesPeriodQuery) {
  return useQuery({
    queryKey: [...shopKeys.sales, 'productsSales', period],
    queryFn: async ({ signal }) => (await api.get<ProductSalesAnswer>(`${SHOP_STATISTICS_PATH}/productsSales`, { params: period, signal })).data.products,
  });
}
