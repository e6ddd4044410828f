import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@centre/platform';
import { useProfile } from '../../features/mypage/api/profile.ts';
import { ConsentTable } from '../../features/mypage/components/ConsentTable.tsx';
import { MemberFileTable } from '../../features/mypage/components/MemberFileTable.tsx';
import { ProfileFacts } from '../../features/mypage/components/ProfileFacts.tsx';
import { ProfileForm } from '../../features/mypage/components/ProfileForm.tsx';
import { QueryState } from '../../features/mypage/components/QueryState.tsx';
import { MYPAGE_NAMESPACE } from '../../features/mypage/i18n/translations.ts';
import styles from '../../features/mypage/components/mypage.module.css';

export default function MyInfoPage() {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  usePageMeta({ title: t('myinfo.title') });
  const profile = useProfile();
  return (
    <>
      <h1>{t('myinfo.title')}</h1>
      <QueryState query={profile}>
        {(data) => (
          <>
            <section className={styles.section} aria-labelledby="myinfo-account">
              <h2 id="myinfo-account">{t('myinfo.account')}</h2>
              <ProfileFacts profile={data} />
            </section>
            <section className={styles.section}>
              <ProfileForm key={data._id} profile={data} />
            </section>
            <section className={styles.section} aria-labelledby="myinfo-consents">
              <h2 id="myinfo-consents">{t('myinfo.consentsTitle')}</h2>
              <ConsentTable consents={data.consents} />
            </section>
            <section className={styles.section} aria-labelledby="myinfo-files">
              <h2 id="myinfo-files">{t('myinfo.filesTitle')}</h2>
              <MemberFileTable files={data.files} />
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}
