import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulDate, type MemberApplication } from '@centre/contracts';
import { Button, useLocale, VisuallyHidden } from '@centre/platform';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useCancelApplication } from '../api/applications.ts';
import { hoursOf } from '../dates.ts';
import { APPLICATIONS_NAMESPACE } from '../i18n/translations.ts';
import { refusalOf, refusalText } from '../refusal.ts';
import styles from './applications.module.css';

/** After the window's deadline a cancellation is still allowed, but counts as a late one (a strike). */
export const isLateCancellation = (application: Pick<MemberApplication, 'cancelDeadline'>, today = seoulDate(new Date())) => today > application.cancelDeadline;

/**
 * Cancel, after the app's own question (never `window.confirm`); the question says when it will
 * count as a late cancellation and add a strike. The outcome is announced where the button was.
 */
export function CancelApplication({ application }: { application: MemberApplication }) {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const locale = useLocale();
  const cancel = useCancelApplication();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  if (!application.cancellable && !outcome) return null;

  const when = `${application.date} ${hoursOf(application)}`;
  const late = isLateCancellation(application);
  const confirmCancel = () => {
    setOutcome(null);
    cancel.mutate(application._id, {
      onSuccess: (answer) => setOutcome({ tone: 'success', text: answer.strike ? t('cancel.doneLate', { when }) : t('cancel.done', { when }) }),
      onError: (error) => {
        const refusal = refusalOf(error);
        setOutcome({ tone: 'error', text: refusal ? refusalText(refusal, locale) : failureMessage(error, t, locale) });
      },
      onSettled: () => setAsking(false),
    });
  };

  return (
    <div className={styles.actions}>
      {application.cancellable && (
        <Button variant="secondary" className={styles.danger} disabled={cancel.isPending} onClick={() => setAsking(true)}>
          {/* The visible word starts the name (voice control); the session is read after it. */}
          {cancel.isPending ? t('cancel.cancelling') : t('cancel.button')}
          <VisuallyHidden>{` ${when}`}</VisuallyHidden>
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('booking.cancelTitle')}
        confirmLabel={t('booking.cancelConfirm')}
        cancelLabel={t('booking.keep')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(false)}
      >
        <p>{late ? t('cancel.confirmLate', { when, deadline: application.cancelDeadline }) : t('cancel.confirm', { when })}</p>
      </ConfirmDialog>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
    </div>
  );
}
