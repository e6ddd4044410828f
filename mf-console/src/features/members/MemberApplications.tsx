import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { ResourceCell } from '../../components/ResourceCell.tsx';
import { useMemberApplications } from './admin-api.ts';
import styles from '../../components/components.module.css';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

/** The member's latest applications and strikes, from the applications console. */
export function MemberApplications({ memberId }: { memberId: string }) {
  const { t } = useTranslation('console');
  const answer = useMemberApplications(memberId);
  const data = answer.data;
  const activeStrikes = data?.strikes.strikes.filter((strike) => strike.active) ?? [];
  return (
    <>
      <h2>{t('memberAdmin.applications.title')}</h2>
      {answer.isPending && <LoadingState />}
      {answer.isError && <ErrorState detail={errorMessage(answer.error)} onRetry={() => void answer.refetch()} />}
      {data && (
        <>
          {data.applications.length === 0 ? (
            <EmptyState>{t('memberAdmin.applications.none')}</EmptyState>
          ) : (
            <ScrollRegion label={t('memberAdmin.applications.caption', { shown: data.applications.length, total: data.total })}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t('memberAdmin.applications.caption', { shown: data.applications.length, total: data.total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('memberAdmin.applications.date')}</th>
                    <th scope="col">{t('fields.site')}</th>
                    <th scope="col">{t('fields.work')}</th>
                    <th scope="col">{t('members.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.applications.map((application) => (
                    <tr key={application._id}>
                      <th scope="row">
                        {application.date} {application.startTime}–{application.endTime}
                      </th>
                      <td>{t(`enums.${application.location}`)}</td>
                      <td>{t(`enums.${application.work}`)}</td>
                      <td>
                        {t(`memberAdmin.applications.statuses.${application.status}`)}
                        {application.attendance ? ` · ${t(`memberAdmin.applications.attendance.${application.attendance}`)}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <h3>{t('memberAdmin.applications.strikes')}</h3>
          <p>
            {t('memberAdmin.applications.strikeCount', { count: activeStrikes.length, limit: data.strikes.policy.strikeLimit, days: data.strikes.policy.periodDays })}
            {data.strikes.suspension && (
              <>
                {' '}
                {t('memberAdmin.applications.applySuspendedUntil')} <ResourceCell value={data.strikes.suspension.until} kind="datetime" />
              </>
            )}
          </p>
          {activeStrikes.length > 0 && (
            <ul>
              {activeStrikes.map((strike) => (
                <li key={strike._id}>
                  {strike.date} — {t(`memberAdmin.applications.strikeReasons.${strike.reason}`)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
