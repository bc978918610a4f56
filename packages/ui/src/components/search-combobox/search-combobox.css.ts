import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: 0,
  right: 0,
  zIndex: vars.layer.dropdown,
  maxHeight: '70vh',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.lg,
});
export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const group = style({ margin: 0, padding: 0, listStyle: 'none' });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.foreground.text,
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.background.brandSoft,
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: -2,
    },
    '&:hover': { backgroundColor: vars.color.background.sunken },
  },
});
export const thumb = style({
  width: '2.5rem',
  height: '2.5rem',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.sunken,
});
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
