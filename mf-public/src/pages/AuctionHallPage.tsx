import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAsyncData, useLocale, usePageMeta } from '@centre/platform';
import { fetchHall } from '../features/auction/api/auction-api.ts';
import { HallGallery } from '../features/auction/components/HallGallery.tsx';
import { AUCTION_NAMESPACE, registerAuctionTranslations } from '../features/auction/i18n/translations.ts';
import { AsyncContent, isNotFound } from './AsyncContent.tsx';
import styles from './pages.module.css';

void registerAuctionTranslations();

/** /auction/halls/:hall: the hall's works as a gallery, in the program's order. */
export default function AuctionHallPage() {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const { hall: id = '' } = useParams();
  const locale = useLocale();
  const detail = useAsyncData((signal) => fetchHall(id, signal), [id, locale]);
  usePageMeta({ title: detail.status === 'success' ? detail.data.hall.name : isNotFound(detail) ? t('hall.notFound') : t('title') });

  return (
    <AsyncContent state={detail} notFoundTitle={t('hall.notFound')}>
      {({ hall, program, works }) => (
        <div className={styles.page}>
          <header className={styles.articleHeader}>
            <p className={styles.breadcrumb}>
              <Link to="/auction">{t('title')}</Link> › <Link to={`/auction/programs/${program._id}`}>{program.title}</Link>
            </p>
            <h1 className={styles.pageTitle}>{hall.name}</h1>
            <p>{t(`hallKind.${hall.kind}`)}{hall.place ? ` · ${hall.place}` : ''}</p>
          </header>
          <h2 className={styles.visuallyHidden}>{t('hall.works', { count: works.length })}</h2>
          <HallGallery works={works} />
        </div>
      )}
    </AsyncContent>
  );
}
