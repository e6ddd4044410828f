import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FairInput, addDays, fairSlotsOf, seoulInstant, seoulToday, type ConsoleFair } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, statusOf, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { localisedIn } from '../../lib/localised.ts';
import { useFair, usePublishFair, useSaveFair } from '../../features/fairs/api/fairs.ts';
import { FairBadge } from '../../features/fairs/components/FairBadge.tsx';
import { FairTabs } from '../../features/fairs/components/FairTabs.tsx';
import { GridPreview } from '../../features/fairs/components/GridPreview.tsx';
import { refusalText } from '../../features/fairs/components/refusal.ts';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/fairs/components/fairs.module.css';

const HINTS = { namespace: FAIRS_NAMESPACE, rich: ['description'] } as const;

/** A new fair starts a month ahead: one day, 10:00–17:00 in 30-minute slots, lunch off, applications open now. */
function newFair(): FairInput {
  const firstDay = addDays(seoulToday(), 30);
  const period = { from: new Date().toISOString(), until: seoulInstant(addDays(firstDay, -7), '18:00') };
  return {
    title: { ko: '', en: '', cn: '', jp: '' },
    description: { ko: '', en: '', cn: '', jp: '' },
    venue: 'YONGSIN',
    firstDay,
    lastDay: firstDay,
    dayStart: '10:00',
    dayEnd: '17:00',
    slotMinutes: 30,
    tables: 20,
    breaks: [{ start: '12:00', end: '13:00' }],
    exhibitorApplication: period,
    buyerApplication: { ...period },
    buyerCapacity: 100,
  };
}

function formValuesOf(fair: ConsoleFair): FairInput {
  const { title, description, venue, firstDay, lastDay, dayStart, dayEnd, slotMinutes, tables, breaks, exhibitorApplication, buyerApplication, buyerCapacity, meetingLink } = fair;
  return {
    title,
    description: { ko: description.ko ?? '', en: description.en ?? '', cn: description.cn ?? '', jp: description.jp ?? '' },
    venue,
    firstDay,
    lastDay,
    dayStart,
    dayEnd,
    slotMinutes,
    tables,
    breaks,
    exhibitorApplication,
    buyerApplication,
    buyerCapacity,
    ...(meetingLink ? { meetingLink } : {}),
  };
}

/** Create (…/create) or edit (…/:id) a fair and its slot grid; publish it or hide it. */
export default function FairEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const fair = useFair(id);
  const save = useSaveFair();
  const publish = usePublishFair(id ?? '');
  const location = useLocation();
  // A fair just created opens on its own page, which says so.
  const [saved, setSaved] = useState((location.state as { created?: boolean } | null)?.created ? t('fairs.created') : '');
  const [confirmingHide, setConfirmingHide] = useState(false);
  const record = fair.data;
  const defaults = useMemo(() => (id ? (record ? formValuesOf(record) : null) : newFair()), [id, record]);
  const slots = useMemo(() => (record ? fairSlotsOf(record) : []), [record]);

  return (
    <section aria-labelledby="fair-title">
      <p className={styles.backLink}>
        <Link to="/console/fairs">{t('fairs.back')}</Link>
      </p>
      <h1 id="fair-title" className={styles.pageTitle}>
        {id ? t('fairs.editTitle') : t('fairs.create')}
        {record && <span className={styles.recordName}>{localisedIn(record.title, locale)}</span>}
      </h1>
      {id && <FairTabs fair={id} />}
      {id && fair.isPending && <LoadingState />}
      {id && fair.isError && (
        <ErrorState detail={statusOf(fair.error) === 404 ? t('fairs.notFound') : errorMessage(fair.error)} onRetry={statusOf(fair.error) === 404 ? undefined : () => void fair.refetch()} />
      )}
      <div className={own.sections}>
        {record && (
          <section className={own.panel} aria-labelledby="fair-state">
            <h2 id="fair-state">{t('fairs.state')}</h2>
            <dl className={styles.details}>
              <dt>{t('fairs.status')}</dt>
              <dd>
                <FairBadge value={record.status} />
              </dd>
              <dt>{t('fairs.publication')}</dt>
              <dd>
                <FairBadge value={record.published ? 'published' : 'hidden'} />
              </dd>
              <dt>{t('grid.slots')}</dt>
              <dd>{t('grid.count', { days: new Set(slots.map((slot) => slot.day)).size, count: slots.length })}</dd>
            </dl>
            <div className={own.actions}>
              {record.published ? (
                <button type="button" className={styles.dangerButton} onClick={() => (publish.reset(), setConfirmingHide(true))}>
                  {t('fairs.hide')}
                </button>
              ) : (
                <button type="button" className={styles.primaryButton} disabled={publish.isPending} aria-busy={publish.isPending} onClick={() => publish.mutate(true)}>
                  {t('fairs.publish')}
                </button>
              )}
            </div>
            <p role="status" className={publish.isError ? styles.error : styles.notice}>
              {publish.isError ? refusalText(t, publish.error) : publish.isSuccess ? t(publish.data.published ? 'fairs.published' : 'fairs.hidden') : ''}
            </p>
          </section>
        )}
        {defaults && (
          <section className={own.panel} aria-labelledby="fair-settings">
            <h2 id="fair-settings">{t('fairs.settings')}</h2>
            <p role="status" className={styles.notice}>
              {saved}
            </p>
            <SchemaForm
              key={record?.updatedAt ?? 'new'}
              schema={FairInput}
              defaultValues={defaults}
              hints={HINTS}
              labelledBy="fair-settings"
              submitLabel={id ? t('fairs.save') : t('fairs.createSubmit')}
              submitting={save.isPending}
              serverError={save.isError ? refusalText(t, save.error) : undefined}
              onSubmit={(input) =>
                save.mutate(
                  { id, input },
                  {
                    onSuccess: (savedFair) => {
                      setSaved(t(id ? 'fairs.saved' : 'fairs.created'));
                      if (!id) navigate(`/console/fairs/${savedFair._id}`, { state: { created: true } });
                    },
                  },
                )
              }
              extraActions={
                <Link to="/console/fairs" className={styles.secondaryLink}>
                  {t('fairs.cancel')}
                </Link>
              }
            >
              <GridPreview />
            </SchemaForm>
          </section>
        )}
      </div>
      {record && (
        <ConfirmDialog
          open={confirmingHide}
          title={t('fairs.confirmHide')}
          confirmLabel={t('fairs.hide')}
          busy={publish.isPending}
          error={publish.isError ? refusalText(t, publish.error) : undefined}
          onConfirm={() => publish.mutate(false, { onSuccess: () => setConfirmingHide(false) })}
          onCancel={() => setConfirmingHide(false)}
        >
          <p>{t('fairs.hideWarning')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
