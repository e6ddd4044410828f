// A console page's title row: the h1 its section is labelled by, and the page's own actions
// (create, export…) beside it.
import type { ReactNode } from 'react';
import styles from './components.module.css';

export function PageHead({ titleId, title, children }: { titleId: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.pageHead}>
      <h1 id={titleId} className={styles.pageTitle}>
        {title}
      </h1>
      {children && <div className={styles.headActions}>{children}</div>}
    </div>
  );
}
