import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBid } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useRetractBid, useWorkBids } from '../api.ts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { seoulTime, won } from './money.ts';
import styles from '../../../components/components.module.css';
import own from './auction.module.css';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

/** A work's bids with full names and maximums; staff retract one (and the bidder's later ones) with a reason, after confirming. */
export function WorkBids({ workId, open }: { workId: string; open: boolean }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const bids = useWorkBids(workId);
  const retract = useRetractBid();
  const [chosen, setChosen] = useState<ConsoleBid | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const reasonId = useId();
  const confirm = () => {
    if (!chosen) return;
    if (reason.trim().length < 2) {
      setReasonError(t('bids.reasonRequired'));
      return;
    }
    retract.mutate({ bid: chosen._id, reason: reason.trim() }, {
      onSuccess: () => {
        setDone(t('bids.retracted', { name: chosen.name, amount: won(chosen.amount) }));
        setChosen(null);
      },
    });
  };
  return (
    <section className={own.panel} aria-labelledby="work-bids">
      <h2 id="work-bids">{t('bids.title')}</h2>
      <p role="status" className={styles.notice}>{done}</p>
      {bids.isPending ? <LoadingState /> : bids.isError ? <ErrorState detail={errorMessage(bids.error)} onRetry={() => void bids.refetch()} /> : bids.data.bids.length === 0 ? (
        <EmptyState>{t('bids.empty')}</EmptyState>
      ) : (
        <ScrollRegion label={t('bids.caption', { count: bids.data.summary.total })}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('bids.caption', { count: bids.data.summary.total })}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('bids.bidder')}</th>
                <th scope="col" className={own.amount}>{t('bids.amount')}</th>
                <th scope="col" className={own.amount}>{t('bids.maximum')}</th>
                <th scope="col">{t('bids.kind')}</th>
                <th scope="col">{t('bids.placedAt')}</th>
                <th scope="col">{t('bids.retraction')}</th>
              </tr>
            </thead>
            <tbody>
              {bids.data.bids.map((bid) => (
                <tr key={bid._id} className={bid.retractedAt ? own.struck : undefined}>
                  <td>{bid.sequence}</td>
                  <th scope="row">{bid.name} ({bid.username})</th>
                  <td className={own.amount}>{won(bid.amount)}</td>
                  <td className={own.amount}>{won(bid.maximum)}</td>
                  <td>{t(`bidKind.${bid.kind}`)}</td>
                  <td>{seoulTime(bid.placedAt)}</td>
                  <td>
                    {bid.retractedAt ? (
                      t('bids.retractedAt', { time: seoulTime(bid.retractedAt), reason: bid.retractReason ?? '' })
                    ) : open ? (
                      <button type="button" className={styles.dangerButton} onClick={() => { retract.reset(); setReason(''); setReasonError(null); setChosen(bid); }} aria-label={t('bids.retractWho', { name: bid.name, amount: won(bid.amount) })}>
                        {t('bids.retract')}
                      </button>
                    ) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={t('bids.confirmTitle')}
        confirmLabel={t('bids.retract')}
        busy={retract.isPending}
        error={retract.isError ? errorMessage(retract.error) : undefined}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      >
        {chosen && <p>{t('bids.confirmBody', { name: chosen.name, amount: won(chosen.amount) })}</p>}
        <div className={own.reason}>
          <label htmlFor={reasonId}>{t('bids.reason')}</label>
          <textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} aria-invalid={reasonError !== null} aria-describedby={reasonError ? `${reasonId}-error` : undefined} />
          {reasonError && <p id={`${reasonId}-error`} className={styles.error} role="alert">{reasonError}</p>}
        </div>
      </ConfirmDialog>
    </section>
  );
}
