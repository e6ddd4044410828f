import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { APPEAL_STATUSES, type ConsoleAppeal } from '@centre/contracts';
import { errorMessage, formatDate } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PagedList } from '../components/PagedList.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { APPEAL_FILTERS, APPEALS_PAGE_SIZE, useAppeals, useDecideAppeal } from '../features/applications/api/people.ts';
import { ApplyTabs } from '../features/applications/components/ApplyTabs.tsx';
import { ActionLabel } from '../features/applications/components/ActionLabel.tsx';
import { ChoiceFilters } from '../features/applications/components/ChoiceFilters.tsx';
import { StatusBadge } from '../features/applications/components/StatusBadge.tsx';
import { applicantName } from '../features/applications/components/cells.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';
import own from '../features/applications/components/applications.module.css';

type Asking = { appeal: ConsoleAppeal; decision: 'APPROVED' | 'REJECTED' };

/** Members' appeals against strikes (a late cancellation, a no-show): uphold (the strike is revoked) or refuse. */
export default function ApplyAppealsPage() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const { params, setFilter, setPage } = useListParams(APPEAL_FILTERS);
  const list = useAppeals(params);
  const decide = useDecideAppeal();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  const unknown = t('queue.unknownMember');
  const open = (appeal: ConsoleAppeal, decision: Asking['decision']) => {
    decide.reset();
    setNote('');
    setAsking({ appeal, decision });
  };

  const columns = useMemo<ColumnDef<ConsoleAppeal, unknown>[]>(
    () => [
      {
        id: 'member',
        header: () => t('queue.applicant'),
        cell: ({ row }) => (row.original.member ? <Link to={`/console/users/${row.original.memberId}`}>{applicantName(row.original, unknown)}</Link> : unknown),
      },
      { id: 'strike', header: () => t('appeals.strike'), cell: ({ row }) => `${t(`enums.${row.original.strike.reason}`)} · ${formatDate(row.original.strike.date)}` },
      { id: 'text', header: () => t('appeals.text'), cell: ({ row }) => row.original.text },
      { id: 'status', header: () => t('queue.status'), cell: ({ row }) => <StatusBadge value={row.original.status} /> },
      {
        id: 'actions',
        header: () => t('appeals.decide'),
        cell: ({ row }) =>
          row.original.status === 'WAITING' ? (
            <div className={own.actions}>
              <button type="button" className={styles.secondaryButton} onClick={() => open(row.original, 'APPROVED')}>
                <ActionLabel text={t('appeals.uphold')} subject={applicantName(row.original, unknown)} />
              </button>
              <button type="button" className={styles.secondaryButton} onClick={() => open(row.original, 'REJECTED')}>
                <ActionLabel text={t('appeals.refuse')} subject={applicantName(row.original, unknown)} />
              </button>
            </div>
          ) : (
            row.original.decisionNote ?? ''
          ),
      },
    ],
    [t, unknown], // eslint-disable-line react-hooks/exhaustive-deps -- `open` only calls state setters, which keep their identity
  );

  return (
    <section aria-labelledby="appeals-title">
      <h1 id="appeals-title" className={styles.pageTitle}>
        {t('appeals.title')}
      </h1>
      <ApplyTabs />
      <div className={styles.listTools}>
        <ChoiceFilters choices={{ status: APPEAL_STATUSES }} values={params.filters} onChange={setFilter} />
      </div>
      <PagedList
        list={list}
        rows={list.data?.appeals}
        empty={Object.keys(params.filters).length > 0 ? t('queue.noMatch') : t('appeals.empty')}
        caption={t('appeals.caption')}
        columns={columns}
        getRowId={(appeal) => appeal._id}
        rowHeader="member"
        rowLabel={(appeal) => applicantName(appeal, unknown)}
        page={params.page}
        pageSize={APPEALS_PAGE_SIZE}
        onPage={setPage}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(asking.decision === 'APPROVED' ? 'appeals.confirmUphold' : 'appeals.confirmRefuse') : ''}
        confirmLabel={asking ? t(asking.decision === 'APPROVED' ? 'appeals.uphold' : 'appeals.refuse') : ''}
        busy={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : undefined}
        onConfirm={() =>
          asking &&
          decide.mutate(
            { id: asking.appeal._id, decision: { decision: asking.decision, ...(note.trim() ? { note: note.trim() } : {}) } },
            { onSuccess: () => setAsking(null) },
          )
        }
        onCancel={() => setAsking(null)}
      >
        <div className={own.reasonFields}>
          <label htmlFor={noteId}>
            <span>{t('appeals.note')}</span>
            <textarea id={noteId} rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
        </div>
      </ConfirmDialog>
    </section>
  );
}
