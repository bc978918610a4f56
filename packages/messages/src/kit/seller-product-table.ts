import { cartMessages } from '../cart/specification.js';
import { productMessages } from '../catalogue/specification.js';
import { sellerProductMessages } from '../seller/specification.js';
import * as words from '../words.js';
import { type Labels, selected, shared, units } from './shared.js';

const dataTableTexts = {
  caption: 'Produits de la boutique',
  product: words.product,
  status: words.status,
  price: words.price,
  stock: words.stock,
  actions: words.actions,
  selectAll: 'Tout sélectionner',
  selectRow: 'Sélectionner',
  selected,
  deleteSelected: words.deleteSelected,
  featured: 'En vedette',
  noSku: 'N/A',
  compare: shared.comparePrice,
  units,
  threshold: 'Seuil : {count}',
  view: words.view,
  edit: words.edit,
  activate: 'Activer',
  deactivate: words.deactivate,
  feature: 'Mettre en vedette',
  unfeature: 'Retirer de la vedette',
  delete: shared.delete,
  deleteTitle: shared.deleteProduct,
  deleteMessage: sellerProductMessages.confirmDelete,
  deleteConfirm: shared.delete,
  cancel: shared.cancel,
  emptyTitle: sellerProductMessages.noProducts,
  emptyFiltered: sellerProductMessages.noMatch,
  emptyNone: sellerProductMessages.noProductsYet,
  loading: 'Chargement des produits',
  retry: shared.retry,
  statuses: shared.statuses,
  category: words.category,
  uncategorised: productMessages.uncategorised,
  inStock: cartMessages.inStock,
  outOfStock: cartMessages.outOfStock,
  activity: { active: shared.statuses.active, inactive: words.inactive },
  deleteMessageShort: sellerProductMessages.confirmDeleteShort,
} as const;
export const sellerProductTableLabels: Labels<typeof dataTableTexts> = dataTableTexts;
