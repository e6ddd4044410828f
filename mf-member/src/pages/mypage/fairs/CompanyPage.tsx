import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { QueryState } from '../../../features/mypage/components/QueryState.tsx';
import { useOwnIntroduction } from '../../../features/fairs/api/fairs.ts';
import { CompanyForm } from '../../../features/fairs/components/CompanyForm.tsx';
import { CompanyPictures } from '../../../features/fairs/components/CompanyPictures.tsx';
import styles from '../../../features/fairs/components/fairs.module.css';
import { MYFAIRS_NAMESPACE, registerMyFairsTranslations } from '../../../features/fairs/i18n/translations.ts';

void registerMyFairsTranslations();

/** /mypage/company: the company's one directory profile, its logo and photo. */
export default function CompanyPage() {
  const { t } = useTranslation(MYFAIRS_NAMESPACE);
  usePageMeta({ title: t('company.title') });
  const introduction = useOwnIntroduction();
  return (
    <>
      <h1>{t('company.title')}</h1>
      <p>{t('company.lead')}</p>
      <QueryState query={introduction}>
        {(saved) => (
          <>
            {!saved && <p className={styles.hint}>{t('company.none')}</p>}
            {saved?.verified && <p className={styles.success}>{t('company.verified')}</p>}
            {saved?.published && (
              <p>
                <a href={`/makers/${saved._id}`}>{t('company.viewPublic')}</a>
              </p>
            )}
            <CompanyForm saved={saved} />
          </>
        )}
      </QueryState>
      <CompanyPictures />
    </>
  );
}
