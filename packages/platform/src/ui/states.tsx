import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './ui.module.css';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.state} ${styles.loading}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.stateDetail}>{label ?? t('loading')}</p>
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state}>
      <p className={styles.stateDetail}>{children ?? t('empty')}</p>
    </div>
  );
}

export function ErrorState({ title, detail, onRetry }: { title?: string; detail?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>{title ?? t('error')}</p>
      <p className={styles.stateDetail}>{detail ?? t('errorDetail')}</p>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </div>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
