import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { EmptyState, ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import type { SalesPeriodQuery } from '@centre/contracts';
import { useProductSales, useSales, type SalesReport } from '../api/sales.ts';
import { useWon } from './cells.tsx';
import { csvOf, saveCsv } from './csv.ts';
import { SHOP_NAMESPACE } from '../i18n/translations.ts';
import own from './shop.module.css';
import kit from '../../../components/components.module.css';

// This module is the only shop one that imports chart.js: the sales page loads it lazily.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

const BAR_COLOUR = '#1d4ed8';
const INTL_LOCALES = { ko: 'ko-KR', en: 'en-GB', cn: 'zh-CN', jp: 'ja-JP' } as const;
/** The products chart shows the best sellers; its table lists them all. */
const TOP_PRODUCTS = 10;

/** One row of a report as the chart and the table both read it. */
interface Figure {
  key: string;
  label: string;
  /** Orders (or units sold, for products). */
  count: number;
  amount: number;
}

/**
 * A bar chart of the amounts and, under it, the same figures as a table with a CSV of them: the
 * canvas is a picture to a screen reader (its label says the table follows), the table is what it reads.
 */
function SalesChart({ id, title, keyHeading, countHeading, figures, fileName, horizontal = false }: { id: string; title: string; keyHeading: string; countHeading: string; figures: Figure[]; fileName: string; horizontal?: boolean }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const won = useWon();
  const total = figures.reduce((sum, figure) => sum + figure.amount, 0);
  const charted = horizontal ? figures.slice(0, TOP_PRODUCTS) : figures;
  const chart = useMemo(
    () => ({ labels: charted.map((figure) => figure.label), datasets: [{ label: t('sales.amount'), data: charted.map((figure) => figure.amount), backgroundColor: BAR_COLOUR }] }),
    [charted, t],
  );
  const download = () => saveCsv(fileName, csvOf([keyHeading, countHeading, t('sales.amountWon')], figures.map((figure) => [figure.label, figure.count, figure.amount])));
  return (
    <figure className={own.chartFigure} aria-labelledby={`${id}-title`}>
      <div className={own.chartHead}>
        <h2 id={`${id}-title`} className={own.chartTitle}>
          {title}
        </h2>
        <button type="button" className={kit.secondaryButton} onClick={download} disabled={figures.length === 0} aria-label={t('sales.csvOf', { title })}>
          {t('sales.csv')}
        </button>
      </div>
      {figures.length === 0 || (total === 0 && figures.every((figure) => figure.count === 0)) ? (
        <EmptyState>{t('sales.noSales')}</EmptyState>
      ) : (
        <>
          <div className={own.chartBox}>
            <Bar
              role="img"
              aria-label={t('sales.chartLabel', { title, total: won(total) })}
              data={chart}
              options={{ indexAxis: horizontal ? 'y' : 'x', responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { display: false } } }}
            />
          </div>
          <div className={`${own.tableScroll} ${own.figuresScroll}`} role="region" aria-label={t('sales.tableCaption', { title })} tabIndex={0}>
            <table className={own.figures} data-testid={`${id}-table`}>
              <caption>{t('sales.tableCaption', { title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{keyHeading}</th>
                  <th scope="col">{countHeading}</th>
                  <th scope="col">{t('sales.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {figures.map((figure) => (
                  <tr key={figure.key}>
                    <th scope="row">{figure.label}</th>
                    <td>{figure.count}</td>
                    <td>{won(figure.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

function Report({ query, children }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; children: () => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState detail={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children()}</>;
}

/** Sales by month, day and weekday, and by product, for one period. */
export default function SalesCharts({ period }: { period: SalesPeriodQuery }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const locale = useLocale();
  const intl = INTL_LOCALES[locale];
  const monthly = useSales('monthlySales', period);
  const daily = useSales('dailySales', period);
  const weekdays = useSales('dayOfWeekSales', period);
  const products = useProductSales(period);

  const labels = useMemo(() => {
    const month = new Intl.DateTimeFormat(intl, { year: 'numeric', month: 'short', timeZone: 'UTC' });
    const day = new Intl.DateTimeFormat(intl, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
    return {
      monthlySales: (key: string) => month.format(new Date(`${key}-01T00:00:00Z`)),
      dailySales: (key: string) => day.format(new Date(`${key}T00:00:00Z`)),
      // 2024-01-01 was a Monday: ISO weekday n is n-1 days after it.
      dayOfWeekSales: (key: string) => weekday.format(new Date(Date.UTC(2024, 0, Number(key)))),
    } satisfies Record<SalesReport, (key: string) => string>;
  }, [intl]);

  const suffix = `${period.from}-${period.to}`;
  const bucketed = [
    { report: 'monthlySales', query: monthly, title: t('sales.byMonth'), keyHeading: t('sales.month') },
    { report: 'dailySales', query: daily, title: t('sales.byDay'), keyHeading: t('sales.day') },
    { report: 'dayOfWeekSales', query: weekdays, title: t('sales.byWeekday'), keyHeading: t('sales.weekday') },
  ] as const;
  return (
    <div className={own.charts}>
      {bucketed.map(({ report, query, title, keyHeading }) => (
        <Report key={report} query={query}>
          {() => (
            <SalesChart
              id={`sales-${report}`}
              title={title}
              keyHeading={keyHeading}
              countHeading={t('sales.orders')}
              fileName={`shop-${report}-${suffix}.csv`}
              figures={(query.data ?? []).map((figure) => ({ key: figure.key, label: labels[report](figure.key), count: figure.orders, amount: figure.amount }))}
            />
          )}
        </Report>
      ))}
      <Report query={products}>
        {() => (
          <SalesChart
            id="sales-productsSales"
            title={t('sales.byProduct')}
            keyHeading={t('sales.product')}
            countHeading={t('sales.quantity')}
            fileName={`shop-productsSales-${suffix}.csv`}
            horizontal
            figures={[...(products.data ?? [])].sort((a, b) => b.amount - a.amount).map((figure) => ({ key: figure.productId, label: figure.title, count: figure.quantity, amount: figure.amount }))}
          />
        )}
      </Report>
    </div>
  );
}
