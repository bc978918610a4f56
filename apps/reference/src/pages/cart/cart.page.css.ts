import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const lines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// The payment step's stand-in while its code arrives (`payment-step.tsx`): the same boxes in the same grids as the
// kit's PaymentMethodChoice and PayerFields, so the address fields fall into as many columns and nothing below moves.
// Heights measured in Chromium (Inter, default size); a legend sits above its fieldset's grid, not in it.
const legendHeight = 24;
const fieldHeight = 67;
export const paymentStepPlaceholder = style({ display: 'grid', gap: vars.space.md });
/** the method choice: its legend and two options on one line each (216 px); a narrow phone wraps one (+24, below the fold) */
export const paymentChoicePlaceholder = style({ height: 216 });
export const payerPlaceholder = style({ display: 'grid', gap: vars.space.md, paddingTop: legendHeight });
/** the phone field with its hint */
export const phonePlaceholder = style({ height: 113 });
export const addressPlaceholder = style({
  display: 'grid',
  gap: vars.space.md,
  paddingTop: legendHeight,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});
export const fieldPlaceholder = style({ height: fieldHeight });
export const wideFieldPlaceholder = style({ height: fieldHeight, gridColumn: '1 / -1' });
