import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, formatDate, usePageMeta } from '@centre/platform';
import { AppLink } from '../../../components/cross-app/AppLink.tsx';
import { SHOP_LIST_SIZE, useMyReviews } from '../../../features/shop/api/shop.ts';
import { Pager, pageFromParams } from '../../../features/shop/components/Pager.tsx';
import { QueryState } from '../../../features/shop/components/QueryState.tsx';
import { ReviewPictures } from '../../../features/shop/components/ReviewPictures.tsx';
import { registerShopMemberTranslations, SHOP_MEMBER_NAMESPACE } from '../../../features/shop/i18n/translations.ts';
import styles from '../../../features/shop/components/shop.module.css';

void registerShopMemberTranslations();

/** /mypage/reviews — the member's reviews with the seller's answers, and their pictures (up to three each). */
export default function MyReviewsPage() {
  const { t } = useTranslation(SHOP_MEMBER_NAMESPACE);
  usePageMeta({ title: t('reviews.title') });
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const reviews = useMyReviews((page - 1) * SHOP_LIST_SIZE);
  return (
    <>
      <h1>{t('reviews.title')}</h1>
      <QueryState query={reviews}>
        {(data) =>
          data.reviews.length === 0 ? (
            <EmptyState>{t('reviews.empty')}</EmptyState>
          ) : (
            <>
              <ul className={styles.list}>
                {data.reviews.map((review) => (
                  <li key={review._id} className={styles.card}>
                    <div className={styles.cardHead}>
                      <span className={styles.starText} role="img" aria-label={t('review.stars', { count: review.rating })}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
                      <span className={styles.hint}>{formatDate(review.createdAt)}{review.hidden ? ` · ${t('reviews.hidden')}` : ''}</span>
                    </div>
                    <p className={styles.prose}>{review.text}</p>
                    {review.answer && <p className={styles.prose}><strong>{t('reviews.answer')}:</strong> {review.answer}</p>}
                    {!review.hidden && <ReviewPictures review={review} />}
                    <p><AppLink href={`/shop/${review.productId}`}>{t('reviews.product')}</AppLink></p>
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.summary.total} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
