import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductRejection, type OwnProduct } from '@centre/contracts';
import { errorMessage } from '@centre/platform';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SchemaForm } from '../../../components/form/SchemaForm.tsx';
import { useReviewProduct, type ProductReview } from '../api/products.ts';
import { SHOP_NAMESPACE } from '../i18n/translations.ts';
import styles from '../../../components/components.module.css';
import own from './shop.module.css';

/**
 * What staff may do to a listing in its state: approve or reject (with a reason the seller reads)
 * a submitted one, hide one on sale or submitted (asked first: it leaves the shop at once), show a
 * hidden one again. The outcome is announced and takes the focus, as the buttons change under it.
 */
export function ReviewActions({ product, name }: { product: OwnProduct; name: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const review = useReviewProduct(product._id);
  const [rejecting, setRejecting] = useState(false);
  const [hiding, setHiding] = useState(false);
  const [notice, setNotice] = useState('');
  const noticeBox = useRef<HTMLParagraphElement>(null);

  const act = (request: ProductReview) => {
    setNotice('');
    review.mutate(request, {
      onSuccess: (changed) => {
        setRejecting(false);
        setHiding(false);
        setNotice(t(`review.done.${request.action}`, { name, status: t(`enums.${changed.status}`) }));
        requestAnimationFrame(() => noticeBox.current?.focus());
      },
    });
  };
  const submitted = product.status === 'SUBMITTED';
  const mayHide = submitted || product.status === 'ON_SALE';

  return (
    <div className={own.panel}>
      <h2 id="review-actions-title">{t('review.actions')}</h2>
      <p ref={noticeBox} tabIndex={-1} role="status" className={styles.notice}>
        {notice}
      </p>
      {review.isError && !hiding && (
        <p role="alert" className={styles.error}>
          {errorMessage(review.error)}
        </p>
      )}
      <div className={own.actions} role="group" aria-labelledby="review-actions-title">
        {submitted && (
          <button type="button" className={styles.primaryButton} disabled={review.isPending} onClick={() => act({ action: 'approve' })}>
            {t('review.approve')}
          </button>
        )}
        {submitted && (
          <button type="button" className={styles.secondaryButton} aria-expanded={rejecting} onClick={() => { review.reset(); setRejecting(true); }}>
            {t('review.reject')}
          </button>
        )}
        {mayHide && (
          <button type="button" className={styles.dangerButton} onClick={() => { review.reset(); setHiding(true); }}>
            {t('review.hide')}
          </button>
        )}
        {product.status === 'HIDDEN' && (
          <button type="button" className={styles.primaryButton} disabled={review.isPending} onClick={() => act({ action: 'unhide' })}>
            {t('review.unhide')}
          </button>
        )}
        {!submitted && !mayHide && product.status !== 'HIDDEN' && <p className={styles.hint}>{t(`review.nothingFor.${product.status}`)}</p>}
      </div>
      {rejecting && submitted && (
        <>
          <h3 id="reject-form-title">{t('review.rejectTitle', { name })}</h3>
          <SchemaForm<ProductRejection>
            schema={ProductRejection}
            defaultValues={{ reason: '' }}
            hints={{ namespace: SHOP_NAMESPACE, multiline: ['reason'], labels: { reason: 'rejectReason' } }}
            labelledBy="reject-form-title"
            submitLabel={t('review.reject')}
            submitting={review.isPending}
            serverError={review.isError ? errorMessage(review.error) : undefined}
            onSubmit={({ reason }) => act({ action: 'reject', reason })}
            cancel={{ label: t('review.cancel'), onCancel: () => setRejecting(false) }}
          />
        </>
      )}
      <ConfirmDialog
        open={hiding}
        title={t('review.confirmHide', { name })}
        confirmLabel={t('review.hide')}
        busy={review.isPending}
        error={review.isError ? errorMessage(review.error) : undefined}
        onConfirm={() => act({ action: 'hide' })}
        onCancel={() => setHiding(false)}
      >
        <p>{t('review.hideBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
