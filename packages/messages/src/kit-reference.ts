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
  },
} as const;
