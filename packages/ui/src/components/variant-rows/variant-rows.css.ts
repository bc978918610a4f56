import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(8rem, 1fr) 2fr 2fr auto' },
  },
});
export const empty = style({ margin: 0, color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const select = style({ appearance: 'auto' });
