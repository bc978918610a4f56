import {
  CATALOGUE_PAGE_SIZE,
  isValidId,
  productImage,
  productImageSrcSet,
  readRefinements,
  refinementQuery,
} from '@teranga/headless';
import type { FastifyInstance } from 'fastify';
import { withAbsoluteMedia, withRelativeMedia } from '../media/absolute-media.js';
import { shopMediaPath, shopMediaSrcset } from '../media/media-address.js';

/**
 * The first view of a storefront page, shipped inside index.html: the catalogue answers the page reads before its
 * first paint (so the shop renders at once instead of waiting for its own API calls), and a preload of the page's
 * largest image (its LCP), which the browser can then fetch while the scripts download.
 */

/** The id of the `<script type="application/json">` the shop reads (apps/reference/src/first-view.ts). */
export const FIRST_VIEW_ELEMENT_ID = 'teranga-first-view';

/** The four collection pages and their first category slug (the shop's src/pages/collection/collections.ts). */
const COLLECTION_SLUGS: Readonly<Record<string, string>> = {
  femme: 'femme',
  homme: 'homme',
  enfant: 'enfant',
  traditionnelle: 'traditionnelle',
};
/** A collection page asks four pages' worth at once (the shop's collection.page.tsx). */
const COLLECTION_LIMIT = CATALOGUE_PAGE_SIZE * 4;
const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * How wide the first image shows, for `imagesizes` (the same strings as the kit's, see @teranga/ui's image-sizes.ts):
 * a preload whose sizes differ from the `<img>`'s may pick another width and download the picture twice.
 */
export const PRELOAD_SIZES = {
  categoryTile: '(min-width: 48em) 20rem, 100vw',
  productCard: '(min-width: 36em) 20rem, 50vw',
  galleryMain: '(min-width: 64em) 50vw, 100vw',
} as const;

/** A catalogue read as the shop's SDK sends it, in a form both sides write alike: path, then sorted parameters. */
export function readKey(path: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  );
  query.sort();
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

interface FirstReads {
  reads: string[];
  /** the read whose answer names the largest image, and how to find that image in it */
  lcp?: { read: string; pick: (body: unknown) => PreloadImage | undefined };
}

export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

type ProductLike = Parameters<typeof productImage>[0];
const dataOf = (body: unknown): unknown => (body as { data?: unknown } | null)?.data;

/**
 * The preload of one of this shop's images, rebuilt from its checked name (media/media-address.ts): the page never
 * writes an address taken as it is from data a seller wrote. Anything else gets no preload; a `srcset` that is not
 * all the shop's own is left out.
 */
function shopPreload(href: string, srcset?: string, sizes?: string): PreloadImage | undefined {
  const path = shopMediaPath(href);
  if (!path) return undefined;
  const widths = srcset ? shopMediaSrcset(srcset) : undefined;
  return widths ? { href: path, srcset: widths, ...(sizes ? { sizes } : {}) } : { href: path };
}

const productCardImage = (product: ProductLike | undefined): PreloadImage | undefined => {
  const href = product ? productImage(product) : '';
  if (!product || !href) return undefined;
  return shopPreload(href, productImageSrcSet(product), PRELOAD_SIZES.productCard);
};

/** `/femme/` and `/femme` are one page (the root stays `/`). */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;

/**
 * The catalogue reads the page at `pathname` starts with (the shop's src/router.tsx prefetches and the pages' first
 * queries), for the pages a visitor lands on from outside: home, a collection, a category, a product, a shop. Any other page,
 * or a sorted or later page of a list, gets none and reads the API as usual.
 */
export function firstReadsOf(pathname: string, search: URLSearchParams): FirstReads {
  const path = withoutTrailingSlash(pathname);
  const sorted = search.has('sort') && search.get('sort') !== 'recommended';
  if (path === '/') {
    return {
      reads: [readKey('/api/home'), readKey('/api/categories')],
      lcp: {
        read: readKey('/api/categories'),
        pick: (body) => {
          const [first] = (dataOf(body) as Array<{ image?: string | null }> | undefined) ?? [];
          return first?.image ? shopPreload(first.image) : undefined;
        },
      },
    };
  }
  const [, first = '', second = '', ...rest] = path.split('/');
  // A price range or size in the address narrows the list the page reads (the shop's listing-refinements.tsx).
  const refined = refinementQuery(readRefinements(search));
  const collection = COLLECTION_SLUGS[first];
  if (collection && !second && !sorted) {
    const products = readKey(`/api/categories/${collection}/products`, {
      limit: COLLECTION_LIMIT,
      ...refined,
    });
    return {
      reads: [products, readKey('/api/categories')],
      lcp: { read: products, pick: (body) => productCardImage(firstProductOf(body)) },
    };
  }
  if (first === 'category' && SLUG.test(second) && rest.length === 0 && !sorted && !search.has('page')) {
    const products = readKey(`/api/categories/${second}/products`, {
      limit: CATALOGUE_PAGE_SIZE,
      ...refined,
      page: 1,
    });
    return {
      reads: [readKey(`/api/categories/${second}`), products, readKey('/api/categories')],
      lcp: { read: products, pick: (body) => productCardImage(firstProductOf(body)) },
    };
  }
  // A seller's shop (/boutique/{slug}): its answer and first page of products, as the shop page asks for them.
  if (first === 'boutique' && SLUG.test(second) && rest.length === 0 && !search.has('page')) {
    const products = readKey(`/api/shops/${second}/products`, { limit: CATALOGUE_PAGE_SIZE, page: 1 });
    return {
      reads: [readKey(`/api/shops/${second}`), products],
      lcp: { read: products, pick: (body) => productCardImage(firstProductOf(body)) },
    };
  }
  if (first === 'product' && isValidId(second) && rest.length === 0) {
    const product = readKey(`/api/products/${second}`);
    return {
      reads: [product],
      lcp: {
        read: product,
        pick: (body) => {
          const found = (dataOf(body) as { product?: ProductLike } | undefined)?.product;
          const image = productCardImage(found);
          return image?.srcset ? { ...image, sizes: PRELOAD_SIZES.galleryMain } : image;
        },
      },
    };
  }
  return { reads: [] };
}

