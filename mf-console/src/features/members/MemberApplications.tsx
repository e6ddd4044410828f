import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, errorMessage } from '@centre/platform';
import { useMemberApplications } from './admin-api.ts';
import styles from '../../components/components.module.css';

/** The member's recent applications, from the applications console (an empty state until it answers). */
export function MemberApplications({ memberId }: { memberId: string }) {
  const { t } = useTranslation('console');
  const applications = useMemberApplications(memberId);
  return (
    <>
      <h2>{t('memberAdmin.applications.title')}</h2>
      {applications.isPending && <LoadingState />}
      {applications.isError && <ErrorState detail={errorMessage(applications.error)} onRetry={() => void applications.refetch()} />}
      {applications.data &&
        (applications.data.applications.length === 0 ? (
          <EmptyState>{applications.data.available ? t('memberAdmin.applications.none') : t('memberAdmin.applications.notYet')}</EmptyState>
        ) : (
          <ul className={styles.details}>
            {applications.data.applications.map((application) => (
              <li key={application._id}>
                {application.useDate ?? ''} {application.location ? t(`enums.${application.location}`) : ''} {application.work ? t(`enums.${application.work}`) : ''} — {t(`memberAdmin.applications.statuses.${application.status}`, { defaultValue: application.status })}
              </li>
            ))}
          </ul>
        ))}
    </>
  );
}
