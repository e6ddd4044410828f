import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '@centre/platform';
import { isSignUpKind } from '../features/sign-up/kinds.ts';
import styles from './pages.module.css';

/** After sign-up: what happens next (company accounts wait for the business registration review). */
export default function JoinCompletePage() {
  const { t } = useTranslation('member');
  const state: unknown = useLocation().state;
  const kind = typeof state === 'object' && state !== null && 'kind' in state && typeof state.kind === 'string' && isSignUpKind(state.kind) ? state.kind : null;
  const username = typeof state === 'object' && state !== null && 'username' in state && typeof state.username === 'string' ? state.username : null;
  usePageMeta({ title: t('join.complete.title') });
  return (
    <div className={styles.page}>
      <h1>{t('join.complete.title')}</h1>
      {username && <p className={styles.greeting}>{t('join.complete.welcome', { username })}</p>}
      <ol className={styles.nextSteps}>
        <li>{t('join.complete.signIn')}</li>
        {kind === 'company' && <li>{t('join.complete.companyReview')}</li>}
        <li>{t('join.complete.apply')}</li>
      </ol>
      <p><Link className={styles.kindLink} to="/login">{t('join.complete.toLogin')}</Link></p>
    </div>
  );
}
