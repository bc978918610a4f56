/**
 * How wide the kit's pictures show, as `sizes` strings for their `srcset`: the browser picks the smallest stored width
 * that fills them. React-free, so a server that preloads a page's first image can give the same `imagesizes` (a
 * different one would pick another width and download the picture twice).
 */
export const IMAGE_SIZES = {
  /** the product grid's columns are 14 to about 20rem wide; a phone shows two cards across */
  productCard: '(min-width: 36em) 20rem, 50vw',
  /** the category grid's tiles are 12rem and up: one across a phone, 20rem or so on wider screens */
  categoryTile: '(min-width: 48em) 20rem, 100vw',
  /** the main picture takes half of a wide screen and the whole of a phone's */
  galleryMain: '(min-width: 64em) 50vw, 100vw',
  galleryThumb: '4.5rem',
} as const;
