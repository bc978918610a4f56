import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchLiterals } from './french-literals.js';

// Issue 12: every French text a person reads comes from @teranga/messages. The kit takes its labels as props and
// the catalogue supplies the defaults; the reference shop imports its texts from the catalogue too.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SCOPES = ['packages/ui/src', 'apps/reference/src'];
// Stories, tests and the stories' fixtures are not shipped; `.css.ts` files hold styles only.
const NOT_SHIPPED = /\.(stories|test|spec)\.tsx?$|story-fixtures\.ts$|\.css\.ts$|\.d\.ts$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [path] : [];
  });
}

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
      { line: 7, text: '{} articles au total' },
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

describe('the kit and the reference shop', () => {
  const files = SCOPES.flatMap((scope) => sourceFiles(join(repoRoot, scope)));

  it('scans files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [relative(repoRoot, file), file]))(
    '%s has no French literal',
    (_name, file) => {
      expect(frenchLiterals(readFileSync(file, 'utf8'), file)).toEqual([]);
    },
  );
});
