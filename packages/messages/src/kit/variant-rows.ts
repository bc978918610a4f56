import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

const variantRowsTexts = {
  legend: 'Variantes',
  type: words.type,
  name: shared.lastName,
  value: 'Valeur',
  add: 'Ajouter une variante',
  remove: 'Supprimer la variante',
  empty: 'Aucune variante pour ce produit.',
  valuePlaceholder: 'M, Indigo…',
  stock: words.stock,
  color: shared.color,
  everyColor: 'Toutes',
  hex: 'Teinte',
  types: { size: shared.size, color: shared.color, material: 'Matière' },
} as const;
export const variantRowsLabels: Labels<typeof variantRowsTexts> = variantRowsTexts;
