import { useTranslation } from 'react-i18next';
import { Button } from '@centre/platform';
import { SHOP_LIST_SIZE } from '../api/shop.ts';
import { SHOP_MEMBER_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

/** Previous / next over a list of `total` rows, ten a page; nothing when one page holds them all. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / SHOP_LIST_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className={styles.actions} aria-label={t('common.pageOf', { page, pages })}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('common.previous')}</Button>
      <span aria-current="page" className={styles.hint}>{t('common.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('common.next')}</Button>
    </nav>
  );
}

/** The page number a list keeps in its address (?page=), so back and forward work. */
export function pageFromParams(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}
