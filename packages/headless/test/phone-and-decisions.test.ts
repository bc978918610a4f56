import { describe, expect, it } from 'vitest';
import { formatPhone, frenchSpacing, sellerDecisionRefusal } from '../src/index.js';

const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

describe('formatPhone', () => {
  it('groups a Senegalese mobile number as it is read: +221 77 555 12 34', () => {
    for (const typed of ['+221775551234', '775551234', '221775551234', '77 555 12 34', '+221 77-555.12.34']) {
      expect(spaced(formatPhone(typed)), typed).toBe('+221 77 555 12 34');
    }
  });

  it('keeps the groups together on one line (non-breaking spaces)', () => {
    expect(formatPhone('+221775551234')).not.toMatch(/ /);
    expect(formatPhone('+221775551234').split('\u00a0')).toHaveLength(5);
  });

  it('shows anything else as it was given', () => {
    for (const other of ['', '+33612345678', '12345', 'inconnu']) expect(formatPhone(other)).toBe(other);
  });
});

describe('sellerDecisionRefusal', () => {
  it('asks staff for a reason to refuse, blank ones included', () => {
    for (const reason of [undefined, null, '', '   \n']) {
      expect(sellerDecisionRefusal('rejected', reason)).toBe(
        'Indiquez le motif du refus : le vendeur le lira',
      );
    }
    expect(sellerDecisionRefusal('rejected', 'Photos floues')).toBeUndefined();
  });

  it('lets the other decisions go without one', () => {
    for (const status of ['pending', 'approved', 'suspended'] as const) {
      expect(sellerDecisionRefusal(status, undefined)).toBeUndefined();
    }
  });
});

describe('frenchSpacing', () => {
  it('keeps « and » with the word they enclose (non-breaking spaces inside guillemets)', () => {
    expect(frenchSpacing('Boubou en bazin « Baobab »')).toBe('Boubou en bazin «\u00a0Baobab\u00a0»');
    expect(frenchSpacing('« a » et « b »')).toBe('«\u00a0a\u00a0» et «\u00a0b\u00a0»');
  });

  it('keeps : ; ! and ? with the word before them', () => {
    expect(frenchSpacing('Motif : photos floues ; à refaire ! Et ensuite ?')).toBe(
      'Motif\u00a0: photos floues\u00a0; à refaire\u00a0! Et ensuite\u00a0?',
    );
  });

  it('leaves the other spaces, and addresses, as they are', () => {
    expect(frenchSpacing('Robe wax en coton')).toBe('Robe wax en coton');
    expect(frenchSpacing('https://teranga.sn/seller')).toBe('https://teranga.sn/seller');
    expect(frenchSpacing('«\u00a0déjà\u00a0»')).toBe('«\u00a0déjà\u00a0»');
  });
});
