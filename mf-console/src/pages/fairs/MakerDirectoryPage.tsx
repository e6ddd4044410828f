import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleIntroduction } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { DIRECTORY_FILTERS, DIRECTORY_PAGE_SIZE, useIntroductions, useVerifyIntroduction } from '../../features/fairs/api/introductions.ts';
import { FairBadge } from '../../features/fairs/components/FairBadge.tsx';
import { refusalText } from '../../features/fairs/components/refusal.ts';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';
import { NamedAction } from '../../features/fairs/components/NamedAction.tsx';

const YES_NO = ['true', 'false'] as const;

/** The maker directory's profiles: staff check a company and mark it verified (or take the mark back). */
export default function MakerDirectoryPage() {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const { params, search, setFilter, setPage } = useListParams(DIRECTORY_FILTERS);
  const list = useIntroductions(params);
  const verify = useVerifyIntroduction();
  const [result, setResult] = useState('');
  const [unverifying, setUnverifying] = useState<ConsoleIntroduction | null>(null);
  const columns = useMemo<ColumnDef<ConsoleIntroduction, unknown>[]>(
    () => [
      { id: 'name', header: () => t('directory.name'), cell: ({ row }) => row.original.tradeName },
      { id: 'items', header: () => t('exhibitors.items'), cell: ({ row }) => row.original.items.map((item) => t(`enums.${item}`)).join(', ') || '—' },
      { id: 'district', header: () => t('directory.district'), cell: ({ row }) => row.original.district || '—' },
      { id: 'capacity', header: () => t('directory.capacity'), cell: ({ row }) => row.original.monthlyCapacity.toLocaleString() },
      { id: 'published', header: () => t('fairs.publication'), cell: ({ row }) => <FairBadge value={row.original.published ? 'published' : 'hidden'} /> },
      {
        id: 'verified',
        header: () => t('directory.verified'),
        cell: ({ row }) => (row.original.verifiedAt ? `${t('enums.verified')} (${formatDate(row.original.verifiedAt)})` : t('directory.notVerified')),
      },
      {
        id: 'actions',
        header: () => t('meetings.actions'),
        cell: ({ row }) =>
          row.original.verified ? (
            <button type="button" className={styles.secondaryButton} onClick={() => (verify.reset(), setUnverifying(row.original))}>
              <NamedAction label={t('directory.unverify')} of={row.original.tradeName} />
            </button>
          ) : (
            <button
              type="button"
              className={styles.primaryButton}
              disabled={verify.isPending}
              onClick={() => verify.mutate({ id: row.original._id, verified: true }, { onSuccess: () => setResult(t('directory.verifiedDone', { name: row.original.tradeName })) })}
            >
              <NamedAction label={t('directory.verify')} of={row.original.tradeName} />
            </button>
          ),
      },
    ],
    [t, verify],
  );
  const filtered = Object.keys(params.filters).length > 0 || params.keyword !== '';
  return (
    <section aria-labelledby="directory-title">
      <div className={styles.pageHead}>
        <h1 id="directory-title" className={styles.pageTitle}>
          {t('directory.title')}
        </h1>
      </div>
      <div className={styles.listTools}>
        <SearchForm keyword={params.keyword} onSearch={search} label={t('directory.search')} />
        {DIRECTORY_FILTERS.map((name) => (
          <ListFilter key={name} label={t(`directory.${name}`)} value={params.filters[name]} values={YES_NO} optionLabel={(value) => t(`directory.${name}_${value}`)} onChange={(value) => setFilter(name, value)} />
        ))}
      </div>
      <p role="status" className={verify.isError && !unverifying ? styles.error : styles.notice}>
        {verify.isError && !unverifying ? refusalText(t, verify.error) : result}
      </p>
      <PagedList
        list={list}
        rows={list.data?.introductions}
        empty={filtered ? t('fairs.noMatch') : t('directory.empty')}
        caption={t('directory.caption')}
        columns={columns}
        getRowId={(introduction) => introduction._id}
        rowHeader="name"
        rowLabel={(introduction) => introduction.tradeName}
        page={params.page}
        pageSize={DIRECTORY_PAGE_SIZE}
        onPage={setPage}
      />
      <ConfirmDialog
        open={unverifying !== null}
        title={t('directory.confirmUnverify', { name: unverifying?.tradeName ?? '' })}
        confirmLabel={t('directory.unverify')}
        busy={verify.isPending}
        error={verify.isError ? refusalText(t, verify.error) : undefined}
        onConfirm={() => {
          if (!unverifying) return;
          const name = unverifying.tradeName;
          verify.mutate({ id: unverifying._id, verified: false }, { onSuccess: () => (setUnverifying(null), setResult(t('directory.unverifiedDone', { name }))) });
        }}
        onCancel={() => setUnverifying(null)}
      />
    </section>
  );
}
