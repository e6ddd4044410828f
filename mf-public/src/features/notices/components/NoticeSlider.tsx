import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@centre/contracts';
import { LazySlider } from '../../../components/slider/LazySlider.tsx';
import { NoticeCard } from './NoticeCard.tsx';
import styles from './notices.module.css';

/** Cards per slide: a fade slider shows one slide at a time, so each slide is a page of cards. */
export const NOTICE_CARDS_PER_SLIDE = 4;

function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** The home notices, a page of cards per slide, fading (spec §9). Swiper loads as it nears the viewport. */
export function NoticeSlider({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useTranslation('public');
  const slides = useMemo(
    () =>
      pagesOf(notifications, NOTICE_CARDS_PER_SLIDE).map((page) => ({
        key: page[0]!._id,
        content: (
          <div className={styles.cardGrid}>
            {page.map((notification) => (
              <NoticeCard key={notification._id} notification={notification} />
            ))}
          </div>
        ),
      })),
    [notifications],
  );
  return <LazySlider slides={slides} label={t('home.noticesTitle')} effect="fade" loadWhenNear className={styles.slider} controlsClassName={styles.controls} />;
}

/** A slide's worth of empty cards, the size of real ones (a card's height does not depend on its text). */
export function NoticeSliderSkeleton() {
  return (
    <div className={styles.slider} aria-hidden="true">
      <div className={styles.cardGrid}>
        {Array.from({ length: NOTICE_CARDS_PER_SLIDE }, (_, index) => (
          <div key={index} className={`${styles.card} ${styles.skeletonCard}`} />
        ))}
      </div>
    </div>
  );
}
