import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FairSeller } from '@centre/contracts';
import { FAIRS_NAMESPACE } from '../i18n/translations.ts';
import styles from './fairs.module.css';

/** An approved exhibitor in a fair's list, linking to its page in the fair (products, meeting request). */
export function SellerCard({ fair, seller }: { fair: string; seller: FairSeller }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  return (
    <Link to={`/fairs/${fair}/exhibitors/${seller._id}`} className={styles.card}>
      <h3>
        {seller.tradeName}
        {seller.verified && <span className={styles.verified}>{t('verified')}</span>}
      </h3>
      {seller.table !== null && <p>{t('table', { table: seller.table })}</p>}
      <ul className={styles.tags} aria-label={t('productItem')}>
        {seller.items.map((item) => <li key={item}>{t(`itemLabels.${item}`)}</li>)}
      </ul>
    </Link>
  );
}
