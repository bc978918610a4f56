import { kitLabels } from './kit.js';

/** Texts of the kit's reference parts: the DropdownMenu's defaults and the generic DataTable's. */
export const kitReferenceLabels = {
  dropdownMenu: {
    /** the name of a trigger that shows only the "more" icon */
    trigger: 'Plus d’actions',
  },
  dataTable: {
    /** read on a sortable column's header button */
    sortAscending: 'trié par ordre croissant',
    sortDescending: 'trié par ordre décroissant',
    /** the phone's sort control, where the column headers are hidden (the same words as the product lists') */
    sortBy: kitLabels.filterBar.sort,
    /** the phone's sort choices: '{column}' is the column's header */
    sortByAscending: '{column}, ordre croissant',
    sortByDescending: '{column}, ordre décroissant',
    /** the phone's first choice while the table has no sort: the rows as given */
    sortNone: 'Ordre de la liste',
  },
} as const;
