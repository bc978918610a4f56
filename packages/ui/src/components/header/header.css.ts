import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/tokens';
import { vars } from '../../tokens/vars.css';
import { item as dropdownItem } from '../dropdown-menu/dropdown-menu.css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.sticky,
  backgroundColor: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.sm,
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '4rem',
  '@media': { [desktop]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.foreground.text,
  textDecoration: 'none',
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
export const brandText = style({ '@media': { 'screen and (max-width: 479px)': { display: 'none' } } });
export const mark = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.brand,
  backgroundImage: `radial-gradient(circle at 50% 50%, ${vars.color.background.accent} 0 0.35rem, transparent 0.4rem)`,
});
export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'flex' } } });
export const mobileOnly = style({ display: 'inline-flex', '@media': { [desktop]: { display: 'none' } } });
export const mobileSearchRow = style({
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  '@media': { [desktop]: { display: 'none' } },
});
export const nav = style({ alignItems: 'center', gap: vars.space.xs });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.foreground.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.background.sunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
export const search = style({ flex: 1, maxWidth: '28rem', marginInline: 'auto' });
export const searchForm = style({ display: 'flex', width: '100%', position: 'relative' });
export const searchInput = style({
  width: '100%',
  minHeight: '2.5rem',
  padding: `0 2.75rem 0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 1 } },
});
export const searchButton = style({
  position: 'absolute',
  right: 0,
  top: 0,
  height: '2.5rem',
  width: '2.5rem',
});
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});
export const spacer = style({ flex: 1 });

const bounce = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '30%': { transform: 'translateY(-6px) scale(1.15)' },
  '60%': { transform: 'translateY(0) scale(0.95)' },
});
export const bouncing = style({
  selectors: {
    '&[data-bouncing="true"]': { animation: `${bounce} 800ms ${vars.motion.easing.emphasized}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

/**
 * A link or button of the mobile drawer, or of the bell's menu: a dropdown menu's item. In the drawer (a dialog, not a
 * menu) nothing sets `data-highlighted`, so the keyboard's focus gets its own ring, inside the item's edges.
 */
export const menuItem = style([
  dropdownItem,
  {
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: -3 } },
  },
]);
export const userName = style({ fontWeight: vars.font.weight.bold, display: 'block' });
export const userEmail = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });

/** Holds a count link and its tooltip, which sits below it (the header is at the top of the window). */
export const tooltipAnchor = style({ position: 'relative', display: 'inline-flex' });
export const tooltip = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.foreground.text,
  color: vars.color.background.body,
  fontSize: vars.font.size.sm,
  fontFamily: vars.font.family.body,
  zIndex: 70,
});

export const sheet = style({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: 'min(22rem, 88vw)',
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  zIndex: 80,
});
export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.background.overlay,
  zIndex: 79,
});
export const sheetHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const sheetTitle = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
});
export const sheetSection = style({ display: 'grid', gap: vars.space.xxs });
export const sheetHeading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  fontSize: vars.font.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.foreground.muted,
});
