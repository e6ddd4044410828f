import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchFair, fetchProducts, fetchSeller } from '../features/fairs/api/fairs-api.ts';
import { MeetingRequest } from '../features/fairs/components/MeetingRequestForm.tsx';
import { ProductList } from '../features/fairs/components/ProductList.tsx';
import fairStyles from '../features/fairs/components/fairs.module.css';
import { FAIRS_NAMESPACE, registerFairsTranslations } from '../features/fairs/i18n/translations.ts';
import { AsyncContent } from './AsyncContent.tsx';
import { NotFoundState } from './NotFoundPage.tsx';
import styles from './pages.module.css';

void registerFairsTranslations();

/** /fairs/:id/exhibitors/:exhibitor: one exhibitor of a fair, its fair products, and the buyer's meeting request. */
export default function FairExhibitorPage() {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const { id = '', exhibitor = '' } = useParams();
  const page = useAsyncData(
    async (signal) => {
      const [fair, seller, products] = await Promise.all([
        fetchFair(id, signal),
        fetchSeller(id, exhibitor, signal),
        fetchProducts(id, { exhibitor, limit: 100, offset: 0 }, signal),
      ]);
      return { fair, seller, products: products.products };
    },
    [id, exhibitor, locale],
  );
  usePageMeta({ title: page.status === 'success' && page.data.seller ? page.data.seller.tradeName : t('title') });
  return (
    <div className={styles.page}>
      <AsyncContent state={page} notFoundTitle={t('notFound')}>
        {({ fair, seller, products }) =>
          !seller ? (
            <NotFoundState title={t('exhibitorNotFound')} />
          ) : (
            <article>
              <p><Link to={`/fairs/${fair._id}`}>{t('exhibitorBack', { title: fair.title })}</Link></p>
              <h1 className={styles.pageTitle}>
                {seller.tradeName}
                {seller.verified && <span className={fairStyles.verified}>{t('verified')}</span>}
              </h1>
              {seller.table !== null && <p>{t('table', { table: seller.table })}</p>}
              <ul className={fairStyles.tags} aria-label={t('productItem')}>
                {seller.items.map((item) => <li key={item}>{t(`itemLabels.${item}`)}</li>)}
              </ul>
              {seller.makerId && <p><Link to={`/makers/${seller.makerId}`}>{t('profile')}</Link></p>}
              <section className={fairStyles.section} aria-labelledby="exhibitor-products">
                <h2 id="exhibitor-products">{t('products')}</h2>
                <ProductList products={products} />
              </section>
              <MeetingRequest fair={fair} exhibitor={seller._id} />
            </article>
          )
        }
      </AsyncContent>
    </div>
  );
}
