// The package rules, checked on what is published: the root of @teranga/headless and @teranga/sdk must load in Node
// (a server, a worker, a test) with neither React nor a browser. Biome checks the sources' imports; this reads the
// built files (an entry and every chunk it imports), where a bundler could have pulled in what the sources hide.
// Needs `npm run build:packages` first. TypeScript's parser (already a dev dependency) reads the code, so comments
// and strings never count.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const REACT = ['react', 'react-dom', '@xstate/react'];

/** Each entry that must run anywhere, with the packages it must never import. */
export const ENTRIES = [
  { file: 'packages/messages/dist/index.js', forbidden: [...REACT, 'xstate', '@xstate/', '@teranga/'] },
  { file: 'packages/messages/dist/index.d.ts', forbidden: [...REACT, 'xstate', '@xstate/', '@teranga/'] },
  { file: 'packages/headless/dist/index.js', forbidden: REACT },
  { file: 'packages/headless/dist/index.d.ts', forbidden: REACT },
  { file: 'packages/sdk/dist/index.js', forbidden: [...REACT, 'xstate', '@xstate/'] },
  { file: 'packages/sdk/dist/index.d.ts', forbidden: [...REACT, 'xstate', '@xstate/'] },
];

/** Globals that exist only in a browser: a bare use throws a ReferenceError anywhere else. */
const DOM_GLOBALS = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'screen',
  'alert',
  'confirm',
  'prompt',
  'matchMedia',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'customElements',
  'indexedDB',
  'Element',
  'HTMLElement',
  'DOMParser',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
]);
const isDomGlobal = (name) => DOM_GLOBALS.has(name) || /^HTML\w*Element$/.test(name);

const matches = (specifier, name) =>
  name.endsWith('/') ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`);

/** Module specifiers of static imports and exports, `import()` calls and `import('x')` types. */
function importsOf(sourceFile) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push({ node, specifier: node.moduleSpecifier.text });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ node, specifier: node.arguments[0].text });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push({ node, specifier: node.argument.literal.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Names the file declares itself: a local `location` is not the browser's. */
function declaredNames(sourceFile) {
  const names = new Set();
  const visit = (node) => {
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isImportSpecifier(node) ||
        ts.isImportClause(node) ||
        ts.isNamespaceImport(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/** Whether `node` only runs once a `typeof name` test has passed (if, ternary or `&&`). */
function guardedByTypeof(node, name) {
  const testsTypeof = (condition) => {
    let found = false;
    const visit = (n) => {
      if (ts.isTypeOfExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === name)
        found = true;
      else ts.forEachChild(n, visit);
    };
    visit(condition);
    return found;
  };
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isIfStatement(parent) && parent.thenStatement === child && testsTypeof(parent.expression))
      return true;
    if (ts.isConditionalExpression(parent) && parent.whenTrue === child && testsTypeof(parent.condition))
      return true;
    if (
      ts.isBinaryExpression(parent) &&
      parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      parent.right === child &&
      testsTypeof(parent.left)
    )
      return true;
  }
  return false;
}

/** Is this identifier a read of a global, rather than a property name, a key or a declaration? */
function isReference(node) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if ('name' in parent && parent.name === node) return false;
  if ((ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) && parent.propertyName === node)
    return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  return true;
}

/** Bare uses of browser globals outside a `typeof` guard (code only: a type in a .d.ts runs nowhere). */
function domUses(sourceFile) {
  const local = declaredNames(sourceFile);
  const found = [];
  const visit = (node) => {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isIdentifier(node) && isDomGlobal(node.text) && !local.has(node.text) && isReference(node)) {
      const guarded = ts.isTypeOfExpression(node.parent) || guardedByTypeof(node, node.text);
      if (!guarded) found.push({ node, name: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const where = (sourceFile, node) => {
  const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return `${relative(root, sourceFile.fileName)}:${line + 1}`;
};

/** Checks an entry and every file of the build it reaches through relative imports; returns the findings. */
export function checkEntry({ file, forbidden }) {
  const problems = [];
  const seen = new Set();
  const queue = [resolve(root, file)];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    if (!existsSync(path)) {
      problems.push(`${relative(root, path)} est introuvable : lancez « npm run build:packages » d'abord.`);
      continue;
    }
    const sourceFile = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const { node, specifier } of importsOf(sourceFile)) {
      if (specifier.startsWith('.')) {
        // A declaration file names its sibling './x.js'; the types live in './x.d.ts'.
        const target = resolve(dirname(path), specifier);
        queue.push(path.endsWith('.d.ts') ? target.replace(/\.js$/, '.d.ts') : target);
      } else if (forbidden.some((name) => matches(specifier, name))) {
        problems.push(`${where(sourceFile, node)} importe « ${specifier} », interdit dans ${file}.`);
      }
    }
    if (!path.endsWith('.d.ts')) {
      for (const { node, name } of domUses(sourceFile)) {
        problems.push(
          `${where(sourceFile, node)} utilise « ${name} », global du navigateur, hors d'une garde « typeof ${name} !== 'undefined' ».`,
        );
      }
    }
  }
  return { problems, files: seen.size };
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  let failed = false;
  for (const entry of ENTRIES) {
    const { problems, files } = checkEntry(entry);
    console.log(`${problems.length ? '✗' : '✓'} ${entry.file} (${files} fichier(s) lus)`);
    for (const problem of problems) console.error(`  ${problem}`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
