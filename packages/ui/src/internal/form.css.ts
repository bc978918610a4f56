import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.md,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
});
export const form = style({ display: 'grid', gap: vars.space.lg });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});
export const social = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border.subtle}` },
  },
});
export const footnote = style({ margin: 0, textAlign: 'center', fontSize: vars.font.size.sm });
export const textButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.color.foreground.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
