import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The view goes back to the top on every path change (not on query changes such as a filter). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
