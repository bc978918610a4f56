import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  minHeight: '2.5rem',
});
export const selectionCount = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
// Wide tables scroll sideways on phones; the region is focusable so that keyboard users can scroll it too.
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const headCell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.foreground.muted,
  backgroundColor: vars.color.background.sunken,
  whiteSpace: 'nowrap',
});
export const row = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.body },
    '&[data-state="selected"]': { backgroundColor: vars.color.background.brandSoft },
  },
});
export const cell = style({ padding: `${vars.space.md} ${vars.space.lg}`, verticalAlign: 'middle' });
export const selectCell = style({ width: '3rem', paddingRight: 0 });
export const product = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: '14rem',
});
export const productText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
export const productName = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});
export const sku = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
});
export const price = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' });
export const priceAmount = style({ fontWeight: vars.font.weight.bold });
export const compare = style({
  color: vars.color.foreground.muted,
  textDecoration: 'line-through',
  fontSize: vars.font.size.xs,
});
export const stock = style({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' });
export const stockLow = style({ color: vars.color.foreground.critical, fontWeight: vars.font.weight.bold });
export const threshold = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
export const featuredOn = style({ color: vars.color.foreground.caution });
