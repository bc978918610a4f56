/** Slugs the storefront may ask for that name another category: the traditional collection answers to both spellings. */
const ALIASES: Readonly<Record<string, string>> = {
  traditionnel: 'traditionnelle',
  traditional: 'traditionnelle',
  femmes: 'femme',
  women: 'femme',
  hommes: 'homme',
  men: 'homme',
  enfants: 'enfant',
  kids: 'enfant',
};

/** The slugs to try, in order: the one asked for, then its alias if it has one. */
export function slugCandidates(slug: string): string[] {
  const clean = slug.trim().toLowerCase();
  const alias = ALIASES[clean];
  return alias ? [clean, alias] : [clean];
}
