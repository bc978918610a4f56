import { messages } from '@teranga/messages';
import { describe, expect, it } from 'vitest';
import { isValidId, validateProductId } from '../src/validation/ids.js';
import { validateLogin } from '../src/validation/login.js';
import { numberInput, validateProductCreate, validateProductEdit } from '../src/validation/product.js';
import {
  ACCOUNT_TYPES,
  DEFAULT_PHONE,
  isValidSenegalPhone,
  normalizeRegistration,
  passwordRules,
  passwordRulesMessage,
  selfServiceRole,
  validateRegistration,
} from '../src/validation/registration.js';
import { passwordStrength, validateResetPassword } from '../src/validation/reset-password.js';
import { searchTerm } from '../src/validation/search.js';
import { addTag, normalizeTags, removeTag } from '../src/validation/tags.js';

describe('login validation', () => {
  it('asks for both fields with the form messages', () => {
    const result = validateLogin({ emailOrPhone: '   ', password: '' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      emailOrPhone: 'Veuillez saisir votre email ou téléphone',
      password: 'Veuillez saisir votre mot de passe',
    });
    expect(result.first).toBe('Veuillez saisir votre email ou téléphone');
  });
  it('uses the short message set on demand', () => {
    expect(validateLogin({ emailOrPhone: '', password: ' ' }, 'short').messages).toEqual([
      'Email ou téléphone requis',
      'Mot de passe requis',
    ]);
  });
  it('refuses a password under 6 characters', () => {
    expect(validateLogin({ emailOrPhone: 'a@b.sn', password: '12345' }).messages).toEqual([
      'Le mot de passe doit contenir au moins 6 caractères',
    ]);
    expect(validateLogin({ emailOrPhone: ' a@b.sn ', password: '123456' }).valid).toBe(true);
  });
});

describe('registration validation', () => {
  const valid = {
    firstName: 'Awa',
    lastName: 'Diop',
    email: 'awa@example.sn',
    phone: '',
    password: 'Secret1',
    confirmPassword: 'Secret1',
  };
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({ valid: true, errors: {}, messages: [], first: undefined });
  });
  it('names each missing field, in both message sets', () => {
    const empty = { firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '' };
    expect(validateRegistration(empty).errors).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
    expect(validateRegistration(empty, 'short').errors).toMatchObject({
      firstName: 'Prénom requis',
      lastName: 'Nom requis',
      email: 'Email requis',
    });
  });
  it('checks the email format', () => {
    expect(validateRegistration({ ...valid, email: 'awa@' }).errors.email).toBe('Format email invalide');
  });
  it.each([
    ['77 123 45 67', true],
    ['+221 77 123 45 67', true],
    ['221781234567', true],
    ['701234567', true],
    ['791234567', false],
    ['67 123 45 67', false],
    ['+33 6 12 34 56 78', false],
    ['7712345678', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(isValidSenegalPhone(phone)).toBe(ok);
    expect(validateRegistration({ ...valid, phone }).errors.phone).toBe(
      ok
        ? undefined
        : 'Format de téléphone invalide (ex: 77 123 45 67, +221 77 123 45 67, 221 77 123 45 67, etc.)',
    );
  });
  it('lists the four password rules and the unmet ones in the combined message', () => {
    expect(passwordRules('abc').map((r) => [r.message, r.met])).toEqual([
      ['Au moins 6 caractères', false],
      ['Au moins une majuscule (A-Z)', false],
      ['Au moins une minuscule (a-z)', true],
      ['Au moins un chiffre (0-9)', false],
    ]);
    expect(passwordRulesMessage('abc')).toBe(
      'Le mot de passe doit contenir : Au moins 6 caractères, Au moins une majuscule (A-Z), Au moins un chiffre (0-9)',
    );
    expect(passwordRulesMessage('ABCDEF1')).toBe(
      'Le mot de passe doit contenir : Au moins une minuscule (a-z)',
    );
    expect(passwordRulesMessage('Abcdef1')).toBeUndefined();
  });
  it('requires the confirmation to match', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'Secret2' }).errors).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });
  it('normalises the payload with the default phone and Dakar address', () => {
    const payload = normalizeRegistration({ ...valid, firstName: ' Awa ', email: '  AWA@Example.SN ' });
    expect(payload).toMatchObject({
      firstName: 'Awa',
      email: 'awa@example.sn',
      phone: DEFAULT_PHONE,
      role: 'customer',
    });
    expect(isValidSenegalPhone(DEFAULT_PHONE)).toBe(true);
    expect(payload.addresses).toEqual([
      {
        type: 'home',
        firstName: 'Awa',
        lastName: 'Diop',
        phone: DEFAULT_PHONE,
        street: "À compléter par l'utilisateur",
        city: 'Dakar',
        region: 'Dakar',
        postalCode: '12345',
        country: 'Sénégal',
        isDefault: true,
      },
    ]);
    expect(normalizeRegistration({ ...valid, phone: '77 123 45 67', role: 'seller' })).toMatchObject({
      phone: '771234567',
      role: 'seller',
    });
  });
  it('never offers or sends admin as an account type', () => {
    expect(ACCOUNT_TYPES).toEqual([
      { value: 'customer', label: 'Client' },
      { value: 'seller', label: 'Vendeur' },
    ]);
    const sneaky = { ...valid, role: 'admin' } as unknown as Parameters<typeof normalizeRegistration>[0];
    expect(normalizeRegistration(sneaky).role).toBe('customer');
    expect(['seller', 'customer', 'admin', 'ADMIN', undefined].map(selfServiceRole)).toEqual([
      'seller',
      'customer',
      'customer',
      'customer',
      'customer',
    ]);
  });
});

