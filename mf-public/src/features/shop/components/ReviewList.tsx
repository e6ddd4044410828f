import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@centre/contracts';
import { Button, ErrorState, formatDate, LoadingState, useAsyncData } from '@centre/platform';
import { fetchReviews } from '../api/shop-api.ts';
import { REVIEWS_PAGE_SIZE } from '../shop-params.ts';
import { SHOP_PUBLIC_NAMESPACE } from '../i18n/translations.ts';
import styles from './shop.module.css';

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  return (
    <span className={styles.stars} role="img" aria-label={t('product.rating', { rating })}>
      {'★'.repeat(rating)}{'☆'.repeat(5 - rating)}
    </span>
  );
}

/** A product's reviews, newest first, with the reviewers' pictures (their alt text is the reviewer's), a page at a time ("more" appends the next page). */
export function ReviewList({ productId, empty }: { productId: string; empty: ReactNode }) {
  const { t } = useTranslation(SHOP_PUBLIC_NAMESPACE);
  const [pages, setPages] = useState(1);
  const list = useAsyncData(async (signal) => {
    const all: Review[] = [];
    let total = 0;
    for (let page = 0; page < pages; page += 1) {
      const answer = await fetchReviews(productId, page * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE, signal);
      all.push(...answer.reviews);
      total = answer.summary.total;
    }
    return { reviews: all, total };
  }, [productId, pages]);
  if (list.status === 'loading' && pages === 1) return <LoadingState />;
  if (list.status === 'error') return <ErrorState onRetry={list.reload} />;
  if (list.status === 'loading') return <LoadingState />;
  const { reviews, total } = list.data;
  if (reviews.length === 0) return <>{empty}</>;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return (
    <>
      {reviews.length === total && <p>{t('product.average', { rating: average.toFixed(1), count: total })}</p>}
      <ul className={styles.reviews}>
        {reviews.map((review) => (
          <li key={review._id} className={styles.review}>
            <Stars rating={review.rating} /> <span>{formatDate(review.createdAt)}</span>
            <p>{review.text}</p>
            {review.images.length > 0 && (
              <ul className={styles.reviewImages}>
                {review.images.map((image) => (
                  <li key={image._id}>
                    <img src={image.url} alt={image.alt} width={112} height={112} loading="lazy" decoding="async" />
                  </li>
                ))}
              </ul>
            )}
            {review.answer && (
              <div className={styles.answer}>
                <strong>{t('product.answer')}</strong>
                <p>{review.answer}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {reviews.length < total && <Button variant="secondary" onClick={() => setPages((n) => n + 1)}>{t('product.moreReviews')}</Button>}
    </>
  );
}
