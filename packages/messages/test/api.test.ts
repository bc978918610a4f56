import { describe, expect, it } from 'vitest';
import { identityMessages, mailMessages, operatorMessages, validationMessages as v } from '../src/index.js';

// The server's answers kept their exact texts when they moved here; the counted ones now agree with their number.
describe('the server texts with a value', () => {
  it('words the length limits as before, in the singular when the limit is 0 or 1', () => {
    expect(identityMessages.notesTooLong(500)).toBe('La note ne peut pas dépasser 500 caractères');
    expect(identityMessages.passwordTooLong(128)).toBe('Le mot de passe ne peut pas dépasser 128 caractères');
    expect(identityMessages.firstNameTooLong(50)).toBe('Le prénom ne peut pas dépasser 50 caractères');
    expect(identityMessages.lastNameTooLong(1)).toBe('Le nom ne peut pas dépasser 1 caractère');
  });

  it('gives the words of Ajv issues', () => {
    const subject = v.field('email');
    expect(subject).toBe('Le champ « email »');
    expect(v.field('')).toBe('La requête');
    expect(v.maxLength(subject, 254)).toBe('Le champ « email » ne peut pas dépasser 254 caractères');
    expect(v.minLength(subject, 6)).toBe('Le champ « email » doit contenir au moins 6 caractères');
    expect(v.maxItems(subject, 1)).toBe('Le champ « email » ne peut pas contenir plus de 1 élément');
    expect(v.type(subject, v.either([v.typeNames.string ?? '', v.typeNames.null ?? '']))).toBe(
      'Le champ « email » doit être un texte ou vide',
    );
    expect(v.query.searchTooLong(200)).toBe('La recherche ne peut pas dépasser 200 caractères');
  });

  it('counts products for the operator in French', () => {
    expect(operatorMessages.seed.generated(1, '0.1', 'pglite')).toBe('1 produit généré en 0.1 s (pglite).');
    expect(operatorMessages.seed.demoShopCreated(40)).toBe('Boutique de démonstration créée : 40 produits.');
  });

  it('greets by first name in the reset mail', () => {
    expect(mailMessages.passwordReset.greeting('Awa')).toBe('Bonjour Awa,');
  });
});
