import { useTranslation } from 'react-i18next';
import { Button } from '@centre/platform';
import { MYPAGE_SUPPORT_NAMESPACE } from '../../../features/support/i18n/translations.ts';
import styles from '../../../features/mypage/components/mypage.module.css';

/** Previous / next over a member's list when it has more than one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(MYPAGE_SUPPORT_NAMESPACE);
  if (pages <= 1) return null;
  return (
    <nav className={styles.actions} aria-label={t('pageOf', { page, pages })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</Button>
      <span aria-current="page" className={styles.hint}>{t('pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</Button>
    </nav>
  );
}

