import { breakpoints, vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const count = style({ color: vars.color.foreground.muted, fontWeight: vars.font.weight.medium });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
    },
  },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.lg,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factTerm = style({ color: vars.color.foreground.muted });

export const factValue = style({ margin: 0 });

export const reason = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const reasonLabel = style({ fontWeight: vars.font.weight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flexShrink: 0 });

export const reasonField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const textarea = style({
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
  resize: 'vertical',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
});

/** A refund's status, then its reason, attempts and the provider's last answer, one under the other. */
export const refundStatus = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  maxWidth: '18rem',
});

export const error = style({ margin: 0, color: vars.color.foreground.critical, fontSize: vars.font.size.sm });
