import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleApplicationWindow } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ResourceCell } from '../../content/components/ResourceCell.tsx';
import { useDrawLottery, useLottery } from '../api/windows.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import own from './applications.module.css';
import kit from '../../../components/components.module.css';

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
          <div className={kit.tableScroll} role="region" aria-label={t('lottery.entrantsCaption')} tabIndex={0}>
            <table className={kit.table}>
              <caption className={kit.caption}>{t('lottery.entrantsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lottery.member')}</th>
                  <th scope="col">{t('lottery.entries')}</th>
                  <th scope="col">{t('lottery.recentUnits')}</th>
                  <th scope="col">{t('lottery.weight')}</th>
                </tr>
              </thead>
              <tbody>
                {record.data.entrants.map((entrant) => (
                  <tr key={entrant.memberId}>
                    <th scope="row" className={own.mono}>{entrant.memberId}</th>
                    <td>{entrant.applicationIds.length}</td>
                    <td>{entrant.recentUnits}</td>
                    <td>{entrant.weight.toFixed(3)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={kit.tableScroll} role="region" aria-label={t('lottery.unitsCaption')} tabIndex={0}>
            <table className={kit.table}>
              <caption className={kit.caption}>{t('lottery.unitsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lottery.unit')}</th>
                  <th scope="col">{t('lottery.capacity')}</th>
                  <th scope="col">{t('lottery.drawn')}</th>
                  <th scope="col">{t('lottery.notDrawn')}</th>
                </tr>
              </thead>
              <tbody>
                {record.data.units.map((unit) => (
                  <tr key={unit.unitId}>
                    <th scope="row" className={own.mono}>{unit.unitId}</th>
                    <td>{unit.capacity}</td>
                    <td>{unit.drawn.length}</td>
                    <td>{unit.notDrawn.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
