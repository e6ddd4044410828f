import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { EmptyState, ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import { equipmentResource, type StatisticsQuery } from '@centre/contracts';
import { localisedIn } from '../../lib/localised.ts';
import { useMayRequest } from '../../lib/use-may-request.ts';
import { useEquipmentNames, useEquipmentUse, useMonthlyUse, useWeekdayUse } from './api.ts';
import { monthsBetween, roomsOf, seriesOf, topEquipment, totalOf, type ChartData, type Room } from './series.ts';
import styles from './dashboard.module.css';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

// This module is the only one that imports chart.js: the dashboard loads it lazily, so no other
// console page (and nothing public) pays for the chart library.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** One colour per site and work type, the same in every chart (and dark enough on white). */
const ROOM_COLOURS: Record<string, string> = {
  'YONGSIN:CUTTINGROOM': '#1d4ed8',
  'YONGSIN:STUDIO': '#0f766e',
  'DAPSIMNI:CUTTINGROOM': '#b45309',
  'DAPSIMNI:STUDIO': '#7e22ce',
};
const MOST_USED_EQUIPMENT = 12;

function useRoomLabel() {
  const { t } = useTranslation('console');
  return (room: Room) => `${t(`enums.${room.location}`)} · ${t(`enums.${room.work}`)}`;
}

/**
 * A bar chart and, under it, the same figures as a table: the canvas is a picture to a screen
 * reader (its label says the table follows), the table is what it reads.
 */
function ChartWithTable({ id, title, data, bucketLabel, bucketHeading, horizontal = false }: { id: string; title: string; data: ChartData; bucketLabel: (bucket: string) => string; bucketHeading: string; horizontal?: boolean }) {
  const { t } = useTranslation('console');
  const roomLabel = useRoomLabel();
  const total = totalOf(data);
  const chart = useMemo(
    () => ({
      labels: data.buckets.map(bucketLabel),
      datasets: data.series.map((one) => ({ label: roomLabel(one), data: one.values, backgroundColor: ROOM_COLOURS[one.key] ?? '#334155' })),
    }),
    [data, bucketLabel, roomLabel],
  );
  return (
    <figure className={styles.chartFigure} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </h3>
      {total === 0 ? (
        <EmptyState>{t('dashboard.noUse')}</EmptyState>
      ) : (
        <>
          <div className={horizontal ? styles.chartBoxTall : styles.chartBox}>
            <Bar
              role="img"
              aria-label={t('dashboard.chartLabel', { title, count: total })}
              data={chart}
              options={{
                indexAxis: horizontal ? 'y' : 'x',
                responsive: true,
                maintainAspectRatio: false,
                animation: false,
                plugins: { legend: { position: 'bottom' } },
                scales: { x: { stacked: true, ...(horizontal ? { ticks: { precision: 0 } } : {}) }, y: { stacked: true, ...(horizontal ? {} : { ticks: { precision: 0 } }) } },
              }}
            />
          </div>
          {/* A region a keyboard can reach: a wide table scrolls sideways on a phone. */}
          <ScrollRegion label={t('dashboard.tableCaption', { title })}>
            <table className={styles.figures} data-testid={`${id}-table`}>
              <caption>{t('dashboard.tableCaption', { title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{bucketHeading}</th>
                  {data.series.map((one) => (
                    <th scope="col" key={one.key}>
                      {roomLabel(one)}
                    </th>
                  ))}
                  <th scope="col">{t('dashboard.total')}</th>
                </tr>
              </thead>
              <tbody>
                {data.buckets.map((bucket, index) => (
                  <tr key={bucket}>
                    <th scope="row">{bucketLabel(bucket)}</th>
                    {data.series.map((one) => (
                      <td key={one.key}>{one.values[index]}</td>
                    ))}
                    <td>{data.series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </figure>
  );
}

interface ReportQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** One chart of the dashboard: its report's query, and the chart's data read from the answer once it is there. */
interface ReportChart {
  id: string;
  query: ReportQuery;
  title: string;
  bucketHeading: string;
  bucketLabel: (bucket: string) => string;
  data: () => ChartData;
  horizontal?: boolean;
}

/** A report's loading and error states around its chart. */
function Report({ query, children }: { query: ReportQuery; children: () => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState detail={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children()}</>;
}

/** Use by month, by weekday and by equipment, for the filter's period, sites and work types. */
export default function UseCharts({ filter }: { filter: StatisticsQuery }) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const rooms = useMemo(() => roomsOf(filter), [filter]);
  const monthly = useMonthlyUse(filter);
  const weekdays = useWeekdayUse(filter);
  const equipment = useEquipmentUse(filter);
  // The equipment chart names pieces from the equipment list: a role that may not read it does not get the chart.
  const mayRequest = useMayRequest();
  const showEquipment = mayRequest('GET', equipmentResource.paths.console);
  const names = useEquipmentNames(showEquipment);

  const intlLocale = { ko: 'ko-KR', en: 'en-GB', cn: 'zh-CN', jp: 'ja-JP' }[locale];
  const monthLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
    return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
  }, [intlLocale]);
  const weekdayLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday: weekday n is n-1 days after it.
    return (weekday: string) => format.format(new Date(Date.UTC(2024, 0, Number(weekday))));
  }, [intlLocale]);
  // Both sites have pieces of the same name: the site tells them apart.
  const equipmentLabel = useMemo(
    () => (id: string) => {
      const item = names.data?.get(id);
      return item ? t('dashboard.equipmentAt', { name: localisedIn(item.title, locale), site: t(`enums.${item.site}`) }) : t('dashboard.removedEquipment');
    },
    [names.data, locale, t],
  );

  // Each report: its query, how its answer becomes a chart's data, and what the chart is called.
  const reports: Array<ReportChart | false> = [
    {
      id: 'use-by-month',
      query: monthly,
      title: t('dashboard.byMonth'),
      bucketHeading: t('dashboard.month'),
      bucketLabel: monthLabel,
      data: () => seriesOf(monthly.data!.months, monthsBetween(monthly.data!.period.from, monthly.data!.period.until), (row) => row.month, rooms),
    },
    {
      id: 'use-by-weekday',
      query: weekdays,
      title: t('dashboard.byWeekday'),
      bucketHeading: t('dashboard.weekday'),
      bucketLabel: weekdayLabel,
      data: () => seriesOf(weekdays.data!.weekdays, ['1', '2', '3', '4', '5', '6', '7'], (row) => String(row.weekday), rooms),
    },
    showEquipment && {
      id: 'use-by-equipment',
      query: equipment,
      title: t('dashboard.byEquipment', { count: MOST_USED_EQUIPMENT }),
      bucketHeading: t('dashboard.equipment'),
      bucketLabel: equipmentLabel,
      data: () => seriesOf(equipment.data!.equipment, topEquipment(equipment.data!.equipment, MOST_USED_EQUIPMENT), (row) => row.equipmentId, rooms),
      horizontal: true,
    },
  ];
  return (
    <div className={styles.charts}>
      {reports.filter((report): report is ReportChart => report !== false).map(({ query, data, ...chart }) => (
        <Report key={chart.id} query={query}>
          {() => <ChartWithTable {...chart} data={data()} />}
        </Report>
      ))}
    </div>
  );
}
