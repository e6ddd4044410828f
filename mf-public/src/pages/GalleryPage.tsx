import { EmptyState, useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchGallery } from '../features/gallery/api/gallery-api.ts';
import { GalleryGrid } from '../features/gallery/components/GalleryGrid.tsx';
import { Pagination } from '../features/paging/Pagination.tsx';
import { pageCountOf, useListParams } from '../features/paging/use-list-params.ts';
import { PAGE_SIZES } from '../public-constants.ts';
import { AsyncContent } from './AsyncContent.tsx';
import styles from './pages.module.css';
import { usePageTranslation } from '../i18n/page-texts.ts';
import { GALLERY_TEXTS } from '../features/gallery/i18n/translations.ts';

/** /edu-gallery: pictures of the centre's courses, paged, each opening in a lightbox. */
export default function GalleryPage() {
  const { t } = usePageTranslation(GALLERY_TEXTS);
  const locale = useLocale();
  const { page, hrefOf } = useListParams();
  usePageMeta({ title: t('gallery.title'), description: t('gallery.description') });
  const list = useAsyncData(
    (signal) => fetchGallery({ limit: PAGE_SIZES.gallery, offset: (page - 1) * PAGE_SIZES.gallery }, signal),
    [locale, page],
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('gallery.title')}</h1>
      <p className={styles.lead}>{t('gallery.description')}</p>
      <AsyncContent state={list}>
        {({ galleries, total }) =>
          galleries.length === 0 ? (
            <EmptyState>{t('gallery.empty')}</EmptyState>
          ) : (
            <>
              <GalleryGrid items={galleries} />
              <Pagination page={page} pageCount={pageCountOf(total, PAGE_SIZES.gallery)} hrefOf={(n) => hrefOf({ page: n })} />
            </>
          )
        }
      </AsyncContent>
    </div>
  );
}
