import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  backendConnectionError,
  categoriesLoadError,
  httpErrorMessage,
  messages,
  noResultsFor,
  verificationServerErrorMessage,
} from '../src/specification.js';

// Every message must appear letter for letter in the specification documents (placeholders such as {phone} excepted:
// those messages are listed below). The documents live beside the repository, in ../shared/seeds (CI clones them
// there); without them this test fails, so that a missing folder never passes for a checked catalogue.
const repoRoot = new URL('../../../', import.meta.url);
const seedsDir = new URL('../shared/seeds/', repoRoot);
const SEEDS = ['000_89810ec35cc3d85b.txt', '001_ba273b0ddde07c6f.txt'];

function readSpecification(): string {
  return SEEDS.map((name) => {
    const file = fileURLToPath(new URL(name, seedsDir));
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(
        `Spécification illisible : ${file} (${(error as NodeJS.ErrnoException).code}). Les documents doivent se trouver dans ../shared/seeds, à côté du dépôt.`,
      );
    }
  }).join('\n');
}
const spec = readSpecification();

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
  it.each(leaves(messages).filter(([, text]) => !FILLED_PLACEHOLDERS.has(text)))(
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
