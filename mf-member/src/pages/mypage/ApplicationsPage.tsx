import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUSES, APPLY_FORMS, type ApplicationStatus } from '@centre/contracts';
import { Button, usePageMeta } from '@centre/platform';
import { SelectField } from '../../components/form/SelectField.tsx';
import { APPLICATIONS_PAGE_SIZE, useMyApplications } from '../../features/applications/api/applications.ts';
import { useMyStrikes } from '../../features/applications/api/strikes.ts';
import { ApplicationList } from '../../features/applications/components/ApplicationList.tsx';
import { CalendarFeed } from '../../features/applications/components/CalendarFeed.tsx';
import { MyQueuePlaces } from '../../features/applications/components/MyQueuePlaces.tsx';
import { StrikesPanel } from '../../features/applications/components/StrikesPanel.tsx';
import { APPLICATIONS_NAMESPACE, registerApplicationsTranslations } from '../../features/applications/i18n/translations.ts';
import { QueryState } from '../../features/mypage/components/QueryState.tsx';
import styles from '../../features/applications/components/applications.module.css';

void registerApplicationsTranslations();

const isStatus = (value: string | null): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /mypage/applications: the member's applications (status filter and page in the address, so back
 * and forward work), their strikes and appeals, and the iCal feed of approved bookings.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  usePageMeta({ title: t('mine.title') });
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const applications = useMyApplications((page - 1) * APPLICATIONS_PAGE_SIZE, status);
  const strikes = useMyStrikes();
  const goTo = (next: { page?: number; status?: ApplicationStatus | null }) => {
    const nextStatus = next.status === undefined ? status : next.status;
    const nextPage = next.page ?? 1;
    setSearchParams({ ...(nextStatus ? { status: nextStatus } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };

  return (
    <>
      <h1>{t('mine.title')}</h1>
      <p>{t('mine.lead')}</p>
      <nav className={styles.actions} aria-label={t('mine.applyLinks')}>
        {Object.values(APPLY_FORMS).map((form) => (
          <Link key={form.path} to={form.path} className={styles.secondaryLink}>
            {form.location ? t('apply.titleAt', { work: t(`work.${form.work}`), site: t(`site.${form.location}`) }) : t('apply.title', { work: t(`work.${form.work}`) })}
          </Link>
        ))}
      </nav>
      <MyQueuePlaces />
      <section className={styles.section} aria-labelledby="mine-list">
        <h2 id="mine-list">{t('mine.listTitle')}</h2>
        <div className={styles.filters}>
          <SelectField id="mine-status" label={t('mine.filter')} value={status ?? ''} onChange={(event) => goTo({ status: isStatus(event.target.value) ? event.target.value : null })}>
            <option value="">{t('mine.all')}</option>
            {APPLICATION_STATUSES.map((value) => <option key={value} value={value}>{t(`status.${value}`)}</option>)}
          </SelectField>
        </div>
        <QueryState query={applications}>
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.summary.total / APPLICATIONS_PAGE_SIZE));
            return (
              <>
                <p className={styles.hint} aria-live="polite">{t('mine.count', { count: data.summary.total })}</p>
                <ApplicationList applications={data.applications} />
                {pages > 1 && (
                  <nav className={styles.actions} aria-label={t('mine.pages')}>
                    <Button variant="secondary" disabled={page <= 1} onClick={() => goTo({ page: page - 1 })}>{t('mine.previous')}</Button>
                    <span aria-current="page" className={styles.hint}>{t('mine.pageOf', { page, pages })}</span>
                    <Button variant="secondary" disabled={page >= pages} onClick={() => goTo({ page: page + 1 })}>{t('mine.next')}</Button>
                  </nav>
                )}
              </>
            );
          }}
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby="mine-strikes">
        <h2 id="mine-strikes">{t('strikes.title')}</h2>
        <QueryState query={strikes}>{(data) => <StrikesPanel strikes={data} />}</QueryState>
      </section>
      <section className={styles.section} aria-labelledby="mine-feed">
        <h2 id="mine-feed">{t('feed.title')}</h2>
        <CalendarFeed />
      </section>
    </>
  );
}
