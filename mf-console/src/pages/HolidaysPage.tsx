import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { Type } from 'typebox';
import { Holiday, seoulToday } from '@centre/contracts';
import { errorMessage, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { QueryRows } from '../components/QueryRows.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { SchemaForm } from '../components/form/SchemaForm.tsx';
import { useInPlaceEditor } from '../components/use-in-place-editor.ts';
import { localisedIn } from '../lib/localised.ts';
import { countLiveApplications, useHolidays, useRemoveHoliday, useSaveHoliday } from '../features/applications/api/schedule.ts';
import { ActionLabel } from '../features/applications/components/ActionLabel.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import { PageHead } from '../components/PageHead.tsx';
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
  // The form below the list renames a holiday or adds a new one.
  const editor = useInPlaceEditor<Holiday>({ onOpen: save.reset, onAskDelete: remove.reset });
  // A new holiday waiting for confirmation, with how many live applications it would cancel.
  const [adding, setAdding] = useState<{ holiday: Holiday; affected: number } | null>(null);
  const [counting, setCounting] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const nameOf = (holiday: Holiday) => localisedIn(holiday.reason, locale);
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
    editor.close();
    editor.setNotice(t('holidays.saved', { date: holiday.date, count: cancelled }));
  };

  const columns = useMemo<ColumnDef<Holiday, unknown>[]>(
    () => [
      { id: 'date', accessorFn: (holiday) => holiday.date, header: () => t('fields.holidayDate') },
      { id: 'name', accessorFn: (holiday) => nameOf(holiday), header: () => t('fields.holidayName') },
      {
        id: 'actions',
        header: () => t('holidays.actions'),
        cell: ({ row }) => {
          const subject = `${row.original.date} ${nameOf(row.original)}`;
          return (
            <RowActions
              edit={{ label: <ActionLabel text={t('holidays.edit')} subject={subject} />, onClick: () => editor.open(row.original) }}
              remove={{ label: <ActionLabel text={t('holidays.delete')} subject={subject} />, onClick: () => editor.askDelete(row.original) }}
            />
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers call state setters and the mutation's reset, which keep their identity; nameOf follows locale
    [t, locale],
  );

  const { editingRow: editingHoliday, deleting } = editor;
  return (
    <section aria-labelledby="holidays-title">
      <p className={styles.backLink}>
        <Link to="/console/schedule">{t('holidays.back')}</Link>
      </p>
      <PageHead titleId="holidays-title" title={t('holidays.title')}>
        <button type="button" className={styles.primaryButton} onClick={() => editor.open('new')}>
          {t('holidays.add')}
        </button>
      </PageHead>
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
        {editor.notice}
      </div>
      <QueryRows query={holidays} rows={holidays.data} empty={t('holidays.empty', { year })}>
        {(rows) => (
          <DataTable
            caption={t('holidays.yearTitle', { year })}
            rows={rows}
            columns={columns}
            getRowId={(holiday) => holiday.date}
            rowHeader="date"
            rowLabel={(holiday) => `${holiday.date} ${nameOf(holiday)}`}
          />
        )}
      </QueryRows>
      {editor.formOpen && (
        <>
          <h2 id="holiday-form-title" ref={editor.formHeading} tabIndex={-1}>
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
              cancel={{ label: t('holidays.cancel'), onCancel: editor.close }}
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
              cancel={{ label: t('holidays.cancel'), onCancel: editor.close }}
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
        onCancel={editor.cancelDelete}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.date, {
            onSuccess: () => {
              editor.setNotice(t('holidays.deleted', { date: deleting.date }));
              editor.cancelDelete();
            },
          })
        }
      >
        <p>{t('holidays.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
