import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const drop = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.sunken },
    // The real input is hidden; its focus shows on the visible zone.
    '&:focus-within': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const dropTitle = style({ fontWeight: vars.font.weight.bold, color: vars.color.foreground.brand });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const tile = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.sunken,
  selectors: { '&[data-main="true"]': { borderColor: vars.color.foreground.brand, borderWidth: 2 } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const main = style({ position: 'absolute', left: vars.space.xs, bottom: vars.space.xs });
export const remove = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.critical,
  cursor: 'pointer',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.criticalSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const count = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.foreground.muted });

// The upload list: each image a square frame with a caption under it (name, progress, or why it was refused).
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const frame = style({
  selectors: {
    [`${item}[data-state="refused"] &, ${item}[data-state="failed"] &`]: {
      borderColor: vars.color.foreground.critical,
      borderStyle: 'dashed',
    },
    [`${item}[data-state="uploading"] &`]: { opacity: 0.85 },
  },
});
export const letter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.foreground.muted,
});
export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  minWidth: 0,
});
export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
});
export const bar = style({
  height: '100%',
  backgroundColor: vars.color.foreground.brand,
  transition: 'width 120ms linear',
});
export const done = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.foreground.positive,
});
// Move and main buttons under each image: keyboard and touch reach (44 px high), drag is never needed.
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tool = style({
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&:hover:not(:disabled)': { backgroundColor: vars.color.background.sunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const flip = style({ transform: 'rotate(180deg)' });
