import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type Message } from '@centre/contracts';
import { PagedList } from '../components/PagedList.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { MESSAGE_FILTERS, MESSAGES_PAGE_SIZE, useMessages } from '../features/messages/api.ts';
import { ResourceCell } from '../components/ResourceCell.tsx';
import styles from '../components/components.module.css';
import { ListFilters } from '../components/ListFilter.tsx';

const FILTER_VALUES: Record<(typeof MESSAGE_FILTERS)[number], readonly string[]> = { channel: MESSAGE_CHANNELS, status: MESSAGE_STATUSES };

/** Every SMS and e-mail the outbox has taken, with its delivery state. */
export default function MessagesPage() {
  const { t } = useTranslation('console');
  const { params, search, setFilter, setPage } = useListParams(MESSAGE_FILTERS);
  const list = useMessages(params);
  const columns = useMemo<ColumnDef<Message, unknown>[]>(
    () => [
      {
        id: 'recipient',
        accessorFn: (message) => message.recipient,
        header: () => t('messages.recipient'),
        cell: ({ row }) => <Link to={`/console/messages/${row.original._id}`}>{row.original.recipient}</Link>,
      },
      { id: 'channel', accessorFn: (message) => message.channel, header: () => t('messages.channel'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="choice" /> },
      { id: 'status', accessorFn: (message) => message.status, header: () => t('messages.status'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="choice" /> },
      { id: 'attempts', accessorFn: (message) => message.attempts, header: () => t('messages.attempts'), cell: ({ getValue }) => <ResourceCell value={getValue()} kind="text" /> },
      {
        id: 'sentAt',
        accessorFn: (message) => message.sentAt ?? message.createdAt,
        header: () => t('messages.sentAt'),
        cell: ({ getValue }) => <ResourceCell value={getValue()} kind="datetime" />,
      },
    ],
    [t],
  );
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  return (
    <section aria-labelledby="messages-title">
      <div className={styles.pageHead}>
        <h1 id="messages-title" className={styles.pageTitle}>
          {t('nav.messages')}
        </h1>
        <div className={styles.headActions}>
          <Link to="/console/messages/send" className={styles.primaryLink}>
            {t('messages.send')}
          </Link>
        </div>
      </div>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('messages.searchRecipient')} />
        <ListFilters values={FILTER_VALUES} current={params.filters} label={(name) => t(`messages.${name}`)} onChange={setFilter} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.messages}
        empty={filtered ? t('list.noMatch') : t('messages.empty')}
        caption={t('messages.caption')}
        columns={columns}
        getRowId={(message) => message._id}
        rowHeader="recipient"
        rowLabel={(message) => message.recipient}
        page={params.page}
        pageSize={MESSAGES_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
