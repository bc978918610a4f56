/** The address of a seller's shop page (page-paths.ts: '/boutique/:slug'). */
export const shopPath = (slug: string): string => `/boutique/${encodeURIComponent(slug)}`;
