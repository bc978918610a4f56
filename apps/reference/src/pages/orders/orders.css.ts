import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

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
/** Each seller's part of an order, one card under the other. */
export const parts = style({ display: 'grid', gap: vars.space.md });
export const partsTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});
/** The amount given back: written, the colour only underlines it. */
export const refunded = style({ color: vars.color.foreground.positive });
/** Public tracking's parts: one line each, its number and count, its status. */
export const trackedParts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const trackedPart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
/** A part's status and its refund, side by side (wrapping on a phone). */
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });
/** Each seller's part under an order's status in a list of orders. */
export const partStatuses = style({
  listStyle: 'none',
  margin: `${vars.space.xxs} 0 0`,
  padding: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.xs,
});
/** A part's money state when paid on delivery (« À payer à la livraison »), beside its actions. */
export const partPayment = style({ fontWeight: vars.font.weight.bold });

// The seller's order sheet and the customer's order page: lines with their photo, and panels of facts.

export const header = style({ display: 'grid', gap: vars.space.xs });
export const backLink = style({
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  width: 'fit-content',
});

/** Lines first; customer, delivery and shipment beside them on a wide screen, under them on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 64em)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  minWidth: 0,
});
export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});
export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});
export const factTerm = style({ color: vars.color.foreground.muted, fontWeight: vars.font.weight.medium });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const plain = style({ margin: 0, fontSize: vars.font.size.sm });

export const sheetLines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
export const sheetLine = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});
export const photo = style({
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.muted,
  textAlign: 'center',
});
export const lineName = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const lineFacts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});
export const quantity = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

export const sheetActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const shipForm = style({ display: 'grid', gap: vars.space.md });
export const fieldError = style({
  margin: 0,
  color: vars.color.foreground.critical,
  fontSize: vars.font.size.sm,
});
export const address = style({
  margin: 0,
  fontStyle: 'normal',
  fontSize: vars.font.size.sm,
  display: 'grid',
  gap: vars.space.xxs,
});

/**
 * An order number leading to its page: the kit's brand colour and a visible focus ring, not the browser's default
 * blue (the kit's link style, as in surface.css.ts).
 */
export const orderLink = style({
  color: vars.color.foreground.brand,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
