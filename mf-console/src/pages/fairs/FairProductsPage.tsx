import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { htmlLangOf, useConfirm, useLocale } from '@centre/platform';
import { Pagination } from '../../components/Pagination.tsx';
import { QueryRows } from '../../components/QueryRows.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import type { ConsoleFairProduct } from '@centre/contracts';
import { PRODUCTS_PAGE_SIZE, useFairProducts, useRemovePhoto, useSetPhotoHidden } from '../../features/fairs/api/products.ts';
import { FairBadge } from '../../features/fairs/components/FairBadge.tsx';
import { FairHead } from '../../features/fairs/components/FairHead.tsx';
import { NamedAction } from '../../features/fairs/components/NamedAction.tsx';
import { ProductPhoto } from '../../features/fairs/components/ProductPhoto.tsx';
import { refusalText } from '../../features/fairs/components/refusal.ts';
import { FAIRS_NAMESPACE } from '../../features/fairs/i18n/translations.ts';
import styles from '../../components/components.module.css';
import own from '../../features/fairs/components/fairs.module.css';

const NO_FILTERS = [] as const;
const headingId = (product: string) => `fair-product-${product}`;

/**
 * A fair's products as exhibitors listed them, each with every photo (hidden ones too): staff hide
 * a photo from the public pages, show it again, or remove it for good after saying yes.
 */
export default function FairProductsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(FAIRS_NAMESPACE);
  const locale = useLocale();
  const { params, search, setPage } = useListParams(NO_FILTERS);
  const list = useFairProducts(id, params);
  const setHidden = useSetPhotoHidden(id);
  const remove = useRemovePhoto(id);
  const { ask, dialog } = useConfirm();
  const [result, setResult] = useState<{ tone: 'notice' | 'error'; text: string }>({ tone: 'notice', text: '' });
  const busy = setHidden.isPending || remove.isPending;
  const total = list.data?.summary.total ?? 0;
  const altOf = (product: ConsoleFairProduct, index: number) => t('products.photoAlt', { name: product.name, n: index + 1, count: product.photos.length });
  const failed = (error: unknown) => setResult({ tone: 'error', text: refusalText(t, error) });

  const toggle = (product: ConsoleFairProduct, index: number) => {
    const photo = product.photos[index]!;
    setHidden.mutate(
      { product: product._id, photo: photo._id, hidden: !photo.hidden },
      { onSuccess: () => setResult({ tone: 'notice', text: t(photo.hidden ? 'products.shownDone' : 'products.hiddenDone', { photo: altOf(product, index) }) }), onError: failed },
    );
  };
  const removePhoto = async (product: ConsoleFairProduct, index: number) => {
    const photo = product.photos[index]!;
    const yes = await ask({ title: t('products.confirmRemove'), body: t('products.removeBody', { photo: altOf(product, index) }), confirmLabel: t('products.remove'), cancelLabel: t('products.keep') });
    if (!yes) return;
    remove.mutate(
      { product: product._id, photo: photo._id },
      {
        onSuccess: () => {
          setResult({ tone: 'notice', text: t('products.removedDone', { photo: altOf(product, index) }) });
          // The removed photo's buttons are gone: focus goes back to its product.
          document.getElementById(headingId(product._id))?.focus();
        },
        onError: failed,
      },
    );
  };

  return (
    <FairHead fair={id} titleKey="products.title">
      {() => (
        <>
          <p className={styles.hint}>{t('products.hint')}</p>
          <div className={styles.listTools}>
            <SearchForm keyword={params.keyword} onSearch={search} label={t('products.search')} />
          </div>
          <p role="status" className={result.tone === 'error' ? styles.error : styles.notice}>
            {result.text}
          </p>
          <p className={styles.total} aria-live="polite">
            {list.data ? t('products.total', { count: total }) : '\u00a0'}
          </p>
          <QueryRows query={list} rows={list.data?.products} empty={params.keyword ? t('fairs.noMatch') : t('products.empty')}>
            {(products) => (
              <>
                <ul className={own.productList}>
                  {products.map((product) => (
                    <li key={product._id} className={own.productCard}>
                      <h2 id={headingId(product._id)} tabIndex={-1}>
                        {product.name}
                      </h2>
                      <p className={own.productFacts}>
                        {t('products.facts', {
                          company: product.tradeName,
                          item: t(`enums.${product.item}`),
                          min: product.priceMin.toLocaleString(htmlLangOf(locale)),
                          max: product.priceMax.toLocaleString(htmlLangOf(locale)),
                          moq: product.moq,
                        })}{' '}
                        {product.exhibitorStatus !== 'APPROVED' && <FairBadge value={product.exhibitorStatus} />}
                      </p>
                      {product.photos.length === 0 ? (
                        <p className={styles.hint}>{t('products.noPhotos')}</p>
                      ) : (
                        <ul className={own.photoList} aria-label={t('products.photosOf', { name: product.name })}>
                          {product.photos.map((photo, index) => (
                            <li key={photo._id} className={own.photoItem} data-hidden={photo.hidden || undefined}>
                              <ProductPhoto url={photo.url} alt={altOf(product, index)} />
                              <FairBadge value={photo.hidden ? 'hidden' : 'shown'} />
                              <div className={own.actions}>
                                <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => toggle(product, index)}>
                                  <NamedAction label={t(photo.hidden ? 'products.show' : 'products.hide')} of={altOf(product, index)} />
                                </button>
                                <button type="button" className={styles.dangerButton} disabled={busy} onClick={() => void removePhoto(product, index)}>
                                  <NamedAction label={t('products.remove')} of={altOf(product, index)} />
                                </button>
                              </div>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
                <Pagination page={params.page} pageCount={Math.ceil(total / PRODUCTS_PAGE_SIZE)} onPage={setPage} />
              </>
            )}
          </QueryRows>
          {dialog}
        </>
      )}
    </FairHead>
  );
}
