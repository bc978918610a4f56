import type { DehydratedState, QueryClient } from '@tanstack/react-query';
/**
 * The catalogue answers the server shipped inside index.html for the page first opened (apps/api/src/http/first-view.ts):
 * the shop's first reads are served from them instead of the network, once each, so the first paint already shows the
 * page's data and its largest image was requested with the HTML. Later reads (refetches, other pages) go to the API.
 */

/** The `<script type="application/json">` the server writes (FIRST_VIEW_ELEMENT_ID on the server). */
export const FIRST_VIEW_ELEMENT_ID = 'teranga-first-view';

/** Path then sorted parameters: the server writes its keys the same way (readKey), whatever order the SDK sends. */
export function readKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.sort();
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The shipped answers by read key, as JSON texts; empty when the page has none or they cannot be read. */
export function readFirstView(doc: Pick<Document, 'getElementById'>): Map<string, string> {
  const answers = readJsonScript<Record<string, unknown>>(doc, FIRST_VIEW_ELEMENT_ID) ?? {};
  return new Map(Object.entries(answers).map(([key, body]) => [key, JSON.stringify(body)]));
}

/** The JSON of a `<script type="application/json">` the server wrote, or undefined when absent or unreadable. */
function readJsonScript<T>(doc: Pick<Document, 'getElementById'>, id: string): T | undefined {
  try {
    return JSON.parse(doc.getElementById(id)?.textContent || 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** A fetch that answers a GET from the shipped answers the first time it is asked, and from `next` otherwise. */
export function firstViewFetch(
  answers: Map<string, string>,
  next: () => typeof globalThis.fetch,
  base: string,
): typeof globalThis.fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (answers.size > 0 && method === 'GET') {
      const url = new URL(request ? request.url : String(input), base);
      const key = readKey(url);
      const body = answers.get(key);
      if (body !== undefined) {
        answers.delete(key);
        return Promise.resolve(
          new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } }),
        );
      }
    }
    return next()(input, init);
  };
}

/**
 * The `<script type="application/json">` holding the query cache a server-drawn page was drawn from: the API writes it
 * under this id, which the renderer hands it (entry-server.tsx).
 */
export const SERVER_STATE_ELEMENT_ID = 'teranga-server-state';

/** The server's query cache (TanStack's dehydrated state), or undefined when the page was not drawn on the server. */
export function readServerState(doc: Pick<Document, 'getElementById'>): DehydratedState | undefined {
  return readJsonScript<DehydratedState>(doc, SERVER_STATE_ELEMENT_ID);
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
