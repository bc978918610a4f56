import { type RefObject, useEffect } from 'react';

/** What a press gives the focus to on its own (a region that is only focusable by script, like `<main tabindex="-1">`, is not). */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Closes an open panel on Escape (the focus anywhere in it) and on a press outside it and its toggle, as Radix's
 * DismissableLayer does, in a few lines: the panel is in the header's first load, which Radix's layer would weigh on.
 * The focus goes back to the toggle, unless the press landed on something that takes the focus itself.
 */
export function useDismiss(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const close = (focusToggle: boolean) => {
      onDismiss();
      if (focusToggle) toggle.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!panel.current?.contains(document.activeElement) && document.activeElement !== toggle.current)
        return;
      event.preventDefault();
      close(true);
    };
    // A popup the panel controls (a list of suggestions drawn elsewhere) counts as the panel.
    const inPanel = (target: Element) =>
      panel.current?.contains(target) ||
      [...(panel.current?.querySelectorAll('[aria-controls]') ?? [])].some((owner) =>
        document.getElementById(owner.getAttribute('aria-controls') ?? '')?.contains(target),
      );
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || inPanel(target) || toggle.current?.contains(target)) return;
      const focusable = target.closest(FOCUSABLE);
      // A press on the page itself would drop the focus to it right after: it stays on the toggle.
      if (!focusable) event.preventDefault();
      close(!focusable);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open, panel, toggle, onDismiss]);
}
