import { withAbsoluteMedia, withRelativeMedia } from '../media/absolute-media.js';
import { shopMediaPath, shopMediaSrcset } from '../media/media-address.js';

/**
 * A storefront page drawn on the server by the shop's renderer (server-render.ts), written into index.html: the HTML in
 * `#root`, the query cache it was drawn from in one `<script type="application/json">` (the one way the shop gets its
 * first data: no other answers ship with the page), the theme's class on `<html>`, and a preload of the page's largest
 * image at the top of `<head>`, which the browser fetches while the scripts download. Which pages are drawn, what they
 * read and which image is their largest is the shop's business: this file knows none of its pages.
 */

/** The page's largest image as the renderer found it (an `<img>` it drew with a high fetch priority). */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** What the renderer drew, with what the HTML needs around it. */
export interface DrawnPage {
  html: string;
  state: unknown;
  preload?: PreloadImage | undefined;
  /** the class of `<html>` that carries the kit's theme */
  htmlClass: string;
  /** the id of the script the shop reads the cache from (the shop's own constant, handed over by its renderer) */
  stateElementId: string;
}

/**
 * The preload of one of this shop's images, rebuilt from its checked name (media/media-address.ts): the page never
 * writes an address taken as it is from data a seller wrote, even one the renderer drew. Anything else gets no preload;
 * a `srcset` that is not all the shop's own is left out, and `sizes` with it. With PUBLIC_URL the drawn media are
 * absolute (media/absolute-media.ts): checked as paths, preloaded as drawn.
 */
export function shopPreload(image: PreloadImage | undefined, publicUrl?: string): PreloadImage | undefined {
  if (!image) return undefined;
  const drawn = publicUrl ? withRelativeMedia(image, publicUrl) : image;
  const href = shopMediaPath(drawn.href);
  if (!href) return undefined;
  const srcset = drawn.srcset ? shopMediaSrcset(drawn.srcset) : undefined;
  const checked: PreloadImage = srcset
    ? { href, srcset, ...(drawn.sizes ? { sizes: drawn.sizes } : {}) }
    : { href };
  return publicUrl ? withAbsoluteMedia(checked, publicUrl) : checked;
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

/** `<link rel="preload" as="image">` for a checked image. */
function preloadLink({ href, srcset, sizes }: PreloadImage): string {
  const attributes = [
    'rel="preload"',
    'as="image"',
    `href="${escapeAttribute(href)}"`,
    srcset ? `imagesrcset="${escapeAttribute(srcset)}"` : '',
    srcset && sizes ? `imagesizes="${escapeAttribute(sizes)}"` : '',
    'fetchpriority="high"',
  ].filter(Boolean);
  return `<link ${attributes.join(' ')}>`;
}

/**
 * The shop's entry script when its build marked it `data-after-paint`: on a drawn page the shop's own head script
 * starts it once the page has painted (its largest picture or its first text), so that on a slow line the picture is
 * not downloaded beside the 110 KB of code that only wakes the page up (Lighthouse's LCP waited for that code).
 */
const AFTER_PAINT_ENTRY = /<script\b[^>]*\sdata-after-paint\b[^>]*><\/script>/i;

/** The drawn page without the marked entry, its address on `<html data-after-paint>` for the head script to start. */
function entryAfterPaint(html: string): { html: string; entry?: string } {
  const tag = AFTER_PAINT_ENTRY.exec(html)?.[0];
  const entry = tag && /\ssrc="([^"]+)"/i.exec(tag)?.[1];
  return tag && entry ? { html: html.replace(tag, ''), entry } : { html };
}

/**
 * index.html with a drawn page: the preload at the top of `<head>`, the page in `#root`, its query cache at the end of
 * `<body>`, the entry marked `data-after-paint` started after the first paint. The preload's address is checked here
 * (shopPreload) whatever the renderer handed over.
 */
export function writeDrawnPage(template: string, drawn: DrawnPage, publicUrl?: string): string {
  const later = entryAfterPaint(template);
  let html = later.html;
  const image = shopPreload(drawn.preload, publicUrl);
  if (image) {
    // Right after the viewport's meta: before it, a phone lays the page out 980 px wide, and the preload would pick
    // its width from `imagesizes` for that width (the largest file), which the <img> then also takes from the cache.
    const link = preloadLink(image);
    const viewport = /<meta name="viewport"[^>]*>/i;
    html = viewport.test(html)
      ? html.replace(viewport, (meta) => `${meta}${link}`)
      : html.replace(/<head>/i, (head) => `${head}${link}`);
  }
  const script = `<script type="application/json" id="${escapeAttribute(drawn.stateElementId)}">${scriptSafe(JSON.stringify(drawn.state))}</script>`;
  return html
    .replace(
      /<html([^>]*)>/i,
      (_, attributes: string) =>
        `<html${attributes} class="${escapeAttribute(drawn.htmlClass)}"${later.entry ? ` data-after-paint="${escapeAttribute(later.entry)}"` : ''}>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`)
    .replace(/<\/body>/i, (end) => `${script}${end}`);
}
