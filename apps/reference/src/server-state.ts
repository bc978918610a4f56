import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * A page drawn on the server (entry-server.tsx, served by apps/api/src/http/drawn-page.ts) comes with the query cache it
 * was drawn from: the one way the server hands the browser its data, so the first render draws the same HTML and React
 * adopts it as it is. Pages the server does not draw come as plain index.html and read the API themselves.
 */

/**
 * The `<script type="application/json">` holding the query cache a server-drawn page was drawn from: the API writes it
 * under this id, which the renderer hands it (entry-server.tsx).
 */
export const SERVER_STATE_ELEMENT_ID = 'teranga-server-state';

/** The server's query cache (TanStack's dehydrated state), or undefined when the page was not drawn on the server. */
export function readServerState(doc: Pick<Document, 'getElementById'>): DehydratedState | undefined {
  try {
    return JSON.parse(doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent || 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's answers in the browser's cache, each with the time it was read (so it stays fresh as long as
 * it would have). Only successful answers are shipped (TanStack's dehydrate); its `hydrate` does more and weighs
 * about a kilobyte on every first load.
 */
export function adoptServerState(client: QueryClient, state: DehydratedState): void {
  for (const { queryKey, state: query } of state.queries) {
    if (query.status === 'success')
      client.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
  }
}
