import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApplicationWindowInput, WINDOW_DEFAULTS, type ConsoleApplicationWindow } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, formatDate, statusOf, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { blankValueOf, nodeOf } from '../components/form/schema.ts';
import { localisedIn } from '../lib/localised.ts';
import { useCloseWindow, useGenerateUnits, useSaveWindow, useWindow } from '../features/applications/api/windows.ts';
import { LotteryPanel } from '../features/applications/components/LotteryPanel.tsx';
import { StatusBadge } from '../features/applications/components/StatusBadge.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';
import own from '../features/applications/components/applications.module.css';

const INPUT_FIELDS = Object.keys(nodeOf(ApplicationWindowInput).properties ?? {});

/** The form's values: a window's own, or blanks with the centre's defaults (weekdays 09:00–18:00, first come). */
function formValuesOf(limitation: ConsoleApplicationWindow | undefined): ApplicationWindowInput {
  const blank = blankValueOf(nodeOf(ApplicationWindowInput)) as Record<string, unknown>;
  const source: Record<string, unknown> = limitation ?? { ...blank, ...WINDOW_DEFAULTS, weekdays: [...WINDOW_DEFAULTS.weekdays], sessions: [], requiredMemberKinds: [], requiredDocuments: [] };
  return Object.fromEntries(INPUT_FIELDS.map((name) => [name, source[name] ?? blank[name]])) as ApplicationWindowInput;
}

const HINTS = { namespace: APPLY_NAMESPACE } as const;

/** Create (…/create) or edit (…/:id) a window; close it early, create its units, run its draw. */
export default function WindowEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const limitation = useWindow(id);
  const save = useSaveWindow();
  const close = useCloseWindow(id ?? '');
  const generate = useGenerateUnits(id ?? '');
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [saved, setSaved] = useState(false);
  const defaults = useMemo(() => (id && !limitation.data ? null : formValuesOf(limitation.data)), [id, limitation.data]);
  const heading = id ? t('windows.editTitle') : t('windows.create');
  const record = limitation.data;

  return (
    <section aria-labelledby="window-title">
      <p className={styles.backLink}>
        <Link to="/console/apply/limitations">{t('windows.back')}</Link>
      </p>
      <h1 id="window-title" className={styles.pageTitle}>
        {heading}
        {record && <span className={styles.recordName}>{localisedIn(record.title, locale)}</span>}
      </h1>
      {id && limitation.isPending && <LoadingState />}
      {id && limitation.isError && (
        <ErrorState
          detail={statusOf(limitation.error) === 404 ? t('windows.notFound') : errorMessage(limitation.error)}
          onRetry={statusOf(limitation.error) === 404 ? undefined : () => void limitation.refetch()}
        />
      )}
      <div className={own.sections}>
        {record && (
          <section className={own.panel} aria-labelledby="window-state">
            <h2 id="window-state">{t('windows.state')}</h2>
            <dl className={styles.details}>
              <dt>{t('windows.status')}</dt>
              <dd>
                <StatusBadge value={record.status} />
                {record.closedEarlyAt && ` ${t('windows.closedEarly', { date: formatDate(record.closedEarlyAt) })}`}
              </dd>
              <dt>{t('windows.units')}</dt>
              <dd>{record.units}</dd>
              <dt>{t('windows.remaining')}</dt>
              <dd>{record.remaining}</dd>
              <dt>{t('windows.applications')}</dt>
              <dd>
                {Object.entries(record.applications)
                  .map(([status, count]) => `${t(`enums.${status}`, { defaultValue: status })} ${count}`)
                  .join(' · ')}
              </dd>
            </dl>
            <div className={own.actions}>
              <button type="button" className={styles.secondaryButton} disabled={generate.isPending} aria-busy={generate.isPending} onClick={() => generate.mutate()}>
                {t('windows.generate')}
              </button>
              {record.status !== 'CLOSED' && (
                <button
                  type="button"
                  className={styles.dangerButton}
                  onClick={() => {
                    close.reset();
                    setConfirmingClose(true);
                  }}
                >
                  {t('windows.closeEarly')}
                </button>
              )}
              <Link className={styles.secondaryLink} to={`/console/apply?windowId=${record._id}`}>
                {t('windows.openQueue')}
              </Link>
              <Link className={styles.secondaryLink} to={`/console/schedule?location=${record.location}&work=${record.work}&month=${record.useFrom.slice(0, 7)}`}>
                {t('windows.openCalendar')}
              </Link>
            </div>
            <p role="status" className={generate.isError ? styles.error : styles.hint}>
              {generate.isError ? errorMessage(generate.error) : generate.data ? t('windows.generated', { created: generate.data.created, existing: generate.data.existing }) : ''}
            </p>
          </section>
        )}
        {record?.allocation === 'LOTTERY' && <LotteryPanel limitation={record} />}
        {defaults && (
          <section className={own.panel} aria-labelledby="window-rules">
            <h2 id="window-rules">{t('windows.rulesTitle')}</h2>
            <p role="status" className={styles.notice}>{saved ? t('windows.saved') : ''}</p>
            <SchemaForm
              key={record?.updatedAt}
              schema={ApplicationWindowInput}
              defaultValues={defaults}
              hints={HINTS}
              labelledBy="window-rules"
              submitLabel={t('windows.save')}
              submitting={save.isPending}
              serverError={save.isError ? errorMessage(save.error) : undefined}
              onSubmit={(input) =>
                save.mutate(
                  { id, input },
                  {
                    onSuccess: (savedId) => {
                      setSaved(true);
                      if (!id) navigate(`/console/apply/limitations/${savedId}`);
                    },
                  },
                )
              }
              extraActions={
                <Link to="/console/apply/limitations" className={styles.secondaryLink}>
                  {t('windows.cancel')}
                </Link>
              }
            />
          </section>
        )}
      </div>
      {record && (
        <ConfirmDialog
          open={confirmingClose}
          title={t('windows.confirmCloseTitle')}
          confirmLabel={t('windows.closeEarly')}
          busy={close.isPending}
          error={close.isError ? errorMessage(close.error) : undefined}
          onConfirm={() => close.mutate(undefined, { onSuccess: () => setConfirmingClose(false) })}
          onCancel={() => setConfirmingClose(false)}
        >
          <p>{t('windows.confirmCloseBody')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
