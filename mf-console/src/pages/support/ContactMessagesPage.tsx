import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { CONTACT_MESSAGE_STATUSES, CONTACT_RECIPIENTS, type ConsoleContactMessage } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { MESSAGE_FILTERS, SUPPORT_PAGE_SIZE, useContactMessages } from '../../features/support/api.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import styles from '../../components/components.module.css';

/** Messages written through the contact page: new ones to answer, and those passed to makers. */
export default function ContactMessagesPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { params, search, setFilter, setPage } = useListParams(MESSAGE_FILTERS);
  const list = useContactMessages(params);
  const columns = useMemo<ColumnDef<ConsoleContactMessage, unknown>[]>(
    () => [
      { id: 'subject', header: () => t('contact.subject'), cell: ({ row }) => <Link to={`/console/center/messages/${row.original._id}`}>{row.original.subject}</Link> },
      { id: 'sender', header: () => t('contact.sender'), cell: ({ row }) => row.original.senderName },
      { id: 'recipient', header: () => t('contact.recipient'), cell: ({ row }) => t(`enums.${row.original.recipient}`) },
      { id: 'status', header: () => t('contact.status'), cell: ({ row }) => t(`enums.${row.original.status}`) },
      { id: 'createdAt', header: () => t('requests.createdAt'), cell: ({ row }) => formatDate(row.original.createdAt) },
    ],
    [t],
  );
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  return (
    <section aria-labelledby="contact-title">
      <h1 id="contact-title" className={styles.pageTitle}>{t('nav.contactMessages')}</h1>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('contact.search')} />
        <ListFilter label={t('contact.status')} value={params.filters.status} values={CONTACT_MESSAGE_STATUSES} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('status', value)} />
        <ListFilter label={t('contact.recipient')} value={params.filters.recipient} values={CONTACT_RECIPIENTS} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('recipient', value)} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.messages}
        empty={filtered ? t('noMatch') : t('contact.empty')}
        caption={t('contact.caption')}
        columns={columns}
        getRowId={(row) => row._id}
        rowHeader="subject"
        rowLabel={(row) => row.subject}
        page={params.page}
        pageSize={SUPPORT_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
