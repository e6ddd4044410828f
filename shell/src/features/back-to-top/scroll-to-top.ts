import { prefersReducedMotion } from '../../lib/motion.ts';

const easeInOutCubic = (p: number) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

/**
 * Scrolls the page to the top in exactly `durationMs` (the browser's own smooth scroll has no
 * duration). A wheel or touch by the visitor stops it, as they have taken over.
 */
export function scrollToTop(durationMs: number): Promise<void> {
  return new Promise((resolve) => {
    const from = window.scrollY;
    if (from === 0 || prefersReducedMotion()) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      resolve();
      return;
    }
    let interrupted = false;
    const interrupt = () => { interrupted = true; };
    window.addEventListener('wheel', interrupt, { passive: true, once: true });
    window.addEventListener('touchstart', interrupt, { passive: true, once: true });
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      if (!interrupted) window.scrollTo({ top: Math.round(from * (1 - easeInOutCubic(progress))), behavior: 'instant' });
      if (progress < 1 && !interrupted) {
        requestAnimationFrame(step);
        return;
      }
      window.removeEventListener('wheel', interrupt);
      window.removeEventListener('touchstart', interrupt);
      resolve();
    };
    requestAnimationFrame(step);
  });
}
