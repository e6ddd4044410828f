import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { BulkDecisionAnswer, ConsoleApplication } from '@centre/contracts';
import { ErrorState, LoadingState, EmptyState, errorMessage, statusOf } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { DataTable } from '../components/DataTable.tsx';
import { ResourceCell } from '../components/ResourceCell.tsx';
import { useApplication, useDecide, useMemberApplications, useRoomEquipment } from '../features/applications/api/applications.ts';
import { ApplicationState, BookingTime, applicantName } from '../features/applications/components/cells.tsx';
import { AttendanceButtons } from '../features/applications/components/AttendanceButtons.tsx';
import { DecisionDialog, type Decision } from '../features/applications/components/DecisionDialog.tsx';
import { DecisionOutcomes } from '../features/applications/components/DecisionOutcomes.tsx';
import { APPLY_NAMESPACE } from '../features/applications/i18n/translations.ts';
import styles from '../components/components.module.css';
import own from '../features/applications/components/applications.module.css';

/** Statuses staff may still decide: a waitlisted application may be approved when a place is free. */
const DECIDABLE = ['WAITING', 'WAITLISTED'];

/** One application: who, what they will make, where it stands, the member's history; decide it. */
export default function ApplyDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(APPLY_NAMESPACE);
  const application = useApplication(id);
  const history = useMemberApplications(application.data?.memberId);
  const equipment = useRoomEquipment(application.data?.location, application.data?.work);
  const decide = useDecide();
  const [asking, setAsking] = useState<Decision | null>(null);
  const [answer, setAnswer] = useState<BulkDecisionAnswer | null>(null);
  const unknown = t('queue.unknownMember');

  const historyColumns = useMemo<ColumnDef<ConsoleApplication, unknown>[]>(
    () => [
      { id: 'day', header: () => t('queue.day'), cell: ({ row }) => <Link to={`/console/apply/${row.original._id}`}><BookingTime application={row.original} /></Link> },
      { id: 'place', header: () => t('queue.place'), cell: ({ row }) => `${t(`enums.${row.original.location}`)} · ${t(`enums.${row.original.work}`)}` },
      { id: 'item', header: () => t('queue.item'), cell: ({ row }) => row.original.item },
      { id: 'status', header: () => t('queue.status'), cell: ({ row }) => <ApplicationState application={row.original} /> },
    ],
    [t],
  );

  if (application.isPending) return <LoadingState />;
  if (application.isError) {
    const missing = statusOf(application.error) === 404;
    return (
      <section aria-labelledby="application-title">
        <h1 id="application-title" className={styles.pageTitle}>{t('detail.title')}</h1>
        <ErrorState detail={missing ? t('detail.notFound') : errorMessage(application.error)} onRetry={missing ? undefined : () => void application.refetch()} />
      </section>
    );
  }
  const record = application.data;
  const member = record.member;
  const others = history.data?.applications.filter((other) => other._id !== record._id) ?? [];
  const fact = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );

  return (
    <section aria-labelledby="application-title">
      <p className={styles.backLink}>
        <Link to="/console/apply">{t('detail.back')}</Link>
      </p>
      <h1 id="application-title" className={styles.pageTitle}>
        {t('detail.title')}
        <span className={styles.recordName}>
          {applicantName(record, unknown)} · <BookingTime application={record} />
        </span>
      </h1>
      {answer && <DecisionOutcomes answer={answer} nameOf={() => applicantName(record, unknown)} />}
      <div className={own.actions}>
        {DECIDABLE.includes(record.status) && (
          <>
            <button type="button" className={styles.primaryButton} data-decision="APPROVED" onClick={() => { decide.reset(); setAsking('APPROVED'); }}>
              {t('decision.approve')}
            </button>
            <button type="button" className={styles.secondaryButton} data-decision="REJECTED" onClick={() => { decide.reset(); setAsking('REJECTED'); }}>
              {t('decision.reject')}
            </button>
          </>
        )}
        <AttendanceButtons application={record} />
      </div>
      <div className={own.sections}>
        <section className={own.panel} aria-labelledby="application-status">
          <h2 id="application-status">{t('detail.status')}</h2>
          <dl className={styles.details}>
            {fact(t('queue.status'), <ApplicationState application={record} />)}
            {record.rejectReason && fact(t('detail.rejectReason'), record.rejectReason)}
            {record.decidedAt && fact(t('detail.decidedAt'), <><ResourceCell value={record.decidedAt} kind="datetime" />{record.decidedBy ? ` · ${record.decidedBy}` : ''}</>)}
            {record.cancelledAt && fact(t('detail.cancelledAt'), <><ResourceCell value={record.cancelledAt} kind="datetime" /> · {t(`enums.${record.cancelledBy ?? 'MEMBER'}`)}{record.lateCancel ? ` · ${t('detail.lateCancel')}` : ''}</>)}
            {fact(t('detail.holding'), record.holding ? t('detail.yes') : t('detail.no'))}
            {fact(t('queue.createdAt'), <ResourceCell value={record.createdAt} kind="datetime" />)}
          </dl>
        </section>
        <section className={own.panel} aria-labelledby="application-member">
          <h2 id="application-member">{t('detail.member')}</h2>
          {member ? (
            <dl className={styles.details}>
              {fact(t('detail.name'), <Link to={`/console/users/${member._id}`}>{member.name}</Link>)}
              {fact(t('detail.username'), member.username)}
              {fact(t('detail.memberKind'), t(`enums.${member.memberKind}`))}
              {fact(t('detail.memberType'), t(`enums.${member.memberType}`))}
              {fact(t('detail.email'), member.email)}
              {fact(t('detail.phone'), formatPhone(member.phone))}
            </dl>
          ) : (
            <p>{unknown}</p>
          )}
        </section>
        <section className={own.panel} aria-labelledby="application-work">
          <h2 id="application-work">{t('detail.work')}</h2>
          <dl className={styles.details}>
            {fact(t('queue.place'), `${t(`enums.${record.location}`)} · ${t(`enums.${record.work}`)}`)}
            {fact(t('queue.window'), record.windowTitle)}
            {fact(t('detail.item'), record.item)}
            {record.fabric && fact(t('detail.fabric'), record.fabric)}
            {fact(t('detail.quantity'), record.quantity)}
            {record.markerLengthCm !== null && fact(t('detail.markerLengthCm'), record.markerLengthCm)}
            {record.plies !== null && fact(t('detail.plies'), record.plies)}
            {fact(
              t('detail.equipment'),
              record.equipmentIds.length === 0
                ? t('detail.noEquipment')
                : record.equipmentIds.map((equipmentId) => equipment.data?.find((item) => item._id === equipmentId)?.title ?? equipmentId).join(', '),
            )}
            {fact(t('detail.dayPhone'), formatPhone(record.phone))}
            {fact(t('detail.channel'), t(`enums.${record.channel}`, { defaultValue: record.channel }))}
            {record.note && fact(t('detail.note'), record.note)}
          </dl>
        </section>
        <section className={own.panel} aria-labelledby="application-history">
          <h2 id="application-history">{t('detail.history')}</h2>
          {history.isPending && <LoadingState />}
          {history.isError && <ErrorState detail={errorMessage(history.error)} onRetry={() => void history.refetch()} />}
          {history.data &&
            (others.length === 0 ? (
              <EmptyState>{t('detail.noHistory')}</EmptyState>
            ) : (
              <DataTable caption={t('detail.historyCaption')} rows={others} columns={historyColumns} getRowId={(row) => row._id} rowHeader="day" rowLabel={(row) => row.date} />
            ))}
        </section>
      </div>
      <DecisionDialog
        decision={asking}
        count={1}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={(request) =>
          decide.mutate(
            { ...request, ids: [record._id] },
            {
              onSuccess: (result) => {
                setAsking(null);
                setAnswer(result);
              },
            },
          )
        }
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
