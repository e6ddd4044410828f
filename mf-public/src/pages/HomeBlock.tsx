import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A home block that waits for data. While loading, its children reserve the block's final size.
 * When the load fails (spec §8: logged only, the block goes) taking the block away at once would
 * pull everything below it into view, so:
 * - a block wholly out of view goes at once (what moves is out of view too);
 * - a block on screen keeps its box, empty, cut at the bottom of the screen (what moves is below
 *   it, out of view), and goes when the visitor has scrolled it out of view — the browser's scroll
 *   anchoring then keeps what is on screen where it is.
 */
export function HomeBlock({ failed, className, children }: { failed: boolean; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const loadingHeight = useRef(0);
  const [kept, setKept] = useState<number | null>(null);
  const [gone, setGone] = useState(false);

  // The block's height while it loads or shows, kept by a ResizeObserver: reading offsetHeight in
  // an effect forced a layout on every render of every block (measured: ~40 ms on a phone-class CPU).
  useLayoutEffect(() => {
    const element = ref.current;
    if (failed || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize;
      if (height !== undefined) loadingHeight.current = height;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed]);

  // Before the browser paints the failure: decide how much of the box stays.
  useLayoutEffect(() => {
    if (!failed) {
      // Loaded again (e.g. another language): the block is back.
      setGone(false);
      setKept(null);
      return;
    }
    if (!ref.current) return;
    const top = ref.current.getBoundingClientRect().top;
    const bottom = top + loadingHeight.current;
    if (bottom <= 0 || top >= window.innerHeight) setGone(true);
    else setKept(Math.min(loadingHeight.current, window.innerHeight - top));
  }, [failed]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!failed || kept === null || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry && !entry.isIntersecting && setGone(true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, kept]);

  if (gone) return null;
  if (failed) return <div ref={ref} className={className} style={{ height: kept ?? loadingHeight.current }} aria-hidden="true" />;
  return <div ref={ref} className={className}>{children}</div>;
}
