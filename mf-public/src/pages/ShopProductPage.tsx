import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { SHOP_LIMITS, type ProductMark, type ProductView } from '@centre/contracts';
import { Button, EmptyState, errorMessage, useAsyncData, useIsLoggedIn, useLocale, usePageMeta } from '@centre/platform';
import { addToServerCart, fetchProduct, isMarked, setMark } from '../features/shop/api/shop-api.ts';
import { addToBrowserCart } from '../features/shop/browser-cart.ts';
import { ProductGallery } from '../features/shop/components/ProductGallery.tsx';
import { ReviewList } from '../features/shop/components/ReviewList.tsx';
import { SellerCard } from '../features/shop/components/SellerCard.tsx';
import { SignInLink } from '../features/shop/components/SignInLink.tsx';
import { formatWon } from '../features/shop/components/won.ts';
import { registerShopTranslations, SHOP_PUBLIC_NAMESPACE } from '../features/shop/i18n/translations.ts';
import shopStyles from '../features/shop/components/shop.module.css';
import { RichText } from '../components/rich-text/RichText.tsx';
import { AsyncContent, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerShopTranslations();

/** /shop/:product — pictures, options with stock, price, shipping, add to cart, seller, reviews, like and save. */
export default function ShopProductPage() {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const { product: id = '' } = useParams();
  const locale = useLocale();
  const product = useAsyncData((signal) => fetchProduct(id, signal), [id, locale]);
  usePageMeta({ title: product.status === 'success' ? product.data.title : isNotFound(product) ? t('product.notFound') : t('list.title') });
  return (
    <div className={styles.page}>
      <p className={styles.breadcrumb}><Link to="/shop">{t('list.title')}</Link></p>
      <AsyncContent state={product} notFoundTitle={t('product.notFound')}>
        {(view) => <ProductDetail product={view} />}
      </AsyncContent>
    </div>
  );
}

function ProductDetail({ product }: { product: ProductView }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const pictures = product.images.length > 0 ? product.images : product.thumb ? [product.thumb] : [];
  const { shipping } = product;
  return (
    <>
      <div className={shopStyles.detail}>
        <ProductGallery title={product.title} pictures={pictures} />
        <div className={shopStyles.buyBox}>
          <h1>{product.title}</h1>
          <p className={shopStyles.price}>{t('price', { amount: formatWon(product.price) })}</p>
          <dl className={shopStyles.sellerCard}>
            <dt>{t('product.shipping')}</dt>
            <dd>
              {shipping.fulfilment === 'PICKUP' && shipping.pickupSite
                ? t('product.pickup', { site: t(`sites.${shipping.pickupSite}`) })
                : shipping.fee === 0
                  ? t('product.freeShipping')
                  : [t('product.shippingFee', { fee: formatWon(shipping.fee) }), shipping.freeOver !== null ? t('product.freeOver', { amount: formatWon(shipping.freeOver) }) : null].filter(Boolean).join(', ')}
            </dd>
          </dl>
          {product.soldOut ? <p className={shopStyles.change}>{t('product.soldOut')}</p> : <AddToCart product={product} />}
          <Marks product={product} />
        </div>
      </div>
      <section className={shopStyles.section} aria-labelledby="product-description">
        <h2 id="product-description">{t('product.description')}</h2>
        <RichText html={product.description} />
      </section>
      <section className={shopStyles.section} aria-labelledby="product-seller">
        <h2 id="product-seller">{t('product.seller')}</h2>
        <SellerCard sellerId={product.sellerId} />
      </section>
      <Reviews productId={product._id} />
    </>
  );
}

function AddToCart({ product }: { product: ProductView }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const signedIn = useIsLoggedIn();
  const inStock = product.options.filter((option) => option.stock > 0);
  const [optionId, setOptionId] = useState(inStock[0]?._id ?? '');
  const [quantity, setQuantity] = useState('1');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { option: useId(), quantity: useId(), error: useId() };
  const option = product.options.find((candidate) => candidate._id === optionId);
  const count = Number(quantity);
  const valid = Boolean(option) && Number.isInteger(count) && count >= 1 && count <= Math.min(SHOP_LIMITS.maxQuantity, option?.stock ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setResult({ ok: false, text: t('product.quantityInvalid') });
      return;
    }
    setBusy(true);
    try {
      if (signedIn) await addToServerCart({ productId: product._id, optionId, quantity: count });
      else addToBrowserCart(product, optionId, count);
      setResult({ ok: true, text: t('product.added') });
    } catch (error) {
      setResult({ ok: false, text: t('product.failed', { message: errorMessage(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={shopStyles.buyForm}>
      <div className={shopStyles.field}>
        <label htmlFor={ids.option}>{t('product.option')}</label>
        <select id={ids.option} value={optionId} onChange={(event) => setOptionId(event.target.value)}>
          {product.options.map((candidate) => (
            <option key={candidate._id} value={candidate._id} disabled={candidate.stock === 0}>
              {t('product.optionLabel', { size: candidate.size, colour: candidate.colour })} — {candidate.stock === 0 ? t('product.optionSoldOut') : t('product.stockLeft', { count: candidate.stock })}
            </option>
          ))}
        </select>
      </div>
      <div className={shopStyles.field}>
        <label htmlFor={ids.quantity}>{t('product.quantity')}</label>
        <input
          id={ids.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.min(SHOP_LIMITS.maxQuantity, option?.stock ?? 1)}
          value={quantity}
          className={shopStyles.quantity}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result && !result.ok ? ids.error : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <div className={shopStyles.row}>
        <Button type="submit" disabled={busy}>{t('product.addToCart')}</Button>
        {result?.ok && <Link to="/shop/cart">{t('product.viewCart')}</Link>}
      </div>
      <p id={ids.error} className={result && !result.ok ? shopStyles.error : shopStyles.status} role="status" aria-live="polite">{result?.text ?? ''}</p>
    </form>
  );
}

/** The heart (with the count) and the bookmark, for a signed-in member; a sign-in link otherwise. */
function Marks({ product }: { product: ProductView }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const signedIn = useIsLoggedIn();
  const [likes, setLikes] = useState(product.likes);
  const [marked, setMarked] = useState<Record<ProductMark, boolean | null>>({ likes: null, bookmarks: null });
  const [failure, setFailure] = useState('');
  const busy = useRef(false);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    Promise.all([isMarked('likes', product._id, controller.signal), isMarked('bookmarks', product._id, controller.signal)]).then(
      ([liked, saved]) => setMarked({ likes: liked, bookmarks: saved }),
      () => {},
    );
    return () => controller.abort();
  }, [signedIn, product._id]);

  if (!signedIn) {
    return (
      <p>
        {t('product.likes', { count: likes })} · {t('product.signInToAct')} <SignInLink>{t('product.signIn')}</SignInLink>
      </p>
    );
  }
  const toggle = async (mark: ProductMark) => {
    if (busy.current) return;
    busy.current = true;
    setFailure('');
    try {
      const answer = await setMark(mark, product._id, !marked[mark]);
      setMarked((current) => ({ ...current, [mark]: answer.marked }));
      setLikes(answer.likes);
    } catch (error) {
      setFailure(t('product.failed', { message: errorMessage(error) }));
    } finally {
      busy.current = false;
    }
  };
  return (
    <div>
      <div className={shopStyles.row}>
        <button type="button" className={shopStyles.markButton} aria-pressed={marked.likes === true} disabled={marked.likes === null} onClick={() => void toggle('likes')}>
          <span aria-hidden="true">{marked.likes ? '♥' : '♡'}</span> {t('product.like')} <span>({t('product.likes', { count: likes })})</span>
        </button>
        <button type="button" className={shopStyles.markButton} aria-pressed={marked.bookmarks === true} disabled={marked.bookmarks === null} onClick={() => void toggle('bookmarks')}>
          {marked.bookmarks ? t('product.bookmarked') : t('product.bookmark')}
        </button>
      </div>
      <p className={shopStyles.error} role="status">{failure}</p>
    </div>
  );
}

function Reviews({ productId }: { productId: string }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  return (
    <section className={shopStyles.section} aria-labelledby="product-reviews">
      <h2 id="product-reviews">{t('product.reviews')}</h2>
      <ReviewList productId={productId} empty={<EmptyState>{t('product.noReviews')}</EmptyState>} />
    </section>
  );
}

