import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { OutcomeReport } from '@centre/contracts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

// Only the report page's chunk imports this module, so no other console page loads chart.js for it.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

type Line = { meetings: number; held: number; noShows: number; estimatedAmount: number };
/** Dark enough on white, and told apart by the legend's words as well. */
const SERIES = [
  { key: 'held', colour: '#0f766e' },
  { key: 'noShows', colour: '#b91c1c' },
] as const;

/** One group of the report (by item, country or exhibitor) as a table: what a screen reader reads. */
function LineTable({ title, heading, rows }: { title: string; heading: string; rows: ReadonlyArray<{ name: string } & Line> }) {
  const { t, i18n } = useTranslation(FAIRS_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={styles.tableScroll} role="region" aria-label={title} tabIndex={0}>
      <table className={styles.figures}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{t('report.meetings')}</th>
            <th scope="col">{t('report.held')}</th>
            <th scope="col">{t('report.noShows')}</th>
            <th scope="col">{t('report.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5}>{t('report.none')}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{number.format(row.meetings)}</td>
                <td>{number.format(row.held)}</td>
                <td>{number.format(row.noShows)}</td>
                <td>{number.format(row.estimatedAmount)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One bar chart of meetings held and missed per line (exhibitor, item or country); the table below it says the same. */
function LineChart({ caption, label, lines }: { caption: string; label: string; lines: ReadonlyArray<{ name: string } & Line> }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const chart = useMemo(
    () => ({
      labels: lines.map((line) => line.name),
      datasets: SERIES.map((series) => ({ label: t(`report.${series.key}`), data: lines.map((line) => line[series.key]), backgroundColor: series.colour })),
    }),
    [lines, t],
  );
  if (lines.length === 0) return null;
  return (
    <figure className={styles.panel}>
      <figcaption>{caption}</figcaption>
      <div className={styles.chartBox}>
        <Bar
          role="img"
          aria-label={label}
          data={chart}
          options={{ responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { position: 'bottom' } }, scales: { y: { ticks: { precision: 0 } } } }}
        />
      </div>
    </figure>
  );
}

/** The outcome report: its totals, and by exhibitor, item and buyer country a chart of meetings held and missed with the same figures as a table. */
export function OutcomeReportView({ report }: { report: OutcomeReport }) {
  const { t, i18n } = useTranslation(FAIRS_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  const byExhibitor = useMemo(() => report.byExhibitor.map((line) => ({ ...line, name: line.tradeName })), [report]);
  const byItem = useMemo(() => report.byItem.map((line) => ({ ...line, name: t(`enums.${line.item}`) })), [report, t]);
  const byCountry = useMemo(() => report.byCountry.map((line) => ({ ...line, name: line.country })), [report]);
  const totals = [
    ['accepted', report.totals.accepted],
    ['recorded', report.totals.recorded],
    ['held', report.totals.held],
    ['noShows', report.totals.noShows],
    ['amount', report.totals.estimatedAmount],
  ] as const;
  return (
    <>
      <dl className={styles.totals} data-testid="report-totals">
        {totals.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`report.${key}`)}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <LineChart caption={t('report.chartTitle')} label={t('report.chartLabel')} lines={byExhibitor} />
      <LineTable title={t('report.byExhibitor')} heading={t('report.exhibitor')} rows={byExhibitor} />
      <LineChart caption={t('reportCharts.byItemTitle')} label={t('reportCharts.byItemLabel')} lines={byItem} />
      <LineTable title={t('report.byItem')} heading={t('report.item')} rows={byItem} />
      <LineChart caption={t('reportCharts.byCountryTitle')} label={t('reportCharts.byCountryLabel')} lines={byCountry} />
      <LineTable title={t('report.byCountry')} heading={t('report.country')} rows={byCountry} />
    </>
  );
}
