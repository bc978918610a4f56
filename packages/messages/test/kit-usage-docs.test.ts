// Every component of the kit has a docs page that says what it is, when to use it, when not, and its accessibility
// notes (issue 15; the pattern is button.stories.tsx): the French text is the stories meta's
// `parameters.docs.description.component`, most often a `usage` constant. This test keeps the rule for every
// stories file under packages/ui/src/components, the new ones included.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const componentsDir = fileURLToPath(new URL('../../ui/src/components/', import.meta.url));

/** The four parts, in this order; the headings are written with the typographic apostrophe. */
const USAGE_HEADINGS = ['**Quand l’utiliser** :', '**Quand ne pas l’utiliser** :', '**Accessibilité** :'];

/** Stories files under a folder (`__screenshots__` holds folders named after them, never files). */
function storiesFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === '__screenshots__'
        ? []
        : storiesFiles(join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return entry.name.endsWith('.stories.tsx') ? [`${prefix}${entry.name}`] : [];
  });
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

function property(object: ts.Expression | undefined, name: string): ts.Expression | undefined {
  const literal = object && unwrap(object);
  if (!literal || !ts.isObjectLiteralExpression(literal)) return undefined;
  for (const member of literal.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) return member.initializer;
    if (ts.isShorthandPropertyAssignment(member) && member.name.text === name) return member.name;
  }
  return undefined;
}

/** The text of a string literal, or of `[...lines].join('\n')`; undefined for anything computed. */
function textOf(node: ts.Expression, constants: Map<string, ts.Expression>): string | undefined {
  const value = unwrap(node);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isIdentifier(value)) {
    const init = constants.get(value.text);
    return init ? textOf(init, constants) : undefined;
  }
  if (
    ts.isCallExpression(value) &&
    ts.isPropertyAccessExpression(value.expression) &&
    value.expression.name.text === 'join' &&
    ts.isArrayLiteralExpression(value.expression.expression)
  ) {
    const lines = value.expression.expression.elements.map((line) => textOf(line, constants));
    const separator = value.arguments[0] ? textOf(value.arguments[0], constants) : ',';
    return lines.every((line) => line !== undefined) && separator !== undefined
      ? lines.join(separator)
      : undefined;
  }
  return undefined;
}

/** The docs page's text of a stories file: its default-exported meta's `parameters.docs.description.component`. */
function docsDescription(source: string, file = 'x.stories.tsx'): string | undefined {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map<string, ts.Expression>();
  let meta: ts.Expression | undefined;
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          constants.set(declaration.name.text, declaration.initializer);
        }
      }
    }
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) meta = statement.expression;
  }
  const resolved =
    meta && ts.isIdentifier(unwrap(meta)) ? constants.get((unwrap(meta) as ts.Identifier).text) : meta;
  const component = property(
    property(property(property(resolved, 'parameters'), 'docs'), 'description'),
    'component',
  );
  return component ? textOf(component, constants) : undefined;
}

/** What the docs text lacks: a first paragraph saying what it is, then the three headings in order, each followed by text. */
function missingParts(text: string | undefined): string[] {
  if (text === undefined) return ['parameters.docs.description.component (la constante `usage`)'];
  const missing: string[] = [];
  const first = text.indexOf(USAGE_HEADINGS[0] as string);
  if ((first < 0 ? text : text.slice(0, first)).trim() === '')
    missing.push('ce que c’est (premier paragraphe)');
  let from = 0;
  for (const [index, heading] of USAGE_HEADINGS.entries()) {
    const at = text.indexOf(heading, from);
    const next = USAGE_HEADINGS[index + 1];
    const end = at < 0 || next === undefined ? text.length : text.indexOf(next, at);
    if (at < 0 || text.slice(at + heading.length, end < 0 ? text.length : end).trim() === '') {
      missing.push(heading);
    } else {
      from = at + heading.length;
    }
  }
  return missing;
}

describe('the kit’s docs pages (issue 15)', () => {
  it('say, for every component stories file, what it is, when to use it, when not, and its accessibility', () => {
    const files = storiesFiles(componentsDir);
    expect(files.length).toBeGreaterThan(50);
    const lacking = files
      .map((file) => ({
        file,
        missing: missingParts(docsDescription(readFileSync(join(componentsDir, file), 'utf8'), file)),
      }))
      .filter(({ missing }) => missing.length > 0)
      .map(({ file, missing }) => `packages/ui/src/components/${file} : ${missing.join(', ')}`);
    expect(lacking).toEqual([]);
  });
});

describe('the docs text reader', () => {
  const complete =
    'Un bouton.\n\n**Quand l’utiliser** : une action.\n\n**Quand ne pas l’utiliser** : un lien.\n\n**Accessibilité** : un vrai bouton.';

  it('reads a `usage` constant through a meta that `satisfies Meta`', () => {
    const source = `const usage = ${JSON.stringify(complete)};
const meta = { title: 'X', parameters: { docs: { description: { component: usage } } } } satisfies Meta<typeof X>;
export default meta;`;
    expect(docsDescription(source)).toBe(complete);
    expect(missingParts(docsDescription(source))).toEqual([]);
  });

  it('reads lines joined in the meta itself', () => {
    const source = `export default { parameters: { docs: { description: { component: ['Un bouton.', '', '**Quand l’utiliser** : a', '**Quand ne pas l’utiliser** : b', '**Accessibilité** : c'].join('\\n') } } } };`;
    expect(missingParts(docsDescription(source))).toEqual([]);
  });

  it('names what is missing: no description, a part left out, an empty part, a straight apostrophe', () => {
    expect(missingParts(docsDescription("const meta = { title: 'X' };\nexport default meta;"))).toHaveLength(
      1,
    );
    expect(missingParts(complete.replace(/\*\*Accessibilité\*\* : .*$/, ''))).toEqual([
      '**Accessibilité** :',
    ]);
    expect(missingParts(complete.replace('une action.', ''))).toEqual(['**Quand l’utiliser** :']);
    expect(missingParts(complete.replace('Un bouton.', ''))).toEqual(['ce que c’est (premier paragraphe)']);
    expect(missingParts(complete.replace('Quand l’utiliser', "Quand l'utiliser"))).toEqual([
      '**Quand l’utiliser** :',
    ]);
  });
});
