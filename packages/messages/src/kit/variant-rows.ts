import { type Labels, shared } from './shared.js';

const variantRowsTexts = {
  legend: 'Variantes',
  type: 'Type',
  name: 'Nom',
  value: 'Valeur',
  add: 'Ajouter une variante',
  remove: 'Supprimer la variante',
  empty: 'Aucune variante pour ce produit.',
  valuePlaceholder: 'M, Indigo…',
  stock: 'Stock',
  color: shared.color,
  everyColor: 'Toutes',
  hex: 'Teinte',
  types: { size: shared.size, color: shared.color, material: 'Matière' },
} as const;
export const variantRowsLabels: Labels<typeof variantRowsTexts> = variantRowsTexts;
