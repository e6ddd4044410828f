import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '@centre/platform';
import { SignUpForm } from '../features/sign-up/components/SignUpForm.tsx';
import { isSignUpKind, SIGN_UP_KINDS } from '../features/sign-up/kinds.ts';
import NotFoundPage from './NotFoundPage.tsx';
import styles from './pages.module.css';

/** /join/person, /join/company, /join/overseas: the form of the kind chosen at /join/type. */
export default function JoinFormPage() {
  const { kind } = useParams();
  if (!isSignUpKind(kind)) return <NotFoundPage />;
  return <JoinForm kind={kind} />;
}

function JoinForm({ kind }: { kind: keyof typeof SIGN_UP_KINDS }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const kindTitle = t(`join.kinds.${SIGN_UP_KINDS[kind].textKey}.title`);
  const title = t('signUp.title', { kind: kindTitle });
  usePageMeta({ title });
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <p className={styles.note}><Link to="/join/type">{t('signUp.otherKind')}</Link></p>
      <h1>{title}</h1>
      <SignUpForm kind={kind} onSignedUp={(user) => navigate('/join/complete', { replace: true, state: { kind, username: user.username } })} />
    </div>
  );
}
