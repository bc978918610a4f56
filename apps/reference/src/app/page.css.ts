import { breakpoints, vars } from '@teranga/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The page frame of the reference shop; every component inside comes from @teranga/ui.

// A section scrolled to by its id ('Parcourir' → the categories) stops below the sticky header, not under it.
globalStyle('[id]', { scrollMarginTop: '6rem' });
globalStyle('html, body', {
  margin: 0,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.text,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, outline: 'none' });

export const container = style({
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { paddingInline: vars.space['2xl'] } },
});

export const narrow = style([container, { maxWidth: '32rem' }]);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const title = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
});

export const sectionTitle = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
  margin: 0,
});

/** A bordered panel on the page's surface (the profile form, the seller's review status). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const muted = style({ color: vars.color.foreground.muted, margin: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const twoColumns = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    },
  },
});

export const sidebarLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    },
  },
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

/** Read by screen readers, not shown (a heading that keeps the outline in order). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
