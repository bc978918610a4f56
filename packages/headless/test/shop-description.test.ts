import { describe, expect, it } from 'vitest';
import {
  normalizeShopDescription,
  SHOP_DESCRIPTION_MAX,
  shopDescriptionProblem,
  shopDescriptionRemaining,
} from '../src/index.js';

describe('a shop presentation', () => {
  it('is kept as plain text: trimmed, one kind of line end, no control character, at most one empty line', () => {
    expect(normalizeShopDescription('  Wax \u0007et bazin\r\n\r\n\r\n\r\nDepuis 1998 <b>à Dakar</b>  ')).toBe(
      'Wax et bazin\n\nDepuis 1998 <b>à Dakar</b>',
    );
  });

  it(`is refused in French past ${SHOP_DESCRIPTION_MAX} characters, counting an emoji as one`, () => {
    expect(shopDescriptionProblem('é'.repeat(SHOP_DESCRIPTION_MAX))).toBeUndefined();
    expect(shopDescriptionProblem(`${'🌍'.repeat(SHOP_DESCRIPTION_MAX)}   `)).toBeUndefined();
    expect(shopDescriptionProblem('a'.repeat(SHOP_DESCRIPTION_MAX + 1))).toBe(
      'La présentation de la boutique ne peut pas dépasser 500 caractères',
    );
    expect(shopDescriptionRemaining('Boubous')).toBe(SHOP_DESCRIPTION_MAX - 7);
  });

  it('may be empty (no presentation)', () => {
    expect(shopDescriptionProblem('   ')).toBeUndefined();
    expect(normalizeShopDescription(' \n ')).toBe('');
  });
});
