import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MEETING_STATUSES, type MeetingStatus } from '@centre/contracts';
import { Button, usePageMeta } from '@centre/platform';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';
import { MATCHINGS_PAGE_SIZE, useMatchings, useMyFairs } from '../../../features/fairs/api/fairs.ts';
import { MeetingCard } from '../../../features/fairs/components/MeetingCard.tsx';
import styles from '../../../features/fairs/components/fairs.module.css';
import { MYFAIRS_NAMESPACE, registerMyFairsTranslations } from '../../../features/fairs/i18n/translations.ts';

void registerMyFairsTranslations();

/** /mypage/matchings: requests to me (answer), my requests, and outcomes after meetings; paged, by status. */
export default function MatchingsPage() {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  usePageMeta({ title: t('matchings.title') });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (MEETING_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as MeetingStatus) : undefined;
  const matchings = useMatchings((page - 1) * MATCHINGS_PAGE_SIZE, status);
  const fairs = useMyFairs();
  const titleOf = (fair: string) => fairs.data?.find((entry) => entry.fair._id === fair)?.fair.title;
  const go = (next: { page?: number; status?: string }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status ?? '';
    if (nextStatus) query.set('status', nextStatus);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <>
      <h1>{t('matchings.title')}</h1>
      <p>{t('matchings.lead')}</p>
      <div className={styles.field}>
        <label htmlFor="matchings-status">{t('matchings.statusFilter')}</label>
        <select id="matchings-status" className={styles.select} value={status ?? ''} onChange={(event) => go({ status: event.target.value, page: 1 })}>
          <option value="">{t('matchings.all')}</option>
          {MEETING_STATUSES.map((value) => <option key={value} value={value}>{t(`matchings.status.${value}`)}</option>)}
        </select>
      </div>
      <QueryState query={matchings}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.summary.total / MATCHINGS_PAGE_SIZE));
          const toMe = data.matchings.filter((meeting) => meeting.role === 'EXHIBITOR');
          const mine = data.matchings.filter((meeting) => meeting.role !== 'EXHIBITOR');
          return (
            <>
              {data.matchings.length === 0 && <p>{t('matchings.none')}</p>}
              {toMe.length > 0 && (
                <section className={styles.section} aria-labelledby="matchings-to-me">
                  <h2 id="matchings-to-me">{t('matchings.toMe')}</h2>
                  <ul className={styles.cards}>{toMe.map((meeting) => <MeetingCard key={meeting._id} meeting={meeting} fairTitle={titleOf(meeting.fair)} />)}</ul>
                </section>
              )}
              {mine.length > 0 && (
                <section className={styles.section} aria-labelledby="matchings-mine">
                  <h2 id="matchings-mine">{t('matchings.mine')}</h2>
                  <ul className={styles.cards}>{mine.map((meeting) => <MeetingCard key={meeting._id} meeting={meeting} fairTitle={titleOf(meeting.fair)} />)}</ul>
                </section>
              )}
              {pages > 1 && (
                <nav className={styles.actions} aria-label={t('matchings.pager', { page, pages })}>
                  <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>{t('matchings.previous')}</Button>
                  <span aria-current="page" className={styles.hint}>{t('matchings.pager', { page, pages })}</span>
                  <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>{t('matchings.next')}</Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
