import { describe, expect, it } from 'vitest';
import { productImage, productImageSrcSet } from '../src/cart/cart-item.js';

const srcset = '/api/media/a-400.webp 400w, /api/media/a-800.webp 800w, /api/media/a-1600.webp 1600w';

describe('productImageSrcSet', () => {
  it('gives the srcset of the image the product shows', () => {
    const product = {
      mainImage: '/api/media/a-800.webp',
      images: [
        { url: '/api/media/b-800.webp', srcset: 'other' },
        { url: '/api/media/a-800.webp', srcset },
      ],
    };
    expect(productImage(product)).toBe('/api/media/a-800.webp');
    expect(productImageSrcSet(product)).toBe(srcset);
    expect(productImageSrcSet({ images: [{ url: '/api/media/a-800.webp', srcset }] })).toBe(srcset);
  });

  it('gives nothing for a single-width picture, an address alone, or no image', () => {
    expect(
      productImageSrcSet({
        mainImage: '/api/media/demo-robe.webp',
        images: [{ url: '/api/media/demo-robe.webp' }],
      }),
    ).toBeUndefined();
    expect(productImageSrcSet({ images: ['/api/media/a-800.webp'] })).toBeUndefined();
    // A srcset belongs to its own url: another image's set is never borrowed.
    expect(
      productImageSrcSet({ mainImage: '/x.webp', images: [{ url: '/y.webp', srcset }] }),
    ).toBeUndefined();
    expect(productImageSrcSet({})).toBeUndefined();
  });
});
