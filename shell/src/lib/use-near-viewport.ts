import { useEffect, useState, type RefObject } from 'react';
import { whenFirstRouteMounted } from './first-route-mounted.ts';

/**
 * True once the element has stayed within `margin` of the viewport for `dwellMs`, and from then on.
 * Used to fetch data and code for the footer only when the visitor is about to see it. The dwell
 * matters: while a remote is still rendering, the page is short and the footer briefly sits in
 * view; once the content arrives it moves far down, and nothing should have been loaded for it.
 * For the same reason nothing is observed before the first route's application is mounted.
 */
export function useNearViewport(ref: RefObject<Element | null>, { margin = '200px', dwellMs = 800 } = {}): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const observer = new IntersectionObserver((entries) => {
      const inRange = entries.some((entry) => entry.isIntersecting);
      clearTimeout(timer);
      if (inRange) timer = setTimeout(() => setNear(true), dwellMs);
    }, { rootMargin: `0px 0px ${margin} 0px` });
    void whenFirstRouteMounted().then(() => {
      if (!stopped) observer.observe(element);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, margin, dwellMs, near]);
  return near;
}
