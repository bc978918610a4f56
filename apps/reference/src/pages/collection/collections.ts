/** The four collection pages: their category slugs (tried in order) and their French headings. */
export const COLLECTIONS = {
  femme: {
    slugs: ['femme'],
    title: 'Collection Femme',
    description: 'Robes en wax, boubous brodés et ensembles pour chaque occasion.',
  },
  homme: {
    slugs: ['homme'],
    title: 'Collection Homme',
    description: 'Grands boubous, chemises en bazin et tenues de cérémonie.',
  },
  enfant: {
    slugs: ['enfant'],
    title: 'Collection Enfant',
    description: 'Des tenues colorées et confortables pour les plus jeunes.',
  },
  traditionnelle: {
    // The document says the slug traditionnelle is tried first, then traditionnel when nothing comes back.
    slugs: ['traditionnelle', 'traditionnel'],
    title: 'Collection Traditionnelle',
    description: 'Le savoir-faire des tisserands et brodeurs, pour toute la famille.',
  },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;

/** Tabs of the traditional collection: who the outfit is for. */
export const TRADITIONAL_TABS = [
  { value: 'all', label: 'Tout' },
  { value: 'femme', label: 'Femmes' },
  { value: 'homme', label: 'Hommes' },
  { value: 'enfant', label: 'Enfants' },
  { value: 'famille', label: 'Famille' },
] as const;