describe('reset password validation', () => {
  it('needs 8 characters, a match and a token', () => {
    expect(
      validateResetPassword({ token: '', password: 'short', confirmPassword: 'other' }).messages,
    ).toEqual([
      'Token de réinitialisation manquant ou invalide.',
      'Le mot de passe doit contenir au moins 8 caractères.',
      'Les mots de passe ne correspondent pas.',
    ]);
    expect(
      validateResetPassword({ token: 'abc', password: '12345678', confirmPassword: '12345678' }).valid,
    ).toBe(true);
    expect(messages.resetPassword.tokenInvalid).toBe('Token de réinitialisation invalide.');
  });
  it('rates strength at 8 characters', () => {
    expect(passwordStrength('1234567')).toBe('Faible');
    expect(passwordStrength('12345678')).toBe('Fort');
  });
});

describe('product creation validation', () => {
  const good = {
    name: 'Boubou',
    description: 'Un beau boubou brodé',
    price: 45.9,
    sku: 'FEM-BOUBOU-1234',
    category: 'c1',
  };
  it('accepts a valid draft', () => {
    expect(validateProductCreate(good).valid).toBe(true);
  });
  it('joins every message with commas under "Erreur de validation"', () => {
    const result = validateProductCreate({ name: ' ', description: '', price: 0, sku: '', category: '' });
    expect(result.title).toBe('Erreur de validation');
    expect(result.summary).toBe(
      'Nom requis, Description requise, Prix valide requis, SKU requis, Catégorie requise',
    );
  });
  it('applies the length rules', () => {
    expect(validateProductCreate({ ...good, description: '  court   ' }).messages).toEqual([
      'La description doit contenir au moins 10 caractères',
    ]);
    expect(validateProductCreate({ ...good, description: 'x'.repeat(2001) }).messages).toEqual([
      'La description ne peut pas dépasser 2000 caractères',
    ]);
    expect(validateProductCreate({ ...good, description: 'x'.repeat(2000) }).valid).toBe(true);
    expect(validateProductCreate({ ...good, sku: 'AB' }).messages).toEqual(['SKU trop court']);
    expect(validateProductCreate({ ...good, price: -1 }).messages).toEqual(['Prix valide requis']);
    expect(validateProductCreate({ ...good, price: undefined }).messages).toEqual(['Prix valide requis']);
  });
  it('wants a compare price above the price when set', () => {
    expect(validateProductCreate({ ...good, comparePrice: 45.9 }).messages).toEqual([
      'Prix comparé doit être supérieur au prix',
    ]);
    expect(validateProductCreate({ ...good, comparePrice: 50 }).valid).toBe(true);
    expect(validateProductCreate({ ...good, comparePrice: '' }).valid).toBe(true);
    expect(validateProductCreate({ ...good, category: { _id: 'c1' } }).valid).toBe(true);
  });
  it('edit needs name, description and price only', () => {
    expect(validateProductEdit({ name: 'x', description: '', price: 1 })).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(validateProductEdit({ name: 'x', description: 'y', price: 1 })).toBeUndefined();
  });
  it('turns a non-numeric number input into 0', () => {
    expect(numberInput('abc')).toBe(0);
    expect(numberInput('12.5')).toBe(12.5);
  });
});

describe('tags, search and ids', () => {
  it('trims tags and ignores empty and duplicate ones', () => {
    expect(addTag(['wax'], '  bazin ')).toEqual(['wax', 'bazin']);
    expect(addTag(['wax'], ' wax')).toEqual(['wax']);
    expect(addTag(['wax'], '   ')).toEqual(['wax']);
    expect(normalizeTags([' a', 'a ', '', 'b'])).toEqual(['a', 'b']);
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('submits a search only with a trimmed non-empty term', () => {
    expect(searchTerm('  ')).toBeUndefined();
    expect(searchTerm(' robe ')).toBe('robe');
  });
  it('accepts only ids the server mints: 24 lowercase hex characters', () => {
    expect(isValidId('a'.repeat(24))).toBe(true);
    expect(isValidId('a'.repeat(23))).toBe(false);
    expect(isValidId('z'.repeat(24))).toBe(false);
    expect(isValidId('A'.repeat(24))).toBe(false);
    expect(isValidId(42)).toBe(false);
    expect(validateProductId('abc')).toBe('ID de produit invalide');
    expect(validateProductId('0123456789abcdef01234567')).toBeUndefined();
  });
});
