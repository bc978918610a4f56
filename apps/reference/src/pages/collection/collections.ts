import { TRADITIONAL_AUDIENCES } from '@teranga/headless';
import { shopPageTexts, shopTexts } from '@teranga/messages/storefront';
/** The four collection pages: their category slugs (tried in order) and their French headings. */
export const COLLECTIONS = {
  femme: {
    slugs: ['femme'],
    ...shopPageTexts.collections.femme,
  },
  homme: {
    slugs: ['homme'],
    ...shopPageTexts.collections.homme,
  },
  enfant: {
    slugs: ['enfant'],
    ...shopPageTexts.collections.enfant,
  },
  traditionnelle: {
    // The document says the slug traditionnelle is tried first, then traditionnel when nothing comes back.
    slugs: ['traditionnelle', 'traditionnel'],
    ...shopPageTexts.collections.traditionnelle,
  },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;

/** Tabs of the traditional collection: everything, then who the outfit is for (headless's one list). */
export const TRADITIONAL_TABS = [
  { value: 'all', label: shopTexts.collection.tabs.all },
  ...TRADITIONAL_AUDIENCES.map((value) => ({ value, label: shopTexts.collection.tabs[value] })),
] as const;
