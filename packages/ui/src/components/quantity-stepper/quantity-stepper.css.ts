import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});
export const step = style({
  width: '2.5rem',
  height: '2.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: -3 },
  },
});
export const value = style({ minWidth: '2.5rem', textAlign: 'center', fontWeight: vars.font.weight.bold });
