import { useTranslation } from 'react-i18next';
import type { ApplicationWindow, Location, MemberKind, WorkType } from '@centre/contracts';
import { htmlLangOf, useLocale } from '@centre/platform';
import { useNextWindow } from '../api/applications.ts';
import { dayLabel } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

/** Whether a member of this kind may apply in the window (an empty list: everyone; kind unknown yet: not refused). */
export const mayApply = (applyWindow: Pick<ApplicationWindow, 'requiredMemberKinds'>, memberKind: MemberKind | null) =>
  applyWindow.requiredMemberKinds.length === 0 || memberKind === null || applyWindow.requiredMemberKinds.includes(memberKind);

/**
 * Who may apply in this window and which documents they need, said before the form from the
 * window's own rules (issue 20 item 5). A member whose kind the window does not take is told so,
 * and the form is not shown (the server refuses it anyway).
 */
export function WhoMayApply({ applyWindow, memberKind }: { applyWindow: ApplicationWindow; memberKind: MemberKind | null }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const kinds = applyWindow.requiredMemberKinds.map((kind) => t(`booking.kinds.${kind}`)).join(', ');
  const docs = applyWindow.requiredDocuments.map((kind) => t(`booking.documents.${kind}`)).join(', ');
  const allowed = mayApply(applyWindow, memberKind);
  return (
    <section className={allowed ? styles.notice : styles.refusal} aria-labelledby="apply-who" data-testid="who-may-apply">
      <h3 id="apply-who" className={styles.subTitle}>{t('booking.who')}</h3>
      <p>{applyWindow.requiredMemberKinds.length === 0 ? t('booking.everyone') : t('booking.kindsOnly', { kinds })}</p>
      {applyWindow.requiredDocuments.length > 0 && <p>{t('booking.docsNeeded', { docs })}</p>}
      {!allowed && memberKind && <p role="alert">{t('booking.kindRefused', { kind: t(`booking.kinds.${memberKind}`) })}</p>}
    </section>
  );
}

/** No open window: when the next one opens (and for which days), or that none is planned yet. */
export function NextOpening({ work, location }: { work: WorkType; location: Location }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const lang = htmlLangOf(useLocale());
  const next = useNextWindow(work, location, true);
  if (next.isPending) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{t('apply.noWindow')}</p>
      <p>
        {next.data
          ? t('booking.nextOpening', { date: dayLabel(next.data.applyFrom, lang), time: next.data.applyOpenTime, title: next.data.title, from: next.data.useFrom, to: next.data.useTo })
          : t('booking.noOpening')}
      </p>
    </div>
  );
}
