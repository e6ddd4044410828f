import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, formatDate, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { AppLink } from '../components/cross-app/AppLink.tsx';
import { RichText } from '../components/rich-text/RichText.tsx';
import { fetchFair, fetchProducts, fetchSellers } from '../features/fairs/api/fairs-api.ts';
import { FairFacts, FairStatusBadge } from '../features/fairs/components/FairFacts.tsx';
import { ProductList } from '../features/fairs/components/ProductList.tsx';
import { SellerCard } from '../features/fairs/components/SellerCard.tsx';
import fairStyles from '../features/fairs/components/fairs.module.css';
import { PRODUCTS_PAGE_SIZE, SELLERS_PAGE_SIZE } from '../features/fairs/fair-format.ts';
import { FAIRS_NAMESPACE, registerFairsTranslations } from '../features/fairs/i18n/translations.ts';
import { AsyncContent, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerFairsTranslations();

/** Previous / next for a list inside a page (the page's own address stays the fair's). */
function Pager({ page, total, size, onPage }: { page: number; total: number; size: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <div className={fairStyles.pager}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</Button>
      <span aria-live="polite">{t('pager', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</Button>
    </div>
  );
}

function Exhibitors({ fair }: { fair: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const [page, setPage] = useState(1);
  const sellers = useAsyncData((signal) => fetchSellers(fair, { limit: SELLERS_PAGE_SIZE, offset: (page - 1) * SELLERS_PAGE_SIZE }, signal), [fair, page]);
  return (
    <section className={fairStyles.section} aria-labelledby="fair-exhibitors">
      <h2 id="fair-exhibitors">{t('exhibitors')}</h2>
      <AsyncContent state={sellers}>
        {(data) =>
          data.sellers.length === 0 ? (
            <p>{t('noExhibitors')}</p>
          ) : (
            <>
              <ul className={fairStyles.list}>
                {data.sellers.map((seller) => <li key={seller._id}><SellerCard fair={fair} seller={seller} /></li>)}
              </ul>
              <Pager page={page} total={data.summary.total} size={SELLERS_PAGE_SIZE} onPage={setPage} />
            </>
          )
        }
      </AsyncContent>
    </section>
  );
}

function Products({ fair }: { fair: string }) {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const products = useAsyncData((signal) => fetchProducts(fair, { limit: PRODUCTS_PAGE_SIZE, offset: (page - 1) * PRODUCTS_PAGE_SIZE }, signal), [fair, page, locale]);
  return (
    <section className={fairStyles.section} aria-labelledby="fair-products">
      <h2 id="fair-products">{t('products')}</h2>
      <AsyncContent state={products}>
        {(data) => (
          <>
            <ProductList products={data.products} />
            <Pager page={page} total={data.summary.total} size={PRODUCTS_PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </AsyncContent>
    </section>
  );
}

/** /fairs/:id: one fair — description, venue, days, how to take part, its exhibitors and their products. */
export default function FairDetailPage() {
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const fair = useAsyncData((signal) => fetchFair(id, signal), [id, locale]);
  usePageMeta({ title: fair.status === 'success' ? fair.data.title : isNotFound(fair) ? t('notFound') : t('title') });
  return (
    <div className={styles.page}>
      <p><Link to="/fairs">{t('back')}</Link></p>
      <AsyncContent state={fair} notFoundTitle={t('notFound')}>
        {(data) => (
          <article>
            <FairStatusBadge status={data.status} />
            <h1 className={styles.pageTitle}>{data.title}</h1>
            <FairFacts fair={data} />
            {data.description && (
              <section className={fairStyles.section} aria-labelledby="fair-about">
                <h2 id="fair-about">{t('about')}</h2>
                <RichText html={data.description} />
              </section>
            )}
            <section className={fairStyles.section} aria-labelledby="fair-join">
              <h2 id="fair-join">{t('howToJoin')}</h2>
              <ul>
                <li>{t('exhibitorPeriod', { from: formatDate(data.exhibitorApplication.from), until: formatDate(data.exhibitorApplication.until) })}</li>
                <li>{t('buyerPeriod', { from: formatDate(data.buyerApplication.from), until: formatDate(data.buyerApplication.until) })}</li>
              </ul>
              <p>{t('joinText')}</p>
              {data.status !== 'CLOSED' && <p><AppLink href="/mypage/fairs" className={styles.buttonLink}>{t('joinLink')}</AppLink></p>}
            </section>
            <Exhibitors fair={data._id} />
            <Products fair={data._id} />
          </article>
        )}
      </AsyncContent>
    </div>
  );
}
