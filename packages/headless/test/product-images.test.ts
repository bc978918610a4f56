import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES, sortPickedImages } from '../src/index.js';

const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });

describe('sortPickedImages', () => {
  it('keeps JPG, PNG and WEBP files in the order picked', () => {
    const picked = [file('a.jpg', 'image/jpeg'), file('b.png'), file('c.webp', 'image/webp')];
    expect(sortPickedImages(picked, 0)).toEqual({ accepted: picked, refused: [] });
  });

  it('refuses another type, and a file over 10 MB, saying why in French', () => {
    const gif = file('anime.gif', 'image/gif');
    const huge = file('enorme.png', 'image/png', PRODUCT_IMAGE_MAX_BYTES + 1);
    const exact = file('juste.png', 'image/png', PRODUCT_IMAGE_MAX_BYTES);
    const { accepted, refused } = sortPickedImages([gif, huge, exact], 0);
    expect(accepted).toEqual([exact]);
    expect(refused).toEqual([
      { file: gif, reason: "Format d'image non accepté (JPG, PNG ou WEBP)" },
      { file: huge, reason: 'Image trop volumineuse (10 Mo maximum)' },
    ]);
  });

  it('refuses what goes beyond 10 images, counting those already on the form', () => {
    const picked = [file('1.png'), file('2.png'), file('3.png')];
    const { accepted, refused } = sortPickedImages(picked, 8);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(refused).toEqual([
      { file: picked[2], reason: 'Limite de 10 images atteinte : cette image n’est pas ajoutée' },
    ]);
    expect(sortPickedImages([file('x.png')], 10).accepted).toEqual([]);
  });

  it('a refused type does not use up a place', () => {
    const { accepted } = sortPickedImages([file('a.gif', 'image/gif'), file('b.png')], 9);
    expect(accepted.map((f) => f.name)).toEqual(['b.png']);
  });
});
