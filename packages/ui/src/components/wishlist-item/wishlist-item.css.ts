import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  padding: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const name = style({ fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const added = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.sunken,
});
export const noteTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const noteText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const noteEmpty = style({ margin: 0, color: vars.color.foreground.muted, fontStyle: 'italic' });
export const textarea = style({ minHeight: '5rem', resize: 'vertical' });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
