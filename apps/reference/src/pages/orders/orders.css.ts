import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

/** The order tables scroll sideways on a phone instead of squeezing their columns. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const amount = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const total = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const strong = style({ fontWeight: vars.font.weight.bold });
/** A step's button keeps its words on one line ('Marquer expédiée' was squeezed onto two): buttons wrap instead. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, whiteSpace: 'nowrap' });
/** An amount and its CFA equivalent stay on one line (a phone has room for it beside its label). */
export const amountValue = style({ margin: 0, whiteSpace: 'nowrap', textAlign: 'right' });
/** An order number reads as one word. */
export const number = style([cell, { whiteSpace: 'nowrap' }]);
/** The articles of an order get room to read (names wrapped word by word were hard to follow); phones scroll the table. */
export const articles = style([cell, { minWidth: '9rem' }]);
/** An amount that may put its CFA equivalent under the euros (the seller table needs the width for its actions). */
export const amountTwoLines = style([cell, { textAlign: 'right' }]);
