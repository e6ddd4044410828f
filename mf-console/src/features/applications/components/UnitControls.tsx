import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleScheduleUnit } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ActionLabel } from './ActionLabel.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useUpdateUnit } from '../api/schedule.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import own from './applications.module.css';
import kit from '../../../components/components.module.css';

/**
 * A session's capacity (the service refuses going below the places held) and a staff closure
 * (refused while it has live applications: a blackout tells their members instead).
 */
export function UnitControls({ unit }: { unit: ConsoleScheduleUnit }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const update = useUpdateUnit(unit._id);
  const [capacity, setCapacity] = useState(String(unit.capacity));
  const [confirmingClose, setConfirmingClose] = useState(false);
  const capacityId = useId();
  // The saved (or another staff member's) capacity replaces what was typed.
  useEffect(() => setCapacity(String(unit.capacity)), [unit.capacity]);
  const time = `${unit.startTime}–${unit.endTime}`;
  const closedByStaff = unit.closedReason === 'STAFF';

  const saveCapacity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ capacity: Number(capacity) });
  };

  return (
    <>
      <form className={own.actions} onSubmit={saveCapacity}>
        <label htmlFor={capacityId} className={kit.filter}>
          <span>{t('units.capacity', { time })}</span>
          <input id={capacityId} type="number" min={0} max={1000} step={1} required value={capacity} onChange={(event) => setCapacity(event.target.value)} />
        </label>
        <button type="submit" className={kit.secondaryButton} disabled={update.isPending}>
          <ActionLabel text={t('units.saveCapacity')} subject={time} />
        </button>
        {closedByStaff ? (
          <button type="button" className={kit.secondaryButton} disabled={update.isPending} onClick={() => update.mutate({ closed: false })}>
            <ActionLabel text={t('units.reopen')} subject={time} />
          </button>
        ) : (
          unit.state !== 'CLOSED' && (
            <button
              type="button"
              className={kit.secondaryButton}
              onClick={() => {
                update.reset();
                setConfirmingClose(true);
              }}
            >
              <ActionLabel text={t('units.close')} subject={time} />
            </button>
          )
        )}
      </form>
      <p role="status" className={update.isError && !confirmingClose ? kit.error : kit.hint}>
        {update.isError && !confirmingClose ? errorMessage(update.error) : update.isSuccess ? t('units.saved') : ''}
      </p>
      <ConfirmDialog
        open={confirmingClose}
        title={t('units.confirmCloseTitle', { time })}
        confirmLabel={t('units.close')}
        busy={update.isPending}
        error={update.isError ? errorMessage(update.error) : undefined}
        onConfirm={() => update.mutate({ closed: true }, { onSuccess: () => setConfirmingClose(false) })}
        onCancel={() => setConfirmingClose(false)}
      >
        <p>{t('units.confirmCloseBody')}</p>
      </ConfirmDialog>
    </>
  );
}
