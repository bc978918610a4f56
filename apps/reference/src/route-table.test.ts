import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryHref, PAGE_ROUTES, pathRegExpSource, ROUTE_LIST, routes, searchHref } from './routes';

const SHOP_SOURCES = import.meta.dirname;
const KIT_SOURCES = join(import.meta.dirname, '../../../packages/ui/src');
const API_SOURCES = join(import.meta.dirname, '../../api/src');

/** The shop's addresses as patterns ('/product/:id' → /^\/product\/[^/]+\/?$/), the catch-all left out. */
const ADDRESSES = ROUTE_LIST.filter(({ path }) => path !== '*').map(({ path }) => ({
  path,
  pattern: new RegExp(pathRegExpSource(path)),
}));

const sourceFiles = (dir: string, skip: (file: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !skip(file))
    .map((file) => join(dir, file));

/** The code without its comments (a comment may name an address; code may not). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The string literals of the code that write one of the shop's addresses: the literal up to its query, hash or first
 * interpolation is a route of the table ('/cart', '/seller/orders/abc'), or the fixed start of one with a parameter
 * ('/product/' before `${id}`). A bare '/' counts only where it is given as a link or a navigation. `among` narrows
 * the routes looked for.
 */
function routeLiteralsIn(source: string, among: (path: string) => boolean = () => true): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  for (const match of code.matchAll(/(to=|href=|to: |href: |navigate\()?(['"`])(\/(?:\\.|(?!\2).)*)\2?/g)) {
    const [, asLink, , literal = ''] = match;
    const address = literal.split(/[?#]|\$\{/)[0] ?? '';
    if (address.startsWith('//')) continue;
    if (address === '/') {
      if (asLink) found.push(literal);
      continue;
    }
    const isRoute = ADDRESSES.some(
      ({ path, pattern }) =>
        among(path) &&
        (pattern.test(address) ||
          (address.endsWith('/') && path.startsWith(address) && path.length > address.length)),
    );
    if (isRoute) found.push(literal);
  }
  return found;
}

const routeLiterals = (file: string) => routeLiteralsIn(readFileSync(file, 'utf8'));

describe('the route table', () => {
  it('is the only place of the shop that writes an address', () => {
    const offenders = sourceFiles(
      SHOP_SOURCES,
      (file) => file === 'routes.ts' || /\.(test|css)\.tsx?$/.test(file),
    ).flatMap((file) => routeLiterals(file).map((literal) => `${relative(SHOP_SOURCES, file)}: ${literal}`));
    expect(offenders).toEqual([]);
  });

  it('leaves the kit without any of the shop’s addresses (stories aside)', () => {
    const offenders = sourceFiles(KIT_SOURCES, (file) => /\.(stories|test|css)\.tsx?$/.test(file)).flatMap(
      (file) => routeLiterals(file).map((literal) => `${relative(KIT_SOURCES, file)}: ${literal}`),
    );
    expect(offenders).toEqual([]);
  });

  it('leaves the API without the pages drawn on the server: it asks the shop’s renderer which, and what they hold', () => {
    const drawn = new Set(ROUTE_LIST.filter(({ serverDrawn }) => serverDrawn).map(({ path }) => path));
    const offenders = sourceFiles(API_SOURCES, (file) => /\.test\.ts$/.test(file)).flatMap((file) =>
      routeLiteralsIn(readFileSync(file, 'utf8'), (path) => drawn.has(path)).map(
        (literal) => `${relative(API_SOURCES, file)}: ${literal}`,
      ),
    );
    expect(offenders).toEqual([]);
    // The finder does see one: the API's first view wrote `pathname === '/cart'` (issue 31).
    expect(routeLiteralsIn("if (path === '/cart') return true;", (path) => drawn.has(path))).toEqual([
      '/cart',
    ]);
  });

  it('finds a route literal where one is written, and not in comments or other strings', () => {
    const code = [
      "navigate('/cart');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, fed to the finder
      'const href = `/product/${id}`;',
      '<Link to="/login?redirect=x" />',
      '<Link to="/" />',
      "path.split('/');",
      "// <Link to='/wishlist' />",
      "fetch('/api/products');",
      "const unknown = '/nowhere';",
    ].join('\n');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal as found in the source text
    expect(routeLiteralsIn(code)).toEqual(['/cart', '/product/${id}', '/login?redirect=x', '/']);
  });

  it('builds addresses from the paths', () => {
    expect(routes.product.href({ id: 'a b' })).toBe('/product/a%20b');
    expect(routes.login.href({ redirect: '/cart' })).toBe('/login?redirect=%2Fcart');
    expect(routes.cart.href({ empty: undefined })).toBe('/cart');
    expect(routes.home.href()).toBe('/');
    expect(routes.staffDesk.href()).toBe('/admin');
    expect(searchHref(' robe wax ')).toBe('/products?search=robe%20wax');
    expect(searchHref('  ')).toBeUndefined();
    expect(searchHref('boubou', 'traditionnelle')).toBe('/products?search=boubou&category=traditionnelle');
    expect(categoryHref('Women')).toBe(routes.femme.href());
    expect(categoryHref('bijoux')).toBe('/category/bijoux');
  });

  it('opens a page module for every routed path, each module existing', () => {
    const pages = new Set(
      readdirSync(join(SHOP_SOURCES, 'pages'), { recursive: true, encoding: 'utf8' }).map((file) =>
        file.replace(/\.tsx$/, ''),
      ),
    );
    for (const { page } of PAGE_ROUTES) expect(pages).toContain(page);
    expect(PAGE_ROUTES.at(-1)?.path).toBe('*');
  });
});
