import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { AdviceSessionInput, ADVICE_PLACE_WORDS, seoulDate, type ConsoleAdviceSession } from '@centre/contracts';
import { useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { SESSION_FILTERS, SUPPORT_PAGE_SIZE, useAdviceSessions, useAdvisorChoices, useCreateAdviceSession, useDeleteAdviceSession, useUpdateAdviceSession } from '../../features/support/api.ts';
import { useAdvisorReference } from '../../features/support/choices.ts';
import { SupportTabs } from '../../features/support/SupportTabs.tsx';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalText } from '../../features/support/refusal.ts';
import styles from '../../components/components.module.css';
import own from '../../features/support/support.module.css';

/** Advisors' sessions: add one, see which are booked, change or remove one nobody booked. */
export default function AdviceSessionsPage() {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const { params, setFilter, setPage } = useListParams(SESSION_FILTERS);
  const list = useAdviceSessions(params);
  const advisors = useAdvisorChoices();
  const create = useCreateAdviceSession();
  const remove = useDeleteAdviceSession();
  const update = useUpdateAdviceSession();
  const [adding, setAdding] = useState(false);
  // The session being changed (only one nobody booked: the API refuses the others).
  const [editing, setEditing] = useState<ConsoleAdviceSession | null>(null);
  const [removing, setRemoving] = useState<ConsoleAdviceSession | null>(null);
  const columns = useMemo<ColumnDef<ConsoleAdviceSession, unknown>[]>(
    () => [
      { id: 'when', header: () => t('sessions.when'), cell: ({ row }) => `${row.original.date} ${row.original.startTime}–${row.original.endTime}` },
      { id: 'advisor', header: () => t('fields.advisorId'), cell: ({ row }) => row.original.advisorName },
      { id: 'place', header: () => t('fields.mode'), cell: ({ row }) => ADVICE_PLACE_WORDS[row.original.mode === 'VISIT' && row.original.site ? row.original.site : row.original.mode][locale] },
      { id: 'taken', header: () => t('sessions.taken'), cell: ({ row }) => (row.original.taken ? t('sessions.booked') : t('sessions.free')) },
      {
        id: 'actions',
        header: () => t('actions'),
        cell: ({ row }) =>
          row.original.taken ? null : (
            <span className={own.actions}>
              <button type="button" className={styles.secondaryButton} onClick={() => { update.reset(); setAdding(false); setEditing(row.original); }}>
                {t('sessions.edit')}<span className={styles.hint}> {row.original.date} {row.original.startTime}</span>
              </button>
              <button type="button" className={styles.secondaryButton} onClick={() => { remove.reset(); setRemoving(row.original); }}>
                {t('delete')}<span className={styles.hint}> {row.original.date} {row.original.startTime}</span>
              </button>
            </span>
          ),
      },
    ],
    [t, locale, remove, update],
  );
  const blank: AdviceSessionInput = { advisorId: '', date: seoulDate(new Date()), startTime: '10:00', endTime: '11:00', mode: 'PHONE', site: null };
  return (
    <section aria-labelledby="advice-sessions-title">
      <PageHead titleId="advice-sessions-title" title={t('nav.adviceSessions')}>
        {!adding && <button type="button" className={styles.primaryButton} onClick={() => { setEditing(null); setAdding(true); }}>{t('sessions.create')}</button>}
      </PageHead>
      <SupportTabs area="advice" />
      {adding && (
        <>
          <h2 id="advice-session-form">{t('sessions.create')}</h2>
          <SchemaForm<AdviceSessionInput>
            schema={AdviceSessionInput}
            defaultValues={blank}
            hints={{ namespace: SUPPORT_NAMESPACE, references: { advisorId: useAdvisorReference } }}
            labelledBy="advice-session-form"
            submitLabel={t('save')}
            submitting={create.isPending}
            serverError={create.isError ? refusalText(create.error, locale) : undefined}
            onSubmit={(input) => create.mutate(input, { onSuccess: () => setAdding(false) })}
            cancel={{ label: t('cancel'), onCancel: () => setAdding(false) }}
          />
        </>
      )}
      {editing && (
        <>
          <h2 id="advice-session-edit">{t('sessions.editTitle', { when: `${editing.date} ${editing.startTime}`, name: editing.advisorName })}</h2>
          <SchemaForm<AdviceSessionInput>
            key={editing._id}
            schema={AdviceSessionInput}
            defaultValues={{ advisorId: editing.advisorId, date: editing.date, startTime: editing.startTime, endTime: editing.endTime, mode: editing.mode, site: editing.site }}
            hints={{ namespace: SUPPORT_NAMESPACE, references: { advisorId: useAdvisorReference } }}
            labelledBy="advice-session-edit"
            submitLabel={t('save')}
            submitting={update.isPending}
            serverError={update.isError ? refusalText(update.error, locale) : undefined}
            onSubmit={(input) => update.mutate({ id: editing._id, input }, { onSuccess: () => setEditing(null) })}
            cancel={{ label: t('cancel'), onCancel: () => setEditing(null) }}
          />
        </>
      )}
      <div role="status" className={styles.notice}>{create.isSuccess && !adding ? t('sessions.created') : update.isSuccess && !editing ? t('sessions.updated') : remove.isSuccess ? t('sessions.deleted') : ''}</div>
      <div className={styles.listTools}>
        <ListFilter
          label={t('fields.advisorId')}
          value={params.filters.advisorId}
          values={(advisors.data ?? []).map((advisor) => advisor._id)}
          optionLabel={(value) => advisors.data?.find((advisor) => advisor._id === value)?.name ?? value}
          onChange={(value) => setFilter('advisorId', value)}
        />
      </div>
      <PagedList
        list={list}
        rows={list.data?.rows}
        empty={t('sessions.empty')}
        caption={t('sessions.caption')}
        columns={columns}
        getRowId={(row) => row._id}
        rowHeader="when"
        rowLabel={(row) => `${row.date} ${row.startTime}`}
        page={params.page}
        pageSize={SUPPORT_PAGE_SIZE}
        onPage={setPage}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('sessions.deleteTitle')}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        error={remove.isError ? refusalText(remove.error, locale) : undefined}
        onConfirm={() => removing && remove.mutate(removing._id, { onSuccess: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing ? t('sessions.deleteQuestion', { when: `${removing.date} ${removing.startTime}`, name: removing.advisorName }) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
