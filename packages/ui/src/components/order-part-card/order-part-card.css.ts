import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.text,
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
// On a phone a long name takes the whole line and its amount goes under it, to the right.
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});
export const lineName = style({ flex: '1 1 12rem', minWidth: 0 });
export const photo = style({
  flex: '0 0 auto',
  width: '3rem',
  height: '3rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});
export const details = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  minWidth: 0,
});
export const lineDetail = style({ color: vars.color.foreground.muted });
export const amount = style({ marginLeft: 'auto', whiteSpace: 'nowrap', textAlign: 'right' });
export const totals = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});
export const totalTerm = style({ fontWeight: vars.font.weight.medium });
export const totalValue = style({ margin: 0, whiteSpace: 'nowrap', textAlign: 'right' });
export const refunded = style({ color: vars.color.foreground.positive, fontWeight: vars.font.weight.bold });
export const flagged = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.cautionSoft,
  color: vars.color.foreground.cautionSoft,
  fontSize: vars.font.size.sm,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});
