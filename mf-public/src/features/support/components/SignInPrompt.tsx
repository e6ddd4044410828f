import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SUPPORT_NAMESPACE } from '../i18n/translations.ts';
import styles from './support.module.css';

/** What a signed-out visitor sees instead of a member's action: why, and a sign-in that comes back here (or to `returnTo`). */
export function SignInPrompt({ why, returnTo }: { why: string; returnTo?: string }) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const { pathname, search } = useLocation();
  const back = returnTo ?? pathname + search;
  return (
    <p className={styles.notice}>
      {why} <Link to={`/login?returnTo=${encodeURIComponent(back)}`}>{t('signIn')}</Link>
    </p>
  );
}
