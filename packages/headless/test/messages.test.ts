import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  backendConnectionError,
  categoriesLoadError,
  httpErrorMessage,
  messages,
  noResultsFor,
  verificationServerErrorMessage,
} from '../src/messages.js';

// The specification documents live beside the repository; where they are present, every message must appear in
// them letter for letter (placeholders such as {phone} excepted: those messages are listed below).
const SEEDS = ['/work/shared/seeds/000_89810ec35cc3d85b.txt', '/work/shared/seeds/001_ba273b0ddde07c6f.txt'];
const spec = SEEDS.filter((file) => existsSync(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Messages whose text the documents give with an elided value, or that the documents name without quoting. */
const FILLED_PLACEHOLDERS = new Set<string>([
  messages.registration.phoneInvalid,
  messages.registration.addressStreetPlaceholder,
  // The team contract's 409 body for a duplicate favourite (the documents only say "already in favourites").
  messages.wishlist.alreadyThere,
]);

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

describe('messages', () => {
  it.skipIf(spec === '').each(leaves(messages).filter(([, text]) => !FILLED_PLACEHOLDERS.has(text)))(
    '%s is quoted letter for letter by the documents',
    (_path, text) => {
      expect(spec).toContain(text);
    },
  );

  it('fills the documents placeholders', () => {
    expect(messages.registration.phoneInvalid).toMatch(
      /^Format de téléphone invalide \(ex: .+, .+, .+, etc\.\)$/,
    );
    expect(httpErrorMessage(404, 'Not Found')).toBe('Erreur 404: Not Found');
    expect(verificationServerErrorMessage(500, 'boom')).toBe('Erreur serveur (500): boom');
    expect(noResultsFor('wax')).toBe('Aucun résultat pour "wax"');
    expect(backendConnectionError('x')).toBe('Erreur de connexion au backend: x');
    expect(categoriesLoadError('x')).toBe('Erreur de chargement des catégories: x');
  });
});
