/** Slugs the storefront may ask for that name another category: the traditional collection answers to both spellings. */
// A Map, not an object: a slug such as `__proto__` or `constructor` must find nothing rather than Object's own members.
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['traditionnel', 'traditionnelle'],
  ['traditional', 'traditionnelle'],
  ['femmes', 'femme'],
  ['women', 'femme'],
  ['hommes', 'homme'],
  ['men', 'homme'],
  ['enfants', 'enfant'],
  ['kids', 'enfant'],
]);

/** The slugs to try, in order: the one asked for, then its alias if it has one. */
export function slugCandidates(slug: string): string[] {
  const clean = slug.trim().toLowerCase();
  const alias = ALIASES.get(clean);
  return alias ? [clean, alias] : [clean];
}

// Every slug is made by slugify (lowercase ASCII words and hyphens); ids are 24 hex digits, which fit the same shape.
const SLUG_SHAPE = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/;

/** Whether a category could be known by this slug or id (`__proto__`, `a b`, `é` cannot): others are refused early. */
export function couldBeCategorySlug(slug: string): boolean {
  return SLUG_SHAPE.test(slug.trim().toLowerCase());
}
