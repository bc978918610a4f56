// « No text twice »: every text of @teranga/messages is written in one place (the domain file that owns it, or
// src/words.ts for the words several domains show) and every other use refers to it. TypeScript's parser reads the
// sources, so comments never count; a template counts by its fixed parts (`Bonjour ${…},`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCES = fileURLToPath(new URL('../src', import.meta.url));

/**
 * Texts written twice on purpose, each with its reason. Keep it short: a duplicate belongs here only when the two
 * copies are two meanings that may part (never for a word that merely repeats).
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

interface Occurrence {
  text: string;
  where: string;
}

/** A French plural whose two forms are the same word (« {count} avis »): one text, written as `one` and `other`. */
function isInvariablePlural(node: ts.Node): boolean {
  const assignment = node.parent;
  if (!ts.isPropertyAssignment(assignment) || !ts.isIdentifier(assignment.name)) return false;
  if (assignment.name.text !== 'other' || !ts.isObjectLiteralExpression(assignment.parent)) return false;
  const one = assignment.parent.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'one',
  );
  return one !== undefined && one.initializer.getText() === node.getText();
}

/** The texts a file writes: string literals and templates with a letter, outside module specifiers, types and keys. */
export function textsOf(code: string, file = 'file.ts'): Occurrence[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: Occurrence[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!/\p{L}/u.test(text) || isInvariablePlural(node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ text, where: `${file}:${line + 1}` });
  };
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const isCode =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isExternalModuleReference(parent) ||
        ts.isLiteralTypeNode(parent) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isElementAccessExpression(parent) && parent.argumentExpression === node);
      if (!isCode) add(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      add(node, node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}

/** Each text written more than once, with where. */
export function duplicates(occurrences: readonly Occurrence[]): Record<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const { text, where } of occurrences) byText.set(text, [...(byText.get(text) ?? []), where]);
  return Object.fromEntries([...byText].filter(([, places]) => places.length > 1));
}

describe('texts of @teranga/messages', () => {
  it('are each written once', () => {
    const occurrences = sourceFiles(SOURCES).flatMap((file) =>
      textsOf(readFileSync(file, 'utf8'), relative(SOURCES, file)),
    );
    const twice = duplicates(occurrences);
    for (const text of Object.keys(EXCEPTIONS)) delete twice[text];
    expect(twice).toEqual({});
    // Parsing a hundred files takes a few seconds on a busy machine.
  }, 60_000);

  it('lists only exceptions that are still written twice', () => {
    const occurrences = sourceFiles(SOURCES).flatMap((file) =>
      textsOf(readFileSync(file, 'utf8'), relative(SOURCES, file)),
    );
    const twice = duplicates(occurrences);
    expect(Object.keys(EXCEPTIONS).filter((text) => !(text in twice))).toEqual([]);
  }, 60_000);
});

describe('the duplicate finder', () => {
  it('finds a text written twice, in strings and templates, and skips code and keys', () => {
    const fixture = [
      "import { x } from './shared.js';",
      "const a = { status: 'Statut', title: 'Statut' };",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code holding templates
      'const hello = (name) => `Bonjour ${name},`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source code holding templates
      'const again = (name) => `Bonjour ${name},`;',
      "const titles = { '/cart': 'Panier' }; const b = titles['/cart'];",
      "type Kind = 'Statut';",
      "const reviews = { one: '{count} avis', other: '{count} avis' };",
    ].join('\n');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's text as the finder writes it
    expect(Object.keys(duplicates(textsOf(fixture)))).toEqual(['Statut', 'Bonjour ${…},']);
  });
});
