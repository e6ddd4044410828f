import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bid, BidPlaced, Lot, PublicWork } from '@centre/contracts';
import { Button, useConfirm, useLocale } from '@centre/platform';
import { placeBid, raiseMaximum, refusalText, retractBid } from '../api/auction-api.ts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { formatSeoulTime, formatWon } from '../format.ts';
import { leadsNow, myNewestBid, retractableBid } from '../standing.ts';
import styles from './auction.module.css';

type Mode = 'amount' | 'maximum';

/**
 * What a registered member does on an open lot: bid an amount or a maximum (the centre bids for
 * them up to it), raise their maximum while they lead, retract while nobody bid after them, and
 * buy now when the lot allows it. Each outcome is said in the page's live region (`announce`).
 */
export function BidPanel({ work, lot, bids, myMaximum, onLot, onMaximum, announce }: {
  work: PublicWork;
  lot: Lot;
  bids: Bid[];
  myMaximum: number | null;
  onLot: (lot: Lot) => void;
  onMaximum: (maximum: number | null) => void;
  /** Says a message; with the lot's version when the member's own action made it (that change is then not announced again). */
  announce: (message: string, lotVersion?: number) => void;
}) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const locale = useLocale();
  const id = useId();
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState('');
  const [raiseTo, setRaiseTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'bid' | 'raise' | 'other'; text: string } | null>(null);
  const leading = leadsNow(bids);
  const retractable = retractableBid(bids);
  const newest = myNewestBid(bids);

  const said = (answer: BidPlaced) => {
    onLot(answer.lot);
    onMaximum(answer.leading ? answer.maximum : null);
    const parts = [answer.leading ? t('bid.leading', { price: formatWon(t, answer.lot.currentPrice ?? 0) }) : t('bid.outbidAtOnce', { price: formatWon(t, answer.lot.currentPrice ?? 0) })];
    if (answer.extended) parts.push(t('bid.extended', { time: formatSeoulTime(answer.lot.closesAt, { seconds: true }) }));
    announce(parts.join(' '), answer.lot.version);
  };

  const run = async (field: 'bid' | 'raise' | 'other', action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const refusal = refusalText(failure, locale);
      const text = refusal.code === 'BID_TOO_LOW' && refusal.nextAmount ? `${refusal.text} ${t('bid.leastNow', { amount: formatWon(t, refusal.nextAmount) })}` : refusal.text;
      setError({ field, text });
      announce(text);
    } finally {
      setBusy(false);
    }
  };

  const submitBid = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value <= 0) {
      setError({ field: 'bid', text: t('bid.wholeWon') });
      return;
    }
    if (lot.nextAmount !== null && value < lot.nextAmount && mode === 'amount') {
      setError({ field: 'bid', text: `${t('bid.belowNext')} ${t('bid.leastNow', { amount: formatWon(t, lot.nextAmount) })}` });
      return;
    }
    void run('bid', async () => {
      said(await placeBid(work._id, mode === 'amount' ? { amount: value } : { maximum: value }));
      setAmount('');
    });
  };

  const submitRaise = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(raiseTo);
    if (!newest || !Number.isInteger(value) || value <= 0) {
      setError({ field: 'raise', text: t('bid.wholeWon') });
      return;
    }
    void run('raise', async () => {
      const answer = await raiseMaximum(work._id, newest._id, value);
      said(answer);
      setRaiseTo('');
      announce(t('bid.raised', { maximum: formatWon(t, answer.maximum) }), answer.lot.version);
    });
  };

  const { ask, dialog } = useConfirm();
  const retract = async () => {
    if (!retractable || !(await ask({ title: t('bid.retractConfirm', { amount: formatWon(t, retractable.amount) }), confirmLabel: t('bid.retract') }))) return;
    void run('other', async () => {
      await retractBid(work._id, retractable._id);
      onMaximum(null);
      onLot({ ...lot, version: lot.version + 1 });
      announce(t('bid.retracted'), lot.version + 1);
    });
  };

  const buyNow = async () => {
    if (lot.buyNowPrice === null || !(await ask({ title: t('bid.buyNowConfirm', { price: formatWon(t, lot.buyNowPrice), title: work.title }), confirmLabel: t('bid.buyNow', { price: formatWon(t, lot.buyNowPrice) }) }))) return;
    void run('other', async () => {
      const answer = await placeBid(work._id, { buyNow: true });
      onLot(answer.lot);
      announce(t('bid.bought', { price: formatWon(t, lot.buyNowPrice ?? 0) }), answer.lot.version);
    });
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.box}>
      {dialog}
      {leading && <p className={styles.success}>{myMaximum !== null ? t('bid.youLeadWithMaximum', { maximum: formatWon(t, myMaximum) }) : t('bid.youLead')}</p>}
      {!leading && newest && <p className={styles.error}>{t('bid.youAreOutbid')}</p>}

      {!leading && (
        <form className={styles.form} onSubmit={submitBid} noValidate>
          <fieldset className={styles.fieldset}>
            <legend>{t('bid.kind')}</legend>
            <label className={styles.checkbox}><input type="radio" name={`${id}-mode`} checked={mode === 'amount'} onChange={() => setMode('amount')} />{t('bid.modeAmount')}</label>
            <label className={styles.checkbox}><input type="radio" name={`${id}-mode`} checked={mode === 'maximum'} onChange={() => setMode('maximum')} />{t('bid.modeMaximum')}</label>
          </fieldset>
          <label htmlFor={`${id}-amount`}>{mode === 'amount' ? t('bid.amount') : t('bid.maximum')}</label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="numeric"
            min={lot.nextAmount ?? 1}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${id}-hint${error?.field === 'bid' ? ` ${errorId}` : ''}`}
            aria-invalid={error?.field === 'bid'}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {lot.nextAmount !== null && t('bid.leastNow', { amount: formatWon(t, lot.nextAmount) })} {mode === 'maximum' && t('bid.maximumHint')}
          </p>
          {error?.field === 'bid' && <p id={errorId} className={styles.error}>{error.text}</p>}
          <div className={styles.actions}><Button type="submit" disabled={busy}>{mode === 'amount' ? t('bid.place') : t('bid.placeMaximum')}</Button></div>
        </form>
      )}

      {leading && (
        <form className={styles.form} onSubmit={submitRaise} noValidate>
          <label htmlFor={`${id}-raise`}>{t('bid.raiseLabel')}</label>
          <input id={`${id}-raise`} type="number" inputMode="numeric" min={(myMaximum ?? 0) + 1} step={1} value={raiseTo} onChange={(event) => setRaiseTo(event.target.value)} aria-invalid={error?.field === 'raise'} aria-describedby={error?.field === 'raise' ? errorId : undefined} />
          {error?.field === 'raise' && <p id={errorId} className={styles.error}>{error.text}</p>}
          <div className={styles.actions}><Button type="submit" variant="secondary" disabled={busy}>{t('bid.raise')}</Button></div>
        </form>
      )}

      <div className={styles.actions}>
        {lot.buyNowAvailable && lot.buyNowPrice !== null && <Button onClick={() => void buyNow()} disabled={busy}>{t('bid.buyNow', { price: formatWon(t, lot.buyNowPrice) })}</Button>}
        {retractable && <Button variant="secondary" onClick={() => void retract()} disabled={busy}>{t('bid.retract')}</Button>}
      </div>
      {error?.field === 'other' && <p className={styles.error}>{error.text}</p>}
    </div>
  );
}
