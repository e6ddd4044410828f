import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { useBidders, useDecideBidder } from '../api.ts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { seoulTime } from './money.ts';
import styles from '../../../components/components.module.css';
import own from './auction.module.css';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

/** Members who accepted the program's terms; staff approve or refuse them when the program asks for it. */
export function ProgramBidders({ programId, approvalRequired }: { programId: string; approvalRequired: boolean }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const bidders = useBidders(programId);
  const decide = useDecideBidder(programId);
  return (
    <section className={own.panel} aria-labelledby="program-bidders">
      <h2 id="program-bidders">{t('bidders.title')}</h2>
      <p className={styles.hint}>{approvalRequired ? t('bidders.approvalRequired') : t('bidders.approvalNotRequired')}</p>
      {bidders.isPending ? <LoadingState /> : bidders.isError ? <ErrorState detail={errorMessage(bidders.error)} onRetry={() => void bidders.refetch()} /> : bidders.data.bidders.length === 0 ? (
        <EmptyState>{t('bidders.empty')}</EmptyState>
      ) : (
        <ScrollRegion label={t('bidders.caption', { count: bidders.data.summary.total })}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('bidders.caption', { count: bidders.data.summary.total })}</caption>
            <thead>
              <tr><th scope="col">{t('bidders.name')}</th><th scope="col">{t('bidders.acceptedAt')}</th><th scope="col">{t('bidders.status')}</th><th scope="col">{t('bidders.decide')}</th></tr>
            </thead>
            <tbody>
              {bidders.data.bidders.map((bidder) => (
                <tr key={bidder._id}>
                  <th scope="row">{bidder.name} ({bidder.username})</th>
                  <td>{seoulTime(bidder.acceptedTermsAt)}</td>
                  <td>{t(`bidderStatus.${bidder.status}`)}</td>
                  <td>
                    <div className={own.actions}>
                      {bidder.status !== 'APPROVED' && (
                        <button type="button" className={styles.secondaryButton} disabled={decide.isPending} onClick={() => decide.mutate({ bidder: bidder._id, status: 'APPROVED' })} aria-label={t('bidders.approveWho', { name: bidder.name })}>{t('bidders.approve')}</button>
                      )}
                      {bidder.status !== 'REJECTED' && (
                        <button type="button" className={styles.dangerButton} disabled={decide.isPending} onClick={() => decide.mutate({ bidder: bidder._id, status: 'REJECTED' })} aria-label={t('bidders.rejectWho', { name: bidder.name })}>{t('bidders.reject')}</button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p role="status" className={decide.isError ? styles.error : styles.hint}>{decide.isError ? errorMessage(decide.error) : decide.isSuccess ? t('bidders.decided') : ''}</p>
    </section>
  );
}
