import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findFrenchLiterals, looksFrench, SCOPE, scanScope } from './french-literals.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('French text outside @teranga/messages', () => {
  it('is nowhere in the checked sources: each message is written once, in the catalogue', () => {
    const found = scanScope(repoRoot).map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(found).toEqual([]);
    // Parsing a few hundred files takes seconds on a busy machine.
  }, 60_000);

  it('checks every folder of its scope', () => {
    expect(SCOPE).toEqual(
      expect.arrayContaining(['apps/api/src', 'packages/sdk/src', 'packages/headless/src']),
    );
  });
});

describe('the scanner', () => {
  // A deliberately French fixture: if the scanner stopped finding these, the test above would pass for nothing.
  const fixture = [
    "import { x } from './données.js';",
    "const refusal = 'Produit non trouvé';",
    'const unaccented = "Le mot de passe est requis";',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code holding a template
    'const built = `Le champ ${name} est requis`;',
    "const usage = 'Usage : npm run admin';",
    'const view = <p>Votre panier</p>;',
    "type Label = 'Fermé';",
    '// Un commentaire en français ne compte pas',
    "log.info({ port }, 'server listening on port');",
    "const css = 'flex items-center gap-2';",
    "const sql = 'select id from products where slug = $1';",
    "const header = 'content-type';",
    "const url = 'https://example.com/api/auth/login';",
  ].join('\n');

  it('finds string literals, templates and JSX text, with their lines', () => {
    expect(findFrenchLiterals(fixture, 'fixture.tsx')).toEqual([
      { file: 'fixture.tsx', line: 2, text: 'Produit non trouvé' },
      { file: 'fixture.tsx', line: 3, text: 'Le mot de passe est requis' },
      { file: 'fixture.tsx', line: 4, text: 'Le champ   est requis' },
      { file: 'fixture.tsx', line: 5, text: 'Usage : npm run admin' },
      { file: 'fixture.tsx', line: 6, text: 'Votre panier' },
    ]);
  });

  it('leaves English log lines, CSS classes, SQL, header names and URLs alone', () => {
    for (const code of [
      'server listening on port',
      'flex items-center gap-2',
      'content-type',
      'vacuum analyze products',
    ]) {
      expect(looksFrench(code)).toBe(false);
    }
    expect(looksFrench('select id from products where slug = $1')).toBe(false);
    expect(looksFrench('https://example.com/api/auth/login')).toBe(false);
  });
});
