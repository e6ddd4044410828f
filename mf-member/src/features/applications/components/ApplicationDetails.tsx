import { useTranslation } from 'react-i18next';
import type { MemberApplication } from '@centre/contracts';
import { formatDate, htmlLangOf, useLocale } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { dayLabel, hoursOf } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { CancelApplication, isLateCancellation } from './CancelApplication.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './applications.module.css';

/** Everything the member told the centre and where the application stands, with cancel when allowed. */
export function ApplicationDetails({ application }: { application: MemberApplication }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const lang = htmlLangOf(useLocale());
  const live = application.status === 'WAITING' || application.status === 'WAITLISTED' || application.status === 'APPROVED';
  const facts: Array<[string, string]> = [
    [t('detail.room'), `${t(`site.${application.location}`)} ${t(`work.${application.work}`)}`],
    [t('detail.day'), `${dayLabel(application.date, lang)} ${hoursOf(application)}`],
    [t('apply.window'), application.windowTitle],
    [t('apply.allocation'), t(`allocation.${application.allocation}`)],
    [t('apply.item'), application.item],
    ...(application.fabric ? [[t('apply.fabric'), application.fabric] as [string, string]] : []),
    [application.work === 'CUTTINGROOM' ? t('apply.quantityLayers') : t('apply.quantityPieces'), String(application.quantity)],
    ...(application.markerLengthCm !== null ? [[t('apply.markerLength'), String(application.markerLengthCm)] as [string, string]] : []),
    ...(application.plies !== null ? [[t('apply.plies'), String(application.plies)] as [string, string]] : []),
    [t('apply.phone'), formatPhone(application.phone)],
    [t('apply.channel'), t(`channel.${application.channel}`)],
    ...(application.note ? [[t('apply.note'), application.note] as [string, string]] : []),
    [t('detail.appliedAt'), formatDate(application.createdAt)],
    ...(application.decidedAt ? [[t('detail.decidedAt'), formatDate(application.decidedAt)] as [string, string]] : []),
    ...(application.cancelledAt ? [[t('detail.cancelledAt'), `${formatDate(application.cancelledAt)}${application.cancelledBy === 'CENTRE' ? ` (${t('detail.byCentre')})` : ''}${application.lateCancel ? ` (${t('detail.late')})` : ''}`] as [string, string]] : []),
  ];
  return (
    <article className={styles.form} aria-labelledby="application-title">
      <div className={styles.actions}>
        <h1 id="application-title">{application.date} {hoursOf(application)}</h1>
        <StatusBadge application={application} />
      </div>
      {application.status === 'REJECTED' && (
        <p className={styles.notice}><strong>{t('mine.reason')}:</strong> {application.rejectReason ?? t('detail.noReason')}</p>
      )}
      {application.status === 'WAITLISTED' && application.waitlistPosition !== null && (
        <p className={styles.notice}>{t('detail.waitlistExplained', { position: application.waitlistPosition })}</p>
      )}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {live && (
        <p className={styles.hint}>
          {isLateCancellation(application) ? t('detail.deadlinePassed', { deadline: application.cancelDeadline }) : t('detail.deadline', { deadline: application.cancelDeadline })}
        </p>
      )}
      <CancelApplication application={application} />
    </article>
  );
}
