import { useCallback, useEffect, useRef, useState } from 'react';
import type { Bid, Lot, PublicWork } from '@centre/contracts';
import { WORK_POLL_MS } from '../auction-constants.ts';
import { fetchBids, pollWork } from './auction-api.ts';

export type LiveWork =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; work: PublicWork; bids: Bid[]; bidTotal: number };

/**
 * A work kept current without reloading: while its lot is open the page asks every few seconds
 * with the ETag it holds (304: nothing changed, no body), and reads the bid history again when
 * the lot's version moves. Each answer's server time feeds the countdown (`onServerTime`).
 */
export function useLiveWork(id: string, locale: string, onServerTime: (serverTime: string) => void) {
  const [state, setState] = useState<LiveWork>({ status: 'loading' });
  const etag = useRef<string | null>(null);
  const version = useRef<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  const refreshBids = useCallback(async (work: PublicWork, signal?: AbortSignal) => {
    const history = await fetchBids(work._id, signal);
    onServerTime(history.serverTime);
    // The history's lot is read with the bids: the newest of the two is shown.
    const lot = history.lot.version >= work.lot.version ? history.lot : work.lot;
    version.current = lot.version;
    setState({ status: 'success', work: { ...work, lot }, bids: history.bids, bidTotal: history.summary.total });
  }, [onServerTime]);

  useEffect(() => {
    const controller = new AbortController();
    etag.current = null;
    version.current = null;
    setState({ status: 'loading' });
    let current: PublicWork | null = null;
    const load = async () => {
      const answer = await pollWork(id, etag.current, controller.signal);
      onServerTime(answer.serverTime);
      etag.current = answer.etag;
      if (answer.work) {
        current = answer.work;
        if (answer.work.lot.version !== version.current) await refreshBids(answer.work, controller.signal);
        else setState((before) => (before.status === 'success' ? { ...before, work: answer.work! } : before));
      }
    };
    load().catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ status: 'error', error });
    });
    const timer = setInterval(() => {
      // A closed lot no longer changes by bids (a background tab's timers are slowed by the browser).
      if (!current || current.lot.state !== 'OPEN') return;
      load().catch(() => {
        /* a failed poll is tried again at the next tick; the page keeps what it shows */
      });
    }, WORK_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [id, locale, attempt, onServerTime, refreshBids]);

  /** After the member's own action: the lot it answered with, then the history read again. */
  const applyLot = useCallback((lot: Lot) => {
    setState((before) => {
      if (before.status !== 'success') return before;
      const work = { ...before.work, lot };
      void refreshBids(work).catch(() => {});
      return { ...before, work };
    });
  }, [refreshBids]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, applyLot, reload };
}
