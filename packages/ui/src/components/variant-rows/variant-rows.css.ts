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
/** A row: its fields, then its remove button at the end of the line. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});
/** The remove button sits level with the row's first controls (below their labels), whatever errors the fields show. */
export const remove = style({
  alignSelf: 'start',
  marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
});
/** The fields wrap as the width allows: two on a phone, every one on a wide screen. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(8rem, 100%), 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});
export const empty = style({ margin: 0, color: vars.color.foreground.muted, fontSize: vars.font.size.sm });
export const select = style({ appearance: 'auto' });
/** The native colour picker fills the field's height like the other inputs. */
export const shade = style({ padding: vars.space.xs, height: '2.5rem', cursor: 'pointer' });
