import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParticipantStatus } from '@centre/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import { refusalText } from './refusal.ts';
import styles from './fairs.module.css';
import kit from '../../../components/components.module.css';
import { NamedAction } from './NamedAction.tsx';

interface Decision {
  status: ParticipantStatus;
  table: number | null;
}

/**
 * Staff's decision on one application: approve (an exhibitor with its table), change the table,
 * or reject after a confirmation. The result or the API's refusal is announced beside it.
 */
export function ParticipantDecision({
  name,
  status,
  table,
  tables,
  busy,
  error,
  onDecide,
}: {
  name: string;
  status: ParticipantStatus;
  /** The exhibitor's table; undefined for a buyer (no table). */
  table?: number | null;
  /** The fair's number of tables (an exhibitor's table is 1…tables). */
  tables?: number;
  busy: boolean;
  error: unknown;
  onDecide: (decision: Decision, done: (message: string) => void) => void;
}) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const tableId = useId();
  const withTable = table !== undefined;
  const [draft, setDraft] = useState(table ? String(table) : '');
  const [result, setResult] = useState('');
  // The saved table comes back from the list: the field shows it.
  useEffect(() => setDraft(table ? String(table) : ''), [table]);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const tableValue = draft === '' ? null : Number(draft);
  const tableInvalid = tableValue !== null && (!Number.isInteger(tableValue) || tableValue < 1 || (tables !== undefined && tableValue > tables));
  const decide = (next: ParticipantStatus) => {
    if (withTable && tableInvalid) return;
    setResult('');
    onDecide({ status: next, table: withTable ? tableValue : null }, (message) => {
      setConfirmingReject(false);
      setResult(message);
    });
  };
  return (
    <div>
      <div className={styles.actions}>
        {withTable && (
          <label className={styles.inline} htmlFor={tableId}>
            {t('exhibitors.tableFor', { name })}
            <input
              id={tableId}
              type="number"
              inputMode="numeric"
              min={1}
              max={tables}
              value={draft}
              aria-invalid={tableInvalid || undefined}
              aria-describedby={tableInvalid ? `${tableId}-error` : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
        )}
        {status !== 'APPROVED' && (
          <button type="button" className={kit.primaryButton} disabled={busy} onClick={() => decide('APPROVED')}>
            <NamedAction label={t('decision.approve')} of={name} />
          </button>
        )}
        {status === 'APPROVED' && withTable && (
          <button type="button" className={kit.secondaryButton} disabled={busy} onClick={() => decide('APPROVED')}>
            <NamedAction label={t('decision.saveTable')} of={name} />
          </button>
        )}
        {status !== 'REJECTED' && (
          <button type="button" className={kit.dangerButton} disabled={busy} onClick={() => setConfirmingReject(true)}>
            <NamedAction label={t('decision.reject')} of={name} />
          </button>
        )}
      </div>
      {tableInvalid && (
        <p id={`${tableId}-error`} role="alert" className={kit.error}>
          {t('exhibitors.tableRange', { max: tables })}
        </p>
      )}
      <p role="status" className={kit.notice}>
        {result}
      </p>
      {Boolean(error) && !confirmingReject && (
        <p role="alert" className={kit.error}>
          {refusalText(t, error)}
        </p>
      )}
      <ConfirmDialog
        open={confirmingReject}
        title={t('decision.confirmReject', { name })}
        confirmLabel={t('decision.reject')}
        busy={busy}
        error={error ? refusalText(t, error) : undefined}
        onConfirm={() => decide('REJECTED')}
        onCancel={() => setConfirmingReject(false)}
      />
    </div>
  );
}
