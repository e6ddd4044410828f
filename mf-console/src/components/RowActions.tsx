// A row's edit and delete buttons, as every in-place list shows them.
import type { ReactNode } from 'react';
import styles from './components.module.css';

export interface RowAction {
  /** The visible words (with a hidden subject, or an aria-label naming the row). */
  label: ReactNode;
  ariaLabel?: string;
  onClick: () => void;
}

export function RowActions({ edit, remove }: { edit: RowAction; remove: RowAction }) {
  return (
    <span className={styles.headActions}>
      <button type="button" className={styles.secondaryButton} onClick={edit.onClick} aria-label={edit.ariaLabel}>
        {edit.label}
      </button>
      <button type="button" className={styles.dangerButton} onClick={remove.onClick} aria-label={remove.ariaLabel}>
        {remove.label}
      </button>
    </span>
  );
}
