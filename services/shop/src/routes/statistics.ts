import { daysBetween, isoWeekday, ProductSalesAnswer, SalesAnswer, SalesPeriodQuery, seoulDate, seoulDayEndUtc, seoulDayStartUtc, SHOP_STATISTICS_PATH } from '@centre/contracts';
import { DomainError, type FastifyPluginAsyncTypebox } from '@centre/server-kit';

const MAX_DAYS = 366;

function period(query: { from: string; to: string }): { fromUtc: string; toUtc: string; days: string[] } {
  if (query.to < query.from) throw new DomainError(400, 'PERIOD', 'The period ends before it starts.', { messages: { ko: '기간의 끝이 시작보다 앞섭니다.', en: 'The period ends before it starts.', cn: '结束日期早于开始日期。', jp: '期間の終わりが始まりより前です。' } });
  const days = daysBetween(query.from, query.to);
  if (days.length > MAX_DAYS) throw new DomainError(400, 'PERIOD_TOO_LONG', 'At most 366 days.', { messages: { ko: '기간은 366일까지입니다.', en: 'A period is at most 366 days.', cn: '期间最多366天。', jp: '期間は366日までです。' } });
  return { fromUtc: seoulDayStartUtc(query.from), toUtc: seoulDayEndUtc(query.to), days };
}

/** The shop's sales figures for staff: by month, by day, by weekday (ISO, 1 = Monday) and by product, on the Seoul calendar. */
export const salesStatisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A top category counts with its subcategories, as the shop lists it.
  const filterOf = async (query: SalesPeriodQuery) => ({
    pickupSite: query.pickupSite,
    sellerId: query.sellerId,
    categoryIds: query.categoryId ? await app.categories.withChildren(query.categoryId) : undefined,
  });
  const grouped = async (query: SalesPeriodQuery, keyOf: (day: string) => string, keys: string[]) => {
    const { fromUtc, toUtc } = period(query);
    const figures = new Map(keys.map((key) => [key, { key, orders: 0, amount: 0 }]));
    for (const order of await app.sales.orders(fromUtc, toUtc, await filterOf(query))) {
      const figure = figures.get(keyOf(seoulDate(order.paidAt)));
      if (!figure) continue;
      figure.orders += 1;
      figure.amount += order.amount;
    }
    return { sales: [...figures.values()] };
  };

  app.get(`${SHOP_STATISTICS_PATH}/monthlySales`, { schema: { querystring: SalesPeriodQuery, response: { 200: SalesAnswer } } }, async (request) => {
    const { days } = period(request.query);
    return grouped(request.query, (day) => day.slice(0, 7), [...new Set(days.map((day) => day.slice(0, 7)))]);
  });
  app.get(`${SHOP_STATISTICS_PATH}/dailySales`, { schema: { querystring: SalesPeriodQuery, response: { 200: SalesAnswer } } }, async (request) => grouped(request.query, (day) => day, period(request.query).days));
  app.get(`${SHOP_STATISTICS_PATH}/dayOfWeekSales`, { schema: { querystring: SalesPeriodQuery, response: { 200: SalesAnswer } } }, async (request) =>
    grouped(request.query, (day) => String(isoWeekday(day)), ['1', '2', '3', '4', '5', '6', '7']),
  );
  app.get(`${SHOP_STATISTICS_PATH}/productsSales`, { schema: { querystring: SalesPeriodQuery, response: { 200: ProductSalesAnswer } } }, async (request) => {
    const { fromUtc, toUtc } = period(request.query);
    return { products: await app.sales.products(fromUtc, toUtc, request.locale, await filterOf(request.query)) };
  });
};
