import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { GalleryItem } from '@centre/contracts';
import { CloseIcon, NextIcon, PreviousIcon } from '@centre/platform';
import styles from './gallery.module.css';
import { usePageTranslation } from '../../../i18n/page-texts.ts';
import { GALLERY_TEXTS } from '../i18n/translations.ts';

/** Gallery pictures are 4:3 (640×480 in the demo); the box is reserved before the picture loads. */
const PICTURE_SIZE = { width: 640, height: 480 } as const;

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal picture viewer on the native <dialog>: showModal() makes the page behind inert and
 * gives Escape for free; arrow keys move to the previous or next picture, and Tab stays inside.
 * The caller returns focus to the thumbnail that opened it (onClose).
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: readonly GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = usePageTranslation(GALLERY_TEXTS);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const item = items[index];
  const count = items.length;
  const step = (delta: number) => onIndexChange((index + delta + count) % count);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'Tab') {
      // Keep Tab inside the dialog: without browser chrome (kiosk, headless) focus would leave it.
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  if (!item) return null;
  const titleId = `lightbox-title-${item._id}`;
  return (
    <dialog
      ref={dialogRef}
      className={styles.lightbox}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      // Escape fires "cancel"; let the parent unmount us so its state and focus return stay right.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.lightboxBar}>
        <p className={styles.counter} aria-live="polite">{t('gallery.counter', { index: index + 1, count })}</p>
        <button type="button" className={styles.lightboxButton} onClick={onClose} aria-label={t('gallery.close')}>
          <CloseIcon />
        </button>
      </div>
      <figure className={styles.figure}>
        <img src={item.image} alt={item.alt} width={PICTURE_SIZE.width} height={PICTURE_SIZE.height} className={styles.picture} />
        <figcaption>
          <h2 id={titleId} className={styles.lightboxTitle}>{item.title}</h2>
          <time dateTime={item.takenAt}>{item.takenAt}</time>
        </figcaption>
      </figure>
      {count > 1 && (
        <div className={styles.lightboxNav}>
          <button type="button" className={styles.lightboxButton} onClick={() => step(-1)} aria-label={t('gallery.previous')}>
            <PreviousIcon />
          </button>
          <button type="button" className={styles.lightboxButton} onClick={() => step(1)} aria-label={t('gallery.next')}>
            <NextIcon />
          </button>
        </div>
      )}
    </dialog>
  );
}
