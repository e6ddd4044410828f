import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { ConsoleFormSubmission } from '@centre/contracts';
import { formatDate, useLocale } from '@centre/platform';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SUPPORT_PAGE_SIZE, downloadSubmission, useFormChoices, useFormSubmissions } from '../../features/support/api.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalText } from '../../features/support/refusal.ts';
import { localisedIn } from '../../lib/localised.ts';
import styles from '../../components/components.module.css';

/** Filled forms members handed back, form by form; each file downloaded with the staff token. */
export default function FormSubmissionsPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const formId = searchParams.get('form') ?? undefined;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const forms = useFormChoices();
  const list = useFormSubmissions(formId, page);
  const [failure, setFailure] = useState<string | null>(null);
  const columns = useMemo<ColumnDef<ConsoleFormSubmission, unknown>[]>(
    () => [
      {
        id: 'name',
        header: () => t('submissions.file'),
        cell: ({ row }) => (
          <button type="button" className={styles.secondaryButton} onClick={() => { setFailure(null); downloadSubmission(row.original).catch((error: unknown) => setFailure(refusalText(error, locale))); }}>
            {row.original.name}
          </button>
        ),
      },
      { id: 'member', header: () => t('requests.member'), cell: ({ row }) => `${row.original.memberName} (${row.original.memberUsername})` },
      { id: 'size', header: () => t('submissions.size'), cell: ({ row }) => `${Math.max(1, Math.round(row.original.size / 1024))} KB` },
      { id: 'createdAt', header: () => t('requests.createdAt'), cell: ({ row }) => formatDate(row.original.createdAt) },
    ],
    [t, locale],
  );
  return (
    <section aria-labelledby="submissions-title">
      <h1 id="submissions-title" className={styles.pageTitle}>{t('nav.formSubmissions')}</h1>
      <div className={styles.listTools}>
        <ListFilter
          label={t('submissions.form')}
          value={formId}
          values={(forms.data ?? []).map((form) => form._id)}
          optionLabel={(value) => localisedIn(forms.data?.find((form) => form._id === value)?.title, locale)}
          onChange={(value) => setSearchParams(value ? { form: value } : {})}
        />
      </div>
      {failure && <p className={styles.error} role="alert">{failure}</p>}
      {!formId ? (
        <p className={styles.hint}>{t('submissions.chooseForm')}</p>
      ) : (
        <PagedList
          list={list}
          rows={list.data?.submissions}
          empty={t('submissions.empty')}
          caption={t('submissions.caption')}
          columns={columns}
          getRowId={(row) => row._id}
          rowHeader="name"
          rowLabel={(row) => row.name}
          page={page}
          pageSize={SUPPORT_PAGE_SIZE}
          onPage={(next) => setSearchParams({ form: formId, ...(next > 1 ? { page: String(next) } : {}) })}
        />
      )}
    </section>
  );
}
