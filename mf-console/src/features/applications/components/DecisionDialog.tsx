import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_CODES, REJECT_REASON_TEMPLATES, type BulkDecisionRequest, type RejectReasonCode } from '@centre/contracts';
import { errorMessage, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import styles from './applications.module.css';

export type Decision = BulkDecisionRequest['decision'];

/**
 * Asks before approving or rejecting one or many applications. A rejection needs a reason: a
 * template (its words go to the member in their language) or written words, or both; "other"
 * needs written words.
 */
export function DecisionDialog({
  decision,
  count,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  /** The dialog is open while a decision is asked for. */
  decision: Decision | null;
  count: number;
  busy: boolean;
  error: unknown;
  onConfirm: (request: Omit<BulkDecisionRequest, 'ids'>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const [code, setCode] = useState<RejectReasonCode | ''>('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const ids = { code: useId(), reason: useId() };
  useEffect(() => {
    if (decision) {
      setCode('');
      setReason('');
      setMissing(false);
    }
  }, [decision]);

  const confirm = () => {
    if (decision === 'APPROVED') return onConfirm({ decision });
    const written = reason.trim();
    if ((!code || code === 'OTHER') && !written) {
      setMissing(true);
      return;
    }
    onConfirm({ decision: 'REJECTED', ...(code ? { reasonCode: code } : {}), ...(written ? { reason: written } : {}) });
  };

  const shownError = missing ? t('decision.reasonRequired') : error ? errorMessage(error) : undefined;
  return (
    <ConfirmDialog
      open={decision !== null}
      title={t(decision === 'REJECTED' ? 'decision.rejectTitle' : 'decision.approveTitle', { count })}
      confirmLabel={t(decision === 'REJECTED' ? 'decision.reject' : 'decision.approve')}
      busy={busy}
      error={shownError}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {decision === 'APPROVED' && <p>{t('decision.approveBody', { count })}</p>}
      {decision === 'REJECTED' && (
        <div className={styles.reasonFields}>
          <p>{t('decision.rejectBody', { count })}</p>
          <label htmlFor={ids.code}>
            <span>{t('decision.template')}</span>
            <select id={ids.code} value={code} onChange={(event) => setCode(event.target.value as RejectReasonCode | '')}>
              <option value="">{t('decision.noTemplate')}</option>
              {REJECT_REASON_CODES.map((value) => (
                <option key={value} value={value}>
                  {REJECT_REASON_TEMPLATES[value][locale]}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.reason}>
            <span>{t('decision.reason')}</span>
            <textarea
              id={ids.reason}
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={missing || undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          </label>
        </div>
      )}
    </ConfirmDialog>
  );
}
