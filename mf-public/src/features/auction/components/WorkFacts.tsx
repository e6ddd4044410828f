import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicWork } from '@centre/contracts';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { formatWon } from '../format.ts';
import styles from './auction.module.css';

/** The work's pictures: one large, the others as buttons that show them. */
export function WorkPictures({ work }: { work: PublicWork }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const [shown, setShown] = useState(0);
  if (work.images.length === 0) return <div className={styles.noPicture}>{t('work.noPicture')}</div>;
  return (
    <div>
      <img src={work.images[shown]} alt={t('work.pictureOf', { title: work.title, index: shown + 1, count: work.images.length })} className={styles.mainPicture} />
      {work.images.length > 1 && (
        <ul className={styles.thumbRow} aria-label={t('work.pictures')}>
          {work.images.map((image, index) => (
            <li key={image}>
              <button type="button" aria-pressed={index === shown} onClick={() => setShown(index)} aria-label={t('work.showPicture', { index: index + 1 })}>
                <img src={image} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Materials, size, year and estimate; the description below. */
export function WorkFacts({ work }: { work: PublicWork }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const estimate = work.estimateLow !== null || work.estimateHigh !== null
    ? [work.estimateLow, work.estimateHigh].filter((value): value is number => value !== null).map((value) => formatWon(t, value)).join(' ~ ')
    : null;
  return (
    <>
      <dl className={styles.facts}>
        {work.materials && (<><dt>{t('work.materials')}</dt><dd>{work.materials}</dd></>)}
        {work.size && (<><dt>{t('work.size')}</dt><dd>{work.size}</dd></>)}
        {work.year !== null && (<><dt>{t('work.year')}</dt><dd>{work.year}</dd></>)}
        {estimate && (<><dt>{t('work.estimate')}</dt><dd>{estimate}</dd></>)}
        <dt>{t('work.startPrice')}</dt>
        <dd>{formatWon(t, work.startPrice)}</dd>
      </dl>
      {work.description && <p className={styles.description}>{work.description}</p>}
    </>
  );
}

/** The author: photo, name, biography and their links (new tab). */
export function AuthorCard({ work }: { work: PublicWork }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const { author } = work;
  return (
    <section className={styles.section} aria-labelledby="work-author">
      <h2 id="work-author">{t('work.author')}</h2>
      <div className={styles.author}>
        {author.photo && <img src={author.photo} alt="" className={styles.authorPhoto} width={72} height={72} />}
        <div>
          <p><strong>{author.name}</strong></p>
          {author.biography && <p className={styles.description}>{author.biography}</p>}
          {author.links.length > 0 && (
            <ul className={styles.links} aria-label={t('work.links')}>
              {author.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {t(`social.${link.type}`, { defaultValue: link.type })}<span className={styles.visuallyHidden}> ({t('work.newTab')})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
