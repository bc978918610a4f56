import { shopTexts } from '@teranga/messages';
/** The four collection pages: their category slugs (tried in order) and their French headings. */
export const COLLECTIONS = {
  femme: {
    slugs: ['femme'],
    ...shopTexts.collections.femme,
  },
  homme: {
    slugs: ['homme'],
    ...shopTexts.collections.homme,
  },
  enfant: {
    slugs: ['enfant'],
    ...shopTexts.collections.enfant,
  },
  traditionnelle: {
    // The document says the slug traditionnelle is tried first, then traditionnel when nothing comes back.
    slugs: ['traditionnelle', 'traditionnel'],
    ...shopTexts.collections.traditionnelle,
  },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;

/** Tabs of the traditional collection: who the outfit is for. */
export const TRADITIONAL_TABS = [
  { value: 'all', label: shopTexts.collection.tabs.all },
  { value: 'femme', label: shopTexts.collection.tabs.femme },
  { value: 'homme', label: shopTexts.collection.tabs.homme },
  { value: 'enfant', label: shopTexts.collection.tabs.enfant },
  { value: 'famille', label: shopTexts.collection.tabs.famille },
] as const;
