import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '5rem 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '6rem 1fr auto' } },
});
export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});
export const body = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const name = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const side = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': {
    'screen and (min-width: 640px)': { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' },
  },
});
export const total = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
