import type { ApplicationWindow } from '@centre/contracts';
import { periodsOf } from '../booking-days.ts';
import styles from './schedule.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { SCHEDULE_TEXTS } from '../i18n/translations.ts';

/**
 * The booking periods whose days fall in the month shown, each with its application dates and its
 * state — open, opens on … at …, or closed — as Seoul's public reservation system shows them
 * (issue 20 item 1).
 */
export function BookingPeriods({ windows, month }: { windows: readonly ApplicationWindow[]; month: string }) {
  const { t } = usePageTranslation(SCHEDULE_TEXTS);
  const periods = periodsOf(windows, month);
  return (
    <section className={styles.periods} aria-labelledby="booking-periods-title">
      <h3 id="booking-periods-title">{t('booking.periodsTitle')}</h3>
      {periods.length === 0 ? (
        <p>{t('booking.noPeriod')}</p>
      ) : (
        <ul>
          {periods.map((window) => (
            <li key={window._id} data-status={window.status}>
              {t('booking.period', { title: window.title, from: window.applyFrom, to: window.applyTo, useFrom: window.useFrom, useTo: window.useTo })}{' '}
              <strong>
                {window.status === 'IN_PROGRESS'
                  ? t('booking.state.open')
                  : window.status === 'PLANNED'
                    ? t('booking.state.opens', { date: window.applyFrom, time: window.applyOpenTime })
                    : t('booking.state.closed')}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
