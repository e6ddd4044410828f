import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionResult } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, downloadFromApi, errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { resultsCsvPath, useOfferNext, useResults } from '../api.ts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { seoulTime, won } from './money.ts';
import styles from '../../../components/components.module.css';
import own from './auction.module.css';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

/**
 * Each work's outcome: hammer price, reserve met or not, winner with full name, payment deadline
 * and state; CSV for the office. An unpaid win is offered to the next bidder after a confirmation;
 * the server (on its clock) refuses while the payment deadline has not passed, said in the dialog.
 */
export function ProgramResults({ programId }: { programId: string }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const results = useResults(programId);
  const offer = useOfferNext(programId);
  const [offering, setOffering] = useState<AuctionResult | null>(null);
  const [offered, setOffered] = useState('');
  const confirmOffer = () => {
    if (!offering) return;
    offer.mutate(offering.workId, {
      onSuccess: (answer) => {
        setOffered(answer.offeredTo
          ? t('results.offered', { title: offering.title, name: `${answer.offeredTo.name} (${answer.offeredTo.username})`, amount: won(answer.offeredTo.price), date: seoulTime(answer.offeredTo.paymentDueAt) })
          : t('results.lapsed', { title: offering.title }));
        setOffering(null);
      },
    });
  };
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = () => {
    setDownloadError(null);
    downloadFromApi(resultsCsvPath(programId), `auction-results-${programId}.csv`).catch((failure: unknown) => setDownloadError(errorMessage(failure)));
  };
  return (
    <section className={own.panel} aria-labelledby="program-results">
      <h2 id="program-results">{t('results.title')}</h2>
      <div className={own.actions}>
        <button type="button" className={styles.secondaryButton} onClick={download}>{t('results.csv')}</button>
      </div>
      <p role="status" className={styles.error}>{downloadError ?? ''}</p>
      <p role="status" className={styles.notice}>{offered}</p>
      {results.isPending ? <LoadingState /> : results.isError ? <ErrorState detail={errorMessage(results.error)} onRetry={() => void results.refetch()} /> : results.data.length === 0 ? (
        <EmptyState>{t('results.empty')}</EmptyState>
      ) : (
        <ScrollRegion label={t('results.caption')}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('results.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fields.title')}</th>
                <th scope="col">{t('results.state')}</th>
                <th scope="col" className={own.amount}>{t('results.hammer')}</th>
                <th scope="col">{t('results.reserve')}</th>
                <th scope="col">{t('results.bids')}</th>
                <th scope="col">{t('results.winner')}</th>
                <th scope="col">{t('results.paymentDue')}</th>
                <th scope="col">{t('results.payment')}</th>
              </tr>
            </thead>
            <tbody>
              {results.data.map((result) => (
                <tr key={result.workId}>
                  <th scope="row">{result.title} <span className={styles.hint}>({result.author})</span></th>
                  <td>{t(`lotState.${result.state}`)}</td>
                  <td className={own.amount}>{won(result.hammerPrice)}</td>
                  <td>{result.reservePrice === null ? t('results.noReserve') : result.reserveMet ? t('results.reserveMet') : t('results.reserveNotMet')}</td>
                  <td>{result.bidCount}</td>
                  <td>{result.winnerName ? `${result.winnerName} (${result.winnerUsername ?? ''})` : '—'}</td>
                  <td>{seoulTime(result.paymentDueAt)}</td>
                  <td>
                    {result.paymentState ? t(`paymentState.${result.paymentState}`) : '—'}
                    {result.paymentState === 'UNPAID' && (
                      <>
                        {' '}
                        <button type="button" className={styles.secondaryButton} onClick={() => { offer.reset(); setOffering(result); }} aria-label={t('results.offerWho', { title: result.title })}>{t('results.offer')}</button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <ConfirmDialog
        open={offering !== null}
        title={t('results.offerTitle')}
        confirmLabel={t('results.offer')}
        busy={offer.isPending}
        error={offer.isError ? errorMessage(offer.error) : undefined}
        onConfirm={confirmOffer}
        onCancel={() => setOffering(null)}
      >
        {offering && <p>{t('results.offerBody', { title: offering.title, name: offering.winnerName ?? '' })}</p>}
      </ConfirmDialog>
    </section>
  );
}
