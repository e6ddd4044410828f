import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, errorMessage, useAsyncData, useLocale } from '@centre/platform';
import { fetchConsoleNotifications } from '../features/notifications/api/notifications-api.ts';
import { NotificationsTable } from '../features/notifications/components/NotificationsTable.tsx';
import { Pagination } from '../features/notifications/components/Pagination.tsx';
import styles from './console.module.css';

const PAGE_SIZE = 10;

export default function NotificationsPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  const list = useAsyncData(
    (signal) => fetchConsoleNotifications({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, keyword }, signal),
    [page, keyword],
    (error) => console.error('[mf_console] notifications failed to load', error),
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('keyword', draft.trim());
    setSearchParams(next);
  };
  const goToPage = (number: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(number));
    setSearchParams(next);
  };

  const total = list.status === 'success' ? list.data.summary.total : 0;
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className={styles.pageTitle}>{t('nav.notifications')}</h1>
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor="notifications-keyword">{t('notifications.keyword')}</label>
        <input id="notifications-keyword" type="search" value={draft} maxLength={100} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit">{t('notifications.search')}</button>
      </form>
      <p className={styles.total} aria-live="polite">
        {list.status === 'success' ? t('notifications.total', { count: total }) : '\u00a0'}
      </p>
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState detail={errorMessage(list.error)} onRetry={list.reload} />}
      {list.status === 'success' &&
        (list.data.notifications.length === 0 ? (
          <EmptyState>{keyword ? t('notifications.noMatch', { keyword }) : t('notifications.empty')}</EmptyState>
        ) : (
          <>
            <NotificationsTable notifications={list.data.notifications} offset={list.data.summary.offset} locale={locale} />
            <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} onPage={goToPage} />
          </>
        ))}
    </section>
  );
}
