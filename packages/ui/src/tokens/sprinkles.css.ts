import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './tokens';
import { vars } from './vars.css';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    margin: vars.space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: { p: ['padding'], px: ['paddingInline'], py: ['paddingBlock'] },
});

const surfaces = defineProperties({
  properties: {
    color: vars.color.foreground,
    backgroundColor: vars.color.background,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
  },
});

/** Layout atoms across breakpoints: `sprinkles({ display: 'flex', gap: { mobile: 'sm', desktop: 'lg' } })`. */
export const sprinkles = createSprinkles(responsive, surfaces);
export type Sprinkles = Parameters<typeof sprinkles>[0];
