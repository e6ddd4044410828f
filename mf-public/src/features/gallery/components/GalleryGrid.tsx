import { useRef, useState } from 'react';
import type { GalleryItem } from '@centre/contracts';
import { Lightbox } from './Lightbox.tsx';
import styles from './gallery.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { GALLERY_TEXTS } from '../i18n/translations.ts';

/** Thumbnails that open the lightbox; closing it puts focus back on the thumbnail of the picture last shown. */
export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  const { t } = usePageTranslation(GALLERY_TEXTS);
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);

  const close = () => {
    const last = open;
    setOpen(null);
    if (last !== null) requestAnimationFrame(() => thumbnails.current[last]?.focus());
  };

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item._id}>
            <button
              type="button"
              className={styles.thumbButton}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={() => setOpen(index)}
              aria-haspopup="dialog"
            >
              <img src={item.thumb} alt={item.alt} width={400} height={300} loading={index < 4 ? 'eager' : 'lazy'} decoding="async" className={styles.thumb} />
              <span className={styles.caption}>
                <span className={styles.captionTitle}>{item.title}</span>
                <time dateTime={item.takenAt}>{item.takenAt}</time>
              </span>
              <span className={styles.visuallyHidden}>{t('gallery.open')}</span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox items={items} index={open} onIndexChange={setOpen} onClose={close} />}
    </>
  );
}
