import type { Category } from '@teranga/sdk';
import { categoryHref } from '../routes';

/** The catalogue's categories as the kit's tiles, each leading to its collection page (home and /vitrine). */
export const categoryTiles = (categories: readonly Category[] | undefined) =>
  (categories ?? []).map((category) => ({
    id: category._id ?? category.id,
    name: category.name,
    image: category.image ?? undefined,
    productCount: category.productCount,
    href: categoryHref(category.slug),
  }));
