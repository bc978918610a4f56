import { vars } from '@teranga/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.foreground.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.foreground.muted,
});

/** The seller's own words: plain text whose line breaks are kept. */
export const description = style({
  margin: 0,
  maxWidth: '48rem',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});
