import { useHydrated } from '@teranga/headless/react';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Content a phone only sees after scrolling: rendered just after the first paint, in a transition React can interrupt,
 * so the page's first render (and its largest image) is not held up by it in one long task. Its space below the fold
 * grows then, which moves nothing on screen. A page drawn on the server already holds it: it is hydrated with the rest.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const drawnOnServer = !useHydrated();
  const [shown, setShown] = useState(drawnOnServer);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
