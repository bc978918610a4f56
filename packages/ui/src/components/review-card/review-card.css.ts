import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  // A hidden review keeps its contrast (read by staff and its seller): a dashed rule marks it instead of fading it.
  selectors: { '&[data-state="hidden"]': { borderBottomStyle: 'dashed' } },
});
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const author = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const badge = style({
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.positive,
  fontWeight: vars.font.weight.medium,
});
export const flag = style({
  fontSize: vars.font.size.xs,
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.medium,
});
/** Plain text as written: its line breaks kept, long words broken rather than overflowing a phone. */
export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const answer = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `3px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.background.sunken,
  borderRadius: vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const answerTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  margin: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
