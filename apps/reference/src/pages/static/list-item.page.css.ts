import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

// One column on a phone, two from a tablet on; the title, description and photos take the whole width and the
// button closes the form, under its last field.
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  maxWidth: '48rem',
  '@media': { 'screen and (min-width: 40em)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
