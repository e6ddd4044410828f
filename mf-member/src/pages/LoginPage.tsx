import { useNavigate, useSearchParams } from 'react-router-dom';
import { SignInForm } from '@centre/platform';
import styles from './pages.module.css';

/** Only same-site paths are followed after sign-in (no open redirect through ?returnTo=). */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login')) return '/';
  return value;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <div className={styles.page}>
      <SignInForm onSignedIn={() => navigate(safeReturnPath(searchParams.get('returnTo')), { replace: true })} />
    </div>
  );
}
