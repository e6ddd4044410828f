import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '@centre/platform';
import { useMyApplication } from '../../features/applications/api/applications.ts';
import { ApplicationDetails } from '../../features/applications/components/ApplicationDetails.tsx';
import { APPLICATIONS_NAMESPACE, registerApplicationsTranslations } from '../../features/applications/i18n/translations.ts';
import { QueryState } from '../../features/mypage/components/QueryState.tsx';
import styles from '../../features/applications/components/applications.module.css';

void registerApplicationsTranslations();

/** /mypage/applications/:id — one of the member's applications (another member's answers 404). */
export default function ApplicationPage() {
  const { t } = useTranslation(APPLICATIONS_NAMESPACE);
  const { id = '' } = useParams();
  usePageMeta({ title: t('detail.title') });
  const application = useMyApplication(id);
  return (
    <>
      <QueryState query={application}>{(data) => <ApplicationDetails application={data} />}</QueryState>
      <p>
        <Link to="/mypage/applications" className={styles.secondaryLink}>{t('detail.back')}</Link>
      </p>
    </>
  );
}
