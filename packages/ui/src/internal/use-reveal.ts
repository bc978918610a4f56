import { type RefObject, useEffect } from 'react';

/**
 * Brings an element into view and gives it focus when it appears (`active`) and each time `key` changes: a failure
 * shown after a press is never left above the screen (storefront document §8: « the page scrolls to it »), and a
 * keyboard or screen-reader user lands on it. Smooth scrolling unless the reader asked for reduced motion.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, active: boolean, key?: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || key === null) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, [ref, active, key]);
}
