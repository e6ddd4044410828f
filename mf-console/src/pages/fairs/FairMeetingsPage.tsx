import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { MEETING_STATUSES, type Meeting } from '@centre/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListFilter } from '../../components/ListFilter.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { MEETINGS_PAGE_SIZE, holdsSlot, useCancelMeeting, useMeetings, useRecordNoShow } from '../../features/fairs/api/matchings.ts';
import { FairBadge } from '../../features/fairs/components/FairBadge.tsx';
import { FairHead } from '../../features/fairs/components/FairHead.tsx';
import { refusalText } from '../../features/fairs/components/refusal.ts';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/fairs/components/fairs.module.css';
import { NamedAction } from '../../features/fairs/components/NamedAction.tsx';

const FILTERS = ['status'] as const;
type Change = { kind: 'cancel' | 'noShow'; meeting: Meeting };

/** A fair's meetings: who meets whom when; staff cancel one or record that it did not take place. */
export default function FairMeetingsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const { params, setFilter, setPage } = useListParams(FILTERS);
  const list = useMeetings(id, { page: params.page, status: params.filters.status });
  const cancel = useCancelMeeting(id);
  const noShow = useRecordNoShow(id);
  const [change, setChange] = useState<Change | null>(null);
  const [result, setResult] = useState('');
  const nameOf = (meeting: Meeting) => t('meetings.pair', { exhibitor: meeting.exhibitor.tradeName, buyer: meeting.buyer.company, slot: meeting.slot.replace('T', ' ') });
  const columns = useMemo<ColumnDef<Meeting, unknown>[]>(
    () => [
      { id: 'slot', header: () => t('meetings.slot'), cell: ({ row }) => row.original.slot.replace('T', ' ') },
      {
        id: 'exhibitor',
        header: () => t('meetings.exhibitor'),
        cell: ({ row }) => (row.original.exhibitor.table === null ? row.original.exhibitor.tradeName : t('board.table', { table: row.original.exhibitor.table, name: row.original.exhibitor.tradeName })),
      },
      { id: 'buyer', header: () => t('meetings.buyer'), cell: ({ row }) => `${row.original.buyer.company} (${row.original.buyer.country})` },
      { id: 'status', header: () => t('meetings.status'), cell: ({ row }) => <FairBadge value={row.original.status} /> },
      { id: 'placed', header: () => t('meetings.placedBy'), cell: ({ row }) => t(row.original.placedByStaff ? 'meetings.byStaff' : 'meetings.byBuyer') },
      {
        id: 'actions',
        header: () => t('meetings.actions'),
        cell: ({ row }) => {
          const meeting = row.original;
          const started = Date.parse(meeting.startsAt) <= Date.now();
          return (
            <div className={own.actions}>
              {holdsSlot(meeting) && (
                <button type="button" className={styles.dangerButton} onClick={() => (cancel.reset(), setChange({ kind: 'cancel', meeting }))}>
                  <NamedAction label={t('meetings.cancel')} of={nameOf(meeting)} />
                </button>
              )}
              {meeting.status === 'ACCEPTED' && started && (
                <button type="button" className={styles.secondaryButton} onClick={() => (noShow.reset(), setChange({ kind: 'noShow', meeting }))}>
                  <NamedAction label={t('meetings.noShow')} of={nameOf(meeting)} />
                </button>
              )}
            </div>
          );
        },
      },
    ],
    // nameOf only reads t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, cancel, noShow],
  );
  const action = change?.kind === 'noShow' ? noShow : cancel;
  const status = params.filters.status;
  return (
    <FairHead fair={id} titleKey="meetings.title">
      {() => (
        <>
          <p className={styles.hint}>{t('meetings.changesHint')}</p>
          <div className={styles.listTools}>
            <ListFilter label={t('meetings.status')} value={status} values={MEETING_STATUSES} optionLabel={(value) => t(`enums.${value}`)} onChange={(value) => setFilter('status', value)} />
          </div>
          <p role="status" className={styles.notice}>
            {result}
          </p>
          <PagedList
            list={list}
            rows={list.data?.matchings}
            empty={status ? t('fairs.noMatch') : t('meetings.empty')}
            caption={t('meetings.caption')}
            columns={columns}
            getRowId={(meeting) => meeting._id}
            rowHeader="slot"
            rowLabel={nameOf}
            page={params.page}
            pageSize={MEETINGS_PAGE_SIZE}
            onPage={setPage}
          />
          <ConfirmDialog
            open={change !== null}
            title={t(change?.kind === 'noShow' ? 'meetings.confirmNoShow' : 'meetings.confirmCancel')}
            confirmLabel={t(change?.kind === 'noShow' ? 'meetings.noShow' : 'meetings.cancel')}
            busy={action.isPending}
            error={action.isError ? refusalText(t, action.error) : undefined}
            onConfirm={() => {
              if (!change) return;
              action.mutate(change.meeting._id, {
                onSuccess: () => {
                  setResult(t(change.kind === 'noShow' ? 'meetings.noShowRecorded' : 'meetings.cancelled', { company: change.meeting.buyer.company, name: nameOf(change.meeting) }));
                  setChange(null);
                },
              });
            }}
            onCancel={() => setChange(null)}
          >
            <p>{change ? nameOf(change.meeting) : ''}</p>
          </ConfirmDialog>
        </>
      )}
    </FairHead>
  );
}
