import { useEffect } from 'react';

/** Closes a dialog by itself `ms` after it opens (while `when` holds); 0 or less keeps it open. */
export function useAutoClose(
  open: boolean,
  ms: number,
  onOpenChange: (open: boolean) => void,
  when = true,
): void {
  useEffect(() => {
    if (!open || !when || ms <= 0) return;
    const timer = setTimeout(() => onOpenChange(false), ms);
    return () => clearTimeout(timer);
  }, [open, when, ms, onOpenChange]);
}
