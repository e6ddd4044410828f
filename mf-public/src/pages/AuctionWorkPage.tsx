import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, useLocale, usePageMeta } from '@centre/platform';
import { fetchMyLeadingBids } from '../features/auction/api/auction-api.ts';
import { useLiveWork } from '../features/auction/api/use-live-work.ts';
import { useRegistration } from '../features/auction/api/use-registration.ts';
import { BidHistory } from '../features/auction/components/BidHistory.tsx';
import { BidPanel } from '../features/auction/components/BidPanel.tsx';
import { LotSummary } from '../features/auction/components/LotSummary.tsx';
import { RegistrationBox } from '../features/auction/components/RegistrationBox.tsx';
import { SignInLink } from '../features/auction/components/SignInLink.tsx';
import { AuthorCard, WorkFacts, WorkPictures } from '../features/auction/components/WorkFacts.tsx';
import auctionStyles from '../features/auction/components/auction.module.css';
import { formatSeoulTime, formatWon } from '../features/auction/format.ts';
import { AUCTION_NAMESPACE, registerAuctionTranslations } from '../features/auction/i18n/translations.ts';
import { hasBid, leadsNow } from '../features/auction/standing.ts';
import { useServerClock } from '../features/auction/use-server-clock.ts';
import { isMissingRecord } from './AsyncContent.tsx';
import { NotFoundState } from './NotFoundPage.tsx';
import styles from './pages.module.css';

void registerAuctionTranslations();

/**
 * /auction/works/:id: the work, its author and its lot kept live (ETag polling), the countdown on
 * the server's clock, the history with masked names, and bidding for a registered member. Changes
 * that matter to the reader (a new price, being outbid, an extension, the close) are said in a
 * polite live region.
 */
export default function AuctionWorkPage() {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const { id = '' } = useParams();
  const locale = useLocale();
  const clock = useServerClock();
  const { state, applyLot, reload } = useLiveWork(id, locale, clock.sync);
  const work = state.status === 'success' ? state.work : null;
  const { signedIn, registration, failed, registered } = useRegistration(work?.programId ?? null);
  const [announcement, setAnnouncement] = useState('');
  const [myMaximum, setMyMaximum] = useState<number | null>(null);
  usePageMeta({ title: work ? work.title : state.status === 'error' && isMissingRecord(state.error) ? t('work.notFound') : t('title') });

  // The live region says what changed since the last reading, not what the page first showed.
  const seen = useRef<{ version: number; closesAt: string; state: string; leading: boolean } | null>(null);
  // The member's own bid is said by the bid panel (leading or outbid at once); the change it makes is not news.
  const ownVersion = useRef<number | null>(null);
  const bids = state.status === 'success' ? state.bids : null;
  useEffect(() => {
    if (!work || !bids) return;
    const lot = work.lot;
    const leading = leadsNow(bids);
    const before = seen.current;
    seen.current = { version: lot.version, closesAt: lot.closesAt, state: lot.state, leading };
    if (!before) return;
    if (before.state === 'OPEN' && lot.state !== 'OPEN') setAnnouncement(t('live.closed', { state: t(`lot.${lot.state}`) }));
    else if (ownVersion.current !== null && lot.version <= ownVersion.current) return;
    else if (before.leading && !leading && hasBid(bids)) setAnnouncement(t('live.outbid', { price: formatWon(t, lot.currentPrice ?? 0) }));
    else if (before.version !== lot.version) {
      const parts = [t('live.price', { price: formatWon(t, lot.currentPrice ?? work.startPrice) })];
      if (before.closesAt !== lot.closesAt) parts.push(t('live.extended', { time: formatSeoulTime(lot.closesAt, { seconds: true }) }));
      setAnnouncement(parts.join(' '));
    }
  }, [work, bids, t]);

  // My secret maximum, read back after a reload while I lead.
  const leading = bids ? leadsNow(bids) : false;
  useEffect(() => {
    if (!signedIn || !leading || myMaximum !== null) return;
    const controller = new AbortController();
    fetchMyLeadingBids(controller.signal).then(
      (mine) => setMyMaximum(mine.find((bid) => bid.work._id === id)?.myMaximum ?? null),
      () => {},
    );
    return () => controller.abort();
  }, [signedIn, leading, myMaximum, id]);

  const announce = useCallback((message: string, lotVersion?: number) => {
    if (lotVersion !== undefined) ownVersion.current = lotVersion;
    setAnnouncement(message);
  }, []);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error') return isMissingRecord(state.error) ? <NotFoundState title={t('work.notFound')} /> : <ErrorState onRetry={reload} />;
  const { lot } = state.work;
  const current = state.work;

  return (
    <article className={styles.page}>
      <header className={styles.articleHeader}>
        <p className={styles.breadcrumb}>
          <Link to="/auction">{t('title')}</Link> › <Link to={`/auction/programs/${current.programId}`}>{t('work.program')}</Link> › <Link to={`/auction/halls/${current.hallId}`}>{t('work.hall')}</Link>
        </p>
        <h1 className={styles.pageTitle}>{current.title}</h1>
        <p>{current.author.name}{current.year ? ` · ${current.year}` : ''}</p>
      </header>
      <p className={auctionStyles.visuallyHidden} role="status" aria-live="polite" data-testid="auction-live">{announcement}</p>
      <div className={auctionStyles.workLayout}>
        <div>
          <WorkPictures work={current} />
          <section className={auctionStyles.section} aria-labelledby="work-about">
            <h2 id="work-about">{t('work.about')}</h2>
            <WorkFacts work={current} />
          </section>
          <AuthorCard work={current} />
        </div>
        <div>
          <section aria-labelledby="work-lot">
            <h2 id="work-lot" className={auctionStyles.visuallyHidden}>{t('lot.title')}</h2>
            <LotSummary work={current} lot={lot} now={clock.now} />
          </section>
          {lot.state === 'OPEN' && (
            <section className={auctionStyles.section} aria-labelledby="work-bid">
              <h2 id="work-bid">{t('bid.title')}</h2>
              {!signedIn ? (
                <SignInLink purpose="bid" />
              ) : failed ? (
                <p className={auctionStyles.error}>{t('registration.loadFailed')}</p>
              ) : registration === undefined ? (
                <LoadingState />
              ) : registration?.status === 'APPROVED' ? (
                <BidPanel work={current} lot={lot} bids={state.bids} myMaximum={myMaximum} onLot={applyLot} onMaximum={setMyMaximum} announce={announce} />
              ) : (
                <RegistrationBox programId={current.programId} registration={registration} approvalRequired={false} onRegistered={registered} />
              )}
            </section>
          )}
          <section className={auctionStyles.section} aria-labelledby="work-history">
            <h2 id="work-history">{t('history.title')}</h2>
            <BidHistory bids={state.bids} total={state.bidTotal} />
          </section>
        </div>
      </div>
    </article>
  );
}
