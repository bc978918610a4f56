import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  carrierLabel,
  HAND_DELIVERY,
  normaliseTrackingNumber,
  validateShipment,
} from '../src/index.js';

describe('validateShipment: the ship form’s and the server’s one rule', () => {
  it('asks for a carrier from the list', () => {
    expect(validateShipment({})).toEqual({ carrier: 'Choisissez le transporteur' });
    expect(validateShipment({ carrier: '  ', trackingNumber: 'AB1234' })).toEqual({
      carrier: 'Choisissez le transporteur',
    });
    expect(validateShipment({ carrier: 'pigeon', trackingNumber: 'AB1234' })).toEqual({
      carrier: 'Transporteur inconnu : choisissez-en un dans la liste',
    });
  });

  it('needs a tracking number for every carrier but hand delivery', () => {
    for (const carrier of CARRIERS.filter((c) => c !== HAND_DELIVERY)) {
      expect(validateShipment({ carrier })).toEqual({
        trackingNumber: 'Le numéro de suivi est requis pour ce transporteur',
      });
      expect(validateShipment({ carrier, trackingNumber: 'EE123456789SN' })).toEqual({});
    }
    expect(validateShipment({ carrier: HAND_DELIVERY })).toEqual({});
    expect(validateShipment({ carrier: HAND_DELIVERY, trackingNumber: null })).toEqual({});
    // Given anyway, a hand delivery's number is checked like any other.
    expect(validateShipment({ carrier: HAND_DELIVERY, trackingNumber: 'AB' })).toEqual({
      trackingNumber: 'Le numéro de suivi doit compter entre 4 et 40 caractères',
    });
  });

  it('takes 4 to 40 letters, digits or hyphens once spaces are dropped', () => {
    const check = (trackingNumber: string) =>
      validateShipment({ carrier: 'dhl', trackingNumber }).trackingNumber;
    expect(check('jd01 4600 003sn')).toBeUndefined();
    expect(check('AB-12')).toBeUndefined();
    expect(check('A'.repeat(40))).toBeUndefined();
    expect(check('AB1')).toBe('Le numéro de suivi doit compter entre 4 et 40 caractères');
    expect(check('A'.repeat(41))).toBe('Le numéro de suivi doit compter entre 4 et 40 caractères');
    for (const bad of ['AB12/34', 'ÉCOLE123', 'AB12<b>', 'AB_1234']) {
      expect(check(bad)).toBe(
        'Le numéro de suivi ne peut contenir que des lettres, des chiffres et des tirets',
      );
    }
  });

  it('stores the number without spaces, in upper case, and names each carrier in French', () => {
    expect(normaliseTrackingNumber(' jd01 4600\t003sn ')).toBe('JD014600003SN');
    expect(carrierLabel('hand-delivery')).toBe('Remise en main propre');
    expect(carrierLabel('ems-senegal')).toBe('EMS Sénégal (La Poste)');
    expect(carrierLabel('inconnu')).toBe('inconnu');
  });
});
