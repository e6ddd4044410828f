import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Type } from 'typebox';
import { BlackoutInput, type BlackoutCreated, type Location, type WorkType } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SchemaForm } from '../../../components/form/SchemaForm.tsx';
import { countLiveApplications, useAddBlackout } from '../api/schedule.ts';
import { APPLY_NAMESPACE } from '../i18n/translations.ts';
import kit from '../../../components/components.module.css';

/** The blackout's days and reason, as the server's schema has them; the site and room come from the calendar. */
const BlackoutDays = Type.Pick(BlackoutInput, ['from', 'to', 'reason']);
type BlackoutDays = Pick<BlackoutInput, 'from' | 'to' | 'reason'>;

/**
 * Closes days of a site's room (or both rooms) for maintenance or an event. Before it is added,
 * staff are told how many live applications it cancels (their members are told and invited to
 * choose another day); after, how many it did.
 */
export function BlackoutForm({ location, work, day, onDone }: { location: Location; work: WorkType; day: string; onDone: (created: BlackoutCreated) => void }) {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const add = useAddBlackout();
  const bothId = useId();
  const [bothRooms, setBothRooms] = useState(false);
  const [pending, setPending] = useState<{ input: BlackoutInput; affected: number } | null>(null);
  const [counting, setCounting] = useState<{ busy: boolean; error?: string }>({ busy: false });

  const ask = async (days: BlackoutDays) => {
    if (days.from > days.to) {
      setCounting({ busy: false, error: t('blackouts.badPeriod') });
      return;
    }
    const input: BlackoutInput = { ...days, location, work: bothRooms ? null : work };
    setCounting({ busy: true });
    try {
      const affected = await countLiveApplications({ location, work: input.work ?? null, from: days.from, to: days.to });
      setCounting({ busy: false });
      add.reset();
      setPending({ input, affected });
    } catch (error) {
      setCounting({ busy: false, error: errorMessage(error) });
    }
  };

  return (
    <>
      <label htmlFor={bothId} className={kit.inlineField}>
        <input id={bothId} type="checkbox" checked={bothRooms} onChange={(event) => setBothRooms(event.target.checked)} />
        <span>{t('blackouts.bothRooms', { site: t(`enums.${location}`) })}</span>
      </label>
      <SchemaForm<BlackoutDays>
        key={day}
        schema={BlackoutDays}
        defaultValues={{ from: day, to: day, reason: { ko: '', en: '', cn: '', jp: '' } }}
        hints={{ namespace: APPLY_NAMESPACE, labels: { reason: 'blackoutReason' } }}
        labelledBy="blackout-title"
        submitLabel={t('blackouts.add')}
        submitting={counting.busy}
        serverError={counting.error}
        onSubmit={(days) => void ask(days)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('blackouts.confirmTitle')}
        confirmLabel={t('blackouts.add')}
        busy={add.isPending}
        error={add.isError ? errorMessage(add.error) : undefined}
        onConfirm={() =>
          pending &&
          add.mutate(pending.input, {
            onSuccess: (created) => {
              setPending(null);
              onDone(created);
            },
          })
        }
        onCancel={() => setPending(null)}
      >
        <p>
          {pending &&
            t('blackouts.confirmBody', {
              from: pending.input.from,
              to: pending.input.to,
              place: pending.input.work ? `${t(`enums.${location}`)} · ${t(`enums.${pending.input.work}`)}` : t(`enums.${location}`),
            })}
        </p>
        <p>
          <strong>{pending && t('blackouts.affected', { count: pending.affected })}</strong>
        </p>
      </ConfirmDialog>
    </>
  );
}
