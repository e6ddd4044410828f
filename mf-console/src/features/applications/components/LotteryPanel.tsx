import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ConsoleApplicationWindow, LotteryEntrant, LotteryRecord } from '@centre/contracts';
import { DataTable } from '../../../components/DataTable.tsx';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ResourceCell } from '../../content/components/ResourceCell.tsx';
import { useDrawLottery, useLottery } from '../api/windows.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import own from './applications.module.css';
import kit from '../../../components/components.module.css';

type LotteryUnitResult = LotteryRecord['units'][number];

/**
 * A LOTTERY window's draw: run it once applications are closed (confirmed: it decides every entry
 * and tells the members), then show its record — the seed, the procedure, each entrant's weight
 * and each unit's result — so staff can show the draw was fair.
 */
export function LotteryPanel({ limitation }: { limitation: ConsoleApplicationWindow }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const record = useLottery(limitation._id, limitation.lotteryDrawn);
  const draw = useDrawLottery(limitation._id);
  const [confirming, setConfirming] = useState(false);
  const entries = limitation.applications.WAITING ?? 0;
  const entrantColumns = useMemo<ColumnDef<LotteryEntrant, unknown>[]>(
    () => [
      { id: 'member', header: () => t('lottery.member'), cell: ({ row }) => <span className={own.mono}>{row.original.memberId}</span> },
      { id: 'entries', header: () => t('lottery.entries'), cell: ({ row }) => row.original.applicationIds.length },
      { id: 'recentUnits', header: () => t('lottery.recentUnits'), cell: ({ row }) => row.original.recentUnits },
      { id: 'weight', header: () => t('lottery.weight'), cell: ({ row }) => row.original.weight.toFixed(3) },
    ],
    [t],
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
            rowLabel={(entrant) => entrant.memberId}
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
