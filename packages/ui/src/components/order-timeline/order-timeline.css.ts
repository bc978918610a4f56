import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const stepStates = ['done', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 640px)': { flexDirection: 'row', gap: 0 },
  },
});
export const step = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flex: 1,
  minWidth: 0,
  '@media': {
    'screen and (min-width: 640px)': { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
  },
});
// The line joining a step to the next: downwards on phones, rightwards from tablets on.
export const connector = style({
  position: 'absolute',
  backgroundColor: vars.color.border.subtle,
  left: '1.125rem',
  top: '2.5rem',
  width: 2,
  height: `calc(100% - 2.5rem + ${vars.space.lg})`,
  '@media': {
    'screen and (min-width: 640px)': {
      left: 'calc(50% + 1.5rem)',
      top: '1.125rem',
      width: 'calc(100% - 3rem)',
      height: 2,
    },
  },
  selectors: { '&[data-done="true"]': { backgroundColor: vars.color.background.positive } },
});
export const marker = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid',
  fontWeight: vars.font.weight.bold,
});
export const markerState = styleVariants({
  done: {
    backgroundColor: vars.color.background.positive,
    borderColor: vars.color.background.positive,
    color: vars.color.foreground.onPositive,
  },
  current: {
    backgroundColor: vars.color.background.brand,
    borderColor: vars.color.background.brand,
    color: vars.color.foreground.onBrand,
    boxShadow: `0 0 0 4px ${vars.color.background.brandSoft}`,
  },
  upcoming: {
    backgroundColor: vars.color.background.surface,
    borderColor: vars.color.border.strong,
    color: vars.color.foreground.muted,
  },
} satisfies Record<StepState, unknown>);
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.xs,
  minWidth: 0,
});
export const label = styleVariants({
  done: { fontWeight: vars.font.weight.medium, color: vars.color.foreground.text },
  current: { fontWeight: vars.font.weight.bold, color: vars.color.foreground.brand },
  upcoming: { fontWeight: vars.font.weight.medium, color: vars.color.foreground.muted },
} satisfies Record<StepState, unknown>);
export const date = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
