import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { PracticeSessionInput, seoulDate, type ConsolePracticeSeat, type ConsolePracticeSession } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, formatDate, useLocale } from '@centre/platform';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { SchemaForm } from '../../components/form/SchemaForm.tsx';
import { useCancelPractice, useCompletePractice, useDecideSeat, usePracticeSeats, usePracticeSession, useSavePracticeSession } from '../../features/support/api.ts';
import { useEquipmentReference } from '../../features/support/choices.ts';
import { SUPPORT_NAMESPACE } from '../../features/support/i18n/translations.ts';
import { refusalText } from '../../features/support/refusal.ts';
import { localisedIn } from '../../lib/localised.ts';
import styles from '../../components/components.module.css';
import own from '../../features/support/support.module.css';

const EMPTY = { ko: '', en: '', cn: '', jp: '' };

/** A new practice session, or one with its applicants: confirm or refuse seats, mark who completed. */
export default function PracticeSessionPage() {
  const { id } = useParams();
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const practice = usePracticeSession(id);
  return (
    <section aria-labelledby="practice-title">
      <p><Link to="/console/practices" className={styles.backLink}>{t('practices.back')}</Link></p>
      <h1 id="practice-title" className={styles.pageTitle}>{id ? localisedIn(practice.data?.title, locale) || t('nav.practices') : t('practices.create')}</h1>
      {id && practice.isPending && <LoadingState />}
      {id && practice.isError && <ErrorState detail={errorMessage(practice.error)} onRetry={() => void practice.refetch()} />}
      {id && practice.data && <Seats practice={practice.data} />}
      {id && practice.data && <CancelSession practice={practice.data} />}
      {(!id || practice.data) && <PracticeForm id={id} practice={practice.data} />}
    </section>
  );
}

function PracticeForm({ id, practice }: { id: string | undefined; practice: ConsolePracticeSession | undefined }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSavePracticeSession(id);
  const defaults: PracticeSessionInput = practice
    ? {
        title: practice.title,
        equipmentId: practice.equipmentId,
        site: practice.site,
        date: practice.date,
        startTime: practice.startTime,
        endTime: practice.endTime,
        seats: practice.seats,
        level: practice.level,
        materials: practice.materials,
        language: practice.language,
        learns: practice.learns,
      }
    : { title: EMPTY, equipmentId: '', site: 'DAPSIMNI', date: seoulDate(new Date()), startTime: '10:00', endTime: '12:00', seats: 6, level: 'BEGINNER', materials: EMPTY, language: 'ko', learns: EMPTY };
  return (
    <>
      <h2 id="practice-form-title">{id ? t('practices.editTitle') : t('practices.create')}</h2>
      <div role="status" className={styles.notice}>{save.isSuccess ? t('saved') : ''}</div>
      <SchemaForm<PracticeSessionInput>
        schema={PracticeSessionInput}
        defaultValues={defaults}
        hints={{ namespace: SUPPORT_NAMESPACE, multiline: ['materials', 'learns'], references: { equipmentId: useEquipmentReference } }}
        labelledBy="practice-form-title"
        submitLabel={t('save')}
        submitting={save.isPending}
        serverError={save.isError ? refusalText(save.error, locale) : undefined}
        onSubmit={(input) => save.mutate(input, { onSuccess: (saved) => { if (!id) navigate(`/console/practices/${saved._id}`, { replace: true }); } })}
      />
    </>
  );
}

