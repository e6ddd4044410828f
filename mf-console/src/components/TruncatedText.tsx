import { useLayoutEffect, useRef, useState } from 'react';
import styles from './components.module.css';

/**
 * One line of a dense table: a long text is cut with an ellipsis. When it is cut, the full text
 * shows on hover (title) and on focus (it takes Tab and unfolds in place); screen readers always
 * read it whole.
 */
export function TruncatedText({ text }: { text: string }) {
  const box = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Focused, the text unfolds: it is measured cut or not only while folded.
    const measure = () => {
      if (document.activeElement !== element) setCut(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return (
    <span ref={box} className={styles.truncated} title={cut ? text : undefined} tabIndex={cut ? 0 : undefined} data-cut={cut || undefined}>
      {text}
    </span>
  );
}
