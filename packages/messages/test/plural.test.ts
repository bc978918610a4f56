import { describe, expect, it } from 'vitest';
import { fill, plural } from '../src/plural.js';

const articles = { one: '{count} article', other: '{count} articles' };

describe('plural', () => {
  it('treats 0 and 1 as singular, as French does', () => {
    expect(plural(articles, 0)).toBe('0 article');
    expect(plural(articles, 1)).toBe('1 article');
    expect(plural(articles, 2)).toBe('2 articles');
  });

  it('writes the count in fr-FR', () => {
    expect(plural(articles, 1234)).toBe('1\u202f234 articles');
  });
});

describe('fill', () => {
  it('replaces named values and leaves unknown names visible', () => {
    expect(fill('{count} sur {max} · {other}', { count: 3, max: 10 })).toBe('3 sur 10 · {other}');
  });
});
