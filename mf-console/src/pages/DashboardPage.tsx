import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLY_PATHS, CONSOLE_MESSAGE_PATHS, CONSOLE_INQUIRIES_PATH, LOCATIONS, WORK_TYPES, popupsResource, seoulToday, type Location, type WorkType } from '@centre/contracts';
import { ErrorState, LoadingState, VisuallyHidden, errorMessage, formatDate } from '@centre/platform';
import { POPUP_ENDING_DAYS, useEndingPopups, useFailedMessages, useToday, useWaitingInquiries } from '../features/dashboard/api.ts';
import { PERIODS, periodDays, type Period } from '../features/dashboard/series.ts';
import styles from '../features/dashboard/dashboard.module.css';
import common from '../components/components.module.css';
import { ListFilter } from '../components/ListFilter.tsx';
import { useMayRequest } from '../lib/use-may-request.ts';
import { ScrollRegion } from '../components/ScrollRegion.tsx';

// chart.js comes with the charts only: the counts above them show before it has loaded.
const UseCharts = lazy(() => import('../features/dashboard/UseCharts.tsx'));

interface CountQuery {
  data?: number | undefined;
  isPending: boolean;
  isError: boolean;
}

/** One thing that needs attention: its count, linking to the list filtered to exactly those items. */
function AttentionCount({ id, label, to, query }: { id: string; label: string; to: string; query: CountQuery }) {
  const { t } = useTranslation('console');
  const count = query.data;
  const unknown = query.isPending || query.isError || count === undefined;
  return (
    <li>
      <Link to={to} className={styles.attentionLink} data-urgent={Boolean(count)} data-testid={`attention-${id}`}>
        <span className={styles.count}>{unknown ? (query.isPending ? '…' : '–') : count}</span>
        {unknown && <VisuallyHidden>{query.isPending ? t('dashboard.loadingCount') : t('dashboard.countUnavailable')}</VisuallyHidden>}
        <span className={styles.countLabel}>{label}</span>
      </Link>
    </li>
  );
}

/** What needs doing today, this week's bookings per site, and how the rooms were used. */
export default function DashboardPage() {
  const { t } = useTranslation('console');
  const today = useToday();
  // Each count links to a list: it is shown, and asked for, only when the role may read that list.
  const mayRequest = useMayRequest();
  const shows = {
    applications: mayRequest('GET', APPLY_PATHS.consoleApplications),
    inquiries: mayRequest('GET', CONSOLE_INQUIRIES_PATH),
    messages: mayRequest('GET', CONSOLE_MESSAGE_PATHS.messages),
    popups: mayRequest('GET', popupsResource.paths.console),
  };
  const inquiries = useWaitingInquiries(shows.inquiries);
  const messages = useFailedMessages(shows.messages);
  const popups = useEndingPopups(shows.popups);
  const waiting = { data: today.data?.waitingApplications, isPending: today.isPending, isError: today.isError };

  const [period, setPeriod] = useState<Period>('last12');
  const [location, setLocation] = useState<Location | undefined>();
  const [work, setWork] = useState<WorkType | undefined>();
  const filter = useMemo(() => ({ ...periodDays(period, seoulToday()), location, work }), [period, location, work]);

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={common.pageTitle}>
        {t('nav.dashboard')}
      </h1>

      <section className={styles.section} aria-labelledby="attention-title">
        <h2 id="attention-title" className={styles.sectionTitle}>
          {t('dashboard.attention')}
        </h2>
        <ul className={styles.attention}>
          {shows.applications && <AttentionCount id="applications" label={t('dashboard.waitingApplications')} to="/console/apply?status=WAITING" query={waiting} />}
          {shows.inquiries && <AttentionCount id="inquiries" label={t('dashboard.waitingInquiries')} to="/console/center/questions?status=WAITING_REPLY" query={inquiries} />}
          {shows.messages && <AttentionCount id="messages" label={t('dashboard.failedMessages')} to="/console/messages?status=FAILED" query={messages} />}
          {shows.popups && <AttentionCount id="popups" label={t('dashboard.endingPopups', { count: POPUP_ENDING_DAYS })} to="/console/popups?visibility=PUBLIC&sort=endsAt&order=asc" query={popups} />}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="week-title">
        <h2 id="week-title" className={styles.sectionTitle}>
          {t('dashboard.thisWeek')}
          {today.data && ` (${formatDate(today.data.week.from)} – ${formatDate(today.data.week.until)})`}
        </h2>
        {today.isPending && <LoadingState />}
        {today.isError && <ErrorState detail={errorMessage(today.error)} onRetry={() => void today.refetch()} />}
        {today.data && (
          <ScrollRegion label={t('dashboard.thisWeekCaption')}>
            <table className={styles.figures} data-testid="bookings-this-week">
              <caption>{t('dashboard.thisWeekCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.site')}</th>
                  {WORK_TYPES.map((one) => (
                    <th scope="col" key={one}>
                      {t(`enums.${one}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {LOCATIONS.map((site) => (
                  <tr key={site}>
                    <th scope="row">{t(`enums.${site}`)}</th>
                    {WORK_TYPES.map((one) => {
                      const room = today.data.bookingsThisWeek.find((entry) => entry.location === site && entry.work === one);
                      return <td key={one}>{t('dashboard.bookings', { approved: room?.approved ?? 0, waiting: room?.waiting ?? 0 })}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>

      <section className={styles.section} aria-labelledby="use-title">
        <h2 id="use-title" className={styles.sectionTitle}>
          {t('dashboard.use')}
        </h2>
        <p className={styles.note}>{t('dashboard.useDefinition')}</p>
        <div className={styles.tools}>
          <label>
            <span>{t('dashboard.period')}</span>
            <select value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
              {PERIODS.map((one) => (
                <option key={one} value={one}>
                  {t(`dashboard.periods.${one}`)}
                </option>
              ))}
            </select>
          </label>
          <ListFilter label={t('dashboard.site')} value={location} values={LOCATIONS} optionLabel={(one) => t(`enums.${one}`)} onChange={(one) => setLocation(one as Location | undefined)} />
          <ListFilter label={t('dashboard.work')} value={work} values={WORK_TYPES} optionLabel={(one) => t(`enums.${one}`)} onChange={(one) => setWork(one as WorkType | undefined)} />
        </div>
        <Suspense fallback={<LoadingState />}>
          <UseCharts filter={filter} />
        </Suspense>
      </section>
    </section>
  );
}
