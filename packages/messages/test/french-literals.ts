// Finds French text written in source code outside @teranga/messages, so that each message keeps one home.
// TypeScript's parser reads the code: comments never count, and only what a reader could see is checked (string
// literals, template literals, JSX text). Module specifiers and type positions are code, not text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** The source folders checked, relative to the repository root. Another folder joins by being added here. */
export const SCOPE: readonly string[] = [
  'apps/api/src',
  'packages/sdk/src',
  'packages/headless/src',
  'packages/ui/src',
  'apps/reference/src',
];

/** Files or folders (a path, or a folder ending in '/') that hold data, not messages, each with its reason. */
export const EXCEPTIONS: ReadonlyArray<{ path: string; reason: string }> = [
  {
    path: 'apps/api/src/demo/',
    reason: 'the demo catalogue: product names, descriptions and accounts are seeded data, not messages',
  },
  {
    path: 'apps/api/src/catalogue/category-aliases.ts',
    reason: 'French category names and their aliases are data the search matches against',
  },
  {
    path: 'apps/api/src/identity/common-passwords.ts',
    reason: 'a list of passwords refused as too common: data, not messages',
  },
  { path: 'packages/sdk/src/schema.gen.ts', reason: 'generated from openapi.yaml by openapi-typescript' },
];

/** Letters that English code never writes and French does. */
const FRENCH_LETTER = /[àâäæçéèêëîïôœùûüÿÀÂÄÆÇÉÈÊËÎÏÔŒÙÛÜŸ]/;

/**
 * Short unaccented words that mark a French sentence. Two words of letters alone would flag English log lines
 * ("listening on port"), which stay English, so an unaccented text counts only with one of these words in it.
 */
const FRENCH_WORDS = new Set(
  (
    'le la les un une des du de au aux et ou est sont pas ne plus vous votre vos nous notre ce cette ces cet ' +
    'pour par sur dans avec qui que il elle ils en se sa son ses leur leurs doit peut veuillez ' +
    'aucun aucune connexion requis requise invalide non trouve erreur mot passe utilisateur produit commande panier favoris'
  ).split(' '),
);

/** French typography puts a space before a colon ('Usage : …'); English and code never do. */
const FRENCH_COLON = /[A-Za-z] :(\s|$)/;

/**
 * True when `text` reads as French: an accented letter, a French colon, or two or more words with one of them
 * French.
 */
