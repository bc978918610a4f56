import { TerangaApiError } from '@teranga/sdk';
import { describe, expect, it } from 'vitest';
import { refusalsOf } from './use-product-save';

describe("a refused save's toast", () => {
  it("lists the server's refusals under its title, once", () => {
    const refused = new TerangaApiError(400, 'Erreur de validation', {
      success: false,
      message: 'Erreur de validation',
      errors: ['Variante 2 : Valeur requise', 'Variante 3 : Variante en double'],
    });
    expect(refusalsOf(refused)).toBe('Variante 2 : Valeur requise, Variante 3 : Variante en double');
    const single = new TerangaApiError(409, 'Ce SKU existe déjà', { errors: ['Ce SKU existe déjà'] });
    expect(refusalsOf(single)).toBeUndefined();
    expect(refusalsOf(new TerangaApiError(0, 'Erreur réseau'))).toBeUndefined();
    expect(
      refusalsOf(new TerangaApiError(400, 'Refusé', { errors: { name: 'Nom requis' } })),
    ).toBeUndefined();
    expect(refusalsOf(null)).toBeUndefined();
  });
});
