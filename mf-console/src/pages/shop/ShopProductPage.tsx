import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LOCALES, SELLER_WITHDRAWN_REASON } from '@centre/contracts';
import { ErrorState, LoadingState, errorMessage, useLocale } from '@centre/platform';
import { ResourceCell } from '../../components/ResourceCell.tsx';
import { localisedIn } from '../../lib/localised.ts';
import { useCategories } from '../../features/shop/api/categories.ts';
import { useProduct } from '../../features/shop/api/products.ts';
import { MemberLink, StatusText, Won, useCategoryNames, useWon } from '../../features/shop/components/cells.tsx';
import { plainTextOf } from '../../features/shop/components/plain-text.ts';
import { ReviewActions } from '../../features/shop/components/ReviewActions.tsx';
import { SHOP_NAMESPACE } from '../../features/shop/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/shop/components/shop.module.css';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

/** One listing as its seller wrote it, every language, with the review's actions. */
export default function ShopProductPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const product = useProduct(id);
  const categories = useCategories();
  const categoryName = useCategoryNames(categories.data);
  const won = useWon();
  const data = product.data;
  const name = data ? localisedIn(data.title, locale) : '';
  const shipping = data?.shipping;

  return (
    <section aria-labelledby="shop-product-title">
      <p>
        <Link to="/console/shop/review" className={styles.backLink}>
          {t('review.back')}
        </Link>
      </p>
      <h1 id="shop-product-title" className={styles.pageTitle}>
        {data ? name : t('products.one')}
      </h1>
      {product.isPending && <LoadingState />}
      {product.isError && <ErrorState detail={errorMessage(product.error)} onRetry={() => void product.refetch()} />}
      {data && shipping && (
        <>
          <dl className={styles.details}>
            <dt>{t('products.status')}</dt>
            <dd>
              <StatusText status={data.status} />
            </dd>
            {data.rejectReason && (
              <>
                <dt>{t('products.rejectReason')}</dt>
                <dd>{data.rejectReason === SELLER_WITHDRAWN_REASON ? t('products.sellerWithdrawn') : data.rejectReason}</dd>
              </>
            )}
            <dt>{t('products.seller')}</dt>
            <dd>
              <MemberLink id={data.sellerId} to={`/console/shop/products?sellerId=${data.sellerId}`} label={t('products.sellerLink', { id: data.sellerId })} />
            </dd>
            <dt>{t('products.category')}</dt>
            <dd>{categoryName(data.categoryId)}</dd>
            <dt>{t('products.price')}</dt>
            <dd>
              <Won amount={data.price} />
            </dd>
            <dt>{t('products.fulfilment')}</dt>
            <dd>
              {shipping.fulfilment === 'PICKUP'
                ? t('products.pickupAt', { site: t(`enums.${shipping.pickupSite ?? ''}`) })
                : shipping.freeOver === null
                  ? t('products.deliveryFee', { fee: won(shipping.fee) })
                  : t('products.deliveryFeeFreeOver', { fee: won(shipping.fee), over: won(shipping.freeOver) })}
            </dd>
            <dt>{t('products.soldCount')}</dt>
            <dd>{data.soldCount}</dd>
            <dt>{t('products.submittedAt')}</dt>
            <dd>
              <ResourceCell value={data.submittedAt} kind="datetime" />
            </dd>
          </dl>
          <ReviewActions product={data} name={name} />
          <h2>{t('products.titles')}</h2>
          <dl className={styles.details}>
            {LOCALES.map((language) => (
              <div key={language} style={{ display: 'contents' }}>
                <dt>{t(`languages.${language}`)}</dt>
                <dd lang={language === 'cn' ? 'zh' : language === 'jp' ? 'ja' : language}>{data.title[language] || t('products.notWritten')}</dd>
              </div>
            ))}
          </dl>
          <h2>{t('products.options')}</h2>
          <ScrollRegion label={t('products.options')}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('products.options')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('products.size')}</th>
                  <th scope="col">{t('products.colour')}</th>
                  <th scope="col">{t('products.stock')}</th>
                </tr>
              </thead>
              <tbody>
                {data.options.map((option) => (
                  <tr key={option._id}>
                    <th scope="row">{option.size}</th>
                    <td>{option.colour}</td>
                    <td>{option.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {(data.thumb || data.images.length > 0) && (
            <>
              <h2>{t('products.pictures')}</h2>
              <ul className={own.actions} style={{ listStyle: 'none', padding: 0 }}>
                {[data.thumb, ...data.images].filter((url): url is string => Boolean(url)).map((url, index) => (
                  <li key={url}>
                    <img src={url} alt={t('products.picture', { name, number: index + 1 })} width={160} height={120} style={{ objectFit: 'cover' }} loading="lazy" />
                  </li>
                ))}
              </ul>
            </>
          )}
          {LOCALES.filter((language) => data.description[language]).map((language) => (
            <div key={language}>
              <h2>{t('products.descriptionIn', { language: t(`languages.${language}`) })}</h2>
              <div className={own.description} lang={language === 'cn' ? 'zh' : language === 'jp' ? 'ja' : language}>
                {plainTextOf(data.description[language])}
              </div>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
