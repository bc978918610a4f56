import { describe, expect, it } from 'vitest';
import { categoryNotices, nextQuickStatus, productCreatedMessage } from '../src/catalogue/product-status.js';
import { initials, profileValue, roleLabel } from '../src/catalogue/profile.js';
import { forgotPasswordClosesOn, TIMINGS } from '../src/timings.js';

describe('seller and profile rules', () => {
  it('quick-toggles active to draft and anything else to active', () => {
    expect(nextQuickStatus('active')).toBe('draft');
    expect(nextQuickStatus('draft')).toBe('active');
    expect(nextQuickStatus('archived')).toBe('active');
  });
  it('says how a creation went', () => {
    expect(productCreatedMessage('active')).toBe(
      'Produit créé et publié avec succès ! Il apparaîtra immédiatement dans la boutique.',
    );
    expect(productCreatedMessage('draft')).toBe('Produit créé avec succès ! Statut: brouillon.');
  });
  it('raises the category notices of the seller document', () => {
    const p = (categoryId: string, status: 'draft' | 'active' | 'archived') => ({
      id: 'p1',
      categoryId,
      status,
    });
    expect(categoryNotices(undefined, p('c1', 'active'))).toEqual([{ type: 'added', categoryId: 'c1' }]);
    expect(categoryNotices(undefined, p('c1', 'draft'))).toEqual([]);
    expect(categoryNotices(p('c1', 'draft'), p('c2', 'active'))).toEqual([
      { type: 'moved', from: 'c1', to: 'c2', productId: 'p1' },
    ]);
    expect(categoryNotices(p('c1', 'active'), p('c2', 'draft'))).toEqual([]);
    expect(categoryNotices(p('c1', 'active'), p('c1', 'archived'))).toEqual([
      { type: 'removed', categoryId: 'c1' },
    ]);
    expect(categoryNotices(p('c1', 'draft'), p('c1', 'active'))).toEqual([
      { type: 'added', categoryId: 'c1' },
    ]);
    expect(categoryNotices(p('c1', 'active'), p('c1', 'active'))).toEqual([]);
    expect(categoryNotices(p('c1', 'active'), undefined)).toEqual([{ type: 'removed', categoryId: 'c1' }]);
    expect(categoryNotices(p('c1', 'draft'), undefined)).toEqual([]);
  });
  it('labels the profile', () => {
    expect(roleLabel('seller')).toBe('Vendeur Premium');
    expect(roleLabel('customer')).toBe('Client Premium');
    expect(profileValue('  ')).toBe('Non renseigné');
    expect(profileValue('77 123 45 67')).toBe('77 123 45 67');
    expect(initials('awa', 'Diop')).toBe('AD');
  });
  it('keeps the documents timings', () => {
    expect(TIMINGS).toMatchObject({
      addedPopup: 4000,
      loginPrompt: 5000,
      payment: 2000,
      signInSuccessRedirect: 1500,
    });
    expect(forgotPasswordClosesOn('Un email de réinitialisation a été envoyé à votre adresse.')).toBe(true);
    expect(forgotPasswordClosesOn('Une erreur est survenue.')).toBe(false);
  });
});
