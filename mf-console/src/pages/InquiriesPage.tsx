import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { INQUIRY_STATUSES, type ConsoleInquiry } from '@centre/contracts';
import { PagedList } from '../components/PagedList.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { INQUIRIES_PAGE_SIZE, INQUIRY_FILTERS, useInquiries } from '../features/inquiries/api.ts';
import { valueColumn } from '../components/columns.tsx';
import styles from '../components/components.module.css';
import { ListFilter } from '../components/ListFilter.tsx';

/** Members' questions to the centre, waiting ones first to the eye by their status. */
export default function InquiriesPage() {
  const { t } = useTranslation('console');
  const { params, search, setFilter, setPage } = useListParams(INQUIRY_FILTERS);
  const list = useInquiries(params);
  const columns = useMemo<ColumnDef<ConsoleInquiry, unknown>[]>(
    () => [
      {
        id: 'title',
        accessorFn: (inquiry) => inquiry.title,
        header: () => t('inquiries.title'),
        cell: ({ row }) => <Link to={`/console/center/questions/${row.original._id}`}>{row.original.title}</Link>,
      },
      valueColumn('member', () => t('inquiries.member'), (inquiry) => `${inquiry.memberName} (${inquiry.memberUsername})`),
      valueColumn('status', () => t('inquiries.status'), (inquiry) => inquiry.status, 'choice'),
      valueColumn('createdAt', () => t('inquiries.createdAt'), (inquiry) => inquiry.createdAt, 'datetime'),
    ],
    [t],
  );
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  return (
    <section aria-labelledby="inquiries-title">
      <h1 id="inquiries-title" className={styles.pageTitle}>
        {t('nav.questions')}
      </h1>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('list.searchIn', { name: t('nav.questions') })} />
        <ListFilter
          label={t('inquiries.status')}
          value={params.filters.status}
          values={INQUIRY_STATUSES}
          optionLabel={(value) => t(`enums.${value}`)}
          onChange={(value) => setFilter('status', value)}
        />
      </div>
      <PagedList
        list={list}
        rows={list.data?.inquiries}
        empty={filtered ? t('list.noMatch') : t('inquiries.empty')}
        caption={t('inquiries.caption')}
        columns={columns}
        getRowId={(inquiry) => inquiry._id}
        rowHeader="title"
        rowLabel={(inquiry) => inquiry.title}
        page={params.page}
        pageSize={INQUIRIES_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
