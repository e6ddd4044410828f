import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Popup } from '@centre/contracts';
import { useAsyncData, useLocale } from '@centre/platform';
import { fetchActivePopups } from '../api/popups-api.ts';
import { hideForToday, isHiddenToday } from '../popup-dismissal.ts';
import { RichText } from '../../../components/rich-text/RichText.tsx';
import styles from './popups.module.css';

/**
 * The home popup layer (spec §2, §9): top left, above everything, several popups cascading.
 * Each is a non-modal dialog: the page behind stays usable, Escape closes the focused popup.
 */
export function PopupLayer() {
  const locale = useLocale();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const popups = useAsyncData(fetchActivePopups, [locale], (error) => console.error('[mf_public] popups failed to load', error));
  if (popups.status !== 'success') return null;
  const shown = popups.data.filter((popup) => !closed.has(popup._id) && !isHiddenToday(popup._id));
  if (shown.length === 0) return null;

  const close = (popup: Popup, forToday: boolean) => {
    if (forToday) hideForToday(popup._id);
    setClosed((previous) => new Set(previous).add(popup._id));
  };

  return (
    <div className={styles.layer}>
      {shown.map((popup, index) => (
        <PopupWindow key={popup._id} popup={popup} index={index} onClose={(forToday) => close(popup, forToday)} />
      ))}
    </div>
  );
}

function PopupWindow({ popup, index, onClose }: { popup: Popup; index: number; onClose: (forToday: boolean) => void }) {
  const { t } = useTranslation('public');
  const titleId = `popup-title-${popup._id}`;
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      className={`${styles.popup} ${popup.skin === 'image' ? styles.imageSkin : ''}`}
      // Cascade: each further popup sits a step down and to the right of the one before.
      style={{ '--popup-step': index } as CSSProperties}
      data-popup-id={popup._id}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(false);
      }}
    >
      <h2 id={titleId} className={styles.title}>{popup.title}</h2>
      <div className={styles.content}>
        {popup.image && <img src={popup.image} alt="" className={styles.image} width={360} height={270} />}
        <RichText html={popup.content} />
        {popup.link && (
          <p>
            <Link to={popup.link} className={styles.more} onClick={() => onClose(false)}>
              {/* "Learn more" alone says nothing out of context: the popup's title completes it. */}
              {t('popup.more')}<span className={styles.visuallyHidden}>: {popup.title}</span>
            </Link>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => onClose(true)}>{t('popup.notToday')}</button>
        <button type="button" className={styles.action} onClick={() => onClose(false)}>{t('popup.close')}</button>
      </div>
    </section>
  );
}
