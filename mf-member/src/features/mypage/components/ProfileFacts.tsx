import { useTranslation } from 'react-i18next';
import type { Profile } from '@centre/contracts';
import { formatDate } from '@centre/platform';
import { formatPhone } from '@centre/platform/phone';
import { MYPAGE_NAMESPACE } from '../i18n/translations.ts';
import styles from './mypage.module.css';

/** What the member cannot change here: who they are to the centre. */
export function ProfileFacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation(MYPAGE_NAMESPACE);
  return (
    <dl className={styles.facts}>
      <dt>{t('myinfo.username')}</dt>
      <dd>{profile.username}</dd>
      <dt>{t('myinfo.memberKind')}</dt>
      <dd>{t(`memberKinds.${profile.memberKind}`)}</dd>
      {profile.country && (
        <>
          <dt>{t('myinfo.country')}</dt>
          <dd>{profile.country}</dd>
        </>
      )}
      <dt>{t('myinfo.phone')}</dt>
      <dd>{formatPhone(profile.phone) || t('myinfo.none')}</dd>
      <dt>{t('myinfo.joinedAt')}</dt>
      <dd>{formatDate(profile.createdAt)}</dd>
    </dl>
  );
}
