import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PRACTICE_SEAT_STATUSES, type PracticeSeat, type PracticeSeatStatus } from '@centre/contracts';
import { Button, EmptyState, VisuallyHidden, useLocale, usePageMeta, useConfirm } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';
import { SUPPORT_PAGE_SIZE, useCancelPracticeSeat, usePracticeSeats } from '../../../features/support/api/support.ts';
import { SupportStatus } from '../../../features/support/components/SupportStatus.tsx';
import { MYPAGE_SUPPORT_NAMESPACE, registerMypageSupportTranslations } from '../../../features/support/i18n/translations.ts';
import { supportFailure } from '../../../features/support/refusal.ts';
import own from '../../../features/support/components/support.module.css';
import styles from '../../../features/mypage/components/mypage.module.css';
import { Pager } from './Pager.tsx';

void registerMypageSupportTranslations();

/** /mypage/practices: the member's practice seats, where each stands; give one up before the session. */
export default function PracticesPage() {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  const locale = useLocale();
  usePageMeta({ title: t('practices.title') });
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const statusParam = searchParams.get('status');
  const status = (PRACTICE_SEAT_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as PracticeSeatStatus) : undefined;
  const seats = usePracticeSeats((page - 1) * SUPPORT_PAGE_SIZE, status);
  const cancel = useCancelPracticeSeat();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const go = (next: { page?: number; status?: string }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status ?? '';
    if (nextStatus) params.set('status', nextStatus);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };
  const { ask, dialog } = useConfirm();
  const giveUp = async (seat: PracticeSeat) => {
    if (!(await ask({ title: t('practices.cancelConfirm', { title: seat.title, date: seat.date }), confirmLabel: t('practices.cancel') }))) return;
    setOutcome(null);
    cancel.mutate(seat._id, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('practices.cancelled', { title: seat.title }) }),
      onError: (error) => setOutcome({ tone: 'error', text: supportFailure(error, t, locale, 'practice') }),
    });
  };
  return (
    <>
      {dialog}
      <h1>{t('practices.title')}</h1>
      <p>{t('practices.lead')}</p>
      <div className={own.filters}>
        <label htmlFor="seat-status">{t('statusLabel')}</label>
        <select id="seat-status" value={status ?? ''} onChange={(event) => go({ status: event.target.value, page: 1 })}>
          <option value="">{t('all')}</option>
          {PRACTICE_SEAT_STATUSES.map((value) => <option key={value} value={value}>{t(`status.${value}`)}</option>)}
        </select>
      </div>
      <div aria-live="polite">{outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      <QueryState query={seats}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>
              {t('practices.empty')} <a href="/practices">{t('practices.browse')}</a>
            </EmptyState>
          ) : (
            <>
              <ul className={styles.list}>
                {data.items.map((seat) => (
                  <li key={seat._id} className={styles.card}>
                    <div className={styles.cardHead}>
                      <h2 className={styles.cardTitle}><a href={`/practices/${seat.sessionId}`}>{seat.title}</a></h2>
                      <SupportStatus status={seat.status} />
                    </div>
                    <p className={styles.muted}>{seat.date} {seat.startTime}–{seat.endTime} · {t(`site.${seat.site}`)}</p>
                    {seat.waitlistPosition ? <p>{t('practices.position', { position: seat.waitlistPosition })}</p> : null}
                    {seat.cancellable && (
                      <div className={styles.actions}>
                        <Button variant="secondary" className={styles.danger} disabled={cancel.isPending} onClick={() => void giveUp(seat)}>
                          {t('practices.cancel')}
                          <VisuallyHidden>{` ${seat.title} ${seat.date}`}</VisuallyHidden>
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={Math.max(1, Math.ceil(data.total / SUPPORT_PAGE_SIZE))} onPage={(next) => go({ page: next })} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
