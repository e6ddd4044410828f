import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_SCROLL_MS } from '@centre/platform';
import { useScrollCondition } from '../../lib/use-window-scroll.ts';
import { scrollToTop } from './scroll-to-top.ts';
import styles from './back-to-top.module.css';

/** Spec §2: appears after half a viewport of scroll. */
const pastHalfViewport = () => window.scrollY > window.innerHeight / 2;

/**
 * Rendered in a dock between the content and the footer (index.html). The dock is sticky to the
 * viewport's bottom, so the button floats over the page and, at the page's end, rests above the
 * footer instead of covering it — CSS does the placement, no scroll maths.
 */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const visible = useScrollCondition(pastHalfViewport);

  const goToTop = async () => {
    await scrollToTop(BACK_TO_TOP_SCROLL_MS);
    // Keyboard and screen-reader users continue from the top of the page, not from a hidden button.
    document.querySelector<HTMLElement>('#shell-header [data-page-top]')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.backToTop}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => void goToTop()}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 12l6-6 6 6" />
      </svg>
    </button>
  );
}
