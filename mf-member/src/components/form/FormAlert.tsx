import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A whole-form message (the server's refusal, a wait after too many tries); announced at once. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  if (!children) return null;
  return (
    <p className={tone === 'error' ? styles.formError : styles.formSuccess} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
