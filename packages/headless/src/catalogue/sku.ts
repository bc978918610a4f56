const stripAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * The creation form's SKU: first 3 letters of the category value in capitals, up to 6 capitals or digits from the
 * first two words of the name, and the last 4 digits of the current time, joined with hyphens.
 * Accents are dropped first so that 'Élégante' gives 'ELEGAN' rather than 'LGANT'.
 * @example const sku = generateSku('Boubou brodé', 'homme'); // 'HOM-', capitals of the name, then 4 digits of the time
 */
export function generateSku(name: string, category: string, now: number = Date.now()): string {
  const categoryPart = stripAccents(category).substring(0, 3).toUpperCase();
  const namePart = stripAccents(name)
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .substring(0, 6);
  const timePart = String(Math.trunc(now)).slice(-4);
  return [categoryPart, namePart, timePart].join('-');
}

/**
 * The form fills the SKU only when the name and category are set and the SKU is empty.
 * @example if (shouldGenerateSku(name, category, sku)) setSku(generateSku(name, category));
 */
export const shouldGenerateSku = (name: string, category: string, sku: string): boolean =>
  name.trim() !== '' && category.trim() !== '' && sku.trim() === '';
