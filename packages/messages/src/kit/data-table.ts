import { filterBarLabels } from './filter-bar.js';
import type { Labels } from './shared.js';

const dataTableTexts = {
  /** read on a sortable column's header button */
  sortAscending: 'trié par ordre croissant',
  sortDescending: 'trié par ordre décroissant',
  /** the phone's sort control, where the column headers are hidden (the same words as the product lists') */
  sortBy: filterBarLabels.sort,
  /** the phone's sort choices: '{column}' is the column's header */
  sortByAscending: '{column}, ordre croissant',
  sortByDescending: '{column}, ordre décroissant',
  /** the phone's first choice while the table has no sort: the rows as given */
  sortNone: 'Ordre de la liste',
} as const;
export const dataTableSortLabels: Labels<typeof dataTableTexts> = dataTableTexts;
