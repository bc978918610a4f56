const ALIASES: Readonly<Record<string, string>> = {
  femme: '/femme',
  femmes: '/femme',
  women: '/femme',
  homme: '/homme',
  hommes: '/homme',
  men: '/homme',
  enfant: '/enfant',
  enfants: '/enfant',
  kids: '/enfant',
  traditionnelle: '/traditionnelle',
  traditional: '/traditionnelle',
};

/**
 * Where a category tile leads: a collection page for the aliases, else /category/{slug}.
 * @example collectionRoute('femme'); // '/femme'
 * @example collectionRoute('bijoux'); // '/category/bijoux'
 */
export const collectionRoute = (slug: string): string =>
  ALIASES[slug.trim().toLowerCase()] ?? `/category/${encodeURIComponent(slug)}`;
