import ts from 'typescript';

/** A French text written in source instead of coming from the catalogue. */
export interface FrenchLiteral {
  line: number;
  text: string;
}

const ACCENTED = /[àâäçéèêëîïôöùûüÿœæ]/i;
const LETTER_WORD = /^[\p{L}'’]+[.,:;!?…»]*$/u;
const PLACEHOLDER_OR_NUMBER = /^[«(]?(\{\w*\}|[\d\s.,%:+-]+)[.,:;!?…)»]*$/;
// A word of two letters or more that starts the text or follows a space or a mark (not the 'EDE' of '#F5EDE1').
const ANY_WORD = /(?:^|[\s'’(«"-])\p{L}{2,}/u;

// Attributes whose value a person reads (or hears): one word is already a text.
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
// Props and fields whose value a person reads: `label = 'Devise'`, `{ label: 'Femme', href }`.
const READ_NAMES = /(label|legend|title|placeholder|hint|message|text)$/i;
// Attributes that are wiring, never text.
const WIRING_ATTRIBUTES =
  /^(className|class|id|key|href|to|src|type|role|name|rel|target|htmlFor|autoComplete|inputMode|method|data-.*)$/;

/**
 * Prose: two or more words of letters and nothing else but numbers, {placeholders} and punctuation. Class names
 * (`a-b c_d`), CSS (`1px solid var(--x)`), URLs and test ids fail that shape, so they do not count.
 */
function looksLikeProse(text: string): boolean {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  let words = 0;
  for (const token of tokens) {
    if (LETTER_WORD.test(token)) words += 1;
    else if (!PLACEHOLDER_OR_NUMBER.test(token) && !/^[·—–\-:|/•»«]$/.test(token)) return false;
  }
  return words >= 2;
}

function isFrench(text: string, readByPerson: boolean): boolean {
  if (ACCENTED.test(text)) return true;
  if (readByPerson) return ANY_WORD.test(text);
  return looksLikeProse(text);
}

/** `a${x}b` read as `a{}b`: a value in the middle of a sentence is a placeholder. */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

function jsxAttributeName(node: ts.Node): string | undefined {
  let current = node.parent;
  // `title={cond ? 'a' : 'b'}`: climb through the expression to the attribute.
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

function isOutsideValue(node: ts.Node): boolean {
  const parent = node.parent;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isLiteralTypeNode(parent)) return true; // `variant: 'primary' | 'ghost'`
  if (ts.isExpressionStatement(parent)) return true; // 'use client'
  if (ts.isCallExpression(parent) && parent.expression.getText() === 'import') return true;
  return false;
}

/** Every French literal of a TypeScript (or TSX) source, with its 1-based line. */
export function frenchLiterals(sourceText: string, fileName: string): FrenchLiteral[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, kind);
  const found: FrenchLiteral[] = [];
  const report = (node: ts.Node, text: string) => {
    // JSX text starts with the line break after its tag: count from its first letter.
    const leading = node.getText(source).search(/\S|$/);
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source) + leading);
    found.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (isFrench(node.text, true)) report(node, node.text);
      return;
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      if (!isOutsideValue(node)) {
        const text = ts.isTemplateExpression(node) ? templateText(node) : node.text;
        const attribute = jsxAttributeName(node);
        const wiring = attribute !== undefined && WIRING_ATTRIBUTES.test(attribute);
        const name = boundName(node);
        const read =
          (attribute !== undefined && READ_ATTRIBUTES.has(attribute)) ||
          (name !== undefined && READ_NAMES.test(name));
        if (!wiring && isFrench(text, read)) report(node, text);
      }
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
