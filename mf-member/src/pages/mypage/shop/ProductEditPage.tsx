import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorResponseOf, Button, statusOf, useLocale, usePageMeta, useConfirm } from '@centre/platform';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { failureMessage } from '../../../lib/api-failure.ts';
import { useOwnProduct, useProductAction } from '../../../features/shop/api/shop.ts';
import { ProductStatusBadge } from '../../../features/shop/components/OrderStatusBadge.tsx';
import { ProductForm } from '../../../features/shop/components/ProductForm.tsx';
import { ProductImages } from '../../../features/shop/components/ProductImages.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { NEW_PRODUCT, valuesOf } from '../../../features/shop/product-values.ts';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/products/new and /mypage/products/:id — the seller writes a product, adds pictures, sends it for review. */
export default function ProductEditPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const { id } = useParams();
  const navigate = useNavigate();
  usePageMeta({ title: id ? t('productForm.editTitle') : t('productForm.newTitle') });
  return (
    <>
      <p><Link to="/mypage/products">{t('productForm.back')}</Link></p>
      {id ? (
        <ExistingProduct id={id} />
      ) : (
        <>
          <h1>{t('productForm.newTitle')}</h1>
          <p className={styles.hint}>{t('productForm.imagesAfterSave')}</p>
          <ProductForm productId={null} initial={NEW_PRODUCT} onSaved={(created) => void navigate(`/mypage/products/${created}`, { state: { saved: true } })} />
        </>
      )}
    </>
  );
}

function ExistingProduct({ id }: { id: string }) {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const product = useOwnProduct(id);
  const action = useProductAction(id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form starts again from the saved product after each save (new options get their ids), not after a picture.
  const [saves, setSaves] = useState(0);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>((location.state as { saved?: boolean } | null)?.saved ? { tone: 'success', text: t('productForm.saved') } : null);
  const { ask, dialog } = useConfirm();
  if (product.isError && (statusOf(product.error) === 404 || statusOf(product.error) === 400)) return <p role="alert">{t('orders.notFound')}</p>;
  const run = async (kind: 'submit' | 'delete') => {
    const question = kind === 'submit' ? { title: t('productForm.confirmSubmit'), confirmLabel: t('productForm.submit') } : { title: t('productForm.confirmDelete'), confirmLabel: t('productForm.delete') };
    if (!(await ask(question))) return;
    setMessage(null);
    try {
      await action.mutateAsync({ kind });
      if (kind === 'delete') {
        void navigate('/mypage/products');
        return;
      }
      setMessage({ tone: 'success', text: t('productForm.submitted') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorResponseOf(error)?.code === 'NOT_A_SELLER' ? t('products.notSeller') : failureMessage(error, t, locale) });
    }
    heading.current?.focus();
  };
  return (
    <QueryState query={product}>
      {(own) => (
        <div className={styles.stack}>
          {dialog}
          <div className={styles.cardHead}>
            <h1 ref={heading} tabIndex={-1}>{own.title.ko}</h1>
            <ProductStatusBadge status={own.status} />
          </div>
          {own.status === 'REJECTED' && own.rejectReason && <FormAlert>{t('productForm.rejectReason', { reason: own.rejectReason })}</FormAlert>}
          <div aria-live="polite">{message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}</div>
          <ProductImages product={own} />
          <ProductForm key={saves} productId={own._id} initial={valuesOf(own)} onSaved={() => void product.refetch().then(() => { setSaves((n) => n + 1); setMessage({ tone: 'success', text: t('productForm.saved') }); heading.current?.focus(); })} />
          <div className={styles.actions}>
            {(own.status === 'DRAFT' || own.status === 'REJECTED') && <Button disabled={action.isPending} onClick={() => void run('submit')}>{t('productForm.submit')}</Button>}
            {own.soldCount === 0 && <Button variant="secondary" disabled={action.isPending} onClick={() => void run('delete')}>{t('productForm.delete')}</Button>}
          </div>
        </div>
      )}
    </QueryState>
  );
}
