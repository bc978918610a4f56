import { describe, expect, it } from 'vitest';
import {
  isDeliveryAddressValid,
  normalizeDeliveryAddress,
  validateDeliveryAddress,
} from '../src/addresses/delivery-address.js';
import { ADDRESS_FIELD_MAX_LENGTH } from '../src/shared/limits.js';

const dakar = {
  fullName: 'Awa Diop',
  phone: '77 123 45 67',
  quartier: 'Sacré-Cœur 3',
  street: 'Villa 12, rue SC-45',
  landmark: 'En face de la pharmacie Mame Diarra',
  city: 'Dakar',
  region: 'Dakar',
};

describe('validateDeliveryAddress', () => {
  it('accepts a full Dakar address, and one without a landmark', () => {
    expect(validateDeliveryAddress(dakar)).toEqual({});
    expect(validateDeliveryAddress({ ...dakar, landmark: '' })).toEqual({});
    expect(validateDeliveryAddress({ ...dakar, landmark: undefined })).toEqual({});
    expect(isDeliveryAddressValid(dakar)).toBe(true);
  });

  it('asks for every required field in French, field by field, in the form order', () => {
    const errors = validateDeliveryAddress({ landmark: '  ' });
    expect(errors).toEqual({
      fullName: 'Indiquez le nom de la personne qui reçoit la livraison',
      phone: 'Indiquez le téléphone de la personne qui reçoit la livraison',
      quartier: 'Indiquez le quartier',
      street: 'Indiquez la rue, la villa ou l’immeuble',
      city: 'Indiquez la ville',
      region: 'Indiquez la région',
    });
    expect(Object.keys(errors)).toEqual(['fullName', 'phone', 'quartier', 'street', 'city', 'region']);
  });

  it('takes the Senegalese mobile formats the registration takes, and refuses others', () => {
    for (const phone of ['771234567', '+221 77 123 45 67', '221 78 000 11 22', '70 000 00 05']) {
      expect(validateDeliveryAddress({ ...dakar, phone })).toEqual({});
    }
    for (const phone of ['+33 6 12 34 56 78', '33 123 45 67', '79 123 45 67', '7712345', 'abc']) {
      expect(validateDeliveryAddress({ ...dakar, phone }).phone).toBe(
        'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
      );
    }
  });

  it('refuses a field longer than the limit, naming it', () => {
    const long = 'x'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1);
    expect(validateDeliveryAddress({ ...dakar, landmark: long })).toEqual({
      landmark: `Point de repère : ${ADDRESS_FIELD_MAX_LENGTH} caractères au plus`,
    });
    expect(validateDeliveryAddress({ ...dakar, quartier: 'x'.repeat(ADDRESS_FIELD_MAX_LENGTH) })).toEqual({});
  });

  it('reads anything a client sends without throwing: only text is a value', () => {
    const errors = validateDeliveryAddress({
      fullName: 42,
      phone: { $ne: '' },
      quartier: ['a'],
      landmark: 7,
    });
    expect(errors.fullName).toBe('Indiquez le nom de la personne qui reçoit la livraison');
    expect(errors.phone).toBe('Indiquez le téléphone de la personne qui reçoit la livraison');
    expect(errors.landmark).toBeUndefined();
  });
});

describe('normalizeDeliveryAddress', () => {
  it('trims, stores the phone in E.164 and an empty landmark as null', () => {
    expect(
      normalizeDeliveryAddress({
        ...dakar,
        fullName: '  Awa Diop ',
        phone: '221 77 123 45 67',
        landmark: '  ',
      }),
    ).toEqual({ ...dakar, phone: '+221771234567', landmark: null });
  });
});
