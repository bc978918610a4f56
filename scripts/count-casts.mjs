// Counts the type casts in each workspace's sources: `x as T` (not `as const`), `<T>x`, and non-null assertions `x!`.
// Tests, stories and generated files (`*.gen.ts`) are left out: what counts is the code a package or an app ships.
// TypeScript's parser (already a dev dependency) reads the code, so `as` in an import rename, a comment or a string
// never counts. Usage: `node scripts/count-casts.mjs [--list] [workspace…]` (--list prints each cast's place).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const WORKSPACES = [
  'packages/messages',
  'packages/sdk',
  'packages/headless',
  'packages/ui',
  'apps/api',
  'apps/reference',
];

const args = process.argv.slice(2);
const list = args.includes('--list');
const chosen = args.filter((arg) => !arg.startsWith('--'));
const workspaces = chosen.length > 0 ? chosen.map((path) => path.replace(/\/+$/, '')) : WORKSPACES;

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const LEFT_OUT = /(\.d\.[mc]?ts|\.(test|spec|stories)\.[mc]?tsx?|\.gen\.ts)$/;
const LEFT_OUT_DIRS = new Set(['node_modules', 'dist', '__tests__', '__screenshots__', 'test', 'tests']);

function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!LEFT_OUT_DIRS.has(entry.name)) found.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !LEFT_OUT.test(entry.name)) found.push(path);
  }
  return found;
}

const isAsConst = (node) =>
  ts.isTypeReferenceNode(node.type) &&
  ts.isIdentifier(node.type.typeName) &&
  node.type.typeName.text === 'const';

/** The casts of one file: `{ kind, line, text }` each. */
function castsOf(path) {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, name) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ kind: name, line: line + 1, text: node.getText(file).replace(/\s+/g, ' ').slice(0, 100) });
  };
  const visit = (node) => {
    if (ts.isAsExpression(node) && !isAsConst(node)) add(node, 'as');
    else if (ts.isTypeAssertionExpression(node)) add(node, '<T>');
    else if (ts.isNonNullExpression(node)) add(node, '!');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const rows = [];
for (const workspace of workspaces) {
  const counts = { as: 0, '<T>': 0, '!': 0 };
  for (const path of sourceFiles(join(root, workspace, 'src'))) {
    const casts = castsOf(path);
    for (const cast of casts) {
      counts[cast.kind] += 1;
      if (list) console.log(`${relative(root, path)}:${cast.line}  ${cast.kind}  ${cast.text}`);
    }
  }
  rows.push({ workspace, ...counts, total: counts.as + counts['<T>'] + counts['!'] });
}

const pad = (value, width) => String(value).padStart(width);
const width = Math.max(...rows.map((row) => row.workspace.length), 'total'.length);
console.log(
  `${'workspace'.padEnd(width)}  ${pad('as', 5)} ${pad('<T>', 5)} ${pad('!', 5)} ${pad('total', 6)}`,
);
for (const row of rows)
  console.log(
    `${row.workspace.padEnd(width)}  ${pad(row.as, 5)} ${pad(row['<T>'], 5)} ${pad(row['!'], 5)} ${pad(row.total, 6)}`,
  );
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
console.log(
  `${'total'.padEnd(width)}  ${pad(sum('as'), 5)} ${pad(sum('<T>'), 5)} ${pad(sum('!'), 5)} ${pad(sum('total'), 6)}`,
);
