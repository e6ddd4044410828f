import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ConsoleApplicationWindow, LotteryEntrant, LotteryRecord } from '@centre/contracts';
import { DataTable } from '../../../components/DataTable.tsx';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ResourceCell } from '../../../components/ResourceCell.tsx';
import { useDrawLottery, useLottery } from '../api/windows.ts';
import { useUnitApplications } from '../api/applications.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import own from './applications.module.css';
import kit from '../../../components/components.module.css';

type LotteryUnitResult = LotteryRecord['units'][number];

/**
 * A LOTTERY window's draw: run it once applications are closed (confirmed: it decides every entry
 * and tells the members), then show its record — the seed, the procedure, each entrant's weight
 * and each unit's result — so staff can show the draw was fair. The seed's hash is shown from the
 * start: the server committed to it when the window was made, and staff cannot choose it.
 */
export function LotteryPanel({ limitation }: { limitation: ConsoleApplicationWindow }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const record = useLottery(limitation._id, limitation.lotteryDrawn);
  const draw = useDrawLottery(limitation._id);
  const [confirming, setConfirming] = useState(false);
  const entries = limitation.applications.WAITING ?? 0;
  // The record keeps member ids; their names come from the window's applications (the list's 100:
  // an entrant beyond them, or a withdrawn member, shows by id).
  const applications = useUnitApplications({ windowId: limitation._id }, Boolean(record.data));
  const names = useMemo(
    () => new Map((applications.data?.applications ?? []).flatMap((application) => (application.member ? [[application.memberId, `${application.member.name} (${application.member.username})`] as const] : []))),
    [applications.data],
  );
  const nameOf = (entrant: LotteryEntrant) => names.get(entrant.memberId) ?? entrant.memberId;
  const entrantColumns = useMemo<ColumnDef<LotteryEntrant, unknown>[]>(
    () => [
      {
        id: 'member',
        header: () => t('lottery.member'),
        cell: ({ row }) => (names.has(row.original.memberId) ? names.get(row.original.memberId) : <span className={own.mono}>{row.original.memberId}</span>),
      },
      { id: 'priority', header: () => t('lottery.priority'), cell: ({ row }) => (row.original.lotteryPriority ? t('lottery.yes') : t('lottery.no')) },
      { id: 'extraQuota', header: () => t('lottery.extraQuota'), cell: ({ row }) => row.original.extraQuota ?? 0 },
      { id: 'entries', header: () => t('lottery.entries'), cell: ({ row }) => row.original.applicationIds.length },
      { id: 'recentUnits', header: () => t('lottery.recentUnits'), cell: ({ row }) => row.original.recentUnits },
      { id: 'weight', header: () => t('lottery.weight'), cell: ({ row }) => row.original.weight.toFixed(3) },
    ],
    [t, names],
  );
  const unitColumns = useMemo<ColumnDef<LotteryUnitResult, unknown>[]>(
    () => [
      { id: 'unit', header: () => t('lottery.unit'), cell: ({ row }) => <span className={own.mono}>{row.original.unitId}</span> },
      { id: 'capacity', header: () => t('lottery.capacity'), cell: ({ row }) => row.original.capacity },
      { id: 'drawn', header: () => t('lottery.drawn'), cell: ({ row }) => row.original.drawn.length },
      { id: 'notDrawn', header: () => t('lottery.notDrawn'), cell: ({ row }) => row.original.notDrawn.length },
    ],
    [t],
  );
  return (
    <section className={own.panel} aria-labelledby="lottery-title">
      <h2 id="lottery-title">{t('lottery.title')}</h2>
      {limitation.lotterySeedHash && (
        <dl className={kit.details}>
          <dt>{t('lottery.seedHash')}</dt>
          <dd className={own.mono} title={t('lottery.seedHashNote')}>
            {limitation.lotterySeedHash}
          </dd>
        </dl>
      )}
      {!limitation.lotteryDrawn && (
        <>
          <p>{limitation.status === 'CLOSED' ? t('lottery.ready', { count: entries }) : t('lottery.notYet')}</p>
          <button
            type="button"
            className={kit.primaryButton}
            disabled={limitation.status !== 'CLOSED'}
            onClick={() => {
              draw.reset();
              setConfirming(true);
            }}
          >
            {t('lottery.run')}
          </button>
        </>
      )}
      {limitation.lotteryDrawn && record.isPending && <LoadingState />}
      {record.isError && <ErrorState detail={errorMessage(record.error)} onRetry={() => void record.refetch()} />}
      {record.data && (
        <>
          <dl className={kit.details}>
            <dt>{t('lottery.seed')}</dt>
            <dd className={own.mono}>{record.data.seed}</dd>
            <dt>{t('lottery.algorithm')}</dt>
            <dd className={own.mono}>{record.data.algorithm}</dd>
            <dt>{t('lottery.drawnAt')}</dt>
            <dd>
              <ResourceCell value={record.data.drawnAt} kind="datetime" />
              {record.data.drawnBy ? ` · ${record.data.drawnBy}` : ''}
            </dd>
            <dt>{t('lottery.entrants')}</dt>
            <dd>{record.data.entrants.length}</dd>
          </dl>
          <DataTable
            caption={t('lottery.entrantsCaption')}
            rows={record.data.entrants}
            columns={entrantColumns}
            getRowId={(entrant) => entrant.memberId}
            rowHeader="member"
            rowLabel={nameOf}
          />
          <DataTable
            caption={t('lottery.unitsCaption')}
            rows={record.data.units}
            columns={unitColumns}
            getRowId={(unit) => unit.unitId}
            rowHeader="unit"
            rowLabel={(unit) => unit.unitId}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('lottery.confirmTitle')}
        confirmLabel={t('lottery.run')}
        busy={draw.isPending}
        error={draw.isError ? errorMessage(draw.error) : undefined}
        onConfirm={() => draw.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('lottery.confirmBody', { count: entries })}</p>
      </ConfirmDialog>
    </section>
  );
}
