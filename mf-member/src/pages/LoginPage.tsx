import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { returnPath, SignInForm, usePageMeta } from '@centre/platform';
import styles from './pages.module.css';

/** The member area's sign-in: after it, the page first asked for (same-site paths only), else home. */
export default function LoginPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  usePageMeta({ title: t('login.pageTitle') });

  const signedIn = () => {
    // Replaced, not pushed: "back" after signing in must not show the sign-in form again.
    // single-spa hears the change and mounts whichever app owns the page.
    navigate(returnPath.take(searchParams.get('returnTo')), { replace: true });
  };

  return (
    <div className={styles.page}>
      <SignInForm onSignedIn={signedIn} />
      <nav className={styles.loginLinks} aria-label={t('login.helpLinks')}>
        <ul>
          <li><Link to="/login/find-username">{t('login.findUsername')}</Link></li>
          <li><Link to="/login/reset-password">{t('login.resetPassword')}</Link></li>
          <li><Link to="/join/type">{t('login.join')}</Link></li>
        </ul>
      </nav>
    </div>
  );
}
