import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/cross-app/AppLink.tsx';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import styles from './auction.module.css';

/** For a visitor who is not signed in: the sign-in page, coming back here afterwards. */
export function SignInLink({ purpose }: { purpose: 'register' | 'bid' }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const { pathname, search } = useLocation();
  return (
    <p className={styles.box}>
      {t(`signIn.${purpose}`)}{' '}
      <AppLink href={`/login?returnTo=${encodeURIComponent(pathname + search)}`}>{t('signIn.link')}</AppLink>
    </p>
  );
}