export function looksFrench(text: string): boolean {
  // A path or an address is code even when its words are French ('/suivi-commande', '/guide-des-tailles').
  if (/^(\/|[a-z]+:\/\/)\S*$/.test(text.trim())) return false;
  if (FRENCH_LETTER.test(text) || FRENCH_COLON.test(text)) return true;
  const words = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  if (words.length < 2) return false;
  return words.some((word) => FRENCH_WORDS.has(word.replace(/^[a-z]'/, '')));
}

// What a person reads (or hears) in the kit and the shop: one word is already a text there ('Fermer', 'Panier').
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
// `label`, or a name ending in `Label`, `Title`…: not `validationContext`, whose last letters only spell 'text'.
const READ_NAMES =
  /^(label|legend|title|placeholder|hint|message|text)$|(Label|Legend|Title|Placeholder|Hint|Message|Text)$/;
// Attributes that are wiring, never text.
const WIRING_ATTRIBUTES =
  /^(className|class|id|key|href|to|src|type|role|name|rel|target|htmlFor|autoComplete|inputMode|method|data-.*)$/;
// A word of two letters or more that starts the text or follows a space or a mark (not the 'EDE' of '#F5EDE1').
const ANY_WORD = /(?:^|[\s'’(«"-])\p{L}{2,}/u;
// Read but not French: names of brands and codes in capitals (EUR, TOP), and paths ('/suivi-commande').
const BRANDS = new Set(['teranga', 'google', 'facebook', 'wave', 'orange', 'money', 'api']);
const notWords = (text: string): boolean =>
  /^\/[\w\-/:*]*$/.test(text.trim()) ||
  (text.match(/\p{L}+/gu) ?? []).every(
    (word) => BRANDS.has(word.toLowerCase()) || word === word.toUpperCase(),
  );

/** The JSX attribute a string is the value of, through a ternary or an expression (`title={a ? 'x' : 'y'}`). */
function jsxAttributeName(node: ts.Node): string | undefined {
  let current = node.parent;
  while (current && !ts.isJsxAttribute(current)) {
    if (ts.isJsxElement(current) || ts.isJsxSelfClosingElement(current) || ts.isStatement(current))
      return undefined;
    current = current.parent;
  }
  return current ? current.name.getText() : undefined;
}

/** The name a string is the default or the value of (`legend = 'x'`, `title: 'x'`), if any. */
function boundName(node: ts.Node): string | undefined {
  const parent = node.parent;
  if ((ts.isBindingElement(parent) || ts.isPropertyAssignment(parent)) && parent.initializer === node)
    return parent.name.getText();
  return undefined;
}

/** Whether a person reads this string as it stands (a label, a title), and whether it is wiring instead. */
function readingOf(node: ts.Node): 'read' | 'wiring' | 'unknown' {
  const attribute = jsxAttributeName(node);
  if (attribute !== undefined && WIRING_ATTRIBUTES.test(attribute)) return 'wiring';
  const name = boundName(node);
  if (
    (attribute !== undefined && READ_ATTRIBUTES.has(attribute)) ||
    (name !== undefined && READ_NAMES.test(name))
  )
    return 'read';
  return 'unknown';
}

export interface FrenchLiteral {
  file: string;
  line: number;
  text: string;
}

/** Nodes whose strings are code, never read by a person: module names and types. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isExternalModuleReference(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  return false;
}

/** Every French text that `source` writes in a string, a template or JSX. */
export function findFrenchLiterals(source: string, file = 'source.tsx'): FrenchLiteral[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: FrenchLiteral[] = [];
  const report = (node: ts.Node, text: string, read = false) => {
    if (!looksFrench(text) && !(read && ANY_WORD.test(text) && !notWords(text))) return;
    // JSX text starts with the line break after its tag: count from its first letter.
    const leading = node.getText(sourceFile).search(/\S|$/);
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile) + leading);
    found.push({ file, line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const reading = readingOf(node);
      if (!isCodePosition(node) && reading !== 'wiring') report(node, node.text, reading === 'read');
    } else if (ts.isTemplateExpression(node)) {
      // The fixed parts read together: `Le ${x} est requis` is one sentence.
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      report(node, parts.join(' '));
    } else if (ts.isJsxText(node)) {
      // Text between tags is always read: one word counts.
      report(node, node.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
// Stories, tests and the stories' fixtures are not shipped; `.css.ts` files hold styles only.
const NOT_SOURCE = /\.(test|spec|stories)\.tsx?$|story-fixtures\.ts$|\.css\.ts$|\.d\.ts$/;

function sourceFilesUnder(root: string, folder: string): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFilesUnder(root, path);
    return SOURCE_FILE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : [];
  });
}

const isException = (path: string) =>
  EXCEPTIONS.some((exception) =>
    exception.path.endsWith('/') ? path.startsWith(exception.path) : path === exception.path,
  );

/** Every French literal in the scope's source files, exceptions left out. Paths are relative to `root`. */
export function scanScope(root: string, scope: readonly string[] = SCOPE): FrenchLiteral[] {
  return scope
    .flatMap((folder) => sourceFilesUnder(root, folder))
    .filter((path) => !isException(path))
    .flatMap((path) =>
      findFrenchLiterals(
        readFileSync(join(root, path), 'utf8'),
        relative(root, join(root, path)).split(sep).join('/'),
      ),
    );
}
