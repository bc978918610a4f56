import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVariableNameOf } from './css-variable-name';
import { layers, lightColors, motion, radii, shadows, space, typography } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

// The contract takes the shape of the token objects, so a token added there is a variable here.
function contractOf<T extends object>(tree: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : contractOf(value)]),
  ) as Contract<T>;
}

/**
 * The theme contract: components read only these variables, each theme fills them. Their names are public and
 * stable (`--teranga-…`), so a shop brands the kit with plain CSS: `:root { --teranga-color-background-brand: #0B6E4F }`.
 */
export const vars = createGlobalThemeContract(
  contractOf({
    color: lightColors,
    font: {
      family: typography.fontFamily,
      size: typography.fontSize,
      weight: typography.fontWeight,
      lineHeight: typography.lineHeight,
    },
    space,
    radius: radii,
    shadow: shadows,
    motion,
    layer: layers,
  }),
  (_value, path) => cssVariableNameOf(path),
);