const firstProductOf = (body: unknown): ProductLike | undefined =>
  (dataOf(body) as { products?: ProductLike[] } | undefined)?.products?.[0];

export interface FirstView {
  /** the answers by read key, each the exact JSON text the API sends */
  answers: Map<string, string>;
  image?: PreloadImage;
}

/**
 * Runs the page's first reads through the API itself, in process (no socket), so the shipped answers are exactly what
 * the shop would have fetched. A read that fails is left out: the shop then asks for it as usual.
 */
export async function firstViewOf(app: FastifyInstance, url: string, publicUrl?: string): Promise<FirstView> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const { reads, lcp } = firstReadsOf(pathname, searchParams);
  const answers = new Map<string, string>();
  await Promise.all(
    reads.map(async (read) => {
      const reply = await app.inject({ method: 'GET', url: read, headers: { accept: 'application/json' } });
      if (reply.statusCode === 200) answers.set(read, reply.body);
    }),
  );
  let image: PreloadImage | undefined;
  const lcpAnswer = lcp ? answers.get(lcp.read) : undefined;
  if (lcp && lcpAnswer) {
    // With PUBLIC_URL the answers' media are absolute (media/absolute-media.ts): checked as paths, preloaded as given.
    const answer: unknown = JSON.parse(lcpAnswer);
    if (!publicUrl) image = lcp.pick(answer);
    else {
      const picked = lcp.pick(withRelativeMedia(answer, publicUrl));
      image = picked && withAbsoluteMedia(picked, publicUrl);
    }
  }
  return { answers, image };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Inside `<script>`, only `</script` (or `<!--`) could end it early: every `<` is written `\u003c`, which JSON reads
 * back as the same character. Product names and descriptions come from sellers, so this is not optional.
 */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A page drawn on the server (server-render.ts): its HTML, the query cache it was drawn from, the theme's class, and
 * the id of the script the shop reads that cache from (the shop's own constant, handed over by its renderer).
 */
export interface DrawnPage {
  html: string;
  state: unknown;
  htmlClass: string;
  stateElementId: string;
}

/** The pages drawn on the server: those a visitor lands on from outside (the ones with first reads), and the cart. */
export function isServerDrawn(pathname: string, search: URLSearchParams): boolean {
  return withoutTrailingSlash(pathname) === '/cart' || firstReadsOf(pathname, search).reads.length > 0;
}

/**
 * index.html with the first view: the preload at the top of `<head>`; then either the page drawn on the server (in
 * `#root`, its query cache at the end of `<body>`) or, when it was not, the answers at the end of `<body>`.
 */
export function renderFirstView(template: string, view: FirstView, drawn?: DrawnPage): string {
  let html = template;
  if (view.image) {
    const { href, srcset, sizes } = view.image;
    const attributes = [
      'rel="preload"',
      'as="image"',
      `href="${escapeAttribute(href)}"`,
      srcset ? `imagesrcset="${escapeAttribute(srcset)}"` : '',
      srcset && sizes ? `imagesizes="${escapeAttribute(sizes)}"` : '',
      'fetchpriority="high"',
    ].filter(Boolean);
    // Right after the viewport's meta: before it, a phone lays the page out 980 px wide, and the preload would pick
    // its width from `imagesizes` for that width (the largest file), which the <img> then also takes from the cache.
    const link = `<link ${attributes.join(' ')}>`;
    const viewport = /<meta name="viewport"[^>]*>/i;
    html = viewport.test(html)
      ? html.replace(viewport, (meta) => `${meta}${link}`)
      : html.replace(/<head>/i, (head) => `${head}${link}`);
  }
  if (drawn) {
    const script = `<script type="application/json" id="${escapeAttribute(drawn.stateElementId)}">${scriptSafe(JSON.stringify(drawn.state))}</script>`;
    return html
      .replace(
        /<html([^>]*)>/i,
        (_, attributes: string) => `<html${attributes} class="${escapeAttribute(drawn.htmlClass)}">`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`)
      .replace(/<\/body>/i, (end) => `${script}${end}`);
  }
  if (view.answers.size > 0) {
    const json = `{${[...view.answers].map(([key, body]) => `${JSON.stringify(key)}:${body}`).join(',')}}`;
    const script = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${scriptSafe(json)}</script>`;
    html = html.replace(/<\/body>/i, (end) => `${script}${end}`);
  }
  return html;
}
