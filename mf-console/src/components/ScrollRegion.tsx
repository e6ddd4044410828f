import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './components.module.css';

/**
 * A table that may be wider than the screen (a phone): it scrolls sideways, and says so — a line
 * of words above it and a shadow on the side that has more — while there is more to see.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('console');
  const region = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);
  const wider = more.left || more.right;
  return (
    <div className={styles.scrollFrame}>
      {wider && (
        <p className={styles.scrollHint} data-scroll-hint="true">
          <span aria-hidden="true">← </span>
          {t('tableScroll.hint')}
          <span aria-hidden="true"> →</span>
        </p>
      )}
      <div className={styles.scrollShade} data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
        <div ref={region} className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
