import { describe, expect, it } from 'vitest';
import { findFrenchLiterals } from './french-literals.js';

const frenchLiterals = (source: string, file: string) =>
  findFrenchLiterals(source, file).map(({ line, text }) => ({ line, text }));

// The scanner's rules for the kit and the shop, where a label of one word ('Panier') is already a text.
describe('frenchLiterals', () => {
  it('finds French in JSX text, visible attributes, strings and templates', () => {
    const fixture = [
      "import { x } from 'des mots ici';",
      'export const labels = { close: "Fermer la fenêtre", open: \'Ouvrir le menu\' };',
      'export const Card = () => (',
      '  <div className="flex items-center" data-testid="product card" aria-label="Panier">',
      '    Voir le produit',
      '    <img alt="Photo" src="/a b.png" />',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template literal
      '    {`${count} articles au total`}',
      '  </div>',
      ');',
      "type Variant = 'en ligne' | 'hors ligne';",
      "export function Swatches({ legend = 'Couleur', size = 'md' }) { return { label: 'Femme', href: '/femme' }; }",
    ].join('\n');
    expect(frenchLiterals(fixture, 'fixture.tsx')).toEqual([
      { line: 2, text: 'Fermer la fenêtre' },
      { line: 2, text: 'Ouvrir le menu' },
      { line: 4, text: 'Panier' },
      { line: 5, text: 'Voir le produit' },
      { line: 6, text: 'Photo' },
      { line: 7, text: 'articles au total' },
      { line: 11, text: 'Couleur' },
      { line: 11, text: 'Femme' },
    ]);
  });

  it('leaves class names, CSS, URLs, keys and test ids alone', () => {
    const fixture = [
      "const style = { border: '1px solid var(--x)', url: 'https://example.com/a', key: 'ArrowDown' };",
      "const css = clsx('button-primary size-md', 'sr-only');",
      'const Row = () => <td className="cell cell--wide" data-testid="row-name">{name}</td>;',
    ].join('\n');
    expect(frenchLiterals(fixture, 'fixture.tsx')).toEqual([]);
  });
});
