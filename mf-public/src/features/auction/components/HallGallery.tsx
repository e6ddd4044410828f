import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PublicWork } from '@centre/contracts';
import { CloseIcon, EmptyState, NextIcon, PreviousIcon } from '@centre/platform';
import { AUCTION_NAMESPACE } from '../i18n/translations.ts';
import { formatWon } from '../format.ts';
import styles from './auction.module.css';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** One picture of one work: the viewer steps through every picture of the hall, work after work. */
interface Slide {
  work: number;
  picture: number;
}

/**
 * A hall's works in program order: each a picture that opens the viewer, its title (to the work's
 * page), author, how many pictures it has, and its price. The viewer is a native modal <dialog>
 * (Escape closes, arrows step through every picture of the hall, work after work, Home and End go
 * to the first and last, Tab stays inside); a work's own pictures are a row of thumbnails in it,
 * and each change is said in a polite live region. Closing gives focus back to the picture of the
 * work last viewed.
 */
export function HallGallery({ works }: { works: PublicWork[] }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const [open, setOpen] = useState<Slide | null>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  const returnTo = useRef<number | null>(null);
  // Focus goes back once the modal dialog is gone (while it is open the page behind is inert).
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    openers.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);
  if (works.length === 0) return <EmptyState>{t('hall.empty')}</EmptyState>;
  const close = () => {
    returnTo.current = open?.work ?? null;
    setOpen(null);
  };
  return (
    <>
      <ul className={styles.gallery}>
        {works.map((work, index) => (
          <li key={work._id} className={styles.card}>
            {work.images[0] ? (
              <button type="button" ref={(element) => { openers.current[index] = element; }} className={styles.thumbButton} onClick={() => setOpen({ work: index, picture: 0 })} aria-label={work.images.length > 1 ? t('hall.enlargeMany', { title: work.title, pictures: t('hall.pictures', { count: work.images.length }) }) : t('hall.enlarge', { title: work.title })}>
                <img src={work.images[0]} alt="" className={styles.thumb} loading="lazy" width={400} height={500} />
                {work.images.length > 1 && <span className={styles.pictureCount}>{t('hall.pictures', { count: work.images.length })}</span>}
              </button>
            ) : (
              <div className={styles.noPicture}>{t('work.noPicture')}</div>
            )}
            <h3><Link to={`/auction/works/${work._id}`}>{work.title}</Link></h3>
            <p className={styles.meta}>{work.author.name}</p>
            <p className={styles.meta}>
              {work.lot.currentPrice !== null ? `${t('work.currentPrice')} ${formatWon(t, work.lot.currentPrice)}` : `${t('work.startPrice')} ${formatWon(t, work.startPrice)}`}
            </p>
            {work.lot.state !== 'OPEN' && <span className={styles.badgeStrong}>{t(`lot.${work.lot.state}`)}</span>}
          </li>
        ))}
      </ul>
      {open !== null && <WorkViewer works={works} slide={open} onSlideChange={setOpen} onClose={close} />}
    </>
  );
}

function WorkViewer({ works, slide, onSlideChange, onClose }: { works: PublicWork[]; slide: Slide; onSlideChange: (slide: Slide) => void; onClose: () => void }) {
  const { t } = useTranslation(AUCTION_NAMESPACE);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Every picture of the hall in order: the work's pictures in its order, works in the hall's.
  const slides: Slide[] = works.flatMap((work, at) => work.images.map((_, picture) => ({ work: at, picture })));
  const position = slides.findIndex((candidate) => candidate.work === slide.work && candidate.picture === slide.picture);
  const work = works[slide.work];
  const moveTo = (at: number) => {
    const next = slides[(at + slides.length) % slides.length];
    if (next) onSlideChange(next);
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      moveTo(position + (event.key === 'ArrowLeft' ? -1 : 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : slides.length - 1);
    } else if (event.key === 'Tab') {
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

  if (!work) return null;
  const titleId = `work-viewer-${work._id}`;
  const pictureCount = work.images.length;
  const pictureLabel = pictureCount > 1 ? t('hall.pictureOfMany', { title: work.title, author: work.author.name, index: slide.picture + 1, count: pictureCount }) : t('hall.pictureOf', { title: work.title, author: work.author.name });
  return (
    <dialog ref={dialogRef} className={styles.lightbox} aria-labelledby={titleId} aria-describedby={`${titleId}-where`} onKeyDown={onKeyDown} onCancel={(event) => { event.preventDefault(); onClose(); }}>
      <div className={styles.lightboxBar}>
        <p id={`${titleId}-where`} aria-live="polite" data-testid="viewer-counter">{t('hall.counter', { index: position + 1, count: slides.length })} · {pictureLabel}</p>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('hall.close')}><CloseIcon /></button>
      </div>
      <figure>
        <img src={work.images[slide.picture]} alt={pictureLabel} className={styles.lightboxPicture} />
        <figcaption>
          <h2 id={titleId}>{work.title}</h2>
          <p className={styles.meta}>{work.author.name}{work.year ? ` · ${work.year}` : ''}</p>
          {pictureCount > 1 && (
            <ul className={styles.thumbRow} aria-label={t('hall.picturesOf', { title: work.title })}>
              {work.images.map((image, picture) => (
                <li key={image}>
                  <button type="button" aria-pressed={picture === slide.picture} aria-label={t('hall.showPicture', { index: picture + 1, count: pictureCount })} onClick={() => onSlideChange({ work: slide.work, picture })}>
                    <img src={image} alt="" width={64} height={64} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link to={`/auction/works/${work._id}`}>{t('hall.viewWork')}</Link>
        </figcaption>
      </figure>
      {slides.length > 1 && (
        <div className={styles.lightboxNav}>
          <button type="button" className={styles.iconButton} onClick={() => moveTo(position - 1)} aria-label={t('hall.previous')}><PreviousIcon /></button>
          <button type="button" className={styles.iconButton} onClick={() => moveTo(position + 1)} aria-label={t('hall.next')}><NextIcon /></button>
        </div>
      )}
    </dialog>
  );
}
