import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const legend = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const group = style({ display: 'inline-flex', gap: vars.space.xs });

/** Each star is a radio: 44 px to tap, its focus ring drawn around it. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.border.strong,
  cursor: 'pointer',
  selectors: {
    '&[data-lit="true"]': { color: vars.color.foreground.caution },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chosen = style({
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.muted,
  minHeight: '1.25rem',
});
export const error = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.critical, margin: 0 });
