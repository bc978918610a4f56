import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const card = style({
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const heading = style({
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
});

export const muted = style({ color: vars.color.foreground.muted });

export const link = style({
  color: vars.color.foreground.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.sunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