/** The centre cancels the whole session: everyone booked or waitlisted is cancelled and told, with the reason staff give. */
function CancelSession({ practice }: { practice: ConsolePracticeSession }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const cancel = useCancelPractice(practice._id);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  return (
    <div className={own.panel}>
      <div role="status" className={styles.notice}>{done}</div>
      {practice.status === 'CANCELLED' && !done && <p>{t('practices.cancelledNote')}</p>}
      {practice.status === 'OPEN' && (
        <button type="button" className={styles.secondaryButton} onClick={() => { cancel.reset(); setAsking(true); }}>
          {t('practices.cancelSession')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('practices.cancelSessionTitle')}
        confirmLabel={t('practices.cancelSession')}
        busy={cancel.isPending}
        error={cancel.isError ? refusalText(cancel.error, locale) : undefined}
        onConfirm={() => cancel.mutate(reason, { onSuccess: (answer) => { setDone(t('practices.sessionCancelled', { count: answer.told })); setAsking(false); } })}
        onCancel={() => setAsking(false)}
      >
        <p>{t('practices.cancelSessionQuestion')}</p>
        <label htmlFor="practice-cancel-reason">{t('practices.cancelReason')}</label>
        <textarea id="practice-cancel-reason" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </ConfirmDialog>
    </div>
  );
}

function Seats({ practice }: { practice: ConsolePracticeSession }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const locale = useLocale();
  const seats = usePracticeSeats(practice._id);
  const decide = useDecideSeat();
  const complete = useCompletePractice(practice._id);
  const [refusing, setRefusing] = useState<ConsolePracticeSeat | null>(null);
  const [completing, setCompleting] = useState<string[] | null>(null);
  const [done, setDone] = useState('');
  const nameOf = (seat: ConsolePracticeSeat) => (seat.member ? `${seat.member.name} (${seat.member.username})` : t('requests.memberGone'));

  const columns = useMemo<ColumnDef<ConsolePracticeSeat, unknown>[]>(
    () => [
      { id: 'member', header: () => t('requests.member'), cell: ({ row }) => nameOf(row.original) },
      { id: 'status', header: () => t('practices.status'), cell: ({ row }) => t(`enums.seat.${row.original.status}`) },
      { id: 'createdAt', header: () => t('requests.createdAt'), cell: ({ row }) => formatDate(row.original.createdAt) },
      {
        id: 'actions',
        header: () => t('actions'),
        cell: ({ row }) =>
          row.original.status === 'WAITING' ? (
            <span className={own.actions}>
              <button
                type="button"
                className={styles.primaryButton}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ seatId: row.original._id, decision: 'confirm' }, { onSuccess: () => setDone(t('practices.confirmed', { name: nameOf(row.original) })) })}
              >
                {t('practices.confirm')}<span className={styles.hint}> {nameOf(row.original)}</span>
              </button>
              <button type="button" className={styles.secondaryButton} onClick={() => { decide.reset(); setRefusing(row.original); }}>
                {t('practices.refuse')}<span className={styles.hint}> {nameOf(row.original)}</span>
              </button>
            </span>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf reads only t
    [t, decide],
  );

  const failure = decide.isError ? refusalText(decide.error, locale) : complete.isError ? refusalText(complete.error, locale) : undefined;
  return (
    <div className={own.panel}>
      <h2 id="seats-title">{t('practices.seatsTitle', { held: practice.held, seats: practice.seats })}</h2>
      <p className={styles.hint}>{t('practices.completionHint')}</p>
      <div role="status" className={styles.notice}>{done}</div>
      {failure && !refusing && !completing && <p className={styles.error} role="alert">{failure}</p>}
      {seats.isPending && <LoadingState />}
      {seats.isError && <ErrorState detail={errorMessage(seats.error)} onRetry={() => void seats.refetch()} />}
      {seats.data && seats.data.length === 0 && <p>{t('practices.noSeats')}</p>}
      {seats.data && seats.data.length > 0 && (
        <DataTable
          caption={t('practices.seatsCaption')}
          rows={seats.data}
          columns={columns}
          getRowId={(seat) => seat._id}
          rowHeader="member"
          rowLabel={nameOf}
          bulkActions={(selected, clear) => {
            const confirmed = selected.filter((seatId) => seats.data?.find((seat) => seat._id === seatId)?.status === 'CONFIRMED');
            return (
              <button
                type="button"
                className={styles.primaryButton}
                disabled={confirmed.length === 0}
                onClick={() => {
                  complete.reset();
                  setCompleting(confirmed);
                  clear();
                }}
              >
                {t('practices.complete', { count: confirmed.length })}
              </button>
            );
          }}
        />
      )}
      <ConfirmDialog
        open={refusing !== null}
        title={t('practices.refuseTitle')}
        confirmLabel={t('practices.refuse')}
        busy={decide.isPending}
        error={refusing && decide.isError ? refusalText(decide.error, locale) : undefined}
        onConfirm={() =>
          refusing &&
          decide.mutate({ seatId: refusing._id, decision: 'refuse' }, { onSuccess: () => { setDone(t('practices.refused', { name: nameOf(refusing) })); setRefusing(null); } })
        }
        onCancel={() => setRefusing(null)}
      >
        <p>{refusing ? t('practices.refuseQuestion', { name: nameOf(refusing) }) : ''}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={completing !== null}
        title={t('practices.completeTitle')}
        confirmLabel={t('practices.completeConfirm')}
        busy={complete.isPending}
        error={completing && complete.isError ? refusalText(complete.error, locale) : undefined}
        onConfirm={() =>
          completing &&
          complete.mutate(completing, {
            onSuccess: (answer) => {
              setDone(answer.trainingEducationId ? t('practices.completedTraining', { count: answer.completed.length }) : t('practices.completed', { count: answer.completed.length }));
              setCompleting(null);
            },
          })
        }
        onCancel={() => setCompleting(null)}
      >
        <p>{t('practices.completeQuestion', { count: completing?.length ?? 0 })}</p>
      </ConfirmDialog>
    </div>
  );
}
