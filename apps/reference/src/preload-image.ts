/**
 * The largest image of a page drawn on the server, for the `<link rel="preload">` the API writes at the top of its
 * `<head>` (the browser then fetches it while the scripts download). The page names it itself as it draws: the kit's
 * picture it asks for first (`priority` on a card or tile, the gallery's main picture) is drawn with
 * `fetchpriority="high"`, and the first such `<img>` in the HTML is the page's largest. Its `sizes` is the one the kit
 * drew it with (@teranga/ui's IMAGE_SIZES): a preload whose sizes differ from the `<img>`'s may pick another width and
 * download the picture twice.
 */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** An `<img>` React wrote with a high fetch priority (React writes `fetchPriority`; browsers read it in any case). */
const PRIORITY_IMAGE = /<img\s[^>]*\sfetchpriority="high"[^>]*>/i;

/** React's attribute escaping undone (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`). */
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributeOf(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : unescapeAttribute(value);
}

/**
 * The first high-priority picture of drawn HTML, as written there; undefined when the page has none (the cart). The
 * server checks the addresses before writing them (they come from sellers' data): this only reads them.
 */
export function priorityImageOf(html: string): PreloadImage | undefined {
  const tag = PRIORITY_IMAGE.exec(html)?.[0];
  const href = tag && attributeOf(tag, 'src');
  if (!tag || !href) return undefined;
  const srcset = attributeOf(tag, 'srcset');
  const sizes = attributeOf(tag, 'sizes');
  return srcset ? { href, srcset, ...(sizes ? { sizes } : {}) } : { href };
}
