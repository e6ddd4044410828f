import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { Type } from 'typebox';
import { Holiday, seoulToday } from '@centre/contracts';
import { EmptyState, ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { countLiveApplications, useHolidays, useRemoveHoliday, useSaveHoliday } from '../features/applications/api/schedule.ts';
import { ActionLabel } from '../features/applications/components/ActionLabel.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';

/** Renaming keeps the day (the service keeps one holiday per day): moving one is delete + add. */
const HolidayName = Type.Pick(Holiday, ['reason']);
type HolidayName = Pick<Holiday, 'reason'>;
const HINTS = { namespace: APPLY_NAMESPACE, labels: { date: 'holidayDate', reason: 'holidayName' } } as const;
const BLANK_NAME = { ko: '', en: '', cn: '', jp: '' };
const YEAR_PATTERN = /^\d{4}$/;

/**
 * The Korean public holidays (seeded, staff keep them up to date: substitute and election days are
 * announced late). A holiday closes every site; live applications on it are cancelled by the centre.
 */
export default function HolidaysPage() {
  const { t } = useTranslation(APPLY_NAMESPACE);
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const yearParam = searchParams.get('year');
  const year = yearParam && YEAR_PATTERN.test(yearParam) ? Number(yearParam) : Number(seoulToday().slice(0, 4));
  const holidays = useHolidays(year);
  const save = useSaveHoliday();
  const remove = useRemoveHoliday();
  // null: no form open; 'new': a new holiday; else the holiday being renamed.
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  // A new holiday waiting for confirmation, with how many live applications it would cancel.
  const [adding, setAdding] = useState<{ holiday: Holiday; affected: number } | null>(null);
  const [counting, setCounting] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [notice, setNotice] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);
  const nameOf = (holiday: Holiday) => holiday.reason[locale] || holiday.reason.ko;

  const open = (target: Holiday | 'new') => {
    save.reset();
    setNotice('');
    setEditing(target);
    // The form appears below the list: focus moves to it so keyboard users land in it.
    requestAnimationFrame(() => formHeading.current?.focus());
  };
  // Before a new holiday is added staff are told how many bookings it cancels (as for a blackout).
  const ask = async (holiday: Holiday) => {
    setCounting({ busy: true });
    try {
      const affected = await countLiveApplications({ location: null, work: null, from: holiday.date, to: holiday.date });
      setCounting({ busy: false });
      save.reset();
      setAdding({ holiday, affected });
    } catch (error) {
      setCounting({ busy: false, error: errorMessage(error) });
    }
  };
  const saved = (holiday: Holiday, cancelled: number) => {
    setEditing(null);
    setNotice(t('holidays.saved', { date: holiday.date, count: cancelled }));
  };

  const columns = useMemo<ColumnDef<Holiday, unknown>[]>(
    () => [
      { id: 'date', accessorFn: (holiday) => holiday.date, header: () => t('fields.holidayDate') },
      { id: 'name', accessorFn: (holiday) => nameOf(holiday), header: () => t('fields.holidayName') },
      {
        id: 'actions',
        header: () => t('holidays.actions'),
        cell: ({ row }) => (
          <span className={styles.headActions}>
            <button type="button" className={styles.secondaryButton} onClick={() => open(row.original)}>
              <ActionLabel text={t('holidays.edit')} subject={`${row.original.date} ${nameOf(row.original)}`} />
            </button>
            <button
              type="button"
              className={styles.dangerButton}
              onClick={() => {
                remove.reset();
                setDeleting(row.original);
              }}
            >
              <ActionLabel text={t('holidays.delete')} subject={`${row.original.date} ${nameOf(row.original)}`} />
            </button>
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );

  const editingHoliday = editing && editing !== 'new' ? editing : null;
  return (
    <section aria-labelledby="holidays-title">
      <p className={styles.backLink}>
        <Link to="/console/schedule">{t('holidays.back')}</Link>
      </p>
      <div className={styles.pageHead}>
        <h1 id="holidays-title" className={styles.pageTitle}>
          {t('holidays.title')}
        </h1>
        <div className={styles.headActions}>
          <button type="button" className={styles.primaryButton} onClick={() => open('new')}>
            {t('holidays.add')}
          </button>
        </div>
      </div>
      <p className={styles.hint}>{t('holidays.intro')}</p>
      <div className={styles.listTools}>
        <button type="button" className={styles.secondaryButton} onClick={() => setSearchParams({ year: String(year - 1) })}>
          {t('holidays.previousYear')}
        </button>
        <h2 aria-live="polite">{t('holidays.yearTitle', { year })}</h2>
        <button type="button" className={styles.secondaryButton} onClick={() => setSearchParams({ year: String(year + 1) })}>
          {t('holidays.nextYear')}
        </button>
      </div>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      {holidays.isPending && <LoadingState />}
      {holidays.isError && <ErrorState detail={errorMessage(holidays.error)} onRetry={() => void holidays.refetch()} />}
      {holidays.data &&
        (holidays.data.length === 0 ? (
          <EmptyState>{t('holidays.empty', { year })}</EmptyState>
        ) : (
          <DataTable
            caption={t('holidays.yearTitle', { year })}
            rows={holidays.data}
            columns={columns}
            getRowId={(holiday) => holiday.date}
            rowHeader="date"
            rowLabel={(holiday) => `${holiday.date} ${nameOf(holiday)}`}
          />
        ))}
      {editing && (
        <>
          <h2 id="holiday-form-title" ref={formHeading} tabIndex={-1}>
            {editingHoliday ? t('holidays.editOne', { date: editingHoliday.date }) : t('holidays.add')}
          </h2>
          <p className={styles.hint}>{t('holidays.closesEverySite')}</p>
          {editingHoliday ? (
            <SchemaForm<HolidayName>
              key={editingHoliday.date}
              schema={HolidayName}
              defaultValues={{ reason: editingHoliday.reason }}
              hints={HINTS}
              submitLabel={t('holidays.save')}
              submitting={save.isPending}
              serverError={save.isError ? errorMessage(save.error) : undefined}
              labelledBy="holiday-form-title"
              onSubmit={({ reason }) => {
                const holiday = { date: editingHoliday.date, reason };
                save.mutate(holiday, { onSuccess: (cancelled) => saved(holiday, cancelled) });
              }}
              extraActions={
                <button type="button" className={styles.secondaryButton} onClick={() => setEditing(null)}>
                  {t('holidays.cancel')}
                </button>
              }
            />
          ) : (
            <SchemaForm<Holiday>
              key="new"
              schema={Holiday}
              defaultValues={{ date: `${year}-01-01`, reason: BLANK_NAME }}
              hints={HINTS}
              submitLabel={t('holidays.save')}
              submitting={counting.busy}
              serverError={counting.error}
              labelledBy="holiday-form-title"
              onSubmit={(holiday) => {
                // A day already in the list would be renamed silently: say so instead.
                if (holidays.data?.some((known) => known.date === holiday.date)) {
                  setCounting({ busy: false, error: t('holidays.exists', { date: holiday.date }) });
                  return;
                }
                void ask(holiday);
              }}
              extraActions={
                <button type="button" className={styles.secondaryButton} onClick={() => setEditing(null)}>
                  {t('holidays.cancel')}
                </button>
              }
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={adding !== null}
        title={t('holidays.confirmAdd', { date: adding?.holiday.date ?? '' })}
        confirmLabel={t('holidays.add')}
        busy={save.isPending}
        error={save.isError ? errorMessage(save.error) : undefined}
        onCancel={() => setAdding(null)}
        onConfirm={() =>
          adding &&
          save.mutate(adding.holiday, {
            onSuccess: (cancelled) => {
              const { holiday } = adding;
              setAdding(null);
              saved(holiday, cancelled);
              const savedYear = holiday.date.slice(0, 4);
              if (savedYear !== String(year)) setSearchParams({ year: savedYear });
            },
          })
        }
      >
        <p>{t('holidays.closesEverySite')}</p>
        <p>
          <strong>{adding && t('blackouts.affected', { count: adding.affected })}</strong>
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('holidays.confirmDelete', { date: deleting?.date ?? '', name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('holidays.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.date, {
            onSuccess: () => {
              setNotice(t('holidays.deleted', { date: deleting.date }));
              setDeleting(null);
            },
          })
        }
      >
        <p>{t('holidays.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
