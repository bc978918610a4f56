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

/** Holds the payment step's place (its height with empty fields) while its code arrives: nothing below moves. */
export const paymentStepPlaceholder = style({
  minHeight: 400,
});
