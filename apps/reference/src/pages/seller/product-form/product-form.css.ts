import { breakpoints, vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** One section of the form (basic info, images...): a bordered panel with its legend. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { padding: vars.space.xl } },
});

export const legend = style({
  float: 'left',
  width: '100%',
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

/** Fields side by side on a wide screen, one under the other on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  alignItems: 'start',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const labelRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

const control = {
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  font: 'inherit',
} as const;

export const textarea = style({
  ...control,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.foreground.critical },
  },
});

export const select = style({
  ...control,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 1 } },
});

/** The € after a price, inside the field's row. */
export const unit = style({
  position: 'absolute',
  right: vars.space.md,
  color: vars.color.foreground.muted,
  pointerEvents: 'none',
});

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'flex-end',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.foreground.critical });
